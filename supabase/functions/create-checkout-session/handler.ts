import {
  cardChargeLines,
  type CardOrder,
  type ChargeLine,
  type CheckedItem,
  checkCardItems,
  orderMatchesItem,
  parseCardCheckoutRequest,
} from '../../../src/domain/card-checkout.ts';
import { todayInSaoPaulo } from '../../../src/domain/calendar-days.ts';
import { ORDER_PENDING, PAYMENT_CARD } from '../../../src/domain/orders.ts';
import { readJsonBody } from '../_shared/body.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import type Stripe from 'stripe';
import {
  confirmCardPayment,
  DepartureRefusedError,
  keepOnlyThisSession,
  sessionFailed,
} from '../_shared/payments.ts';
import { orderIdsKey, stripeClient } from '../_shared/stripe.ts';
import { callerClientId, requestUser, serviceClient } from '../_shared/supabase.ts';
import { giftCardSession } from './gift-card.ts';
import { parseGiftCardRequest } from '../_shared/gift-card-request.ts';

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

const paymentProcessing = () =>
  errorResponse(
    409,
    'payment_processing',
    'Há um pagamento em processamento para um destes passeios. Acompanhe em Minhas Compras.',
  );

type Db = ReturnType<typeof serviceClient>;

/**
 * The customer's id and their orders when every item names one of their pending card orders for that tour, day
 * and party; a refusal otherwise.
 */
async function checkOrders(
  db: Db,
  userId: string,
  items: CheckedItem[],
): Promise<{ clientId: number; orders: Map<number, CardOrder> } | Response> {
  const clientId = await callerClientId(db, userId);
  if (clientId instanceof Response) return clientId;

  const orderIds = items.map(({ item }) => item.orderId);
  const { data: rows, error: ordersError } = await db.from('pedido_site').select('*').in('id', orderIds);
  if (ordersError) throw new Error(ordersError.message);
  const orders = new Map(rows.map((order) => [order.id, order]));
  for (const checked of items) {
    const order = orders.get(checked.item.orderId);
    if (!order || order.id_cliente !== clientId) {
      return errorResponse(404, 'order_not_found', `Pedido ${checked.item.orderId} não encontrado.`);
    }
    if (order.status !== ORDER_PENDING || order.tipo_pagamento !== PAYMENT_CARD) {
      return errorResponse(
        409,
        'order_not_payable',
        `O pedido ${order.id} não está aguardando pagamento com cartão.`,
      );
    }
    if (!orderMatchesItem(order, checked)) {
      return errorResponse(
        400,
        'order_mismatch',
        `O pedido ${order.id} não confere com o passeio escolhido.`,
      );
    }
  }
  return { clientId, orders };
}

/**
 * The Checkout Session for these lines: one per order, what the database holds less the credit it took. An order
 * the credit paid entirely is in the metadata but has no line (Stripe would show a free line).
 */
function sessionParams(
  lines: ChargeLine[],
  clientId: number,
  sortedIds: number[],
  email: string | undefined,
  site: string,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    // Cards only, stated rather than left to the methods enabled in the Stripe Dashboard: a card is paid (or
    // refused) while the customer waits, so 'Pagamento Confirmado!' is true and the tour is settled before its
    // day, and a card payment is refunded by reversal as the cancellation policy says. Boleto settles days
    // later, after the session already says 'complete', and PIX has the shop's own flow with its own discount.
    // (The API version stripe-node 23 pins names this allowed_payment_method_types; payment_method_types was
    // removed.) Should an asynchronous method be allowed some day it is still safe: the webhook pays orders
    // only on payment_status 'paid' or checkout.session.async_payment_succeeded.
    allowed_payment_method_types: ['card'],
    line_items: lines
      .filter((line) => line.cents > 0)
      .map((line) => ({
        quantity: 1,
        price_data: {
          currency: 'brl',
          unit_amount: line.cents,
          product_data: {
            name: line.title,
            ...(line.description ? { description: line.description } : {}),
          },
        },
      })),
    customer_email: email,
    client_reference_id: String(clientId),
    metadata: { [orderIdsKey]: sortedIds.join(','), id_cliente: String(clientId) },
    success_url: `${site}/pagamento-sucesso?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/carrinho`,
  };
}

/**
 * An open session the customer can pay: the same orders and amount give the same session (a double click, a
 * retried request, paying later from My Purchases while it is still open); an expired one is replaced. A refusal
 * when the money was already taken or is being taken.
 */
