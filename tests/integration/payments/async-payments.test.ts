import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import { signUpCustomer, type SignedInCustomer } from '../../helpers/customers.ts';
import {
  alone,
  atProvider,
  backend,
  cityTour,
  insertCardOrder,
  invoke,
  item,
  nextDay,
  ordersById,
  postWebhook,
  sessionStatuses,
  signedEvent,
  stripe,
  withCardPaymentsBackend,
} from './card-payments-setup.ts';

// Asynchronous payment methods: orders are paid only when the money arrives.
withCardPaymentsBackend();

describe('asynchronous payment methods pay only when the money arrives', () => {
  let payer: SignedInCustomer;
  const secret = () => localStripeKeys(backend.jwtSecret).webhookSecret;
  beforeAll(async () => {
    payer = await signUpCustomer(backend, 'Otávio Lima', '11988887777');
  });

  async function opened() {
    const date = nextDay();
    const order = await insertCardOrder(payer, cityTour, 90, date, alone);
    const body = { amount: 90, items: [item(order.id, cityTour, date, alone)], userEmail: payer.email };
    const answer = await invoke(payer.client, 'create-checkout-session', body);
    expect(answer.status).toBe(200);
    return { order, body, sessionId: answer.body.sessionId as string };
  }

  /** The customer finished the checkout with a method whose money arrives later (Boleto): Stripe says so. */
  async function completedUnpaid(sessionId: string) {
    await atProvider(sessionId, { status: 'complete', payment_status: 'unpaid', url: null });
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const event = await signedEvent(session, `evt_completed_${sessionId}`, secret());
    expect(await postWebhook(event.payload, event.signature)).toMatchObject({
      status: 200,
      body: { paid: [] },
    });
    return session;
  }

  it('the session offers cards, and only cards', async () => {
    const { sessionId } = await opened();
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session.allowed_payment_method_types).toEqual(['card']);
    expect(session.payment_method_types).toEqual(['card']);
  });

  it('completed but unpaid pays nothing and holds the orders; async_payment_succeeded pays them', async () => {
    const { order, body, sessionId } = await opened();
    await completedUnpaid(sessionId);
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('aguardando pagamento');
    expect(await sessionStatuses([sessionId])).toEqual({ [sessionId]: 'processing' });
    expect(await invoke(payer.client, 'verify-stripe-payment', { sessionId })).toMatchObject({
      body: { success: false },
    });
    // No second session for orders whose payment is under way, alone or with others.
    expect(await invoke(payer.client, 'create-checkout-session', body)).toMatchObject({
      status: 409,
      body: { code: 'payment_processing' },
    });

    await atProvider(sessionId, { payment_status: 'paid' });
    const paid = await stripe.checkout.sessions.retrieve(sessionId);
    const event = await signedEvent(
      paid,
      `evt_async_ok_${sessionId}`,
      secret(),
      'checkout.session.async_payment_succeeded',
    );
    expect(await postWebhook(event.payload, event.signature)).toMatchObject({
      status: 200,
      body: { paid: [order.id] },
    });
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('pago');
  });

  it('a wider session is refused too while a payment of one of its orders is under way', async () => {
    const { body, sessionId } = await opened();
    await completedUnpaid(sessionId);
    const date = nextDay();
    const another = await insertCardOrder(payer, cityTour, 90, date, alone);
    const wider = await invoke(payer.client, 'create-checkout-session', {
      amount: 180,
      items: [...body.items, item(another.id, cityTour, date, alone)],
      userEmail: payer.email,
    });
    expect(wider).toMatchObject({ status: 409, body: { code: 'payment_processing' } });
  });

  it('async_payment_failed leaves the orders awaiting payment, and the customer may pay again', async () => {
    const { order, body, sessionId } = await opened();
    const session = await completedUnpaid(sessionId);
    const failed = await signedEvent(
      session,
      `evt_async_failed_${sessionId}`,
      secret(),
      'checkout.session.async_payment_failed',
    );
    expect(await postWebhook(failed.payload, failed.signature)).toMatchObject({
      status: 200,
      body: { paid: [] },
    });
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('aguardando pagamento');
    expect(await sessionStatuses([sessionId])).toEqual({ [sessionId]: 'failed' });
    const again = await invoke(payer.client, 'create-checkout-session', body);
    expect(again.status).toBe(200);
    expect(again.body.sessionId).not.toBe(sessionId);
  });
});
