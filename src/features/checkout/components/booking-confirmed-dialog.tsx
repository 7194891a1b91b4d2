import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogStatusHeader } from '@/components/ui/dialog';

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
        <DialogStatusHeader icon={CircleCheck} tone="done" title="Reserva confirmada">
          {paidBy === 'credit' ? 'Seu crédito pagou a reserva.' : 'Seu cupom cobriu o valor da reserva.'} A
          confirmação e o voucher chegam por e-mail.
        </DialogStatusHeader>
        <Button size="lg" onClick={onOk}>
          Ver minhas compras
        </Button>
      </DialogContent>
    </Dialog>
  );
}
