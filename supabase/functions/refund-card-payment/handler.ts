import { createClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import type { Database } from '../../../src/types/database.ts';
import { readJsonBody } from '../_shared/body.ts';
import {
  cardRefundStatus,
  parseRefundRequest,
  paymentIntentOf,
  recordCardRefund,
  refundCents,
  refundFailureText,
  refundIdempotencyKey,
  refundIdKey,
} from '../_shared/card-refunds.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { publishableKey, requireEnv } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { bearerToken, requestUser, serviceClient } from '../_shared/supabase.ts';

type Claim = Database['public']['Functions']['admin_claim_card_refund']['Returns'][number];

/** A client that acts as the caller: their token goes with every call, so the database judges what they may do. */
function callerClient(token: string) {
  return createClient<Database>(requireEnv('SUPABASE_URL'), publishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** Asks Stripe to refund the claimed amount of the session's payment, under the refund's own idempotency key. */
async function refundAtStripe(stripe: Stripe, claim: Claim): Promise<Stripe.Refund> {
  const session = await stripe.checkout.sessions.retrieve(claim.stripe_session_id);
  const paymentIntent = paymentIntentOf(session);
  if (!paymentIntent) {
    throw new Error(`Checkout Session ${session.id} has no payment to refund (${session.payment_status})`);
  }
  return stripe.refunds.create(
    {
      payment_intent: paymentIntent,
      amount: refundCents(claim.valor),
      metadata: { [refundIdKey]: String(claim.id) },
    },
    { idempotencyKey: refundIdempotencyKey(claim.id, claim.tentativa) },
  );
}

const notConfirmed = (detail: string) =>
  jsonResponse(
    {
      code: 'refund_failed',
      message:
        'O Stripe não confirmou o reembolso. Ele ficou como "falhou" e pode ser pedido de novo: o mesmo reembolso nunca é feito duas vezes.',
      detail,
    },
    502,
  );

/**
 * The operator refunds a card payment: `{refund_id}` → `{status, stripe_refund_id}`. The database claims the refund
 * as the caller (admin_claim_card_refund checks is_admin, so a customer gets 403) and only once: pressed twice, or
 * already done, it answers the refund as it stands and asks Stripe nothing. Otherwise Stripe refunds the amount of
 * the row (not of the request) from the session's payment, with `refund-<id>` as idempotency key (`refund-<id>-<n>`
 * once Stripe has failed an earlier attempt), so a retry after a lost answer gets the same refund; its answer is recorded ('concluido', or 'processando' until charge.refunded).
 * When Stripe refuses or cannot be reached, the refund is recorded 'falhou' for the operator to retry, and 502.
 */
export const handler = guarded('refund-card-payment', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  const body = await readJsonBody(req, 4 * 1024);
  if (!body.ok) return body.response;

  const user = await requestUser(req);
  const token = bearerToken(req);
  if (!user || !token) return errorResponse(401, 'not_authenticated', 'Faça login como administrador.');

  const request = parseRefundRequest(body.value);
  if (!request.ok) return errorResponse(400, 'invalid_request', request.message);

  // Configuration first: a missing setting must not leave a refund claimed and never sent.
  const stripe = stripeClient();
  const db = serviceClient();
  const caller = callerClient(token);
  const { data: claims, error } = await caller.rpc('admin_claim_card_refund', {
    p_refund_id: request.refundId,
  });
  if (error?.code === '42501') {
    return errorResponse(403, 'forbidden', 'Apenas administradores podem reembolsar pagamentos.');
  }
  if (error?.code === '22023') {
    return errorResponse(404, 'refund_not_found', 'Reembolso no cartão não encontrado.');
  }
  if (error) throw new Error(`admin_claim_card_refund failed: ${error.message}`);
  const claim = claims[0];
  if (!claim) throw new Error('admin_claim_card_refund answered no row');

  if (!claim.send) {
    const { data: row, error: readError } = await caller
      .from('refunds')
      .select('status, stripe_refund_id')
      .eq('id', claim.id)
      .single();
    if (readError) throw new Error(`refunds read failed: ${readError.message}`);
    return jsonResponse({ status: row.status, stripe_refund_id: row.stripe_refund_id });
  }

  let refund: Stripe.Refund;
  try {
    refund = await refundAtStripe(stripe, claim);
  } catch (failure) {
    console.error('refund-card-payment:', failure);
    const detail = failure instanceof Error ? failure.message : String(failure);
    await recordCardRefund(db, claim.id, null, 'falhou', detail);
    return notConfirmed(detail);
  }
  const status = cardRefundStatus(refund.status);
  if (status === 'falhou') {
    const detail = refundFailureText(refund);
    await recordCardRefund(db, claim.id, refund.id, 'falhou', detail);
    return notConfirmed(detail);
  }
  await recordCardRefund(db, claim.id, refund.id, status);
  return jsonResponse({ status, stripe_refund_id: refund.id });
});
