import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pixTransactionId } from '@/domain/br-code';
import { sumMoney } from '@/domain/money';
import { orderValuesWithPix } from '@/domain/pix-discount';
import { cartTotal } from '@/domain/pricing';
import type { CartItem } from '@/domain/types';
import { useAuth } from '@/features/auth';
import { cardCheckoutMutationOptions, pixOrdersMutationOptions } from '@/features/orders';
import { track } from '@/lib/analytics';
import { toast } from '@/lib/toast-store';
import { checkoutErrorToast } from '../checkout-errors';
import { PaymentChoiceDialog, type PaymentMethod } from './payment-choice-dialog';
import { PaymentReviewDialog } from './payment-review-dialog';
import { PixDialog } from './pix-dialog';

type Step =
  | { name: 'choice' }
  | { name: 'pix'; amount: number; transactionId: string }
  | { name: 'review' }
  | { name: 'closed' };

type CheckoutFlowProps = { items: CartItem[]; onClose: () => void; onPaid: () => void };

/** Payment choice → orders → PIX charge → 'Pagamento em Análise' → My Purchases. */
export function CheckoutFlow({ items, onClose, onPaid }: CheckoutFlowProps) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'choice' });
  const close = () => {
    setStep({ name: 'closed' });
    onClose();
  };
  const failed = (method: PaymentMethod) => (error: unknown) => {
    close();
    toast(checkoutErrorToast(error, method));
  };
  const pixOrders = useMutation(pixOrdersMutationOptions());
  const cardCheckout = useMutation(cardCheckoutMutationOptions());
  // Busy until the PIX dialog opens, or until the browser leaves for the provider's page.
  const busy: PaymentMethod | null = pixOrders.isPending
    ? 'pix'
    : cardCheckout.isPending || cardCheckout.isSuccess
      ? 'card'
      : null;
  const adults = items[0]?.bookingDetails?.adults ?? 1;

  function choose(method: PaymentMethod) {
    if (busy || !user) return;
    if (method === 'pix') {
      pixOrders.mutate(
        { userId: user.id, items },
        {
          onSuccess: ({ orders }) =>
            setStep({
              name: 'pix',
              amount: sumMoney(orders.map((order) => Number(order.valor))),
              // The database gives the checkout's orders their transaction id; the operator finds the transfer by it.
              transactionId: orders.find((order) => order.pix_txid)?.pix_txid ?? pixTransactionId(Date.now()),
            }),
          onError: failed('pix'),
        },
      );
      return;
    }
    // Orders → checkout session → the provider's page; the cart stays until the payment is confirmed.
    cardCheckout.mutate(
      { userId: user.id, userEmail: user.email ?? null, items },
      {
        onSuccess: ({ url }) => {
          toast({
            title: 'Pagamento com Cartão selecionado!',
            description: 'Você será redirecionado para o pagamento.',
          });
          window.location.assign(url);
        },
        onError: failed('card'),
      },
    );
  }

  return (
    <>
      <PaymentChoiceDialog
        open={step.name === 'choice'}
        total={cartTotal(items)}
        pixTotal={orderValuesWithPix(items, adults).total}
        busy={busy}
        onOpenChange={(open) => {
          if (!open && !busy) close();
        }}
        onChoose={choose}
      />
      {step.name === 'pix' ? (
        <PixDialog
          open
          amount={step.amount}
          transactionId={step.transactionId}
          onOpenChange={(open) => {
            if (!open) close();
          }}
          onPaid={() => {
            track('checkout_complete', { method: 'pix', value: step.amount });
            setStep({ name: 'review' });
          }}
        />
      ) : null}
      <PaymentReviewDialog
        open={step.name === 'review'}
        onOk={() => {
          setStep({ name: 'closed' });
          navigate(paths.myPurchases);
          onPaid();
          onClose();
        }}
      />
    </>
  );
}

export default CheckoutFlow;
