import { Minus, Plus, Users } from 'lucide-react';
import { joinWithE } from '@/domain/list-format';
import { MAX_PER_COUNTER as MAX } from '@/domain/order-limits';
import type { BookingDetails } from '@/domain/types';

type Counts = Pick<BookingDetails, 'adults' | 'children' | 'babies' | 'pets'>;

const rows: { key: keyof Counts; label: string; hint: string; min: number }[] = [
  { key: 'adults', label: 'Adultos', hint: 'Acima de 10 anos', min: 1 },
  { key: 'children', label: 'Crianças', hint: '6 a 10 anos, pagam meia', min: 0 },
  { key: 'babies', label: 'Bebês', hint: 'Até 5 anos, grátis', min: 0 },
  { key: 'pets', label: 'Pets', hint: 'Grátis (exceto Rota do Horto)', min: 0 },
];

/**
 * People counters; the counts apply to every tour in the cart, except pets on the tours that take none
 * (`withoutPets`, their titles), which are booked without them: said under the counters when pets are counted.
 */
export function PeopleCard({
  counts,
  onChange,
  withoutPets = [],
}: {
  counts: Counts;
  onChange: (counts: Partial<Counts>) => void;
  withoutPets?: string[];
}) {
  return (
    <section
      aria-labelledby="pessoas-titulo"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2
        id="pessoas-titulo"
        className="flex items-center gap-2 font-display text-2xl tracking-wide text-primary"
      >
        <Users className="size-5 text-curtain" aria-hidden="true" />
        Quantas pessoas?
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Vale para todos os passeios do carrinho.</p>
      <ul className="mt-4 grid gap-3">
        {rows.map(({ key, label, hint, min }) => (
          <li key={key} className="flex items-center justify-between gap-3">
            <span>
              <span className="block text-sm font-semibold">{label}</span>
              <span className="block text-xs text-muted-foreground">{hint}</span>
            </span>
            <span className="flex items-center gap-2">
              <button
                type="button"
                aria-label={`Diminuir ${label.toLowerCase()}`}
                disabled={counts[key] <= min}
                onClick={() => onChange({ [key]: Math.max(min, counts[key] - 1) })}
                className="grid size-9 place-items-center rounded-full border border-input hover:bg-muted disabled:opacity-40"
              >
                <Minus className="size-4" aria-hidden="true" />
              </button>
              <output
                aria-live="polite"
                aria-label={label}
                className="w-8 text-center text-lg font-bold tabular-nums"
              >
                {counts[key]}
              </output>
              <button
                type="button"
                aria-label={`Aumentar ${label.toLowerCase()}`}
                disabled={counts[key] >= MAX}
                onClick={() => onChange({ [key]: Math.min(MAX, counts[key] + 1) })}
                className="grid size-9 place-items-center rounded-full border border-input hover:bg-muted disabled:opacity-40"
              >
                <Plus className="size-4" aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      {counts.pets > 0 && withoutPets.length > 0 ? (
        <p role="note" className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm">
          {withoutPets.length === 1
            ? `O passeio ${joinWithE(withoutPets)} não aceita pets; a reserva dele vai sem pets.`
            : `Os passeios ${joinWithE(withoutPets)} não aceitam pets; as reservas deles vão sem pets.`}
        </p>
      ) : null}
    </section>
  );
}
