import { createHash } from 'node:crypto';
import type { ApiHandler } from '../context.ts';
import { decodeMetadata, decodeStripeForm, isRecord, positiveInt, type FormValue } from './form.ts';
import { isPaymentIntentPath } from './payment-intents.ts';
import { createRefundHandler, type PaymentFinder } from './refunds.ts';
import { idempotencyError, invalid, noSuch, randomId, stripeError, stripeJson } from './responses.ts';
import type { CheckoutSession, LineItem, Refund, SessionStore } from './store.ts';

/** Sessions stay payable for 24 hours, as on Stripe. */
const sessionLifetimeSeconds = 24 * 60 * 60;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value.replace('{CHECKOUT_SESSION_ID}', 'x')).protocol);
  } catch {
    return false;
  }
};

type SessionParams = {
  lineItems: LineItem[];
  paymentMethodTypes: string[];
  currency: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
};

/** The subset of `POST /v1/checkout/sessions` the shop uses, checked the way Stripe checks it. */
function parseSessionParams(form: Record<string, FormValue>): SessionParams {
  if (form.mode !== 'payment')
    throw invalid('Only mode=payment is supported by the local test provider.', 'mode');
  const { success_url: successUrl, cancel_url: cancelUrl } = form;
  if (typeof successUrl !== 'string' || !isHttpUrl(successUrl))
    throw invalid('Not a valid URL', 'success_url');
  if (typeof cancelUrl !== 'string' || !isHttpUrl(cancelUrl)) throw invalid('Not a valid URL', 'cancel_url');
  const rawItems = form.line_items;
  if (!Array.isArray(rawItems) || rawItems.length === 0 || rawItems.length > 100) {
    throw invalid('line_items must contain between 1 and 100 items.', 'line_items');
  }
  const lineItems: LineItem[] = [];
  let currency: string | null = null;
  for (const [index, raw] of rawItems.entries()) {
    const param = `line_items[${index}]`;
    const priceData = isRecord(raw) ? raw.price_data : undefined;
    const product = isRecord(priceData) ? priceData.product_data : undefined;
    if (!isRecord(raw) || !isRecord(priceData) || !isRecord(product)) {
      throw invalid('Each line item needs price_data with product_data.', param);
    }
    const itemCurrency = typeof priceData.currency === 'string' ? priceData.currency.toLowerCase() : '';
    if (!/^[a-z]{3}$/.test(itemCurrency))
      throw invalid('Invalid currency.', `${param}[price_data][currency]`);
    if (currency && currency !== itemCurrency)
      throw invalid('All line items must use the same currency.', param);
    currency = itemCurrency;
    const unitAmount = positiveInt(priceData.unit_amount, 99_999_999);
    if (unitAmount === null)
      throw invalid('Invalid integer: unit_amount.', `${param}[price_data][unit_amount]`);
    const quantity = positiveInt(raw.quantity, 999_999);
    if (quantity === null) throw invalid('Invalid integer: quantity.', `${param}[quantity]`);
    const name = product.name;
    if (typeof name !== 'string' || name.trim() === '' || name.length > 250) {
      throw invalid('A product name is required.', `${param}[price_data][product_data][name]`);
    }
    lineItems.push({ name, unitAmount, quantity });
  }
  const metadata = decodeMetadata(form.metadata);
  if (!metadata.ok) throw invalid(metadata.message, metadata.param);
  // The API version the SDK pins (2026-09-30 on) replaced payment_method_types with allowed_payment_method_types,
  // a filter on the methods the account enables; the methods a BRL session may offer here are these.
  if (form.payment_method_types !== undefined) {
    throw invalid('Received unknown parameter: payment_method_types', 'payment_method_types');
  }
  const methods = form.allowed_payment_method_types ?? ['card'];
  if (
    !Array.isArray(methods) ||
    methods.length === 0 ||
    !methods.every((method) => typeof method === 'string' && ['card', 'boleto', 'pix'].includes(method))
  ) {
    throw invalid('Invalid allowed_payment_method_types.', 'allowed_payment_method_types');
  }
  const email = form.customer_email;
  if (email !== undefined && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email))) {
    throw invalid('Invalid email address.', 'customer_email');
  }
  const reference = form.client_reference_id;
  if (reference !== undefined && (typeof reference !== 'string' || reference.length > 200)) {
    throw invalid('Invalid client_reference_id.', 'client_reference_id');
  }
  return {
    lineItems,
    paymentMethodTypes: methods as string[],
    currency: currency!,
    successUrl,
    cancelUrl,
    customerEmail: typeof email === 'string' ? email : null,
    clientReferenceId: typeof reference === 'string' ? reference : null,
    metadata: metadata.value,
  };
}

