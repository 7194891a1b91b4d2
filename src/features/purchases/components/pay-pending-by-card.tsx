import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBRL, sumMoney } from '@/domain/money';
import type { PurchaseCard } from '@/domain/purchases';
import { useAuth } from '@/features/auth';
import { CheckoutSessionError, payPendingByCardMutationOptions } from '@/features/orders';
import { toast } from '@/lib/toast-store';

/**
 * Pending card orders (a card payment cancelled or abandoned) paid later: one checkout session for all of
 * them, priced again by the server. Shown only when there is something payable.
 */
export function PayPendingByCard({
  cards,
  creditUsed,
}: {
  cards: PurchaseCard[];
  /** The credit the database applied to each pending order (by id): the session charges the rest. */
  creditUsed?: ReadonlyMap<number, number>;
}) {
  const { user } = useAuth();
  const payment = useMutation(payPendingByCardMutationOptions());
  const payable = cards.flatMap((card) => (card.payByCard ? [card.payByCard] : []));
  if (payable.length === 0 || !user) return null;
  const total = sumMoney(
    payable.flatMap((entry) => [entry.value, -(creditUsed?.get(entry.item.orderId) ?? 0)]),
  );

  return (
    <div className="mx-5 mb-5 flex flex-col gap-3 rounded-xl border border-dashed border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        {payable.length === 1
          ? 'Um passeio reservado com cartão ainda não foi pago.'
          : `${payable.length} passeios reservados com cartão ainda não foram pagos.`}
      </p>
      <Button
        onClick={() =>
          payment.mutate(
            { items: payable.map((entry) => entry.item), amount: total, userEmail: user.email ?? null },
            {
              // Leaving for the provider's page: the button stays busy until the page unloads.
              onSuccess: ({ url }) => window.location.assign(url),
              onError: (error) =>
                toast({
                  title: 'Erro ao processar pagamento',
                  description:
                    error instanceof CheckoutSessionError
                      ? error.message
                      : 'Não foi possível criar o pedido. Tente novamente.',
                  variant: 'destructive',
                }),
            },
          )
        }
        disabled={payment.isPending || payment.isSuccess}
        className="h-auto min-h-10 w-full shrink-0 whitespace-normal py-2 sm:w-auto"
      >
        <CreditCard className="size-4" aria-hidden="true" />
        {payment.isPending || payment.isSuccess ? 'Processando...' : `Pagar com cartão · ${formatBRL(total)}`}
      </Button>
    </div>
  );
}
