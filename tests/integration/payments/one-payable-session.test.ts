import { signUpCustomer, type SignedInCustomer } from '../../helpers/customers.ts';
import {
  admin,
  alone,
  atProvider,
  backend,
  cityTour,
  insertCardOrder,
  invoke,
  item,
  nextDay,
  ordersById,
  pay,
  refundsOf,
  sessionStatuses,
  siteUrl,
  stripe,
  withCardPaymentsBackend,
} from './card-payments-setup.ts';

// One payable Checkout Session per order: an order is never paid twice.
withCardPaymentsBackend();

describe('one payable Checkout Session per order, so R$ 180 of tours is never paid twice', () => {
  let payer: SignedInCustomer;
  beforeAll(async () => {
    payer = await signUpCustomer(backend, 'Rita Prado', '11977776666');
  });

  /** A pending City Tour card order for one adult (R$ 90) on a day of its own. */
  async function order() {
    const date = nextDay();
    return { id: (await insertCardOrder(payer, cityTour, 90, date, alone)).id, date };
  }

  const open = (orders: { id: number; date: string }[]) =>
    invoke(payer.client, 'create-checkout-session', {
      amount: 90 * orders.length,
      items: orders.map((o) => item(o.id, cityTour, o.date, alone)),
      userEmail: payer.email,
    });

  it('opening a session that holds an order expires the older session holding it: only one can be paid', async () => {
    const a = await order();
    const b = await order();
    const both = await open([a, b]);
    const justA = await open([a]);
    expect([both.status, justA.status]).toEqual([200, 200]);
    const bothId = both.body.sessionId as string;
    const justAId = justA.body.sessionId as string;
    expect(justAId).not.toBe(bothId);

    expect(await stripe.checkout.sessions.retrieve(bothId)).toMatchObject({ status: 'expired', url: null });
    expect((await pay(both.body.url as string)).status).toBe(410);
    expect((await pay(justA.body.url as string)).status).toBe(303);
    const orders = await ordersById([a.id, b.id]);
    expect(orders.get(a.id)?.status).toBe('pago');
    expect(orders.get(b.id)?.status).toBe('aguardando pagamento');
    expect(await sessionStatuses([bothId, justAId])).toEqual({ [bothId]: 'expired', [justAId]: 'paid' });
  });

  it('sessions for other orders stay open', async () => {
    const first = await open([await order()]);
    const second = await open([await order()]);
    expect(await stripe.checkout.sessions.retrieve(first.body.sessionId as string)).toMatchObject({
      status: 'open',
    });
    expect(await sessionStatuses([first.body.sessionId as string, second.body.sessionId as string])).toEqual({
      [first.body.sessionId as string]: 'open',
      [second.body.sessionId as string]: 'open',
    });
  });

  it('when the older session was paid meanwhile, the new one is not handed out: 409, and that payment confirmed', async () => {
    const a = await order();
    const b = await order();
    const older = await open([a]);
    // Paid at the provider; the webhook has not reached the shop yet.
    await atProvider(older.body.sessionId as string, {
      status: 'complete',
      payment_status: 'paid',
      url: null,
    });
    const wider = await open([a, b]);
    expect(wider).toMatchObject({ status: 409, body: { code: 'already_paid' } });
    const orders = await ordersById([a.id, b.id]);
    expect(orders.get(a.id)?.status).toBe('pago');
    expect(orders.get(b.id)?.status).toBe('aguardando pagamento');
    // The session opened for the wider set was expired before anyone could pay it.
    const { data } = await admin
      .from('stripe_checkout_sessions')
      .select('id, status')
      .contains('order_ids', [b.id]);
    expect(data).toEqual([{ id: expect.stringMatching(/^cs_test_/), status: 'expired' }]);
    const newer = (data as { id: string }[])[0]!.id;
    expect((await stripe.checkout.sessions.retrieve(newer)).status).toBe('expired');
  });

  it('a payment that still arrives for an order already paid is recorded for a refund, not absorbed', async () => {
    const a = await order();
    const first = await open([a]);
    await pay(first.body.url as string);
    // A second session holding the same order, paid too (a session opened before this change, or by hand).
    const stale = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'brl', unit_amount: 9000, product_data: { name: 'City Tour' } },
        },
      ],
      metadata: { order_ids: String(a.id) },
      success_url: `${siteUrl}/pagamento-sucesso?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/carrinho`,
    });
    // Paid at the provider as any session is: its webhook records the payment and sends it back to the card.
    expect((await pay(stale.url!)).status).toBe(303);
    // verify-stripe-payment reporting the same payment records nothing more.
    expect(await invoke(payer.client, 'verify-stripe-payment', { sessionId: stale.id })).toMatchObject({
      body: { success: true },
    });
    expect(await refundsOf(stale.id)).toEqual([{ order_id: a.id, reason: 'already_paid', valor: 90 }]);
    expect(await refundsOf(first.body.sessionId as string)).toEqual([]);
    expect((await ordersById([a.id])).get(a.id)).toMatchObject({
      status: 'pago',
      stripe_session_id: first.body.sessionId,
    });
  });

  it('a payment for an order the customer cancelled meanwhile is recorded for a refund', async () => {
    const a = await order();
    const session = await open([a]);
    const cancelled = await payer.client
      .from('pedido_site')
      .update({ status: 'cancelado' })
      .eq('id', a.id)
      .select('status');
    expect(cancelled).toMatchObject({ data: [{ status: 'cancelado' }], error: null });
    expect((await pay(session.body.url as string)).status).toBe(303);
    expect((await ordersById([a.id])).get(a.id)?.status).toBe('cancelado');
    expect(await refundsOf(session.body.sessionId as string)).toEqual([
      { order_id: a.id, reason: 'cancelled', valor: 90 },
    ]);
  });
});
