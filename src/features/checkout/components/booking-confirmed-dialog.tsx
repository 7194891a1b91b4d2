import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** A checkout the credit paid completely, or with nothing to pay: confirmed at once, no payment step. */
export function BookingConfirmedDialog({
  open,
  paidBy,
  onOk,
}: {
  open: boolean;
  paidBy: 'credit' | 'nothing';
  onOk: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onOk())}>
      <DialogContent>
        <DialogHeader className="justify-items-center text-center sm:text-center">
          <span className="mb-2 grid size-14 place-items-center rounded-full bg-success/15 text-success">
            <CircleCheck className="size-7" aria-hidden="true" />
          </span>
          <DialogTitle>Reserva confirmada</DialogTitle>
          <DialogDescription>
            {paidBy === 'credit' ? 'Seu crédito pagou a reserva.' : 'Seu cupom cobriu o valor da reserva.'} A
            confirmação e o voucher chegam por e-mail.
          </DialogDescription>
        </DialogHeader>
        <Button size="lg" onClick={onOk}>
          Ver minhas compras
        </Button>
      </DialogContent>
    </Dialog>
  );
}
