import { Hourglass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export function PaymentReviewDialog({ open, onOk }: { open: boolean; onOk: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onOk())}>
      <DialogContent>
        <DialogHeader className="justify-items-center text-center sm:text-center">
          <span className="mb-2 grid size-14 place-items-center rounded-full bg-accent/20 text-curtain">
            <Hourglass className="size-7" aria-hidden="true" />
          </span>
          <DialogTitle>Pagamento em Análise</DialogTitle>
          <DialogDescription>
            Recebemos seu aviso de pagamento. A confirmação chega em até 24 horas pelo WhatsApp e por e-mail.
          </DialogDescription>
        </DialogHeader>
        <Button size="lg" onClick={onOk}>
          OK
        </Button>
      </DialogContent>
    </Dialog>
  );
}
export default PaymentReviewDialog;