function newSession(params: SessionParams, pageUrl: (id: string) => string): CheckoutSession {
  const id = randomId('cs_test');
  const now = Math.floor(Date.now() / 1000);
  const total = params.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: params.cancelUrl,
    success_url: params.successUrl,
    client_reference_id: params.clientReferenceId,
    created: now,
    currency: params.currency,
    customer_email: params.customerEmail,
    customer_details: null,
    expires_at: now + sessionLifetimeSeconds,
    livemode: false,
    metadata: params.metadata,
    mode: 'payment',
    payment_intent: null,
    allowed_payment_method_types: params.paymentMethodTypes,
    payment_method_types: params.paymentMethodTypes,
    payment_status: 'unpaid',
    status: 'open',
    url: pageUrl(id),
  };
}

/** An open session past its expiry reads as expired, as Stripe's do. */
export const withExpiry = (session: CheckoutSession): CheckoutSession =>
  session.status === 'open' && Date.now() / 1000 > session.expires_at
    ? { ...session, status: 'expired', url: null }
    : session;

const noSuchSession = (id: string) => noSuch('checkout.session', id, 'session');

/** What the provider tells the rest of the backend, to send the events Stripe would send. */
export type ProviderEvents = {
  /** A session expired through the API (Stripe then sends checkout.session.expired). */
  onExpired?: (session: CheckoutSession) => void;
  /** A refund was created (Stripe then sends charge.refunded). */
  onRefundCreated?: (refund: Refund) => void;
};

/** The rest of the API: PIX PaymentIntents, and where refunds find the payments they name. */
export type MoreRoutes = { paymentIntents?: ApiHandler; findPayment?: PaymentFinder };

/**
 * `/v1`: Checkout Sessions create, retrieve and expire, Refunds create, retrieve and list, and the PaymentIntents
 * of `more`, authenticated with the local secret key. `events` hears of what Stripe would send a webhook event for.
 */
export function createStripeApiHandler(
  store: SessionStore,
  secretKey: string,
  pageUrl: (id: string) => string,
  events: ProviderEvents = {},
  more: MoreRoutes = {},
): ApiHandler {
  const refunds = createRefundHandler(
    store,
    more.findPayment ?? store.paymentByIntent,
    events.onRefundCreated ?? (() => undefined),
  );
  return async (req, subpath, meta) => {
    const auth = req.headers.get('Authorization') ?? '';
    if (auth !== `Bearer ${secretKey}`) {
      throw stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (subpath === '/refunds' || subpath.startsWith('/refunds/')) return refunds(req, subpath);
    if (more.paymentIntents && isPaymentIntentPath(subpath)) return more.paymentIntents(req, subpath, meta);
    if (subpath === '/checkout/sessions' && req.method === 'POST') {
      const raw = await req.text();
      const decoded = decodeStripeForm(raw);
      if (!decoded.ok) throw invalid(`Invalid parameter: ${decoded.key}`, decoded.key);
      const key = req.headers.get('Idempotency-Key');
      const requestHash = createHash('sha256').update(raw).digest('hex');
      if (key) {
        const earlier = await store.byIdempotencyKey(key);
        if (earlier) {
          if (earlier.requestHash !== requestHash) throw idempotencyError();
          // Stripe answers a replay with the first response, as it was then: not the session's state now.
          return stripeJson(earlier.response, { 'Idempotent-Replayed': 'true' });
        }
      }
      const params = parseSessionParams(decoded.value);
      const session = newSession(params, pageUrl);
      await store.insert({ session, lineItems: params.lineItems }, key ? { key, requestHash } : null);
      return stripeJson(session);
    }
    const expire = /^\/checkout\/sessions\/([A-Za-z0-9_-]{1,200})\/expire$/.exec(subpath);
    if (expire && req.method === 'POST') {
      let expiredNow = false;
      const after = await store.update(expire[1]!, (current) => {
        const now = withExpiry(current);
        if (now.status !== 'open') return now;
        expiredNow = true;
        return { ...now, status: 'expired', url: null };
      });
      if (!after) throw noSuchSession(expire[1]!);
      if (!expiredNow) {
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${after.status}\`.`,
        );
      }
      events.onExpired?.(after);
      return stripeJson(after);
    }
    const match = /^\/checkout\/sessions\/([A-Za-z0-9_-]{1,200})$/.exec(subpath);
    if (match && req.method === 'GET') {
      const stored = await store.get(match[1]!);
      if (!stored) throw noSuchSession(match[1]!);
      return stripeJson(withExpiry(stored.session));
    }
    throw stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: /v1${subpath}).`,
    );
  };
}
