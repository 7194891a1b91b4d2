import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { useEffect, useRef } from 'react';
import { AccordionChevron, accordionLook, type AccordionProps } from './accordion';

/**
 * Radix's accordion, one entry open at a time, loaded once the served accordion (src/components/ui/accordion.tsx)
 * is in view or reached for. `opened`: the entry the visitor opened before it came, open now and focused.
 */
export function RadixAccordion({ entries, className, opened }: AccordionProps & { opened?: string }) {
  const openedTrigger = useRef<HTMLButtonElement>(null);
  useEffect(() => openedTrigger.current?.focus(), []);
  return (
    <AccordionPrimitive.Root type="single" collapsible defaultValue={opened} className={className}>
      {entries.map((entry) => (
        <AccordionPrimitive.Item key={entry.value} value={entry.value} className={accordionLook.item}>
          <AccordionPrimitive.Header className={accordionLook.header}>
            <AccordionPrimitive.Trigger
              ref={entry.value === opened ? openedTrigger : undefined}
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
