import Stripe from 'stripe';
import { readPixPayload } from '../../../src/domain/br-code.ts';
import type { Clock } from '../../../supabase/local/clock.ts';
import {
  localStripeKeys,
  setLocalStripeClock,
  webhookDeliveries,
} from '../../../supabase/local/stripe/index.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { eventually } from '../../helpers/eventually.ts';

// The local Stripe provider's PIX PaymentIntents (issue 29), through the real stripe-node SDK: dynamic BR Codes,
// the test page's 'Pagar' and 'Expirar agora', expiry on the provider's (here fake) clock, cancel and refunds, and
// the signed events the shop's stripe-webhook function receives.

let backend: TestBackend;
let stripe: Stripe;
let nowMs = Date.now();
const timers: { at: number; fn: () => void; cancelled: boolean }[] = [];
const fakeClock: Clock = {
  now: () => new Date(nowMs),
  after(ms, fn) {
    const timer = { at: nowMs + ms, fn, cancelled: false };
    timers.push(timer);
    return { cancel: () => void (timer.cancelled = true) };
  },
};
/** Moves the provider's clock on, firing the timers that fall due (as time passing would). */
function advance(seconds: number) {
  nowMs += seconds * 1000;
  for (const timer of timers.splice(0)) {
    if (timer.cancelled) continue;
    if (timer.at <= nowMs) timer.fn();
    else timers.push(timer);
  }
}

