import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useReturnFocus } from './return-focus';

type ActionDialogProps = {
  open: boolean;
  /** While the action's call runs the dialog stays open: Escape, the × and a click outside wait for it. */
  busy: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  className?: string;
  /** The form, ending in `FormActions`. */
  children: ReactNode;
};

/**
 * Every operator action's dialog: a title and what the action does, the form, and focus back on the button that
 * opened it when it closes. Render it always, open while its target is set, so the action's call outlives the form.
 */
export function ActionDialog({
  open,
  busy,
  onClose,
  title,
  description,
  className,
  children,
}: ActionDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      {open ? (
        <DialogContent {...returnFocus} className={className}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
