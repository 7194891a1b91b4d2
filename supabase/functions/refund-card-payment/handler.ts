import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/types/database.ts';
import { readJsonBody } from '../_shared/body.ts';
import { parseRefundRequest, sendClaimedRefund } from '../_shared/card-refunds.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { publishableKey, requireEnv } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import { pixProvider } from '../_shared/pix-provider.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { bearerToken, requestUser, serviceClient } from '../_shared/supabase.ts';

/** A client that acts as the caller: their token goes with every call, so the database judges what they may do. */
function callerClient(token: string) {
  return createClient<Database>(requireEnv('SUPABASE_URL'), publishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
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
 * The operator refunds a card payment, or a PIX payment a provider's charge received (issue 29): `{refund_id}` →
 * `{status, stripe_refund_id}`. The database claims the refund as the caller (admin_claim_card_refund checks
 * is_admin, so a customer gets 403) and only once: pressed twice, or already done, it answers the refund as it
 * stands and asks the provider nothing. Otherwise the provider refunds the amount of the row (not of the request)
 * from the session's payment or the PIX charge, with `refund-<id>` as idempotency key (`refund-<id>-<n>` once the
 * provider has failed an earlier attempt), so a retry after a lost answer gets the same refund; its answer is
 * recorded ('concluido', or 'processando' until charge.refunded). When the provider refuses or cannot be reached,
 * the refund is recorded 'falhou' for the operator to retry, and 502.
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
  const pix = pixProvider();
  const db = serviceClient();
  const caller = callerClient(token);
  const { data: claims, error } = await caller.rpc('admin_claim_card_refund', {
    p_refund_id: request.refundId,
  });
  if (error?.code === '42501') {
    return errorResponse(403, 'forbidden', 'Apenas administradores podem reembolsar pagamentos.');
  }
  if (error?.code === '22023') {
    return errorResponse(404, 'refund_not_found', 'Reembolso pelo provedor não encontrado.');
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

  const sent = await sendClaimedRefund(stripe, pix, db, claim, 'refund-card-payment');
  if (!sent.ok) return notConfirmed(sent.detail);
  return jsonResponse({ status: sent.status, stripe_refund_id: sent.providerRefundId });
});
