import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** What a field's control must carry so the label, hint and error belong to it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

type FieldProps = {
  label: ReactNode;
  /** Shown under the control, always. */
  hint?: ReactNode;
  /** Shown under the control, in red, and announced; the control is marked invalid. */
  error?: ReactNode;
  /** A fixed id for the control (tests and links use it); generated otherwise. */
  id?: string;
  className?: string;
  labelClassName?: string;
  /** The control, given its id and ARIA links: `{(control) => <Input {...control} />}`. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control, a hint and an error, linked for assistive technology: every form field uses it. */
export function Field({ label, hint, error, id, className, labelClassName, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId} className={labelClassName}>
        {label}
      </Label>
      {children({
        id: controlId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
