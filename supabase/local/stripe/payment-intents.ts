import { createHash } from 'node:crypto';
import { decodeStripeForm, type FormValue } from './form.ts';
import { newPixIntent, confirmPixIntent, type PixIntent } from './pix-intent.ts';
import { checkPixMethodData, missingPaymentMethod, parsePixIntentParams } from './pix-params.ts';
import type { PixProvider } from './pix.ts';
import { idempotencyError, invalid, noSuch, stripeError, stripeJson } from './responses.ts';

const cancellationReasons = ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'] as const;
const cancelable = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

const noSuchIntent = (id: string) => noSuch('payment_intent', id, 'intent');

const unexpectedState = (action: string, intent: PixIntent, allowed: string[]) =>
  invalid(
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${action === 'cancel' ? 'canceled' : 'confirmed'}: ${allowed.join(', ')}.`,
    undefined,
    'payment_intent_unexpected_state',
  );

async function formOf(req: Request) {
  const raw = await req.text();
  const decoded = decodeStripeForm(raw);
  if (!decoded.ok) throw invalid(`Invalid parameter: ${decoded.key}`, decoded.key);
  return { raw, form: decoded.value };
}

const expands = (value: FormValue | undefined) =>
  (Array.isArray(value) ? value : []).includes('latest_charge');

/**
 * `/v1/payment_intents` for PIX: create (and confirm at once with `payment_method_data[type]=pix`), retrieve
 * (`expand[]=latest_charge`), confirm and cancel. A create with an Idempotency-Key is answered, on replay, with
 * the first response. Every request first expires what the provider's clock says has expired.
 */
export function createPaymentIntentHandler(pix: PixProvider) {
  const withCharge = async (intent: PixIntent, form: Record<string, FormValue>) =>
    expands(form.expand) && intent.latest_charge
      ? { ...intent, latest_charge: await pix.chargeOfIntent(intent.id) }
      : intent;

  const create = async (req: Request) => {
    const { raw, form } = await formOf(req);
    const key = req.headers.get('Idempotency-Key');
    const requestHash = createHash('sha256').update(raw).digest('hex');
    const params = parsePixIntentParams(form, pix.now());
    const fresh = newPixIntent(params, pix.now());
    const intent = params.confirm ? confirmPixIntent(fresh, pix.now(), pix.pageUrl(fresh.id)) : fresh;
    const created = await pix.store.create(intent, key ? { key, requestHash } : null);
    if (created.replayed) {
      if (created.requestHash !== requestHash) throw idempotencyError();
      // Stripe answers a replay with the first response, as it was then.
      return stripeJson(created.response, { 'Idempotent-Replayed': 'true' });
    }
    await pix.created(intent);
    return stripeJson(await withCharge(intent, form));
  };

  return async (req: Request, subpath: string): Promise<Response> => {
    await pix.sweep();
    if (subpath === '/payment_intents' && req.method === 'POST') return create(req);
    const match = /^\/payment_intents\/([A-Za-z0-9_]{1,255})(?:\/(confirm|cancel))?$/.exec(subpath);
    if (match && !match[2] && req.method === 'GET') {
      const intent = await pix.store.get(match[1]!);
      if (!intent) throw noSuchIntent(match[1]!);
      const query = decodeStripeForm(new URL(req.url).search.slice(1));
      return stripeJson(await withCharge(intent, query.ok ? query.value : {}));
    }
    if (match && match[2] && req.method === 'POST') {
      const id = match[1]!;
      const { form } = await formOf(req);
      if (match[2] === 'confirm') {
        const unknown = Object.keys(form).find(
          (param) => param !== 'payment_method_data' && param !== 'expand',
        );
        if (unknown) throw invalid(`Received unknown parameter: ${unknown}`, unknown);
        if (!checkPixMethodData(form.payment_method_data)) throw missingPaymentMethod();
        const result = await pix.confirm(id);
        if (!result) throw noSuchIntent(id);
        if (!result.moved) throw unexpectedState('confirm', result.intent, ['requires_payment_method']);
        return stripeJson(await withCharge(result.intent, form));
      }
      const unknown = Object.keys(form).find(
        (param) => param !== 'cancellation_reason' && param !== 'expand',
      );
      if (unknown) throw invalid(`Received unknown parameter: ${unknown}`, unknown);
      const reason = form.cancellation_reason ?? null;
      if (reason !== null && !cancellationReasons.includes(reason as (typeof cancellationReasons)[number])) {
        throw invalid(
          `Invalid cancellation_reason: must be one of ${cancellationReasons.join(', ')}`,
          'cancellation_reason',
        );
      }
      const result = await pix.cancel(id, reason as PixIntent['cancellation_reason']);
      if (!result) throw noSuchIntent(id);
      if (!result.moved) throw unexpectedState('cancel', result.intent, cancelable);
      return stripeJson(await withCharge(result.intent, form));
    }
    throw stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: /v1${subpath}).`,
    );
  };
}

export const isPaymentIntentPath = (subpath: string) =>
  subpath === '/payment_intents' || subpath.startsWith('/payment_intents/');
