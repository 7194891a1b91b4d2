import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/money';
import { elapsedLabel } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import {
  decisionChatUrl,
  decisionLabel,
  policyLabel,
  requestRef,
  requestStatusLabel,
  requestTitle,
  type OperatorRequest,
  type RequestRefund,
} from '@/domain/operator-requests';
import type { ListedRequest } from '../api/booking-requests';
import type { RefundActions } from '../hooks/use-refund-actions';
import { CustomerContact } from './customer-contact';
import { RefundRow } from './request-refunds';
import { ChatLinkButton } from './chat-link-button';

/** What the operator chose to do with a request. */
export type RequestAction =
  | { kind: 'accept' | 'refuse'; request: OperatorRequest }
  | { kind: 'pix-refund'; request: OperatorRequest; refund: RequestRefund };

/**
 * The request as the decision's words read it: the domain names a credit by the customer's choice after a company
 * cancellation, so a cancellation the operator settled as credit reads as that choice ('crédito de R$ 360,00').
 */
const asDecided = (request: ListedRequest): OperatorRequest =>
  request.settledAsCredit ? { ...request, escolha: 'credito' } : request;

/** The booking, what was paid, what the policy says (or the fare difference), the message and the decision. */
function RequestFacts({ request }: { request: ListedRequest }) {
  const decided = request.status === 'aceito' || request.status === 'recusado';
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-xl border border-border p-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">Passeio</dt>
      <dd className="break-words font-medium">
        {request.passeio} · {isoToBR(request.data_anterior)}
        {request.nova_data ? ` → ${isoToBR(request.nova_data)}` : ''}
      </dd>
      <dt className="text-muted-foreground">Valor pago</dt>
      <dd className="font-medium">{formatBRL(request.valor_pago)}</dd>
      {request.tipo !== 'remarcacao' ? (
        <>
          <dt className="text-muted-foreground">Política</dt>
          <dd>{policyLabel(request).replace(/^Política: /, '')}</dd>
        </>
      ) : (
        <>
          <dt className="text-muted-foreground">Diferença de tarifa</dt>
          <dd>
            {request.diferenca_tarifa > 0
              ? `${formatBRL(request.diferenca_tarifa)} a cobrar`
              : 'Sem diferença'}
          </dd>
        </>
      )}
      {request.mensagem ? (
        <>
          <dt className="text-muted-foreground">Mensagem</dt>
          <dd className="break-words">{request.mensagem}</dd>
        </>
      ) : null}
      {decided ? (
        <>
          <dt className="text-muted-foreground">Decisão</dt>
          <dd className="break-words">{decisionLabel(asDecided(request))}</dd>
        </>
      ) : null}
    </dl>
  );
}

type RequestCardProps = {
  request: ListedRequest;
  now: Date;
  refundActions: RefundActions;
  onAction: (action: RequestAction) => void;
};

/** One request: who asked what, the facts, its refund, and the operator's answers. */
export function RequestCard({ request, now, refundActions, onAction }: RequestCardProps) {
  const customer = request.clientes;
  const decided = request.status === 'aceito' || request.status === 'recusado';
  const answerChat = decided ? decisionChatUrl(asDecided(request)) : null;
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Reserva {requestRef(request)} · {elapsedLabel(request.created_at, now)}
          </p>
          <h2 className="break-words text-lg font-semibold">{requestTitle(request)}</h2>
        </div>
        <Badge variant={request.status === 'pendente' ? 'curtain' : 'muted'}>
          {requestStatusLabel(request.status)}
        </Badge>
      </div>
      <div className="mt-2">
        <CustomerContact
          customer={customer}
          greeting={`Olá, ${customer?.nome_cliente ?? ''}! Aqui é da Movie Tour, sobre a sua solicitação da reserva ${requestRef(request)}.`}
        />
      </div>
      <RequestFacts request={request} />
      {request.refunds.map((refund) => (
        <RefundRow
          key={refund.id}
          refund={refund}
          actions={refundActions}
          onPixRefund={(chosen) => onAction({ kind: 'pix-refund', request, refund: chosen })}
        />
      ))}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {answerChat ? (
          <ChatLinkButton href={answerChat} variant="outline">
            Avisar pelo WhatsApp
          </ChatLinkButton>
        ) : null}
        {request.status === 'pendente' ? (
          <>
            <Button variant="outline" onClick={() => onAction({ kind: 'refuse', request })}>
              <XCircle aria-hidden="true" />
              Recusar
            </Button>
            <Button onClick={() => onAction({ kind: 'accept', request })}>
              <CheckCircle2 aria-hidden="true" />
              Aceitar
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
