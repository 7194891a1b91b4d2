import { CheckCircle2, ListChecks, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/money';
import { elapsedLabel } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import {
  decisionChatUrl,
  decisionLabel,
  isRefundChoice,
  policyLabel,
  refundSplit,
  refundSplitLabel,
  requestOriginLabel,
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

/** A request the operator acts on; `creditUsed`, what of its booking the customer's credit paid. */
type ActedRequest = OperatorRequest & { creditUsed?: number };

/** What the operator chose to do with a request. */
export type RequestAction =
  | { kind: 'accept' | 'refuse'; request: ActedRequest }
  | { kind: 'pix-refund'; customerName: string | null; refund: RequestRefund };

/**
 * The request as the decision's words read it: the domain names a credit by the customer's choice after a company
 * cancellation, so a cancellation the operator settled as credit reads as that choice ('crédito de R$ 360,00').
 */
const asDecided = (request: ListedRequest): OperatorRequest =>
  request.settledAsCredit ? { ...request, escolha: 'credito' } : request;

/**
 * A booking paid partly with the customer's credit is refunded in two parts (admin_decide_booking_request): the
 * credit's share goes back to the credit, the rest through the payment method. Pending, the policy's proposal split
 * that way; accepted, what the database gave back to the credit ('devolucao' lot). Null when it is all one way.
 */
function refundParts(request: ListedRequest): string | null {
  if (request.creditUsed <= 0 || request.settledAsCredit || !isRefundChoice(request)) return null;
  if (request.status === 'pendente' && request.reembolso_proposto > 0) {
    return refundSplitLabel(refundSplit(request.reembolso_proposto, request.creditUsed, request.valor_pago));
  }
  if (request.status === 'aceito' && (request.reembolso ?? 0) > 0) {
    const refund = request.reembolso ?? 0;
    return refundSplitLabel({ money: refund - request.creditReturned, credit: request.creditReturned });
  }
  return null;
}

/** The booking, what was paid, what the policy says (or the fare difference), the message and the decision. */
function RequestFacts({ request }: { request: ListedRequest }) {
  const decided = request.status === 'aceito' || request.status === 'recusado';
  const parts = refundParts(request);
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-xl border border-border p-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">Passeio</dt>
      <dd className="break-words font-medium">
        {request.passeio} · {isoToBR(request.data_anterior)}
        {request.nova_data ? ` → ${isoToBR(request.nova_data)}` : ''}
      </dd>
      <dt className="text-muted-foreground">Valor pago</dt>
      <dd className="font-medium">
        {formatBRL(request.valor_pago)}
        {request.creditUsed > 0 ? (
          <span className="font-normal text-muted-foreground">
            {' '}
            ({formatBRL(request.creditUsed)} com crédito)
          </span>
        ) : null}
      </dd>
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
      {parts ? (
        <>
          <dt className="text-muted-foreground">Devolução</dt>
          <dd className="break-words">{parts}</dd>
        </>
      ) : null}
    </dl>
  );
}

type RequestCardProps = {
  request: ListedRequest;
  now: Date;
  /** The request a link named (`?solicitacao=12`, from 'Registrar cancelamento'): marked, scrolled to and focused. */
  highlighted?: boolean;
  refundActions: RefundActions;
  onAction: (action: RequestAction) => void;
  /** 'Registrar escolha do cliente': a company cancellation the customer answered on WhatsApp. */
  onRecordChoice?: (request: ListedRequest) => void;
};

/** One request: who asked what, the facts, its refund, and the operator's answers. */
export function RequestCard({
  request,
  now,
  highlighted = false,
  refundActions,
  onAction,
  onRecordChoice,
}: RequestCardProps) {
  const customer = request.clientes;
  const origin = requestOriginLabel(request);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    item.current?.scrollIntoView({ block: 'center' });
    item.current?.focus({ preventScroll: true });
  }, [highlighted]);
  const decided = request.status === 'aceito' || request.status === 'recusado';
  const answerChat = decided
    ? decisionChatUrl(asDecided(request), request.settledAsCredit ? 0 : request.creditReturned)
    : null;
  return (
    <li
      id={`solicitacao-${request.id}`}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      ref={item}
      className={`scroll-mt-24 rounded-2xl border bg-card p-4 shadow-sm outline-none sm:p-5 ${highlighted ? 'border-curtain ring-2 ring-curtain/40' : 'border-border'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Reserva {requestRef(request)} · {elapsedLabel(request.created_at, now)}
          </p>
          <h2 className="break-words text-lg font-semibold">{requestTitle(request)}</h2>
          {origin ? <p className="text-sm text-muted-foreground">{origin}</p> : null}
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
          onPixRefund={(chosen) =>
            onAction({ kind: 'pix-refund', customerName: customer?.nome_cliente ?? null, refund: chosen })
          }
        />
      ))}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {answerChat ? (
          <ChatLinkButton href={answerChat} variant="outline">
            Avisar pelo WhatsApp
          </ChatLinkButton>
        ) : null}
        {request.status === 'aguardando_cliente' &&
        request.tipo === 'cancelamento_empresa' &&
        onRecordChoice ? (
          <Button onClick={() => onRecordChoice(request)}>
            <ListChecks aria-hidden="true" />
            Registrar escolha do cliente
          </Button>
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