beforeAll(async () => {
  backend = await startTestBackend();
  setLocalStripeClock(backend.ctx, fakeClock);
  stripe = new Stripe(localStripeKeys(backend.jwtSecret).secretKey, {
    host: 'localhost',
    port: backend.port,
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await backend?.close();
});

const pixParams = (amount: number, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) => ({
  amount,
  currency: 'brl',
  allowed_payment_method_types: ['pix'],
  confirm: true,
  payment_method_data: { type: 'pix' as const },
  metadata: { orders: '41,42' },
  description: 'Movie Tour: City Tour',
  ...extra,
});
const createPix = (amount: number, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  stripe.paymentIntents.create(pixParams(amount, extra));

const pageOf = (intent: Stripe.PaymentIntent) =>
  intent.next_action!.pix_display_qr_code!.hosted_instructions_url!;
const press = (intent: Stripe.PaymentIntent, action: 'pay' | 'expire') =>
  fetch(`${pageOf(intent)}/${action}`, { method: 'POST', redirect: 'manual' });

const deliveriesOf = (id: string, type: string) =>
  webhookDeliveries(backend.ctx).filter((d) => d.objectId === id && d.type === type);

/** The delivery of `type` about `id` that the shop's webhook accepted (HTTP 200), once there is one. */
const accepted = (id: string, type: string) =>
  eventually(() => {
    const delivery = deliveriesOf(id, type).find((d) => d.status === 200);
    expect(delivery, `a ${type} delivery about ${id} accepted with HTTP 200`).toBeDefined();
    return delivery!;
  });

/** The event the shop's webhook accepted (HTTP 200), checked against the webhook secret as the shop checks it. */
async function deliveredEvent(id: string, type: string) {
  const delivery = await accepted(id, type);
  return stripe.webhooks.constructEventAsync(
    delivery.payload,
    delivery.signature,
    localStripeKeys(backend.jwtSecret).webhookSecret,
  );
}

describe('creating a PIX PaymentIntent', () => {
  it('confirmed at once, it shows a dynamic BR Code for its amount, with a valid CRC, until its expiry', async () => {
    const intent = await createPix(22_550);
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 22_550,
      currency: 'brl',
      status: 'requires_action',
      payment_method_types: ['pix'],
      metadata: { orders: '41,42' },
      description: 'Movie Tour: City Tour',
      latest_charge: null,
      next_action: { type: 'pix_display_qr_code' },
    });
    const qr = intent.next_action!.pix_display_qr_code!;
    expect(readPixPayload(qr.data!)).toMatchObject({
      dynamic: true,
      key: null,
      amount: '225.50',
      name: 'Movie Tour',
      txid: '***',
      crcValid: true,
    });
    expect(qr.hosted_instructions_url).toBe(`${backend.url}/test-pix/${intent.id}`);
    // The location (26-25) is this charge's page on the provider, marked with the confirmation it belongs to.
    const location = readPixPayload(qr.data!).location!;
    expect(location).toMatch(new RegExp(`^localhost:${backend.port}/test-pix/${intent.id}\\?v=\\w{8}$`));
    expect((await fetch(`http://${location}`)).status).toBe(200);
    // Without an expiry option, 4 hours after confirmation (the API version stripe-node pins).
    expect(qr.expires_at).toBe(intent.created + 14_400);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toEqual(intent);
  });

  it.each([
    ['expires_after_seconds', { expires_after_seconds: 1800 }, 1800],
    ['expires_at', { expires_at: Math.floor(nowMs / 1000) + 600 }, 600],
  ])('honours payment_method_options[pix][%s]', async (_name, pix, seconds) => {
    const intent = await createPix(1000, { payment_method_options: { pix } });
    expect(intent.next_action!.pix_display_qr_code!.expires_at).toBe(Math.floor(nowMs / 1000) + seconds);
    expect(intent.payment_method_options!.pix).toMatchObject(pix);
  });

  it('without confirm it waits for a payment method; confirm shows the code', async () => {
    const intent = await stripe.paymentIntents.create({
      ...pixParams(5000),
      confirm: false,
      payment_method_data: undefined,
    });
    expect(intent).toMatchObject({ status: 'requires_payment_method', next_action: null });
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: { type: 'pix' },
    });
    expect(confirmed.status).toBe('requires_action');
    expect(readPixPayload(confirmed.next_action!.pix_display_qr_code!.data!).amount).toBe('50.00');
  });

  it.each([
    ['a currency other than brl', { currency: 'usd' }, 'currency', undefined],
    ['an amount under R$ 0,50', { amount: 49 }, 'amount', 'amount_too_small'],
    [
      'confirm without a payment method',
      { payment_method_data: undefined },
      'payment_method_data',
      'payment_intent_unexpected_state',
    ],
    [
      'an expiry under 60 seconds',
      { payment_method_options: { pix: { expires_after_seconds: 30 } } },
      'payment_method_options[pix][expires_after_seconds]',
      undefined,
    ],
    [
      'both expiry options',
      {
        payment_method_options: {
          pix: { expires_after_seconds: 600, expires_at: Math.floor(nowMs / 1000) + 600 },
        },
      },
      'payment_method_options[pix][expires_at]',
      undefined,
    ],
    [
      'payment_method_types, which the pinned API version no longer has',
      { payment_method_types: ['pix'] },
      'payment_method_types',
      undefined,
    ],
  ])("refuses %s with Stripe's 400", async (_name, change, param, code) => {
    const params = { ...pixParams(1000), ...change } as Stripe.PaymentIntentCreateParams;
    const error = await stripe.paymentIntents.create(params).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param, ...(code ? { code } : {}) });
  });

  it('an Idempotency-Key answers a replay with the first intent, and refuses other parameters', async () => {
    const first = await stripe.paymentIntents.create(pixParams(7000), { idempotencyKey: 'pix-key-1' });
    const replay = await stripe.paymentIntents.create(pixParams(7000), { idempotencyKey: 'pix-key-1' });
    expect(replay.id).toBe(first.id);
    expect(replay.next_action).toEqual(first.next_action);
    await expect(
      stripe.paymentIntents.create(pixParams(8000), { idempotencyKey: 'pix-key-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it("an unknown id is Stripe's 404", async () => {
    await expect(stripe.paymentIntents.retrieve('pi_local_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'intent',
      message: "No such payment_intent: 'pi_local_unknown'",
    });
    expect((await fetch(`${backend.url}/test-pix/pi_local_unknown`)).status).toBe(404);
  });
});

describe('the test page', () => {
  it("says it is a test, shows the code, and 'Pagar' pays: succeeded with its charge, and payment_intent.succeeded", async () => {
    const intent = await createPix(12_000);
    const page = await (await fetch(pageOf(intent))).text();
    expect(page).toContain('Ambiente de teste');
    expect(page).toContain('Nenhum dinheiro é movido');
    expect(page).toContain('R$&nbsp;120,00'.replace('&nbsp;', '\u00a0'));
    expect(page).toContain(intent.next_action!.pix_display_qr_code!.data);
    expect(page).toMatch(/<button[^>]*>Pagar<\/button>/);
    expect(page).toMatch(/<button[^>]*>Expirar agora<\/button>/);

    const paid = await press(intent, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(pageOf(intent));
    const after = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 12_000, next_action: null });
    expect(after.latest_charge).toMatchObject({
      object: 'charge',
      id: intent.id.replace(/^pi_/, 'ch_'),
      amount: 12_000,
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method_details: { type: 'pix' },
    });
    const event = await deliveredEvent(intent.id, 'payment_intent.succeeded');
    expect(event.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    await deliveredEvent((after.latest_charge as Stripe.Charge).id, 'charge.succeeded');
    expect(await (await fetch(pageOf(intent))).text()).toContain('Pagamento confirmado');

    // Paying twice changes nothing and sends nothing again.
    expect((await press(intent, 'pay')).status).toBe(410);
    expect(deliveriesOf(intent.id, 'payment_intent.succeeded')).toHaveLength(1);
  });

  it("'Expirar agora' expires the Pix as Stripe does (payment_failed); a new confirm gives a new code", async () => {
    const intent = await createPix(3000);
    expect((await press(intent, 'expire')).status).toBe(303);
    const expired = await stripe.paymentIntents.retrieve(intent.id);
    expect(expired).toMatchObject({
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: { code: 'payment_intent_payment_attempt_expired' },
    });
    const event = await deliveredEvent(intent.id, 'payment_intent.payment_failed');
    expect(event.data.object).toMatchObject({ status: 'requires_payment_method' });
    expect((await press(intent, 'pay')).status).toBe(410);
    expect(await (await fetch(pageOf(intent))).text()).toContain('PIX expirado');

    const again = await stripe.paymentIntents.confirm(intent.id, { payment_method_data: { type: 'pix' } });
    expect(again.status).toBe('requires_action');
    expect(again.next_action!.pix_display_qr_code!.data).not.toBe(
      intent.next_action!.pix_display_qr_code!.data,
    );
  });
});

describe("expiry on the provider's clock", () => {
  it('when expires_at passes, the intent expires by itself and its webhook goes out, with nobody asking', async () => {
    const intent = await createPix(4000, { payment_method_options: { pix: { expires_after_seconds: 60 } } });
    advance(59);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_action');
    advance(2);
    // Only the timer can have done it: the delivery log is read without a request to the provider.
    const event = await deliveredEvent(intent.id, 'payment_intent.payment_failed');
    expect(event.data.object).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('a request after expires_at sees it expired even before the timer runs', async () => {
    const intent = await createPix(4100, { payment_method_options: { pix: { expires_after_seconds: 120 } } });
    nowMs += 121_000; // the clock moves, no timer fires
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    await deliveredEvent(intent.id, 'payment_intent.payment_failed');
    advance(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(deliveriesOf(intent.id, 'payment_intent.payment_failed')).toHaveLength(1);
  });
});

describe('cancel', () => {
  it('an unpaid intent is canceled (payment_intent.canceled); a canceled or paid one cannot be', async () => {
    const intent = await createPix(2500);
    const canceled = await stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      next_action: null,
    });
    expect(canceled.canceled_at).toBe(Math.floor(nowMs / 1000));
    await deliveredEvent(intent.id, 'payment_intent.canceled');
    expect((await press(intent, 'pay')).status).toBe(410);
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    const paid = await createPix(2600);
    await press(paid, 'pay');
    await expect(stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    await expect(stripe.paymentIntents.cancel('pi_local_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('PIX refunds', () => {
  async function paidPix(amount: number) {
    const intent = await createPix(amount);
    expect((await press(intent, 'pay')).status).toBe(303);
    return intent;
  }

  it('partial, then all that remains: pending, then succeeded a moment later with charge.refunded', async () => {
    const intent = await paidPix(10_000);
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 3000 });
    expect(partial).toMatchObject({
      status: 'pending',
      amount: 3000,
      payment_intent: intent.id,
      charge: intent.id.replace(/^pi_/, 'ch_'),
      destination_details: { type: 'pix' },
    });
    await eventually(async () =>
      expect((await stripe.refunds.retrieve(partial.id)).status).toBe('succeeded'),
    );
    const refunded = await accepted(partial.charge as string, 'charge.refunded');
    expect(JSON.parse(refunded.payload).data.object).toMatchObject({
      amount_refunded: 3000,
      refunded: false,
    });

    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest).toMatchObject({ status: 'pending', amount: 7000 });
    await eventually(async () => expect((await stripe.refunds.retrieve(rest.id)).status).toBe('succeeded'));
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    const list = await stripe.refunds.list({ payment_intent: intent.id });
    expect(list.data.map((refund) => refund.amount)).toEqual([7000, 3000]);
  });

  it("more than the charge, or an unpaid intent, is refused with Stripe's errors", async () => {
    const intent = await paidPix(10_000);
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 15_000 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'amount',
      message: 'Refund amount (R$150.00) is greater than unrefunded amount on charge (R$100.00)',
    });
    const unpaid = await createPix(5000);
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_not_refundable',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_local_unknown' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
