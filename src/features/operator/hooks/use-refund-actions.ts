import { useMutation } from '@tanstack/react-query';
import { formatBRL } from '@/domain/money';
import type { RequestRefund } from '@/domain/operator-requests';
import { toast } from '@/lib/toast-store';
import { cardRefundMutationOptions, switchRefundToPixMutationOptions } from '../api/booking-requests';
import { failureToast } from '../components/failure-toast';

/**
 * The refund buttons' calls, held by the page: a refund paid leaves its list before the call returns, so a button
 * would be gone before its toast.
 */
export function useRefundActions() {
  const refunding = useMutation(cardRefundMutationOptions());
  const switching = useMutation(switchRefundToPixMutationOptions());
  return {
    /** The card refund of `refund` is being asked. */
    refundingCard: (refund: RequestRefund) => refunding.isPending && refunding.variables === refund.id,
    /** `refund` is being moved to PIX. */
    switching: (refund: RequestRefund) => switching.isPending && switching.variables === refund.id,
    refundCard: (refund: RequestRefund) =>
      refunding.mutate(refund.id, {
        onSuccess: (answer) =>
          toast({
            title: answer.status === 'concluido' ? 'Reembolso efetuado' : 'Reembolso solicitado',
            description:
              refund.metodo === 'cartao'
                ? `${formatBRL(refund.valor)} no cartão do cliente. O estorno pode levar até 90 dias para aparecer na fatura.`
                : `${formatBRL(refund.valor)} por PIX, para a conta que pagou.`,
          }),
        onError: failureToast('Reembolso não solicitado'),
      }),
    switchToPix: (refund: RequestRefund) =>
      switching.mutate(refund.id, {
        onSuccess: () =>
          toast({
            title: 'Reembolso por PIX',
            description: `Pague ${formatBRL(refund.valor)} por PIX ao cliente e registre o pagamento aqui.`,
          }),
        onError: failureToast('Não foi possível trocar'),
      }),
  };
}

export type RefundActions = ReturnType<typeof useRefundActions>;
