import { readJsonBody } from '../_shared/body.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { guarded } from '../_shared/guard.ts';
import { refundUnbookedPayments } from '../_shared/card-refunds.ts';
import { confirmCardPayment } from '../_shared/payments.ts';
import { pixProvider } from '../_shared/pix-provider.ts';
import { orderIdsOf, stripeClient } from '../_shared/stripe.ts';
import { ORDER_PAID } from '../../../src/domain/orders.ts';
import { serviceClient } from '../_shared/supabase.ts';

const sessionIdPattern = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Spec call 19: `{sessionId}` → `{success}`. Asks the provider about the session: only a paid session marks
 * its own orders (from its metadata) as paid, and asking again changes nothing. `success` says that the payment
 * booked something: a session paid after the customer cancelled its orders books nothing (the database records its
 * money for a refund), and `refundedOrders` counts the session's orders that it did not pay.
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
  const db = serviceClient();
  const stripe = stripeClient();
  await confirmCardPayment(db, session);
  // Money for orders the session could not book goes back to the card now, as the page will say. A refund the
  // provider could not be asked for is the webhook's to send again: the customer's answer does not wait for it.
  await refundUnbookedPayments(stripe, pixProvider(), db, session.id, 'verify-stripe-payment').catch(
    (error: unknown) => console.error('verify-stripe-payment:', error),
  );
  const orderIds = orderIdsOf(session);
  if (orderIds.length === 0) return jsonResponse({ success: true, status: session.status });
  const { data: orders, error } = await db.from('pedido_site').select('id, status').in('id', orderIds);
  if (error) throw new Error(`pedido_site read failed: ${error.message}`);
  const paid = orders.filter((order) => order.status === ORDER_PAID).length;
  const refundedOrders = orderIds.length - paid;
  return jsonResponse({
    success: paid > 0,
    status: session.status,
    ...(refundedOrders > 0 ? { refundedOrders } : {}),
  });
});
