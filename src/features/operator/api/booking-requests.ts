import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  parseOperatorRequest,
  type CompanyChoice,
  type OperatorRequest,
  type RefundStatus,
  type RequestStatus,
  type RequestView,
} from '@/domain/operator-requests';
import { termsFromRow, type CancellationTerms } from '@/domain/booking-change-terms';
import { sumMoney } from '@/domain/money';
import { refreshAfterMutation } from '@/lib/query-client';
import { functionErrorBody } from '@/lib/function-error';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';
import { sendQueuedEmails } from './send-emails';

const requestColumns =
  'id, id_cliente, id_itinerario, id_pedido, tipo, status, escolha, passeio, data_anterior, nova_data, mensagem, valor_pago, regra, percentual, reembolso_proposto, diferenca_tarifa, created_at, decidido_em, motivo_decisao, reembolso, motivo_ajuste, origem, clientes(nome_cliente, celular, email_cliente)';
const refundColumns =
  'id, metodo, valor, status, stripe_refund_id, pix_charge_id, pix_e2e_id, pago_em, last_error';
/**
 * The credit a cancellation was settled in: the database grants it as a lot naming the request, of origin
 * 'cancelamento' ('Devolver como crédito') or 'cancelamento_empresa' (the customer chose credit). A lot of origin
 * 'devolucao' is only the credit the booking was paid with, given back beside a refund in money.
 */
const creditColumns =
  'credit_lots(origem, valor), pedido_site(credito_usado), itinerarios(pedido_site(credito_usado))';
const SETTLED_AS_CREDIT = ['cancelamento', 'cancelamento_empresa'];
/** The refunds still to pay; `!inner` keeps only the requests that have one. */
const UNPAID_REFUNDS = ['pendente', 'processando', 'falhou'] satisfies RefundStatus[];

/**
 * A request as the console lists it: whether its cancellation was settled as credit rather than money, what of the
 * booking the customer's credit paid (`pedido_site.credito_usado`, through the itinerary's order for a confirmed
 * PIX), and what a decided refund gave back to the credit (its 'devolucao' lot).
 */
export type ListedRequest = OperatorRequest & {
  settledAsCredit: boolean;
  creditUsed: number;
  creditReturned: number;
};

/**
 * The requests a view lists, each with its customer and refund (RLS: the operator reads them all):
 * 'abertas' waits for the operator or the customer; 'reembolsos' has money still to go back; 'todas' is the latest.
 */
export async function fetchBookingRequests(supabase: Supabase, view: RequestView): Promise<ListedRequest[]> {
  const requests = supabase.from('booking_requests');
  const base =
    view === 'reembolsos'
      ? requests
          .select(`${requestColumns}, ${creditColumns}, refunds!inner(${refundColumns})` as const)
          .in('refunds.status', UNPAID_REFUNDS)
      : requests.select(`${requestColumns}, ${creditColumns}, refunds(${refundColumns})` as const);
  const filtered = view === 'abertas' ? base.in('status', OPEN_STATUSES) : base;
  const { data, error } = await filtered.order('created_at', { ascending: view !== 'todas' }).limit(500);
  if (error) throw error;
  return (data ?? []).map(({ credit_lots, pedido_site, itinerarios, ...row }) => ({
    ...parseOperatorRequest(row),
    settledAsCredit: credit_lots.some((lot) => SETTLED_AS_CREDIT.includes(lot.origem)),
    creditUsed: Number((pedido_site ?? itinerarios?.pedido_site)?.credito_usado ?? 0),
    creditReturned: sumMoney(
      credit_lots.filter((lot) => lot.origem === 'devolucao').map((lot) => Number(lot.valor)),
    ),
  }));
}

const OPEN_STATUSES = ['pendente', 'aguardando_cliente'] satisfies RequestStatus[];

export const bookingRequestsQueryOptions = (view: RequestView) =>
  queryOptions({
    queryKey: operatorKeys.requests(view),
    queryFn: async () => fetchBookingRequests(await getSupabase(), view),
    refetchInterval: 60_000,
  });

/** How many requests wait for the operator: the panel's badge. */
export async function countOpenRequests(supabase: Supabase): Promise<number> {
  const { count, error } = await supabase
    .from('booking_requests')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'pendente');
  if (error) throw error;
  return count ?? 0;
}

