import { useMutation } from '@tanstack/react-query';
import { QrCode } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { formatBRL, sumMoney } from '@/domain/money';
import type { PixPayment } from '@/domain/pix-payment';
import {
  cartLinesBought,
  pixCheckoutsToPay,
  type BoughtTour,
  type PixCheckoutToPay,
  type PurchaseCard,
} from '@/domain/purchases';
import { useCart } from '@/features/cart';
import { PaymentReviewDialog, PixDialog } from '@/features/checkout';
import {
  PixAlreadyPaidError,
  PixChargeRefusedError,
  payPendingByPixMutationOptions,
} from '@/features/orders';
import { toast } from '@/lib/toast-store';

/**
 * The PIX dialog My Purchases has open, if any: the charge, or 'Pagamento em Análise' after the customer's word; with
 * the tours it pays, which leave the cart once it is paid.
 */
export type PixOpen = { payment: PixPayment; bought: BoughtTour[]; step: 'pix' | 'review' } | null;

/**
 * Issue 29: the PIX checkouts of these cards paid from My Purchases. A waiting checkout reopens its live charge;
 * one that lapsed gets a new charge if its seats are still free (the database judges). Shown only when there is
 * something to pay.
 */
export function PayByPix({
  cards,
  today,
  lapsed,
  creditUsed,
  onOpen,
}: {
  cards: PurchaseCard[];
  today: string;
  lapsed: boolean;
  /** The credit the database applied to each pending order (by id): the charge is for the rest. */
  creditUsed?: ReadonlyMap<number, number>;
  onOpen: (payment: PixPayment, bought: BoughtTour[]) => void;
}) {
  const checkouts = pixCheckoutsToPay(cards, today)
    .filter((checkout) => checkout.lapsed === lapsed)
    .map((checkout) => ({
      ...checkout,
      amount: sumMoney([checkout.amount, ...checkout.orderIds.map((id) => -(creditUsed?.get(id) ?? 0))]),
    }));
  const payment = useMutation(payPendingByPixMutationOptions());
  if (checkouts.length === 0) return null;

  const pay = (checkout: PixCheckoutToPay) =>
    payment.mutate(checkout, {
      onSuccess: (opened) =>
        onOpen(
          opened,
          cards
            .filter((card) => card.source === 'pedido_site' && checkout.orderIds.includes(card.id))
            .map((card) => ({ tourName: card.tourName, date: card.date })),
        ),
      onError: (error) =>
        toast({
          title:
            error instanceof PixAlreadyPaidError ? 'Pagamento já recebido' : 'Não foi possível gerar o PIX',
          description:
            error instanceof PixAlreadyPaidError || error instanceof PixChargeRefusedError
              ? error.message
              : 'Tente novamente em instantes.',
          variant: error instanceof PixAlreadyPaidError ? 'default' : 'destructive',
        }),
    });

  return (
    <div className="mx-5 mb-5 grid gap-3">
      {checkouts.map((checkout) => (
        <div
          key={checkout.txid}
          className="flex flex-col gap-3 rounded-xl border border-dashed border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="min-w-0 text-sm text-muted-foreground">
            {lapsed
              ? `Compra ${checkout.txid}: o prazo do PIX terminou. Se ainda houver vagas, você pode pagar agora.`
              : `Compra ${checkout.txid}: ${checkout.orderIds.length === 1 ? '1 passeio' : `${checkout.orderIds.length} passeios`} a pagar por PIX.`}
          </p>
          {/* Busy, it stays focusable (aria-disabled): a disabled button drops the focus to the page, and the PIX
              dialog that opens next would have nothing to give it back to. */}
          <Button
            onClick={payment.isPending ? undefined : () => pay(checkout)}
            aria-disabled={payment.isPending || undefined}
            variant={lapsed ? 'outline' : 'default'}
            className="h-auto min-h-10 w-full shrink-0 whitespace-normal py-2 aria-disabled:cursor-wait aria-disabled:opacity-50 sm:w-auto"
          >
            <QrCode className="size-4" aria-hidden="true" />
            {payment.isPending && payment.variables?.txid === checkout.txid
              ? 'Gerando PIX...'
              : `${lapsed ? 'Gerar novo PIX' : 'Pagar com PIX'} · ${formatBRL(checkout.amount)}`}
          </Button>
        </div>
      ))}
    </div>
  );
}

/**
 * The dialogs of a PIX checkout paid from My Purchases. They live on the page, not beside the button: once paid
 * (or reopened) the checkout leaves its group, and the dialog must stay to say so.
 */
export function PixPayDialogs({ open, onChange }: { open: PixOpen; onChange: (open: PixOpen) => void }) {
  const { lines, removeItem } = useCart();
  // The cart these tours came from may still hold them: paid here, they are bought, as a cart paid at checkout.
  const paid = () => cartLinesBought(lines, open?.bought ?? []).forEach(removeItem);
  return (
    <Suspense fallback={null}>
      {open?.step === 'pix' ? (
        <PixDialog
          payment={open.payment}
          onOpenChange={(next) => (next ? undefined : onChange(null))}
          onNotified={() => onChange({ ...open, step: 'review' })}
          onPaid={paid}
          onShowPurchases={() => onChange(null)}
        />
      ) : null}
      {open?.step === 'review' ? <PaymentReviewDialog open onOk={() => onChange(null)} /> : null}
    </Suspense>
  );
}
