import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { useDialogRefusal } from './dialog-refusal';

/**
 * An operator dialog's form buttons: 'Voltar', and the submit button with a spinner while its call runs. Above them,
 * what the database refused: `refusal`, or the dialog's (ActionDialog's `refusal`), cleared by the next submit.
 */
export function FormActions({
  busy,
  onBack,
  destructive = false,
  refusal,
  children,
}: {
  busy: boolean;
  onBack: () => void;
  destructive?: boolean;
  refusal?: string | null;
  /** The submit button's label. */
  children: ReactNode;
}) {
  const dialog = useDialogRefusal();
  const text = refusal ?? dialog?.text;
  return (
    <>
      {text ? (
        <p
          role="alert"
          className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          {text}
        </p>
      ) : null}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" disabled={busy} onClick={onBack}>
          Voltar
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={busy}
          onClick={dialog?.clear}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {children}
        </Button>
      </DialogFooter>
    </>
  );
}
