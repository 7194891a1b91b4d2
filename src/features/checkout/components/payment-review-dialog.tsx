import { Hourglass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogStatusHeader } from '@/components/ui/dialog';

export function PaymentReviewDialog({ open, onOk }: { open: boolean; onOk: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onOk())}>
      <DialogContent>
        <DialogStatusHeader icon={Hourglass} tone="waiting" title="Pagamento em Análise">
          Recebemos seu aviso de pagamento. A confirmação chega em até 24 horas pelo WhatsApp e por e-mail.
        </DialogStatusHeader>
        <Button size="lg" onClick={onOk}>
          OK
        </Button>
      </DialogContent>
    </Dialog>
  );
}
export default PaymentReviewDialog;
