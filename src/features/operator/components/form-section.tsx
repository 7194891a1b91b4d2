import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { partyCount } from '@/domain/operator-new-booking';
import { MAX_PER_COUNTER } from '@/domain/order-limits';

/** A titled part of a long console form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <legend className="px-1 font-display text-2xl tracking-wide text-primary">{title}</legend>
      {children}
    </fieldset>
  );
}

/** How many people of one kind: a whole number from `min` to 50. */
export function PartyCounter({
  label,
  value,
  min,
  onChange,
  error,
}: {
  label: string;
  value: number;
  min: number;
  onChange: (count: number) => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={MAX_PER_COUNTER}
          value={value}
          onChange={(event) => onChange(partyCount(event.target.value, min))}
        />
      )}
    </Field>
  );
}
