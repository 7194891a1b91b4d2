import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pixTransactionId } from '@/domain/br-code';
import { sumMoney } from '@/domain/money';
import { orderValuesWithPix } from '@/domain/pix-discount';
import { cartTotal } from '@/domain/pricing';
import type { CartItem } from '@/domain/types';
import { ClientNotFoundError, useAuth } from '@/features/auth';
import {
  cardCheckoutMutationOptions,
  DuplicateOrderError,
  OrderRefusedError,
  pixOrdersMutationOptions,
} from '@/features/orders';
import { PaymentChoiceDialog, type PaymentMethod } from './payment-choice-dialog';
import { track } from '@/lib/analytics';
import { toast } from '@/lib/toast-store';
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
  const pixOrders = useMutation(pixOrdersMutationOptions());
  const cardCheckout = useMutation(cardCheckoutMutationOptions());
  const { user } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'choice' });
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  const adults = items[0]?.bookingDetails?.adults ?? 1;

  async function choosePix() {
    if (!user) return;
    setBusy('pix');
    try {
      const { orders } = await pixOrders.mutateAsync({ userId: user.id, items });
      setStep({
        name: 'pix',
        amount: sumMoney(orders.map((order) => Number(order.valor))),
        transactionId: pixTransactionId(Date.now()),
      });
    } catch (error) {
      setStep({ name: 'closed' });
      onClose();
      toast(
        error instanceof ClientNotFoundError
          ? { title: 'Erro', description: error.message, variant: 'destructive' }
          : {
              title: 'Erro ao processar pedido',
              // The database's own reason (a past day, a stale price...) says what to change; retrying would not.
              description:
                error instanceof OrderRefusedError
                  ? error.message
                  : 'Não foi possível registrar o pedido. Tente novamente.',
              variant: 'destructive',
            },
      );
    } finally {
      setBusy(null);
    }
  }

  /** Orders → checkout session → the provider's page; the cart stays until the payment is confirmed. */
  async function chooseCard() {
    if (!user) return;
    setBusy('card');
    try {
      const { url } = await cardCheckout.mutateAsync({
        userId: user.id,
        userEmail: user.email ?? null,
        items,
      });
      toast({
        title: 'Pagamento com Cartão selecionado!',
        description: 'Você será redirecionado para o pagamento.',
      });
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      setStep({ name: 'closed' });
      onClose();
      if (error instanceof DuplicateOrderError) {
        toast({ title: 'Pedido duplicado', description: error.message, variant: 'destructive' });
      } else if (error instanceof ClientNotFoundError) {
        toast({ title: 'Erro', description: error.message, variant: 'destructive' });
      } else if (error instanceof OrderRefusedError) {
        toast({ title: 'Erro ao processar pagamento', description: error.message, variant: 'destructive' });
      } else {
        toast({
          title: 'Erro ao processar pagamento',
          description: 'Não foi possível criar o pedido. Tente novamente.',
          variant: 'destructive',
        });
      }
    }
  }

  function choose(method: PaymentMethod) {
    if (busy) return;
    void (method === 'pix' ? choosePix() : chooseCard());
  }

  return (
    <>
      <PaymentChoiceDialog
        open={step.name === 'choice'}
        total={cartTotal(items)}
        pixTotal={orderValuesWithPix(items, adults).total}
        busy={busy}
        onOpenChange={(open) => {
          if (!open && !busy) {
            setStep({ name: 'closed' });
            onClose();
          }
        }}
        onChoose={choose}
      />
      {step.name === 'pix' ? (
        <PixDialog
          open
          amount={step.amount}
          transactionId={step.transactionId}
          onOpenChange={(open) => {
            if (!open) {
              setStep({ name: 'closed' });
              onClose();
            }
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
