import { CreditCard, QrCode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { splitByCredit } from '@/domain/credits';
import { formatBRL } from '@/domain/money';
import { UseCreditControl } from '@/features/credits';

/** 'credit': the credit pays it all; 'free': the coupon leaves nothing to pay. Both are confirmed at once. */
export type PaymentMethod = 'pix' | 'card' | 'credit' | 'free';

/** The customer's credit at checkout: the balance and whether they chose to use it. */
export type CheckoutCredit = { balance: number; use: boolean; onUseChange: (use: boolean) => void };

type PaymentChoiceDialogProps = {
  open: boolean;
  total: number;
  pixTotal: number;
  onOpenChange: (open: boolean) => void;
  onChoose: (method: PaymentMethod) => void;
  /** The method being processed: every option is disabled and that one says 'Processando...'. */
  busy?: PaymentMethod | null;
  /** Shown when the customer has a balance. */
  credit?: CheckoutCredit | null;
};

const optionClass =
  'flex items-center gap-4 rounded-xl border border-border p-4 text-left transition-colors hover:border-curtain hover:bg-muted disabled:cursor-wait disabled:opacity-70';

export function PaymentChoiceDialog({
  open,
  total,
  pixTotal,
  onOpenChange,
  onChoose,
  busy = null,
  credit = null,
}: PaymentChoiceDialogProps) {
  // A coupon that leaves nothing to pay at the PIX price (the lowest): no method to choose, and no credit to use.
  const nothingToPay = pixTotal <= 0;
  const using = !nothingToPay && credit !== null && credit.balance > 0 && credit.use;
  const cardSplit = splitByCredit(total, using ? credit.balance : 0);
  const pixSplit = splitByCredit(pixTotal, using ? credit.balance : 0);
  // Credit pays card prices completely; a credit that covers only the PIX price leaves the card's rest to pay.
  const options = [
    {
      method: 'pix' as const,
      Icon: QrCode,
      title: 'PIX',
      detail: `${using ? 'Falta pagar ' : ''}${formatBRL(pixSplit.rest)} · aprovação em até 24 horas`,
      shown: !pixSplit.coversAll,
    },
    {
      method: 'card' as const,
      Icon: CreditCard,
      title: 'Cartão de crédito',
      detail: `${using ? 'Falta pagar ' : ''}${formatBRL(cardSplit.rest)} · pagamento seguro`,
      shown: true,
    },
  ].filter((option) => option.shown);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forma de pagamento</DialogTitle>
          <DialogDescription>
            {nothingToPay
              ? 'Seu cupom cobre o valor desta compra: confirme a reserva sem pagamento.'
              : 'Escolha como prefere pagar seus passeios.'}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {!nothingToPay && credit !== null && credit.balance > 0 ? (
            <UseCreditControl
              balance={credit.balance}
              checked={credit.use}
              disabled={busy !== null}
              onCheckedChange={credit.onUseChange}
              split={cardSplit}
            />
          ) : null}
          {nothingToPay || cardSplit.coversAll ? (
            <Button
              size="lg"
              onClick={() => onChoose(nothingToPay ? 'free' : 'credit')}
              disabled={busy !== null}
              aria-busy={busy === 'credit' || busy === 'free'}
            >
              {busy === 'credit' || busy === 'free' ? 'Processando...' : 'Confirmar reserva'}
            </Button>
          ) : (
            options.map(({ method, Icon, title, detail }) => (
              <button
                key={method}
                type="button"
                onClick={() => onChoose(method)}
                disabled={busy !== null}
                aria-busy={busy === method}
                className={optionClass}
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
            ))
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
