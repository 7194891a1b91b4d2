import { useMutation } from '@tanstack/react-query';
import { formatBRL } from '@/domain/money';
import { isoToBR } from '@/domain/date-format';
import { requestRef, requestTitle } from '@/domain/operator-requests';
import { toast } from '@/lib/toast-store';
import {
  decideRequestMutationOptions,
  pixRefundMutationOptions,
  type Decision,
} from '../api/booking-requests';
import { ActionDialog } from './action-dialog';
import { DecisionForm } from './decision-form';
import { failureToast } from './failure-toast';
import { PixRefundForm } from './pix-refund-form';
import type { RequestAction } from './request-card';

const titles = {
  accept: 'Aceitar solicitação',
  refuse: 'Recusar solicitação',
  'pix-refund': 'Registrar reembolso PIX',
} as const;

function describe(action: RequestAction, name: string): string {
  if (action.kind === 'pix-refund') {
    return `Pague ${formatBRL(action.refund.valor)} por PIX a ${name} pelo banco e registre aqui a data e o identificador da transferência.`;
  }
  const { request } = action;
  return `${requestTitle(request)}: ${request.passeio} de ${isoToBR(request.data_anterior)}, reserva ${requestRef(request)}, de ${name}.`;
}

/**
 * Accept or refuse a request, or record the PIX that paid a refund (a request's, or a payment's that booked
 * nothing); open while `action` is set.
 */
export function DecisionDialog({ action, onClose }: { action: RequestAction | null; onClose: () => void }) {
  const decide = useMutation(decideRequestMutationOptions());
  const pixRefund = useMutation(pixRefundMutationOptions());
  const busy = decide.isPending || pixRefund.isPending;
  const name =
    (action?.kind === 'pix-refund' ? action.customerName : action?.request.clientes?.nome_cliente) ??
    'o cliente';

  const submitDecision = (decision: Decision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        toast(
          decision.accept
            ? { title: 'Solicitação aceita', description: `${name} recebe a confirmação por e-mail.` }
            : { title: 'Solicitação recusada', description: `${name} recebe o motivo por e-mail.` },
        );
        onClose();
      },
      onError: failureToast(decision.accept ? 'Não foi possível aceitar' : 'Não foi possível recusar'),
    });

  return (
    <ActionDialog
      open={action !== null}
      busy={busy}
      onClose={onClose}
      title={action ? titles[action.kind] : ''}
      description={action ? describe(action, name) : ''}
    >
      {action?.kind === 'pix-refund' ? (
        <PixRefundForm
          key={`pix ${action.refund.id}`}
          refundId={action.refund.id}
          busy={busy}
          onBack={onClose}
          onSubmit={(refund) =>
            pixRefund.mutate(refund, {
              onSuccess: () => {
                toast({
                  title: 'Reembolso registrado',
                  description: `PIX de ${formatBRL(action.refund.valor)} para ${name}.`,
                });
                onClose();
              },
              onError: failureToast('Reembolso não registrado'),
            })
          }
        />
      ) : action ? (
        <DecisionForm
          key={`${action.kind} ${action.request.id}`}
          request={action.request}
          accept={action.kind === 'accept'}
          busy={busy}
          onBack={onClose}
          onSubmit={submitDecision}
        />
      ) : null}
    </ActionDialog>
  );
}
