import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { dismissToast, useToasts } from '@/lib/toast-store';
import { DialogRefusalContext, type DialogRefusal } from './dialog-refusal';
import { useReturnFocus } from './return-focus';

type ActionDialogProps = {
  open: boolean;
  /** While the action's call runs the dialog stays open: Escape, the × and a click outside wait for it. */
  busy: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  className?: string;
  /** What the database refused (useRefusal), shown by FormActions above the buttons; cleared when it closes. */
  refusal?: DialogRefusal;
  /** The form, ending in `FormActions`. */
  children: ReactNode;
};

/**
 * Every operator action's dialog: a title and what the action does, the form, and focus back on the button that
 * opened it when it closes. Render it always, open while its target is set, so the action's call outlives the form.
 * Its buttons sit at the bottom of the screen on a phone, where the toasts show: the toasts still shown when it
 * opens are closed, and its action's refusal is written in the form (`refusal`), not toasted.
 */
export function ActionDialog({
  open,
  busy,
  onClose,
  title,
  description,
  className,
  refusal,
  children,
}: ActionDialogProps) {
  const returnFocus = useReturnFocus();
  const shown = useToasts();
  // On opening and closing only: a dialog that turns into its next step while open (the PIX confirmation into
  // 'Pagamento confirmado') keeps the toast its action just raised.
  const openChanged = useEffectEvent((isOpen: boolean) => {
    if (isOpen) for (const item of shown) if (item.open) dismissToast(item.id);
    if (!isOpen) refusal?.clear();
  });
  useEffect(() => openChanged(open), [open]);
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      {open ? (
        <DialogContent {...returnFocus} className={className}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogRefusalContext.Provider value={refusal ?? null}>{children}</DialogRefusalContext.Provider>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
