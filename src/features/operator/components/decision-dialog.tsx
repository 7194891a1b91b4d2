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
import { useRefusal } from './dialog-refusal';
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
 * What the request already was when this decision reached it ('aceita', 'recusada', 'aceita com reembolso de
 * R$ 162,00'), or null when the answer is this decision: `admin_decide_booking_request` returns a decided
 * request as it stands, whatever the second decision asked.
 */
function earlierDecision(
  decision: Decision,
  answer: { status: string; reembolso: number | null } | null | undefined,
): string | null {
  if (!answer) return null;
  if (answer.status === 'recusado') return decision.accept ? 'recusada' : null;
  if (answer.status !== 'aceito') return null;
  if (!decision.accept) return 'aceita';
  const refundDiffers =
    decision.refund !== undefined &&
    answer.reembolso !== null &&
    Math.round(answer.reembolso * 100) !== Math.round(decision.refund * 100);
  return refundDiffers ? `aceita com reembolso de ${formatBRL(answer.reembolso!)}` : null;
}

/**
 * Accept or refuse a request, or record the PIX that paid a refund (a request's, or a payment's that booked
 * nothing); open while `action` is set.
 */
export function DecisionDialog({ action, onClose }: { action: RequestAction | null; onClose: () => void }) {
  const decide = useMutation(decideRequestMutationOptions());
  const pixRefund = useMutation(pixRefundMutationOptions());
  const busy = decide.isPending || pixRefund.isPending;
  const refusal = useRefusal();
  const name =
    (action?.kind === 'pix-refund' ? action.customerName : action?.request.clientes?.nome_cliente) ??
    'o cliente';

  const submitDecision = (decision: Decision) =>
    decide.mutate(decision, {
      onSuccess: (answer) => {
        // Deciding a request already decided (in another tab, by another operator) changes nothing: the database
        // answers the request as it stands, which this toast must not contradict.
        const earlier = earlierDecision(decision, answer);
        if (earlier) {
          toast({
            title: 'Solicitação já decidida',
            description: `Ela já tinha sido ${earlier} (em outra aba ou por outro operador): nada mudou.`,
            variant: 'destructive',
          });
          onClose();
          return;
        }
        toast(
          decision.accept
            ? { title: 'Solicitação aceita', description: `${name} recebe a confirmação por e-mail.` }
            : { title: 'Solicitação recusada', description: `${name} recebe o motivo por e-mail.` },
        );
        onClose();
      },
      onError: refusal.failed(decision.accept ? 'Não foi possível aceitar' : 'Não foi possível recusar'),
    });

  return (
    <ActionDialog
      open={action !== null}
      busy={busy}
      refusal={refusal}
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
              onError: refusal.failed('Reembolso não registrado'),
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
