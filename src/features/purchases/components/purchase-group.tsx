import * as Collapsible from '@radix-ui/react-collapsible';
import { CalendarDays, ChevronDown, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatBRL } from '@/domain/money';
import type { PurchaseCard, PurchaseTone } from '@/domain/purchases';
import { cn } from '@/lib/cn';

const badge: Record<PurchaseTone, string> = {
  pending: 'bg-amber-100 text-amber-900 border-amber-300',
  confirmed: 'bg-green-100 text-green-900 border-green-300',
  completed: 'bg-muted text-muted-foreground border-border',
  cancelled: 'bg-red-50 text-red-900 border-red-200',
};

export function PurchaseGroup({
  id,
  title,
  cards,
  footer,
  renderExtra,
}: {
  /** The id of the group's button (focus goes there when one of its cards leaves). */
  id?: string;
  title: string;
  cards: PurchaseCard[];
  /** Shown under the cards while the group is open (e.g. paying pending card orders). */
  footer?: ReactNode;
  /** What a card shows under its value: its request's state and what the customer may do. */
  renderExtra?: (card: PurchaseCard) => ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-2xl border border-border bg-card shadow-sm"
    >
      <Collapsible.Trigger id={id} className="flex w-full items-center justify-between gap-3 p-5 text-left">
        <h2 className="font-display text-2xl tracking-wide text-primary">
          {title}{' '}
          <span className="ml-1 rounded-full bg-night px-2.5 py-0.5 align-middle font-sans text-sm text-gold">
            {cards.length}
          </span>
        </h2>
        <ChevronDown className={cn('size-5 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content>
        {cards.length === 0 ? (
          <p className="px-5 pb-5 text-sm text-muted-foreground">Nada por aqui.</p>
        ) : (
          <ul className="grid gap-3 px-5 pb-5 sm:grid-cols-2">
            {cards.map((card) => (
              <li key={card.key} className="rounded-xl border border-border p-4">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold">{card.tourName}</h3>
                  <span
                    className={cn(
                      'shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                      badge[card.tone],
                    )}
                  >
                    {card.status}
                  </span>
                </div>
                <p
                  data-testid="purchase-date"
                  className="mt-2 flex items-center gap-2 text-sm text-muted-foreground"
                >
                  <CalendarDays className="size-4" aria-hidden="true" />
                  {card.dateLabel || 'Data a definir'}
                </p>
                <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
                  <Users className="size-4" aria-hidden="true" />
                  {card.people} {card.people === 1 ? 'pessoa' : 'pessoas'}
                </p>
                <p className="mt-2 font-display text-2xl tracking-wide text-curtain">
                  {card.value === null ? '—' : formatBRL(card.value)}
                </p>
                {renderExtra?.(card)}
              </li>
            ))}
          </ul>
        )}
        {footer}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