export const openRequestsCountQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.openRequests(),
    queryFn: async () => countOpenRequests(await getSupabase()),
    refetchInterval: 60_000,
  });

export type Decision = {
  id: number;
  accept: boolean;
  reason?: string;
  /** BRL; the policy's proposal when omitted. */
  refund?: number;
  adjustReason?: string;
  /** A customer's cancellation settled in money (the default) or as credit for another tour (issue 31). */
  settleAs?: 'dinheiro' | 'credito';
};

export async function decideRequest(supabase: Supabase, decision: Decision) {
  const { data, error } = await supabase.rpc('admin_decide_booking_request', {
    p_id: decision.id,
    p_aceitar: decision.accept,
    p_motivo: decision.reason ?? '',
    ...(decision.refund === undefined ? {} : { p_reembolso: decision.refund }),
    p_motivo_ajuste: decision.adjustReason ?? '',
    ...(decision.settleAs === undefined ? {} : { p_liquidar_como: decision.settleAs }),
  });
  if (error) throw error;
  return data;
}

export type PixRefund = { refundId: number; paidOn: string; e2e?: string };

export async function recordPixRefund(supabase: Supabase, { refundId, paidOn, e2e }: PixRefund) {
  const { data, error } = await supabase.rpc('admin_record_pix_refund', {
    p_refund_id: refundId,
    p_pago_em: paidOn,
    p_e2e: e2e ?? '',
  });
  if (error) throw error;
  return data;
}

export type CardRefundAnswer = { status: RefundStatus; stripe_refund_id?: string | null };

/**
 * Asks the refund-card-payment function to refund at the provider (a card, or a PIX a provider's charge received):
 * pressing twice sends one refund.
 */
export async function refundCard(supabase: Supabase, refundId: number): Promise<CardRefundAnswer> {
  const { data, error } = await supabase.functions.invoke<CardRefundAnswer>('refund-card-payment', {
    body: { refund_id: refundId },
  });
  if (error) {
    throw new Error((await functionErrorBody(error)).message ?? 'Não foi possível pedir o reembolso.');
  }
  return data ?? { status: 'processando' };
}

/**
 * A provider refund that cannot reach the customer (Stripe failed it: a cancelled card, a refused PIX) is paid by
 * PIX at the bank instead; the database refuses while Stripe may still hold a refund for it.
 */
export async function switchRefundToPix(supabase: Supabase, refundId: number) {
  const { data, error } = await supabase.rpc('admin_switch_refund_to_pix', { p_refund_id: refundId });
  if (error) throw error;
  return data;
}

export type Departure = { tour: string; day: string; reason: string };

/** What a departure's cancellation did: the bookings cancelled, and how many of their customers have no e-mail. */
export type DepartureCancelled = { cancelled: number; withoutEmail: number | null };

/**
 * Weather or vehicle: every booking of the departure is cancelled by the company. Answers how many, and how many
 * of those customers the mail cannot reach (no e-mail: the operator tells them on WhatsApp): the requests it just
 * opened are the departure's newest. The departure is cancelled even when that count cannot be read (null).
 */
export async function cancelDeparture(
  supabase: Supabase,
  { tour, day, reason }: Departure,
): Promise<DepartureCancelled> {
  const { data, error } = await supabase.rpc('admin_cancel_departure', {
    p_passeio: tour,
    p_data: day,
    p_motivo: reason,
  });
  if (error) throw error;
  const cancelled = data ?? 0;
  if (cancelled === 0) return { cancelled, withoutEmail: 0 };
  const opened = await supabase
    .from('booking_requests')
    .select('id, clientes(email_cliente)')
    .eq('tipo', 'cancelamento_empresa')
    .eq('passeio', tour)
    .eq('data_anterior', day)
    .order('id', { ascending: false })
    .limit(cancelled);
  if (opened.error) return { cancelled, withoutEmail: null };
  const withoutEmail = (opened.data ?? []).filter((row) => !row.clientes?.email_cliente?.trim()).length;
  return { cancelled, withoutEmail };
}

/** The customer's choice after the company cancelled a departure, as they told the operator on WhatsApp. */
export type RecordedChoice = {
  requestId: number;
  option: CompanyChoice;
  /** YYYY-MM-DD, for 'remarcar'. */
  newDate: string | null;
  /** What the customer said, in their words (optional). */
  message: string;
};

