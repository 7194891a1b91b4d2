import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One option of a dialog's choice: a radio with its label and a line saying what it gives. */
export function ChoiceRadio({
  name,
  value,
  checked,
  disabled,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  label: string;
  hint: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3 py-2.5 hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        checked && 'border-curtain bg-accent/15',
        disabled && 'cursor-not-allowed opacity-60 hover:bg-transparent',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="mt-1 accent-[var(--color-curtain)]"
      />
      <span className="min-w-0 text-sm font-semibold">
        {label}
        <span className="block font-normal text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
