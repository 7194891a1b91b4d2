import { CreditCard, QrCode } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatBRL } from '@/domain/money';

export type PaymentMethod = 'pix' | 'card';

type PaymentChoiceDialogProps = {
  open: boolean;
  total: number;
  pixTotal: number;
  onOpenChange: (open: boolean) => void;
  onChoose: (method: PaymentMethod) => void;
  /** The method being processed: every option is disabled and that one says 'Processando...'. */
  busy?: PaymentMethod | null;
};

export function PaymentChoiceDialog({
  open,
  total,
  pixTotal,
  onOpenChange,
  onChoose,
  busy = null,
}: PaymentChoiceDialogProps) {
  const options = [
    {
      method: 'pix' as const,
      Icon: QrCode,
      title: 'PIX',
      detail: `${formatBRL(pixTotal)} · aprovação em até 24 horas`,
    },
    {
      method: 'card' as const,
      Icon: CreditCard,
      title: 'Cartão de crédito',
      detail: `${formatBRL(total)} · pagamento seguro`,
    },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forma de pagamento</DialogTitle>
          <DialogDescription>Escolha como prefere pagar seus passeios.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {options.map(({ method, Icon, title, detail }) => (
            <button
              key={method}
              type="button"
              onClick={() => onChoose(method)}
              disabled={busy !== null}
              aria-busy={busy === method}
              className="flex items-center gap-4 rounded-xl border border-border p-4 text-left transition-colors hover:border-curtain hover:bg-muted disabled:cursor-wait disabled:opacity-70"
            >
              <span className="grid size-12 place-items-center rounded-full bg-night text-gold">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-muted-foreground">
                  {busy === method ? 'Processando...' : detail}
                </span>
              </span>
            </button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
