import type { ApiHandler, BackendContext } from '../context.ts';
import type { Route } from '../server.ts';
import { createStripeApiHandler, withExpiry } from './api.ts';
import type { Clock } from '../clock.ts';
import { localStripeKeys } from './keys.ts';
import { renderCheckoutPage, renderClosedPage, renderNotFoundPage } from './page.ts';
import { createPaymentIntentHandler } from './payment-intents.ts';
import { createPixPageHandler } from './pix-page.ts';
import { createPixProvider, pixPagePrefix, type PixProvider } from './pix.ts';
import { chargeOf, type PaymentFinder } from './refunds.ts';
import { randomId } from './responses.ts';
import { testCardNamed } from './test-cards.ts';
import { createSessionStore, type Refund, type SessionStore } from './store.ts';
import { deliverWebhook } from './webhooks.ts';

export { localStripeKeys } from './keys.ts';
export { webhookDeliveries, type WebhookDelivery } from './webhooks.ts';

/** Where the Stripe API subset and the hosted test checkout pages live on the backend. */
export const stripeApiPrefix = '/v1';
export const stripeCheckoutPrefix = '/test-checkout';

const stores = new WeakMap<BackendContext, SessionStore>();
const storeOf = (ctx: BackendContext) => {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = createSessionStore(ctx)));
  return store;
};
const pixProviders = new WeakMap<BackendContext, PixProvider>();
const pixOf = (ctx: BackendContext) => {
  let pix = pixProviders.get(ctx);
  if (!pix) pixProviders.set(ctx, (pix = createPixProvider(ctx, storeOf(ctx))));
  return pix;
};

/** Runs this backend's PIX expiry on `clock` (tests: a fake clock that they move forward). */
export const setLocalStripeClock = (ctx: BackendContext, clock: Clock) => pixOf(ctx).setClock(clock);

/** A payment by its PaymentIntent: a paid Checkout Session's, or a PIX intent's. */
const paymentFinder =
  (ctx: BackendContext): PaymentFinder =>
  async (paymentIntent) =>
    (await storeOf(ctx).paymentByIntent(paymentIntent)) ??
    (await pixOf(ctx).store.paymentByIntent(paymentIntent));

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

function createCheckoutPageHandler(ctx: BackendContext, store: SessionStore): ApiHandler {
  return async (req, subpath) => {
    const match = /^\/([A-Za-z0-9_-]{1,200})(?:\/(pay|cancel))?$/.exec(subpath);
    if (!match) return html(renderNotFoundPage(), 404);
    const [, id, action] = match as unknown as [string, string, 'pay' | 'cancel' | undefined];
    const stored = await store.get(id);
    if (!stored) return html(renderNotFoundPage(), 404);
    const session = withExpiry(stored.session);
    if (!action) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return html(renderNotFoundPage(), 405);
      return html(
        session.status === 'open'
          ? renderCheckoutPage(session, stored.lineItems, `${ctx.apiUrl}${stripeCheckoutPrefix}`)
          : renderClosedPage(session),
      );
    }
    if (req.method !== 'POST') return html(renderNotFoundPage(), 405);
    if (action === 'cancel') return redirect(session.cancel_url);
    if (session.status === 'expired') return html(renderClosedPage(session), 410);
    // The page's form names its test card; a bare POST (the tests) pays with the default one.
    const card = testCardNamed(new URLSearchParams((await req.text()).slice(0, 1024)).get('cartao'));
    let completedNow = false;
    const paid = await store.update(
      id,
      (current) => {
        if (current.status !== 'open') return current;
        completedNow = true;
        return {
          ...current,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: randomId('pi_local'),
          customer_details: { email: current.customer_email },
          url: null,
        };
      },
      card.number,
    );
    if (!paid) return html(renderNotFoundPage(), 404);
    if (completedNow) {
      // Stripe sends the webhook independently of the redirect; the first attempt is awaited so the
      // shop usually knows before the customer lands on the success page.
      const delivery = deliverWebhook(ctx, paid, 'checkout.session.completed');
      await Promise.race([delivery, ctx.late.pause(3000)]);
    }
    return redirect(paid.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(paid.id)));
  };
}

/** How long a new refund stays pending before the provider settles it. */
const refundSettleDelayMs = 100;
/** How long after it succeeded a refund to a card that refunds fail on fails (a few days on Stripe). */
const refundFailDelayMs = 500;

/**
 * A refund created through the API settles a moment after its answer: pending becomes succeeded and
 * charge.refunded (the charge with its new amount_refunded) goes to the webhook, as Stripe sends it; a PIX refund
 * settles the same way. Paid with the
 * test card 4000 0000 0000 5126, the refund then fails ('expired_or_canceled_card'): its amount is back on the
 * charge and charge.refund.updated carries the failed refund, as Stripe does days later.
 */
function settleRefundLater(ctx: BackendContext, store: SessionStore, refund: Refund) {
  const fail = async () => {
    const failed = await store.updateRefund(refund.id, (current) =>
      current.status === 'succeeded'
        ? { ...current, status: 'failed', failure_reason: 'expired_or_canceled_card' }
        : current,
    );
    if (failed?.status === 'failed') {
      await deliverWebhook(ctx, failed, 'charge.refund.updated');
    }
  };
  const settle = async () => {
    await store.updateRefund(refund.id, (current) => {
      if (current.status !== 'pending') return current;
      const { pending_reason: _settled, ...rest } = current;
      return { ...rest, status: 'succeeded', balance_transaction: randomId('txn_local') };
    });
    const payment = await paymentFinder(ctx)(refund.payment_intent);
    if (!payment) return;
    const charge = chargeOf(payment, await store.refundsOf(refund.payment_intent));
    await deliverWebhook(ctx, charge, 'charge.refunded');
    if (payment.method.type === 'card' && testCardNamed(payment.method.card).refundFails) {
      ctx.late.after(refundFailDelayMs, fail);
    }
  };
  ctx.late.after(refundSettleDelayMs, settle);
}

/** The local Stripe-compatible test provider: mount these routes on the embedded backend. */
export function localStripeRoutes(): Route[] {
  return [
    {
      prefix: stripeApiPrefix,
      create: (ctx) =>
        createStripeApiHandler(
          storeOf(ctx),
          localStripeKeys(ctx.jwtSecret).secretKey,
          (id) => `${ctx.apiUrl}${stripeCheckoutPrefix}/${encodeURIComponent(id)}`,
          {
            onExpired: (session) => void deliverWebhook(ctx, session, 'checkout.session.expired'),
            onRefundCreated: (refund) => settleRefundLater(ctx, storeOf(ctx), refund),
          },
          { paymentIntents: createPaymentIntentHandler(pixOf(ctx)), findPayment: paymentFinder(ctx) },
        ),
    },
    { prefix: stripeCheckoutPrefix, create: (ctx) => createCheckoutPageHandler(ctx, storeOf(ctx)) },
    { prefix: pixPagePrefix, create: (ctx) => createPixPageHandler(pixOf(ctx)) },
  ];
}
