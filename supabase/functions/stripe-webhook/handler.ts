import Stripe from 'stripe';
import { errorResponse, jsonResponse } from '../_shared/cors.ts';
import { requireEnv } from '../_shared/env.ts';
import {
  failCardRefund,
  refundsOfCharge,
  refundUnbookedPayments,
  settleRefundsOfCharge,
} from '../_shared/card-refunds.ts';
import { guarded } from '../_shared/guard.ts';
import { sendQueuedEmailsNow } from '../_shared/outbox.ts';
import { confirmCardPayment, markSession } from '../_shared/payments.ts';
import { pixEventOfStripe, pixProvider, type PixEvent, type PixProvider } from '../_shared/pix-provider.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { serviceClient } from '../_shared/supabase.ts';

// Checkout Session events the shop follows. A session paid by an asynchronous method (Boleto, ...) completes
// with payment_status 'unpaid' and is paid only at async_payment_succeeded (or never: async_payment_failed).
const sessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
// Refund events: a refund updated (charge.refund.updated, and refund.updated on newer API versions) or failed.
const refundEvents = new Set(['charge.refund.updated', 'refund.updated', 'refund.failed']);
const maxBodyBytes = 256 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope every Stripe event has: a correctly signed body may still lack it. */
function isEvent(value: unknown): value is Stripe.Event {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.type === 'string' &&
    isRecord(value.data) &&
    isRecord(value.data.object)
  );
}

/** A Charge: its id, and its refunds when the event carries them (expanded, or an API version before 2022-11-15). */
function isCharge(value: unknown): value is Stripe.Charge {
  return (
    isRecord(value) &&
    value.object === 'charge' &&
    typeof value.id === 'string' &&
    (value.refunds === undefined ||
      value.refunds === null ||
      (isRecord(value.refunds) && Array.isArray(value.refunds.data) && value.refunds.data.every(isRefund)))
  );
}

function isRefund(value: unknown): value is Stripe.Refund {
  return (
    isRecord(value) &&
    value.object === 'refund' &&
    typeof value.id === 'string' &&
    (value.status === undefined || value.status === null || typeof value.status === 'string') &&
    (value.failure_reason === undefined ||
      value.failure_reason === null ||
      typeof value.failure_reason === 'string') &&
    (value.metadata === null || value.metadata === undefined || isRecord(value.metadata))
  );
}

function isCheckoutSession(value: unknown): value is Stripe.Checkout.Session {
  return (
    isRecord(value) &&
    value.object === 'checkout.session' &&
    typeof value.id === 'string' &&
    typeof value.payment_status === 'string' &&
    (value.metadata === null || value.metadata === undefined || isRecord(value.metadata))
  );
}

type Db = ReturnType<typeof serviceClient>;

/**
 * The charges confirm_pix_charge cancelled in the database because this paid charge paid their orders, cancelled at
 * the provider too while they could still be paid there. Asked on every delivery of the event: a retry after a
 * failure finds them again, and cancelling one twice changes nothing.
 */
async function cancelSupersededCharges(db: Db, provider: PixProvider, chargeId: string) {
  const { data: paid, error } = await db.from('pix_charges').select('order_ids').eq('id', chargeId).single();
  if (error) throw new Error(`pix_charges read failed: ${error.message}`);
  const { data: superseded, error: listError } = await db
    .from('pix_charges')
    .select('id')
    .eq('status', 'cancelado')
    .neq('id', chargeId)
    .overlaps('order_ids', paid.order_ids)
    .gt('expires_at', new Date().toISOString());
  if (listError) throw new Error(`pix_charges read failed: ${listError.message}`);
  for (const { id } of superseded) await provider.cancelCharge(id);
  return superseded.map(({ id }) => id);
}

/** A PIX charge paid, expired or cancelled (issue 29): once per charge, and once per event id. */
async function applyPixEvent(db: Db, pix: PixEvent) {
  const event = { p_event_id: pix.eventId, p_event_type: pix.type };
  if (pix.kind === 'paid') {
    const { data, error } = await db.rpc('confirm_pix_charge', { p_charge_id: pix.chargeId, ...event });
    if (error) throw new Error(`confirm_pix_charge failed: ${error.message}`);
    const [row] = data;
    const known = row?.known ?? false;
    const provider = pixProvider();
    return {
      known,
      changed: row?.changed ?? false,
      paid: (row?.paid_order_ids ?? []).map(Number),
      toRefund: (row?.refund_order_ids ?? []).map(Number),
      cancelled: known ? await cancelSupersededCharges(db, provider, pix.chargeId) : [],
      refunds: known
        ? await refundUnbookedPayments(stripeClient(), provider, db, pix.chargeId, 'stripe-webhook')
        : [],
    };
  }
  const { data, error } = await db.rpc('expire_pix_charge', {
    p_charge_id: pix.chargeId,
    p_status: pix.kind === 'expired' ? 'expirado' : 'cancelado',
    ...event,
  });
  if (error) throw new Error(`expire_pix_charge failed: ${error.message}`);
  const [row] = data;
  return { changed: row?.changed ?? false, lapsed: (row?.lapsed_order_ids ?? []).map(Number) };
}

