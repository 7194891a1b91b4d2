import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { toCents } from '../../../src/domain/money.ts';
import type { Database } from '../../../src/types/database.ts';
import type { PixProvider } from './pix-provider.ts';

type Db = SupabaseClient<Database>;

/** The status of a row of public.refunds that a card refund can be in once asked of Stripe. */
export type CardRefundStatus = 'processando' | 'concluido' | 'falhou';

/** Metadata key carrying the shop's refund id (public.refunds.id) on the Stripe refund. */
export const refundIdKey = 'refund_id';

/**
 * Stripe answers a request sent again under this key with the refund it made the first time. The attempt
 * (refunds.tentativa) grows only once Stripe has said a refund failed, so that the next try is a new refund:
 * `refund-42`, then `refund-42-2`.
 */
export const refundIdempotencyKey = (refundId: number, attempt = 1) =>
  attempt > 1 ? `refund-${refundId}-${attempt}` : `refund-${refundId}`;

// Stripe's failure_reason of a refund, as the operator reads it.
const failureReasons: Record<string, string> = {
  expired_or_canceled_card: 'o cartão venceu ou foi cancelado',
  lost_or_stolen_card: 'o cartão foi dado como perdido ou roubado',
  declined: 'o banco do cartão recusou a devolução',
  insufficient_funds: 'não havia saldo no Stripe para a devolução',
  merchant_request: 'a devolução foi cancelada no painel do Stripe',
  charge_for_pending_refund_disputed: 'o cliente abriu uma contestação do pagamento',
};

// The same for a PIX refund, where the payer's bank receives it.
const pixFailureReasons: Record<string, string> = {
  ...failureReasons,
  declined: 'o banco do cliente recusou a devolução',
};

/** Why a card (or PIX) refund failed at Stripe, in Portuguese, with what the operator can do. */
export function refundFailureText(refund: {
  status: string | null;
  failure_reason?: string | null;
  destination_details?: { type?: string } | null;
}): string {
  const pix = refund.destination_details?.type === 'pix';
  const reasons = pix ? pixFailureReasons : failureReasons;
  const why =
    refund.status === 'canceled'
      ? 'a devolução foi cancelada no Stripe'
      : (reasons[refund.failure_reason ?? ''] ?? 'o Stripe não informou o motivo');
  return pix
    ? `O Stripe não conseguiu devolver o PIX: ${why}. Tente de novo ou devolva pelo banco.`
    : `O Stripe não conseguiu devolver no cartão: ${why}. Tente de novo ou devolva por PIX.`;
}

/** The refund's amount in cents, as Stripe takes it, from its value in reais (numeric(10, 2)). */
export const refundCents = (valor: number | string) => toCents(Number(valor));

/** `{refund_id}`: a positive whole number (or its digits), or the Portuguese reason it is not one. */
export function parseRefundRequest(
  body: unknown,
): { ok: true; refundId: number } | { ok: false; message: string } {
  const value =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { refund_id?: unknown }).refund_id
      : undefined;
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,15}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(id) && id >= 1
    ? { ok: true, refundId: id }
    : { ok: false, message: 'Informe o número do reembolso (refund_id).' };
}

/**
 * What a Stripe refund's status means for the shop: succeeded is done; pending (and requires_action, which card
 * refunds do not have) is still on its way, settled by charge.refunded; failed or canceled may be asked again.
 */
export function cardRefundStatus(stripeStatus: string | null): CardRefundStatus {
  if (stripeStatus === 'succeeded') return 'concluido';
  if (stripeStatus === 'pending' || stripeStatus === 'requires_action') return 'processando';
  return 'falhou';
}

/** A refund as a provider answered it, in the words of public.refunds.status, with why it failed. */
export type ProviderRefund = { id: string; state: CardRefundStatus; failure: string | null };

export function providerRefundOf(refund: Stripe.Refund): ProviderRefund {
  const state = cardRefundStatus(refund.status);
  return { id: refund.id, state, failure: state === 'falhou' ? refundFailureText(refund) : null };
}

