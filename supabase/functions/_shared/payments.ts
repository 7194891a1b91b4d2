import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { departureRefusal, type DepartureRefusal } from '../../../src/domain/order-refusal.ts';
import type { Database } from '../../../src/types/database.ts';
import { orderIdsOf } from './stripe.ts';

type Db = SupabaseClient<Database>;

export type Confirmation = { duplicate: boolean; paidOrderIds: number[] };

/**
 * Marks paid the orders a paid provider session was created for (its metadata), once: an unpaid session
 * changes nothing, a webhook event seen before changes nothing, and a session confirmed before changes nothing.
 * Money for an order the session could not pay (paid through another session, cancelled) is recorded by the
 * database for a refund.
 */
export async function confirmCardPayment(
  db: Db,
  session: Pick<Stripe.Checkout.Session, 'id' | 'metadata' | 'payment_status'>,
  event?: { id: string; type: string },
): Promise<Confirmation> {
  if (session.payment_status !== 'paid') return { duplicate: false, paidOrderIds: [] };
  const { data, error } = await db.rpc('confirm_card_payment', {
    p_session_id: session.id,
    p_order_ids: orderIdsOf(session),
    // Absent arguments take the function's defaults (null): a call from the return page has no event.
    p_event_id: event?.id,
    p_event_type: event?.type,
  });
  if (error) throw new Error(`confirm_card_payment failed: ${error.message}`);
  const [row] = data;
  return { duplicate: row?.duplicate ?? false, paidOrderIds: (row?.paid_order_ids ?? []).map(Number) };
}

type SessionStatus = 'open' | 'processing' | 'paid' | 'expired' | 'failed';

/** Records what the shop learnt about a session, only from the states it can follow (never back to open). */
export async function markSession(
  db: Db,
  sessionId: string,
  status: Exclude<SessionStatus, 'open' | 'paid'>,
  from: SessionStatus[],
): Promise<void> {
  const { error } = await db
    .from('stripe_checkout_sessions')
    .update({ status, updated_at: new Date().toISOString() })
    .eq('id', sessionId)
    .in('status', from);
  if (error) throw new Error(`stripe_checkout_sessions update failed: ${error.message}`);
}

/** True when the shop heard (checkout.session.async_payment_failed) that this session's payment failed. */
export async function sessionFailed(db: Db, sessionId: string): Promise<boolean> {
  const { data, error } = await db
    .from('stripe_checkout_sessions')
    .select('status')
    .eq('id', sessionId)
    .maybeSingle();
  if (error) throw new Error(`stripe_checkout_sessions read failed: ${error.message}`);
  return data?.status === 'failed';
}

const isStripeInvalidRequest = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'type' in error &&
  error.type === 'StripeInvalidRequestError';

const isStripeError = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** Expires a session at the provider; one that is not open any more is answered as it stands. */
async function expireAtProvider(stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session | null> {
  try {
    return await stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    if (!isStripeInvalidRequest(error)) throw error;
    // Not open (completed or expired meanwhile), or unknown to the provider.
    try {
      return await stripe.checkout.sessions.retrieve(sessionId);
    } catch (lookup) {
      if (isStripeError(lookup, 'resource_missing')) return null;
      throw lookup;
    }
  }
}

/** Why a new session must not be handed out: another one already took the money, or is taking it. */
export type Superseded = 'already_paid' | 'payment_processing';

/** The database refused to record a session: a departure of its orders is full (issue 19) or closed (issue 28). */
export class DepartureRefusedError extends Error {
  readonly code: DepartureRefusal['code'];
  constructor({ code, message }: DepartureRefusal) {
    super(message);
    this.code = code;
  }
}

/**
 * One payable session per order: records `session` (just opened, or reopened, for `orderIds`) and expires at
 * the provider every other open session that holds any of those orders. When one of them was paid or is being
 * paid meanwhile, its payment is confirmed, `session` itself is expired and the reason is answered: the caller
 * must not send the customer to it. When the database refuses the session because a departure is full or no
 * longer sold online, `session` is expired and DepartureRefusedError carries the database's message.
 */
export async function keepOnlyThisSession(
  stripe: Stripe,
  db: Db,
  session: Stripe.Checkout.Session,
  clientId: number,
  orderIds: number[],
): Promise<Superseded | null> {
  // A payment-mode session always has its total; only a setup-mode session has none, and the shop opens none.
  if (session.amount_total === null) throw new Error(`checkout session ${session.id} has no amount_total`);
  const { data, error } = await db.rpc('open_checkout_session', {
    p_session_id: session.id,
    p_id_cliente: clientId,
    p_order_ids: orderIds,
    p_amount_total: session.amount_total,
  });
  if (error) {
    const refused = departureRefusal(error);
    if (!refused) throw new Error(`open_checkout_session failed: ${error.message}`);
    // Not recorded, so it would hold no seats: the customer must not be able to pay it.
    await expireAtProvider(stripe, session.id);
    throw new DepartureRefusedError(refused);
  }
  let superseded: Superseded | null = null;
  for (const other of data) {
    const now = await expireAtProvider(stripe, other.session_id);
    if (!now || now.status === 'expired') {
      await markSession(db, other.session_id, 'expired', ['open']);
    } else if (now.payment_status === 'paid') {
      await confirmCardPayment(db, now);
      superseded = 'already_paid';
    } else if (now.status === 'complete') {
      // An asynchronous payment under way: it may still succeed.
      await markSession(db, other.session_id, 'processing', ['open']);
      superseded ??= 'payment_processing';
    } else {
      throw new Error(`Checkout Session ${other.session_id} is still ${now.status} after expiring it`);
    }
  }
  if (superseded) {
    await expireAtProvider(stripe, session.id);
    await markSession(db, session.id, 'expired', ['open']);
  }
  return superseded;
}