/**
 * Stripe's webhook: only events signed with STRIPE_WEBHOOK_SECRET are read; a paid checkout session marks its
 * own orders paid, and an event processed before (Stripe retries) changes nothing. A completed session that is
 * not paid yet (an asynchronous method) pays nothing until checkout.session.async_payment_succeeded. A refunded
 * charge (charge.refunded) settles the shop's card refunds among its refunds, once; a refund Stripe fails later
 * (charge.refund.updated, refund.failed: a cancelled card) opens the shop's refund again for the operator. A PIX
 * PaymentIntent that succeeded confirms its charge (confirm_pix_charge); one that expired unpaid
 * (payment_intent.payment_failed with the expiry code) or was canceled ends it and lapses its orders
 * (expire_pix_charge); other PaymentIntent events are ignored. A paid charge also cancels at the provider the
 * charges it superseded, and sends back through the provider the money it received for orders it could not book;
 * a paid card session sends such money back to the card the same way. Deployed without JWT verification: the signature is
 * the authentication.
 */
export const handler = guarded(
  'stripe-webhook',
  async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    const signature = req.headers.get('Stripe-Signature');
    if (!signature) return errorResponse(400, 'missing_signature', 'Stripe-Signature header missing.');
    const payload = await req.text();
    if (payload.length > maxBodyBytes)
      return errorResponse(413, 'payload_too_large', 'Webhook body too large.');
    let event: Stripe.Event;
    try {
      event = await Stripe.webhooks.constructEventAsync(
        payload,
        signature,
        requireEnv('STRIPE_WEBHOOK_SECRET'),
        undefined,
        Stripe.createSubtleCryptoProvider(),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        return errorResponse(400, 'invalid_signature', 'Webhook signature verification failed.');
      }
      // Signed, but not JSON: a malformed request (400), not a failure of ours (500) for Stripe to retry.
      return errorResponse(400, 'invalid_payload', 'Webhook body is not a JSON event.');
    }
    if (!isEvent(event)) return errorResponse(400, 'invalid_event', 'Webhook body is not a Stripe event.');
    if (event.type.startsWith('payment_intent.')) {
      const pix = pixEventOfStripe(event);
      if (!pix) return jsonResponse({ received: true, ignored: event.type });
      const db = serviceClient();
      const applied = await applyPixEvent(db, pix);
      // 'Reserva confirmada' (or 'Pedido cancelado') while the customer still looks at the dialog.
      if (applied.changed) await sendQueuedEmailsNow(db, 'stripe-webhook');
      return jsonResponse({ received: true, ...applied });
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      if (!isCharge(charge))
        return errorResponse(400, 'invalid_event', 'charge.refunded does not carry a charge.');
      const stripe = stripeClient();
      const db = serviceClient();
      const settled = await settleRefundsOfCharge(stripe, db, await refundsOfCharge(stripe, charge));
      // 'Reembolso efetuado' now, not at the schedule's next run.
      if (settled > 0) await sendQueuedEmailsNow(db, 'stripe-webhook');
      return jsonResponse({ received: true, settled });
    }
    if (refundEvents.has(event.type)) {
      const refund = event.data.object;
      if (!isRefund(refund))
        return errorResponse(400, 'invalid_event', `${event.type} does not carry a refund.`);
      const db = serviceClient();
      // Failed or canceled: the shop's refund is open again. Pending or succeeded: settled as charge.refunded does.
      const failed = await failCardRefund(db, refund);
      const settled =
        refund.status === 'succeeded' ? await settleRefundsOfCharge(stripeClient(), db, [refund]) : 0;
      // 'Reembolso não concluído' or 'Reembolso efetuado' now.
      if (failed || settled > 0) await sendQueuedEmailsNow(db, 'stripe-webhook');
      return jsonResponse({ received: true, failed, settled });
    }
    if (!sessionEvents.has(event.type)) return jsonResponse({ received: true, ignored: event.type });
    const session = event.data.object;
    if (!isCheckoutSession(session))
      return errorResponse(400, 'invalid_event', `${event.type} does not carry a checkout session.`);
    const db = serviceClient();
    if (event.type === 'checkout.session.expired') {
      await markSession(db, session.id, 'expired', ['open']);
      return jsonResponse({ received: true, paid: [] });
    }
    if (event.type === 'checkout.session.async_payment_failed') {
      // The orders stay awaiting payment; the customer may pay them again.
      await markSession(db, session.id, 'failed', ['open', 'processing']);
      return jsonResponse({ received: true, paid: [] });
    }
    if (session.payment_status !== 'paid') {
      // Completed, money not arrived: not paid, and no longer expirable (a new session for its orders waits).
      if (event.type === 'checkout.session.completed') {
        await markSession(db, session.id, 'processing', ['open']);
      }
      return jsonResponse({ received: true, paid: [] });
    }
    const result = await confirmCardPayment(db, session, { id: event.id, type: event.type });
    // Money for orders the session could not book goes back to the card at once (asked on every delivery: a
    // retry finds what a failure left).
    const refunds = await refundUnbookedPayments(
      stripeClient(),
      pixProvider(),
      db,
      session.id,
      'stripe-webhook',
    );
    // 'Reserva confirmada' with the voucher's link while the customer reads 'Pagamento Confirmado!'.
    if (result.paidOrderIds.length > 0) await sendQueuedEmailsNow(db, 'stripe-webhook');
    return jsonResponse({ received: true, duplicate: result.duplicate, paid: result.paidOrderIds, refunds });
  },
  'anyone',
);
