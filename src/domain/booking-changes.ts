// A customer's cancellation and rescheduling requests (issue 18, table booking_requests) as My Purchases shows
// them: which booking each one is about, and the sentence its card carries.
import type { Tables } from '../types/database.ts';
import { formatBRL, fromCents, toCents } from './money.ts';
import { isoToBR } from './date-format.ts';
import { moneyFromColumn, type Itinerario, type PedidoSite } from './orders.ts';

export type BookingRequest = Tables<'booking_requests'>;
export type Refund = Tables<'refunds'>;
/** A request as My Purchases reads it: with its booking (one of the two tables) and its refund embedded. */
export type RequestWithBooking = BookingRequest & {
  itinerarios: Itinerario | null;
  pedido_site: PedidoSite | null;
  refunds: Refund | null;
};

export type RequestKind = 'cancelamento' | 'remarcacao' | 'cancelamento_empresa';
export const REQUEST_CANCEL = 'cancelamento' satisfies RequestKind;
export const REQUEST_RESCHEDULE = 'remarcacao' satisfies RequestKind;
export const REQUEST_COMPANY = 'cancelamento_empresa' satisfies RequestKind;
/** The customer's own requests (the company's is opened by the operator). */
export type CustomerRequestKind = typeof REQUEST_CANCEL | typeof REQUEST_RESCHEDULE;

export type RequestStatus = 'pendente' | 'aguardando_cliente' | 'aceito' | 'recusado';
export type CompanyOption = 'remarcar' | 'credito' | 'reembolso';
/** How an accepted cancellation leaves an itinerary (cancel_booking_row); a site order becomes 'cancelado'. */
export const ITINERARY_CANCELLED = 'Cancelado';

/** The booking's reference in requests, mails and the operator's console: 'R<id_itinerario>' or 'P<id>'. */
export function bookingRef(source: 'pedido_site' | 'itinerarios', id: number): string {
  return `${source === 'itinerarios' ? 'R' : 'P'}${id}`;
}

/** The key of a booking's card in My Purchases ('pedido-12', 'itinerario-5'). */
export function bookingKey(source: 'pedido_site' | 'itinerarios', id: number): string {
  return `${source === 'itinerarios' ? 'itinerario' : 'pedido'}-${id}`;
}

export function requestBookingKey(request: Pick<BookingRequest, 'id_itinerario' | 'id_pedido'>): string {
  return request.id_itinerario !== null
    ? bookingKey('itinerarios', request.id_itinerario)
    : bookingKey('pedido_site', request.id_pedido ?? 0);
}

/** Each booking's latest request (the newest, by time then id), by booking key. */
export function latestRequestByBooking<T extends BookingRequest>(requests: readonly T[]): Map<string, T> {
  const latest = new Map<string, T>();
  for (const request of requests) {
    const key = requestBookingKey(request);
    const current = latest.get(key);
    const newer =
      !current ||
      request.created_at > current.created_at ||
      (request.created_at === current.created_at && request.id > current.id);
    if (newer) latest.set(key, request);
  }
  return latest;
}

/** Whether the request's booking row, as embedded, is cancelled (it has left the spec's lists). */
export function isBookingCancelled(
  request: Pick<RequestWithBooking, 'itinerarios' | 'pedido_site'>,
): boolean {
  if (request.itinerarios) return request.itinerarios.status.trim() === ITINERARY_CANCELLED;
  return request.pedido_site?.status === 'cancelado';
}

export type ChangeState = {
  requestId: number;
  /** What the card says, e.g. 'Cancelamento solicitado', 'Remarcado para 12/01/2027'. */
  label: string;
  /** A second line: where the refund stands. */
  detail: string | null;
  tone: 'open' | 'done' | 'refused';
  /** A request still waits for the operator or the customer: no new one can be asked. */
  open: boolean;
  /** The company cancelled: the customer chooses rescheduling, a credit or a refund. */
  awaitingChoice: boolean;
};

