import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { CartCoupon } from '@/domain/coupons';
import { isValidDate, toIsoDate } from '@/domain/dates';
import { buildOrderDrafts } from '@/domain/order-drafts';
import { PAYMENT_CARD, PAYMENT_PIX } from '@/domain/orders';
import type { CartItem } from '@/domain/types';
import { useAuth } from '@/features/auth';
import type { PixPayment } from '@/domain/pix-payment';
import type { BoughtTour } from '@/domain/purchases';
import { myCreditBalanceQueryOptions } from '@/features/credits';
import {
  cardCheckoutMutationOptions,
  confirmedCheckoutMutationOptions,
  pixCheckoutMutationOptions,
} from '@/features/orders';
import { track } from '@/lib/analytics';
import { toast } from '@/lib/toast-store';
import { checkoutErrorToast } from '../checkout-errors';
import { PaymentChoiceDialog, type PaymentMethod } from './payment-choice-dialog';
import { BookingConfirmedDialog } from './booking-confirmed-dialog';
import { PaymentReviewDialog } from './payment-review-dialog';
import { PixDialog } from './pix-dialog';

type Step =
  | { name: 'choice' }
  /** paid: the provider confirmed it while the dialog was open (the cart is cleared when it closes). */
  | { name: 'pix'; payment: PixPayment; paid: boolean }
  | { name: 'review' }
  /** The credit paid everything, or there was nothing to pay: 'Reserva confirmada'. */
  | { name: 'confirmed'; paidBy: 'credit' | 'nothing' }
  | { name: 'closed' };

type CheckoutFlowProps = {
  items: CartItem[];
  /** The cart's coupon: the drafts carry its code, and the database judges it again. */
  coupon: CartCoupon | null;
  onClose: () => void;
  /**
   * The cart was bought (a PIX charge paid, the credit or nothing to pay), or the customer says they paid and goes
   * to My Purchases: the tours it bought leave the cart (`bought`: each tour and day, as the orders were made). The
   * flow stays open when they do.
   */
  onPaid: (bought: BoughtTour[]) => void;
};

/**
 * Payment choice → orders → PIX charge → 'Pagamento confirmado!' (the provider's word) or, when the customer says
 * they paid, 'Pagamento em Análise' → My Purchases. Card: orders → checkout session → the provider's page.
 */
export function CheckoutFlow({ items, coupon, onClose, onPaid }: CheckoutFlowProps) {
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
  const balance = useQuery({ ...myCreditBalanceQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const [useCredit, setUseCredit] = useState(false);
  // The tours of the orders this flow made: the cart may have changed since (in another tab, say).
  const bought = useRef<BoughtTour[]>([]);
  const paid = () => onPaid(bought.current);
  const pixCheckout = useMutation(pixCheckoutMutationOptions());
  const cardCheckout = useMutation(cardCheckoutMutationOptions());
  const confirmedCheckout = useMutation(confirmedCheckoutMutationOptions());
  // Busy until the PIX dialog opens, or until the browser leaves for the provider's page.
  const busy: PaymentMethod | null = pixCheckout.isPending
    ? 'pix'
    : cardCheckout.isPending || cardCheckout.isSuccess
      ? 'card'
      : confirmedCheckout.isPending
        ? confirmedCheckout.variables.paidBy === 'credit'
          ? 'credit'
          : 'free'
        : null;
  // What each method charges before credit: the cart less its coupon, and for PIX its discount too.
  const total = buildOrderDrafts(items, PAYMENT_CARD, coupon).total;
  const pixTotal = buildOrderDrafts(items, PAYMENT_PIX, coupon).total;
  const showPurchases = () => {
    setStep({ name: 'closed' });
    navigate(paths.myPurchases);
    paid();
    onClose();
  };

  function choose(method: PaymentMethod) {
    if (busy || !user) return;
    const tours = items.map(({ title, bookingDetails }) => {
      const day = bookingDetails?.date;
      return { tourName: title, date: isValidDate(day) ? toIsoDate(day) : null };
    });
    if (method === 'credit' || method === 'free') {
      const paidBy = method === 'credit' ? 'credit' : 'nothing';
      confirmedCheckout.mutate(
        { userId: user.id, items, coupon, paidBy },
        {
          onSuccess: () => {
            track('checkout_complete', { method, value: method === 'credit' ? total : 0 });
            setStep({ name: 'confirmed', paidBy });
            bought.current = tours;
            paid();
          },
          onError: failed(method),
        },
      );
      return;
    }
    if (method === 'pix') {
      pixCheckout.mutate(
        { userId: user.id, items, useCredit, coupon },
        {
          onSuccess: ({ payment }) => {
            bought.current = tours;
            setStep({ name: 'pix', payment, paid: false });
          },
          onError: failed('pix'),
        },
      );
      return;
    }
    // Orders → checkout session → the provider's page; the cart stays until the payment is confirmed.
    cardCheckout.mutate(
      { userId: user.id, userEmail: user.email ?? null, items, useCredit, coupon },
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
        // Opened once the balance is known, so 'Usar meu crédito' does not push the methods down under the pointer.
        open={step.name === 'choice' && !balance.isLoading}
        total={total}
        pixTotal={pixTotal}
        busy={busy}
        credit={
          balance.data && balance.data.balance > 0
            ? { balance: balance.data.balance, use: useCredit, onUseChange: setUseCredit }
            : null
        }
        onOpenChange={(open) => {
          if (!open && !busy) close();
        }}
        onChoose={choose}
      />
      {step.name === 'pix' ? (
        <PixDialog
          payment={step.payment}
          onOpenChange={(open) => {
            if (!open) close();
          }}
          onNotified={() => {
            track('checkout_complete', { method: 'pix', value: step.payment.amount });
            setStep({ name: 'review' });
          }}
          onPaid={() => {
            track('checkout_complete', { method: 'pix', value: step.payment.amount });
            // Bought: the cart empties now, whatever the customer does next (the cart page keeps this flow open).
            setStep({ ...step, paid: true });
            paid();
          }}
          onShowPurchases={showPurchases}
        />
      ) : null}
      <PaymentReviewDialog open={step.name === 'review'} onOk={showPurchases} />
      <BookingConfirmedDialog
        open={step.name === 'confirmed'}
        paidBy={step.name === 'confirmed' ? step.paidBy : 'credit'}
        onOk={showPurchases}
      />
    </>
  );
}

export default CheckoutFlow;
