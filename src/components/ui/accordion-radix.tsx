import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { useEffect, useRef, type RefObject } from 'react';
import { AccordionChevron, accordionLook, type AccordionProps } from './accordion';

type RadixAccordionProps = AccordionProps & {
  /** The entry the visitor pressed or clicked before Radix came: open now. */
  opened?: string;
  /** The entry whose served button had the focus as Radix came (read as the served accordion went). */
  focused: RefObject<string | undefined>;
};

/**
 * Radix's accordion, one entry open at a time, loaded once the served accordion (src/components/ui/accordion.tsx)
 * is in view or reached for.
 */
export function RadixAccordion({ entries, className, opened, focused }: RadixAccordionProps) {
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  // The served button went away with the focus on it (the focus is on the body now): the same entry takes it.
  useEffect(() => {
    const entry = focused.current ?? opened;
    if (entry === undefined || (document.activeElement && document.activeElement !== document.body)) return;
    triggers.current.get(entry)?.focus();
  }, [focused, opened]);
  return (
    <AccordionPrimitive.Root type="single" collapsible defaultValue={opened} className={className}>
      {entries.map((entry) => (
        <AccordionPrimitive.Item key={entry.value} value={entry.value} className={accordionLook.item}>
          <AccordionPrimitive.Header className={accordionLook.header}>
            <AccordionPrimitive.Trigger
              ref={(trigger) => {
                if (trigger) triggers.current.set(entry.value, trigger);
                else triggers.current.delete(entry.value);
              }}
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
