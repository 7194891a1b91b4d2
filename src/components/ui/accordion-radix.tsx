import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { useEffect, useRef } from 'react';
import { AccordionChevron, accordionLook, type AccordionProps } from './accordion';

type RadixAccordionProps = AccordionProps & {
  /** The entry whose served button had the focus (focused now), and whether the visitor opened it (open now). */
  carried?: { value: string; open: boolean };
};

/**
 * Radix's accordion, one entry open at a time, loaded once the served accordion (src/components/ui/accordion.tsx)
 * is in view or reached for.
 */
export function RadixAccordion({ entries, className, carried }: RadixAccordionProps) {
  const carriedTrigger = useRef<HTMLButtonElement>(null);
  useEffect(() => carriedTrigger.current?.focus(), []);
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      defaultValue={carried?.open ? carried.value : undefined}
      className={className}
    >
      {entries.map((entry) => (
        <AccordionPrimitive.Item key={entry.value} value={entry.value} className={accordionLook.item}>
          <AccordionPrimitive.Header className={accordionLook.header}>
            <AccordionPrimitive.Trigger
              ref={entry.value === carried?.value ? carriedTrigger : undefined}
              className={accordionLook.trigger}
            >
              {entry.trigger}
              <AccordionChevron />
            </AccordionPrimitive.Trigger>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className={accordionLook.content}>
            <div className={accordionLook.body}>{entry.content}</div>
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