/**
 * admin_choose_company_cancellation_option: the operator records the customer's choice, judged as the customer's
 * own (choose_company_cancellation_option); the request then waits in Solicitações to be accepted.
 */
export async function recordCompanyChoice(
  supabase: Supabase,
  { requestId, option, newDate, message }: RecordedChoice,
) {
  const { data, error } = await supabase.rpc('admin_choose_company_cancellation_option', {
    p_request_id: requestId,
    p_escolha: option,
    ...(option === 'remarcar' && newDate ? { p_nova_data: newDate } : {}),
    ...(message.trim() ? { p_mensagem: message.trim() } : {}),
  });
  if (error) throw error;
  return data;
}

/** Runs an operator action, then asks for its mails to leave now. */
const withMails =
  <T, R>(action: (supabase: Supabase, input: T) => Promise<R>) =>
  async (input: T) => {
    const supabase = await getSupabase();
    const result = await action(supabase, input);
    await sendQueuedEmails(supabase);
    return result;
  };

/** cancellation_terms_for: what the policy gives today for a booking ('R5', 'P12'); the operator reads any. */
export async function fetchBookingTerms(supabase: Supabase, ref: string): Promise<CancellationTerms> {
  const { data, error } = await supabase.rpc('cancellation_terms_for', { p_ref: ref });
  if (error) throw error;
  const row = data?.[0];
  if (!row) throw new Error('Reserva não encontrada.');
  return termsFromRow(row);
}

/** Asked each time the dialog opens: the answer changes with the day and the hour. */
export const bookingTermsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: operatorKeys.bookingTerms(ref),
    queryFn: async () => fetchBookingTerms(await getSupabase(), ref),
    staleTime: 0,
    gcTime: 0,
  });

/** A booking's request still open (waiting for the operator or the customer), if any: one at a time. */
export async function fetchOpenRequest(supabase: Supabase, ref: string) {
  const id = Number(ref.slice(1));
  if (!Number.isSafeInteger(id)) return null;
  const { data, error } = await supabase
    .from('booking_requests')
    .select('id, tipo, status, nova_data, origem')
    .eq(ref.toUpperCase().startsWith('R') ? 'id_itinerario' : 'id_pedido', id)
    .in('status', OPEN_STATUSES)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const openRequestQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: operatorKeys.openRequest(ref),
    queryFn: async () => fetchOpenRequest(await getSupabase(), ref),
  });

export type BookingChange = {
  ref: string;
  kind: 'cancelamento' | 'remarcacao';
  /** YYYY-MM-DD, for a reschedule. */
  newDate: string | null;
  /** What the customer asked, in their words (optional). */
  message: string;
};

/**
 * admin_request_booking_change: the operator records the customer's request (asked on WhatsApp), judged as the
 * customer's own; it then waits in Solicitações.
 */
export async function recordBookingChange(
  supabase: Supabase,
  { ref, kind, newDate, message }: BookingChange,
) {
  const { data, error } = await supabase.rpc('admin_request_booking_change', {
    p_ref: ref,
    p_tipo: kind,
    ...(newDate ? { p_nova_data: newDate } : {}),
    ...(message.trim() ? { p_mensagem: message.trim() } : {}),
  });
  if (error) throw error;
  return data;
}

export const decideRequestMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'decide'],
    mutationFn: (input: Decision) => withMails(decideRequest)(input),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const pixRefundMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'pix-refund'],
    mutationFn: (input: PixRefund) => withMails(recordPixRefund)(input),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const cardRefundMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'card-refund'],
    mutationFn: (input: number) => withMails(refundCard)(input),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const switchRefundToPixMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'refund-to-pix'],
    mutationFn: async (refundId: number) => switchRefundToPix(await getSupabase(), refundId),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const cancelDepartureMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'cancel-departure'],
    mutationFn: (input: Departure) => withMails(cancelDeparture)(input),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const recordBookingChangeMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'record-change'],
    mutationFn: (input: BookingChange) => withMails(recordBookingChange)(input),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const recordCompanyChoiceMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'record-company-choice'],
    mutationFn: (input: RecordedChoice) => withMails(recordCompanyChoice)(input),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });
