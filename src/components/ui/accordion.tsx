import { ChevronDown } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDeferred } from '@/boot/deferred';
import { loadOnce } from '@/boot/load-once';

export type AccordionEntry = {
  /** Tells the entries apart; unique in the accordion. */
  value: string;
  trigger: ReactNode;
  content: ReactNode;
};

export type AccordionProps = {
  entries: AccordionEntry[];
  className?: string;
};

/** The look both the served accordion and Radix's share, so nothing moves when one takes the other's place. */
export const accordionLook = {
  item: 'border-b border-border last:border-b-0',
  header: 'flex',
  trigger:
    'flex flex-1 items-center justify-between gap-4 py-4 text-left font-semibold transition-colors hover:text-curtain [&[data-state=open]>svg]:rotate-180',
  content: 'overflow-hidden text-sm',
  body: 'pb-4 leading-relaxed text-muted-foreground',
};

export function AccordionChevron() {
  return <ChevronDown className="size-4 shrink-0 transition-transform duration-200" aria-hidden="true" />;
}

const radixAccordion = loadOnce(() => import('./accordion-radix'));

/**
 * A list of questions (or sections) that open one at a time, Radix's accordion (src/components/ui/accordion-radix.tsx).
 * Radix measures every entry as it mounts, which made it the longest part of a tour page's hydration; so the page
 * is served and hydrated with the entries closed, as plain buttons, and Radix takes over once the accordion has
 * scrolled into view, or as soon as the pointer or focus reaches it (src/boot/deferred.ts). The focus stays on the
 * entry's button as Radix comes in (also a focus given before the page was live), and an entry pressed or clicked
 * meanwhile opens then.
 */
export function Accordion({ entries, className }: AccordionProps) {
  const served = useRef<HTMLDivElement | null>(null);
  // The entry whose served button has the focus as Radix's accordion takes its place: read as the served
  // accordion goes, the last moment the focus is still on it (Chrome then blurs the button).
  const focused = useRef<string | undefined>(undefined);
  const keepServed = useCallback((node: HTMLDivElement | null) => {
    if (!node) {
      const active = document.activeElement;
      focused.current = served.current?.contains(active)
        ? (active?.getAttribute('data-entry') ?? undefined)
        : undefined;
    }
    served.current = node;
  }, []);
  const { module, start, intent } = useDeferred({ view: served, load: radixAccordion });
  const [opened, setOpened] = useState<string | undefined>();

  if (module) {
    const { RadixAccordion } = module;
    return <RadixAccordion entries={entries} className={className} opened={opened} focused={focused} />;
  }
  return (
    <div ref={keepServed} className={className} {...intent}>
      {entries.map((entry) => (
        <div key={entry.value} className={accordionLook.item} data-state="closed">
          <h3 className={accordionLook.header}>
            <button
              type="button"
              className={accordionLook.trigger}
              aria-expanded="false"
              data-state="closed"
              data-entry={entry.value}
              // Radix may come in between the press and the click (the pointer reaching the accordion starts it),
              // so the press already counts; a press the browser turns into a scroll does not.
              onPointerDown={() => setOpened(entry.value)}
              onPointerCancel={() => setOpened(undefined)}
              onClick={() => {
                setOpened(entry.value);
                void start().catch(() => undefined);
              }}
            >
              {entry.trigger}
              <AccordionChevron />
            </button>
          </h3>
        </div>
      ))}
    </div>
  );
}
