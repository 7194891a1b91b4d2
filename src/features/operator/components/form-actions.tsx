import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/** An operator dialog's form buttons: 'Voltar', and the submit button with a spinner while its call runs. */
export function FormActions({
  busy,
  onBack,
  destructive = false,
  children,
}: {
  busy: boolean;
  onBack: () => void;
  destructive?: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <DialogFooter className="gap-2">
      <Button type="button" variant="outline" disabled={busy} onClick={onBack}>
        Voltar
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {children}
      </Button>
    </DialogFooter>
  );
}
