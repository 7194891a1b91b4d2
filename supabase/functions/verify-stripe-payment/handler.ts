import { readJsonBody } from '../_shared/body.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { guarded } from '../_shared/guard.ts';
import { confirmCardPayment } from '../_shared/payments.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { serviceClient } from '../_shared/supabase.ts';

const sessionIdPattern = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Spec call 19: `{sessionId}` → `{success}`. Asks the provider about the session: only a paid session marks
 * its own orders (from its metadata) as paid, and asking again changes nothing.
 */
export const handler = guarded('verify-stripe-payment', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  const body = await readJsonBody(req, 4 * 1024);
  if (!body.ok) return body.response;
  const sessionId = (body.value as { sessionId?: unknown } | null)?.sessionId;
  if (typeof sessionId !== 'string' || !sessionIdPattern.test(sessionId)) {
    return errorResponse(400, 'invalid_session_id', 'Sessão de pagamento inválida.');
  }
  let session;
  try {
    session = await stripeClient().checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') {
      return errorResponse(404, 'session_not_found', 'Sessão de pagamento não encontrada.');
    }
    throw error;
  }
  if (session.payment_status !== 'paid') return jsonResponse({ success: false, status: session.status });
  await confirmCardPayment(serviceClient(), session);
  return jsonResponse({ success: true, status: session.status });
});
