import Stripe from 'stripe';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import {
  admin,
  backend,
  checkout,
  ordersById,
  postWebhook,
  signedEvent,
  stripe,
  withCardPaymentsBackend,
} from './card-payments-setup.ts';

// The Stripe webhook: signatures, replays, unpaid sessions and malformed events.
withCardPaymentsBackend();

describe('stripe-webhook', () => {
  const secret = () => localStripeKeys(backend.jwtSecret).webhookSecret;

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { order, sessionId } = await checkout();
    const session = {
      ...(await stripe.checkout.sessions.retrieve(sessionId)),
      payment_status: 'paid' as const,
    };
    const forged = await signedEvent(session, 'evt_forged_1', 'whsec_not_the_secret');
    expect(await postWebhook(forged.payload, forged.signature)).toMatchObject({
      status: 400,
      body: { code: 'invalid_signature' },
    });
    expect((await postWebhook(forged.payload, null)).status).toBe(400);
    const genuine = await signedEvent(session, 'evt_tampered_1', secret());
    const tampered = genuine.payload.replace(sessionId, `${sessionId}x`);
    expect((await postWebhook(tampered, genuine.signature)).status).toBe(400);
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('aguardando pagamento');
  });

  it('processes an event once: a replay changes nothing', async () => {
    const { order, sessionId } = await checkout();
    const session = {
      ...(await stripe.checkout.sessions.retrieve(sessionId)),
      payment_status: 'paid' as const,
    };
    const event = await signedEvent(session, `evt_replay_${sessionId}`, secret());
    expect(await postWebhook(event.payload, event.signature)).toMatchObject({
      status: 200,
      body: { duplicate: false, paid: [order.id] },
    });
    // 'Reserva confirmada', with the voucher, is sent before the webhook answers, not at the schedule's next run.
    const { data: paid } = await admin.from('pedido_site').select('voucher').eq('id', order.id).single();
    const sent = backend.ctx.mailbox
      .list()
      .filter(
        (mail) => mail.subject === 'Reserva confirmada' && mail.html.includes(`/voucher/${paid!.voucher}`),
      );
    expect(sent).toHaveLength(1);
    // The operator cancels the order afterwards; a replayed event must not flip it back.
    await admin.from('pedido_site').update({ status: 'cancelado' }).eq('id', order.id);
    const replay = await signedEvent(session, `evt_replay_${sessionId}`, secret());
    expect(await postWebhook(replay.payload, replay.signature)).toMatchObject({
      status: 200,
      body: { duplicate: true, paid: [] },
    });
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('cancelado');
    const { data: events } = await admin
      .from('stripe_webhook_events')
      .select('id')
      .eq('session_id', sessionId);
    expect(events).toHaveLength(1);
  });

  it('ignores an unpaid completed session and unrelated event types', async () => {
    const { order, sessionId } = await checkout();
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const unpaid = await signedEvent(session, `evt_unpaid_${sessionId}`, secret());
    expect(await postWebhook(unpaid.payload, unpaid.signature)).toMatchObject({
      status: 200,
      body: { paid: [] },
    });
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: secret() });
    expect(await postWebhook(payload, signature)).toMatchObject({
      status: 200,
      body: { ignored: 'customer.created' },
    });
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('aguardando pagamento');
  });
});

describe('stripe-webhook with a signed but malformed event', () => {
  const secret = () => localStripeKeys(backend.jwtSecret).webhookSecret;
  it.each([
    ['not JSON', 'this is not json', 'invalid_payload'],
    [
      'an event without data',
      JSON.stringify({ id: 'evt_x', object: 'event', type: 'checkout.session.completed' }),
      'invalid_event',
    ],
    [
      'a payment event without a session',
      JSON.stringify({
        id: 'evt_y',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: 42 } },
      }),
      'invalid_event',
    ],
    [
      'an event whose type is not text',
      JSON.stringify({ id: 'evt_z', object: 'event', type: 7, data: { object: {} } }),
      'invalid_event',
    ],
  ])('answers 400, not 500, to %s', async (_what, payload, code) => {
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: secret() });
    expect(await postWebhook(payload, signature)).toMatchObject({ status: 400, body: { code } });
  });
});