async function openSession(
  stripe: Stripe,
  db: Db,
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
): Promise<Stripe.Checkout.Session | Response> {
  const created = await stripe.checkout.sessions.create(params, { idempotencyKey });
  // A replay answers the session as it was when first created (Stripe keeps that response for 24 h), and
  // stripe-node's fetch client does not expose the Idempotent-Replayed header reliably: what counts is where
  // the session stands now.
  const session = await stripe.checkout.sessions.retrieve(created.id);
  if (session.payment_status === 'paid') {
    await confirmCardPayment(db, session);
    return errorResponse(409, 'already_paid', 'Este pagamento já foi concluído. Veja Minhas Compras.');
  }
  // Completed without the money: an asynchronous payment under way, unless the shop heard it failed.
  if (session.status === 'complete' && !(await sessionFailed(db, session.id))) return paymentProcessing();
  if (session.status === 'open') return session;
  // That session expired (or its payment failed): a new one for the same orders.
  return stripe.checkout.sessions.create(params, { idempotencyKey: `${idempotencyKey}-${Date.now()}` });
}

/**
 * Spec call 18: `{amount, items, userEmail}` → `{sessionId, url}`. The caller must be signed in and own the
 * pending card orders named in `items`, each for the tour, day and party it names; the Checkout Session charges
 * each order what the database holds for it (after coupon) less the credit it took, never the client's amount (a
 * different amount is refused with 400). `{ giftCardId }` opens a gift card's session instead (gift-card.ts).
 */
export const handler = guarded('create-checkout-session', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  const body = await readJsonBody(req, 32 * 1024);
  if (!body.ok) return body.response;

  const user = await requestUser(req);
  if (!user) return errorResponse(401, 'not_authenticated', 'Faça login para pagar.');

  const giftCardId = parseGiftCardRequest(body.value);
  if (giftCardId) {
    const site = siteUrl(req);
    if (!site) return errorResponse(400, 'invalid_origin', 'Endereço da loja desconhecido.');
    return giftCardSession(
      stripeClient(),
      serviceClient(),
      user.id,
      user.email ?? undefined,
      site,
      giftCardId,
    );
  }

  const request = parseCardCheckoutRequest(body.value);
  if (!request.ok) return errorResponse(400, 'invalid_request', request.message);
  const checked = checkCardItems(request.value, todayInSaoPaulo(new Date()));
  if (!checked.ok) return errorResponse(400, 'amount_mismatch', checked.message);

  const db = serviceClient();
  const owned = await checkOrders(db, user.id, checked.value);
  if (owned instanceof Response) return owned;
  const { clientId, orders } = owned;
  const charge = cardChargeLines(request.value, checked.value, orders);
  if (!charge.ok) return errorResponse(400, 'amount_mismatch', charge.message);
  const { lines, totalCents } = charge.value;

  const site = siteUrl(req);
  if (!site) return errorResponse(400, 'invalid_origin', 'Endereço da loja desconhecido.');
  const orderIds = lines.map((line) => line.orderId);
  const sortedIds = [...orderIds].sort((a, b) => a - b);
  const email = user.email ?? request.value.userEmail ?? undefined;
  const stripe = stripeClient();
  const params = sessionParams(lines, clientId, sortedIds, email, site);
  const session = await openSession(
    stripe,
    db,
    params,
    `checkout-${clientId}-${sortedIds.join('-')}-${totalCents}`,
  );
  if (session instanceof Response) return session;
  if (!session.url) throw new Error('Checkout Session without a URL');

  // One payable session per order: every other open session holding any of these orders is expired. Recording
  // it is also when the database holds the orders' seats, or refuses for a departure already full.
  let superseded: Awaited<ReturnType<typeof keepOnlyThisSession>>;
  try {
    superseded = await keepOnlyThisSession(stripe, db, session, clientId, sortedIds);
  } catch (error) {
    if (error instanceof DepartureRefusedError) return errorResponse(409, error.code, error.message);
    throw error;
  }
  if (superseded === 'already_paid') {
    return errorResponse(
      409,
      'already_paid',
      'Um destes passeios acabou de ser pago em outra janela. Veja Minhas Compras.',
    );
  }
  if (superseded === 'payment_processing') return paymentProcessing();

  // Spec call 13 is the client's; writing it here too keeps the orders traceable if the client's write fails.
  await db
    .from('pedido_site')
    .update({ stripe_session_id: session.id })
    .in('id', orderIds)
    .eq('status', ORDER_PENDING);

  return jsonResponse({ sessionId: session.id, url: session.url });
});
