import {
  orderMatchesLine,
  parseCardCheckoutRequest,
  priceCardCheckout,
} from '../../../src/domain/card-checkout.ts';
import { todayInSaoPaulo } from '../../../src/domain/calendar-days.ts';
import { ORDER_PENDING, PAYMENT_CARD, type PedidoSite } from '../../../src/domain/orders.ts';
import { readJsonBody } from '../_shared/body.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import type Stripe from 'stripe';
import { confirmCardPayment } from '../_shared/payments.ts';
import { orderIdsKey, stripeClient } from '../_shared/stripe.ts';
import { requestUser, serviceClient } from '../_shared/supabase.ts';

/** Where Stripe sends the customer back: SITE_URL, or the shop that made the request. */
function siteUrl(req: Request): string | null {
  const configured = getEnv('SITE_URL');
  const candidate = configured || req.headers.get('Origin') || '';
  try {
    const url = new URL(candidate);
    return ['http:', 'https:'].includes(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Spec call 18: `{amount, items, userEmail}` → `{sessionId, url}`. The caller must be signed in and own the
 * pending card orders named in `items`; every item is priced again from the catalogue and the Checkout
 * Session charges those prices, never the client's amount (a different amount is refused with 400).
 */
export const handler = guarded('create-checkout-session', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  const body = await readJsonBody(req, 32 * 1024);
  if (!body.ok) return body.response;

  const user = await requestUser(req);
  if (!user) return errorResponse(401, 'not_authenticated', 'Faça login para pagar.');

  const request = parseCardCheckoutRequest(body.value);
  if (!request.ok) return errorResponse(400, 'invalid_request', request.message);
  const priced = priceCardCheckout(request.value, todayInSaoPaulo(new Date()));
  if (!priced.ok) return errorResponse(400, 'amount_mismatch', priced.message);
  const { lines, totalCents } = priced.value;

  const db = serviceClient();
  const { data: client, error: clientError } = await db
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', user.id)
    .maybeSingle();
  if (clientError) throw new Error(clientError.message);
  if (!client)
    return errorResponse(403, 'client_not_found', 'Cliente não identificado. Faça login novamente.');

  const orderIds = lines.map((line) => line.item.orderId);
  const { data: rows, error: ordersError } = await db.from('pedido_site').select('*').in('id', orderIds);
  if (ordersError) throw new Error(ordersError.message);
  const orders = new Map((rows as PedidoSite[]).map((order) => [Number(order.id), order]));
  for (const line of lines) {
    const order = orders.get(line.item.orderId);
    if (!order || Number(order.id_cliente) !== Number(client.id_cliente)) {
      return errorResponse(404, 'order_not_found', `Pedido ${line.item.orderId} não encontrado.`);
    }
    if (order.status !== ORDER_PENDING || order.tipo_pagamento !== PAYMENT_CARD) {
      return errorResponse(
        409,
        'order_not_payable',
        `O pedido ${order.id} não está aguardando pagamento com cartão.`,
      );
    }
    if (!orderMatchesLine(order, line)) {
      return errorResponse(
        400,
        'order_mismatch',
        `O pedido ${order.id} não confere com o passeio escolhido.`,
      );
    }
  }

  const site = siteUrl(req);
  if (!site) return errorResponse(400, 'invalid_origin', 'Endereço da loja desconhecido.');
  const sortedIds = [...orderIds].sort((a, b) => a - b);
  const email = user.email ?? request.value.userEmail ?? undefined;
  const stripe = stripeClient();
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    line_items: lines.map((line) => ({
      quantity: line.item.quantity,
      price_data: {
        currency: 'brl',
        unit_amount: line.unitCents,
        product_data: {
          name: line.title,
          ...(line.item.date
            ? { description: `Data: ${line.item.date.split('-').reverse().join('/')}` }
            : {}),
        },
      },
    })),
    customer_email: email,
    client_reference_id: String(client.id_cliente),
    metadata: { [orderIdsKey]: sortedIds.join(','), id_cliente: String(client.id_cliente) },
    success_url: `${site}/pagamento-sucesso?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/carrinho`,
  };
  // The same orders and amount give the same session (a double click, a retried request, paying later from
  // My Purchases while that session is still open).
  const idempotencyKey = `checkout-${client.id_cliente}-${sortedIds.join('-')}-${totalCents}`;
  let session = await stripe.checkout.sessions.create(params, { idempotencyKey });
  if (session.status !== 'open' && session.payment_status === 'paid') {
    await confirmCardPayment(db, session);
    return errorResponse(409, 'already_paid', 'Este pagamento já foi concluído. Veja Minhas Compras.');
  }
  if (session.status !== 'open') {
    // That session expired: a new one for the same orders.
    session = await stripe.checkout.sessions.create(params, {
      idempotencyKey: `${idempotencyKey}-${Date.now()}`,
    });
  }
  if (!session.url) throw new Error('Checkout Session without a URL');

  // Spec call 13 is the client's; writing it here too keeps the orders traceable if the client's write fails.
  await db
    .from('pedido_site')
    .update({ stripe_session_id: session.id })
    .in('id', orderIds)
    .eq('status', ORDER_PENDING);

  return jsonResponse({ sessionId: session.id, url: session.url });
});
