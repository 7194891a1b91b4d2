import Stripe from 'stripe';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import { backend, pay, siteUrl, stripe, withCardPaymentsBackend } from './card-payments-setup.ts';

// The local Stripe test provider answers as Stripe does.
withCardPaymentsBackend();

describe('the local Stripe API', () => {
  it('refuses a wrong key and an idempotency key reused with other parameters', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: 'localhost',
      port: backend.port,
      protocol: 'http',
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 0,
    });
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ statusCode: 401 });
    const params = (amount: number): Stripe.Checkout.SessionCreateParams => ({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'brl', unit_amount: amount, product_data: { name: 'X' } } },
      ],
      success_url: `${siteUrl}/ok`,
      cancel_url: `${siteUrl}/carrinho`,
    });
    await stripe.checkout.sessions.create(params(100), { idempotencyKey: 'key-reused' });
    await expect(
      stripe.checkout.sessions.create(params(200), { idempotencyKey: 'key-reused' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    await expect(stripe.checkout.sessions.create({ ...params(100), line_items: [] })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('the local provider expires sessions as Stripe does', () => {
  const params = (name: string): Stripe.Checkout.SessionCreateParams => ({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'brl', unit_amount: 100, product_data: { name } } }],
    success_url: `${siteUrl}/ok`,
    cancel_url: `${siteUrl}/carrinho`,
  });

  it('an open session expires (no URL, its page closed); a session that is not open cannot; an unknown one is 404', async () => {
    const session = await stripe.checkout.sessions.create(params('Expira'));
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired', url: null });
    expect((await fetch(session.url!)).status).toBe(200);
    expect((await pay(session.url!)).status).toBe(410);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      message:
        'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    });
    await expect(stripe.checkout.sessions.expire('cs_test_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('a replayed create answers the first response, not the session as it stands now', async () => {
    const first = await stripe.checkout.sessions.create(params('Replay'), { idempotencyKey: 'replay-key' });
    await stripe.checkout.sessions.expire(first.id);
    const replay = await stripe.checkout.sessions.create(params('Replay'), { idempotencyKey: 'replay-key' });
    expect(replay).toMatchObject({ id: first.id, status: 'open', url: first.url });
    expect((await stripe.checkout.sessions.retrieve(first.id)).status).toBe('expired');
  });

  it('refuses payment_method_types, which the API version the SDK pins no longer has', async () => {
    const response = await fetch(`${backend.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStripeKeys(backend.jwtSecret).secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'brl',
        'line_items[0][price_data][unit_amount]': '100',
        'line_items[0][price_data][product_data][name]': 'X',
        'payment_method_types[0]': 'card',
        success_url: `${siteUrl}/ok`,
        cancel_url: `${siteUrl}/carrinho`,
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message: 'Received unknown parameter: payment_method_types',
        param: 'payment_method_types',
      },
    });
  });
});