/** The shop's refund id a Stripe refund names in its metadata, if any. */
export function shopRefundIdOf(refund: Pick<Stripe.Refund, 'metadata'>): number | null {
  const raw = refund.metadata?.[refundIdKey] ?? '';
  return /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The PaymentIntent of a Checkout Session or a Refund, whether Stripe gave its id or the expanded object. */
export const paymentIntentOf = (object: Pick<Stripe.Checkout.Session | Stripe.Refund, 'payment_intent'>) =>
  idOf(object.payment_intent);

/** A refund claimed for its provider: a card refund names its Checkout Session, a PIX one the charge that paid. */
export type ClaimedRefund = {
  id: number;
  valor: number | string;
  tentativa: number;
  stripe_session_id: string | null;
  pix_charge_id: string | null;
};

/** What came of sending a claimed refund; `answered` says whether the provider's answer names its refund. */
export type SentRefund =
  | { ok: true; status: 'processando' | 'concluido'; providerRefundId: string }
  | { ok: false; detail: string; answered: boolean };

/** Asks the refund's provider for the claimed amount, under the refund's own idempotency key and metadata. */
async function refundAtProvider(
  stripe: Stripe,
  pix: PixProvider,
  claim: ClaimedRefund,
): Promise<ProviderRefund> {
  const amountCents = refundCents(claim.valor);
  const metadata = { [refundIdKey]: String(claim.id) };
  const idempotencyKey = refundIdempotencyKey(claim.id, claim.tentativa);
  if (claim.pix_charge_id) {
    return pix.refund({ chargeId: claim.pix_charge_id, amountCents, idempotencyKey, metadata });
  }
  if (!claim.stripe_session_id) throw new Error(`Refund ${claim.id} names no payment to refund`);
  const session = await stripe.checkout.sessions.retrieve(claim.stripe_session_id);
  const paymentIntent = paymentIntentOf(session);
  if (!paymentIntent) {
    throw new Error(`Checkout Session ${session.id} has no payment to refund (${session.payment_status})`);
  }
  return providerRefundOf(
    await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: amountCents, metadata },
      { idempotencyKey },
    ),
  );
}

/**
 * Sends a claimed refund (card or provider PIX) and records the answer: 'processando' until the webhook settles it,
 * or 'falhou' with the reason when the provider refused it or could not be reached (logged as `caller`).
 */
export async function sendClaimedRefund(
  stripe: Stripe,
  pix: PixProvider,
  db: Db,
  claim: ClaimedRefund,
  caller: string,
): Promise<SentRefund> {
  let refund: ProviderRefund;
  try {
    refund = await refundAtProvider(stripe, pix, claim);
  } catch (failure) {
    console.error(`${caller}:`, failure);
    const detail = failure instanceof Error ? failure.message : String(failure);
    await recordCardRefund(db, claim.id, null, 'falhou', detail);
    return { ok: false, detail, answered: false };
  }
  if (refund.state === 'falhou') {
    const detail = refund.failure ?? 'O provedor não concluiu o reembolso.';
    await recordCardRefund(db, claim.id, refund.id, 'falhou', detail);
    return { ok: false, detail, answered: true };
  }
  await recordCardRefund(db, claim.id, refund.id, refund.state);
  return { ok: true, status: refund.state, providerRefundId: refund.id };
}

/** Records what Stripe answered for a refund: its id, and where it stands (service role). */
export async function recordCardRefund(
  db: Db,
  refundId: number,
  stripeRefundId: string | null,
  status: CardRefundStatus,
  error: string | null = null,
): Promise<void> {
  const { error: failure } = await db.rpc('record_card_refund', {
    p_refund_id: refundId,
    // The generated types cannot say that these arguments take null: null keeps what is recorded.
    p_stripe_refund_id: stripeRefundId as string,
    p_status: status,
    p_error: error as string,
  });
  if (failure) throw new Error(`record_card_refund failed: ${failure.message}`);
}

/**
 * Stripe's charge.refunded: the refunds it names (failed and canceled ones aside) are done, card or PIX. Stripe may
 * send it before the refund function has recorded Stripe's answer, or after that function failed to hear it: a
 * refund whose metadata names one of the shop's provider refunds still waiting for its Stripe id is recorded first,
 * once Stripe says its payment is that refund's (its session's, or its PIX charge). Answers how many of the shop's
 * refunds it settled (0 when repeated).
 */