const dayBR = (iso: string | null) => (iso ? isoToBR(iso) : 'data a definir');

function refundDetail(refund: Pick<Refund, 'status'> | null): string {
  return refund?.status === 'concluido' ? 'Reembolso concluído' : 'Reembolso em processamento';
}

const chosen: Record<CompanyOption, (request: BookingRequest) => string> = {
  remarcar: (request) => `Cancelado pela empresa — remarcação para ${dayBR(request.nova_data)} solicitada`,
  credito: () => 'Cancelado pela empresa — crédito de 100% solicitado',
  reembolso: () => 'Cancelado pela empresa — reembolso integral solicitado',
};

/**
 * An accepted cancellation's refund: the money part is the refund row's (admin_decide_booking_request creates it with
 * the decision), and what the refund gave beyond it went back to the customer's credit (the share a booking paid
 * with credit gets back, or all of it when the operator settled it as credit). No refund row: all of it is credit.
 */
function acceptedCancellation(request: BookingRequest, refund: Pick<Refund, 'status' | 'valor'> | null) {
  const amount = moneyFromColumn(request.reembolso ?? request.reembolso_proposto) ?? 0;
  const byCompany = request.tipo === REQUEST_COMPANY;
  if (byCompany && request.escolha === 'credito') {
    return { label: `Cancelado pela empresa — crédito de ${formatBRL(amount)}`, detail: null };
  }
  const prefix = byCompany ? 'Cancelado pela empresa' : 'Cancelado';
  if (amount <= 0) return { label: `${prefix} — sem reembolso`, detail: null };
  const money = refund ? Math.min(moneyFromColumn(refund.valor) ?? amount, amount) : 0;
  const credit = fromCents(toCents(amount) - toCents(money));
  if (money <= 0) {
    return { label: `${prefix} — crédito de ${formatBRL(amount)}`, detail: 'De volta ao seu crédito' };
  }
  const detail =
    credit > 0
      ? `${refundDetail(refund)}: ${formatBRL(money)} pelo meio de pagamento; ${formatBRL(credit)} de volta ao seu crédito`
      : refundDetail(refund);
  return { label: `${prefix} — reembolso de ${formatBRL(amount)}`, detail };
}

/** What a booking's card says about its latest request. */
export function changeState(
  request: BookingRequest,
  refund: Pick<Refund, 'status' | 'valor'> | null,
): ChangeState {
  const base = { requestId: request.id, detail: null, open: false, awaitingChoice: false };
  const status = request.status as RequestStatus;
  const rescheduled = request.tipo === REQUEST_RESCHEDULE || request.escolha === 'remarcar';
  if (status === 'recusado') {
    const reason = request.motivo_decisao?.trim();
    return { ...base, tone: 'refused', label: `Solicitação recusada${reason ? `: ${reason}` : ''}` };
  }
  if (status === 'aguardando_cliente') {
    return { ...base, tone: 'open', open: true, awaitingChoice: true, label: 'Cancelado pela empresa' };
  }
  if (status === 'pendente') {
    const label =
      request.tipo === REQUEST_COMPANY && request.escolha
        ? chosen[request.escolha as CompanyOption](request)
        : rescheduled
          ? `Remarcação solicitada para ${dayBR(request.nova_data)}`
          : 'Cancelamento solicitado';
    return { ...base, tone: 'open', open: true, label };
  }
  if (rescheduled) return { ...base, tone: 'done', label: `Remarcado para ${dayBR(request.nova_data)}` };
  return { ...base, tone: 'done', ...acceptedCancellation(request, refund) };
}

export type BookingChange = { request: RequestWithBooking; state: ChangeState };

/** Each booking's latest request and what its card says, by booking key. */
export function bookingChanges(requests: readonly RequestWithBooking[]): Map<string, BookingChange> {
  const changes = new Map<string, BookingChange>();
  for (const [key, request] of latestRequestByBooking(requests)) {
    changes.set(key, { request, state: changeState(request, request.refunds) });
  }
  return changes;
}