export async function settleRefundsOfCharge(
  stripe: Stripe,
  db: Db,
  refunds: Stripe.Refund[],
): Promise<number> {
  const live = refunds.filter((refund) => refund.status === 'pending' || refund.status === 'succeeded');
  for (const refund of live) {
    const refundId = shopRefundIdOf(refund);
    if (refundId === null) continue;
    const { data: row, error } = await db
      .from('refunds')
      .select('id, metodo, status, stripe_refund_id, stripe_session_id, pix_charge_id')
      .eq('id', refundId)
      .maybeSingle();
    if (error) throw new Error(`refunds read failed: ${error.message}`);
    // Already known; or, when another id is recorded, that earlier attempt failed and this is the new one.
    if (!row || row.stripe_refund_id === refund.id) continue;
    if (row.status !== 'processando' && row.status !== 'falhou') continue;
    // Stripe's PIX charge is the PaymentIntent itself; a card refund's payment is its Checkout Session's.
    const payment = row.pix_charge_id
      ? row.pix_charge_id
      : row.metodo === 'cartao' && row.stripe_session_id
        ? paymentIntentOf(await stripe.checkout.sessions.retrieve(row.stripe_session_id))
        : null;
    if (!payment || payment !== paymentIntentOf(refund)) continue;
    await recordCardRefund(db, row.id, refund.id, 'processando');
  }
  const { data: settled, error } = await db.rpc('settle_card_refunds', {
    p_stripe_refund_ids: live.map((refund) => refund.id),
  });
  if (error) throw new Error(`settle_card_refunds failed: ${error.message}`);
  return settled;
}

/** The refunds of a refunded charge: those the event carries when complete, otherwise listed from Stripe. */
export async function refundsOfCharge(
  stripe: Stripe,
  charge: Pick<Stripe.Charge, 'id' | 'refunds'>,
): Promise<Stripe.Refund[]> {
  // Since API version 2022-11-15 a Charge no longer carries its refunds unless expanded.
  if (charge.refunds && !charge.refunds.has_more) return charge.refunds.data;
  const refunds: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ charge: charge.id, limit: 100 })) refunds.push(refund);
  return refunds;
}

/**
 * Stripe's charge.refund.updated and refund.failed: a refund it failed or canceled (a cancelled card, days after it
 * answered 'succeeded') reopens the shop's refund as 'falhou', with the reason, for the operator to pay again.
 * Answers how many of the shop's refunds it reopened (0 for any other refund, or an event heard before).
 */
export async function failCardRefund(
  db: Db,
  refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>,
) {
  if (refund.status !== 'failed' && refund.status !== 'canceled') return 0;
  const { data, error } = await db.rpc('fail_card_refund', {
    p_stripe_refund_id: refund.id,
    p_reason: refundFailureText(refund),
  });
  if (error) throw new Error(`fail_card_refund failed: ${error.message}`);
  return data;
}

/**
 * Money a paid PIX charge or card session (`paymentId`) received for orders it could not book goes back through
 * the provider at once, as the operator's refunds do (claimed in the database by claim_payment_refunds, the
 * refund's idempotency key, settled by charge.refunded). One the provider could not be asked for throws, so that
 * the caller fails and the provider's retry of its event (or the customer's next visit of the result page) sends
 * it. Answers the shop's refunds sent.
 */
export async function refundUnbookedPayments(
  stripe: Stripe,
  pix: PixProvider,
  db: Db,
  paymentId: string,
  caller: string,
): Promise<number[]> {
  const { data: claims, error } = await db.rpc('claim_payment_refunds', { p_charge_id: paymentId });
  if (error) throw new Error(`claim_payment_refunds failed: ${error.message}`);
  const refunded: number[] = [];
  let unanswered = 0;
  for (const claim of claims) {
    const sent = await sendClaimedRefund(stripe, pix, db, claim, caller);
    if (sent.ok) refunded.push(claim.id);
    else if (!sent.answered) unanswered += 1;
  }
  if (unanswered > 0) throw new Error(`${unanswered} refund(s) of ${paymentId} not sent`);
  return refunded;
}
