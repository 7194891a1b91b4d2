import {
  admin,
  amantikir,
  backend,
  checkout,
  cityTour,
  insertCardOrder,
  invoke,
  item,
  me,
  nextDay,
  ordersById,
  pay,
  siteUrl,
  stripe,
  withCardPaymentsBackend,
} from './card-payments-setup.ts';
import { weekdayFromToday } from '../../helpers/days.ts';
import { eventually } from '../../helpers/eventually.ts';

// Paying: the hosted test page, paying later from My Purchases, and verify-stripe-payment.
withCardPaymentsBackend();

describe('paying on the hosted test page', () => {
  it('marks paid exactly the orders of the session, through the signed webhook, and redirects to the success URL', async () => {
    const untouched = await insertCardOrder(me, amantikir, 300, weekdayFromToday('wednesday', 14));
    const { order, sessionId, url } = await checkout();
    const response = await pay(url);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${siteUrl}/pagamento-sucesso?session_id=${sessionId}`);

    const orders = await ordersById([order.id, untouched.id]);
    expect(orders.get(order.id)?.status).toBe('pago');
    expect(orders.get(untouched.id)?.status).toBe('aguardando pagamento');
    const { data: events } = await admin
      .from('stripe_webhook_events')
      .select('session_id')
      .eq('session_id', sessionId);
    expect(events).toHaveLength(1);

    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({ payment_status: 'paid', status: 'complete', url: null });
    const again = await fetch(url);
    expect(await again.text()).toContain('Pagamento já realizado');
  });

  it('Cancelar goes back to the cart and changes nothing', async () => {
    const { order, url } = await checkout();
    const response = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${siteUrl}/carrinho`);
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('aguardando pagamento');
  });
});

describe('paying later (from My Purchases)', () => {
  it('reopens the same open session for the same orders; once paid, answers 409 and confirms the orders', async () => {
    const date = nextDay();
    const order = await insertCardOrder(me, cityTour, 225, date);
    const body = { amount: 225, items: [item(order.id, cityTour, date)], userEmail: me.email };
    const first = await invoke(me.client, 'create-checkout-session', body);
    await fetch(`${first.body.url as string}/cancel`, { method: 'POST', redirect: 'manual' });
    const again = await invoke(me.client, 'create-checkout-session', body);
    expect(again.body.sessionId).toBe(first.body.sessionId);

    // Paid at the provider, but neither the webhook nor the success page reached the shop.
    await backend.ctx.exclusive(() =>
      backend.ctx.db.query(
        `update local_stripe.checkout_sessions
            set session = session || '{"payment_status": "paid", "status": "complete", "url": null}'::jsonb where id = $1`,
        [first.body.sessionId],
      ),
    );
    const paid = await invoke(me.client, 'create-checkout-session', body);
    expect(paid).toMatchObject({ status: 409, body: { code: 'already_paid' } });
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('pago');
  });
});

describe('verify-stripe-payment', () => {
  it('says false for an unpaid session and leaves its orders pending', async () => {
    const { order, sessionId } = await checkout();
    const answer = await invoke(me.client, 'verify-stripe-payment', { sessionId });
    expect(answer).toMatchObject({ status: 200, body: { success: false } });
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('aguardando pagamento');
  });

  it('confirms a paid session even when the webhook never arrived, and a second call changes nothing', async () => {
    const { order, sessionId } = await checkout();
    // Mark the session paid at the provider without delivering the webhook.
    await backend.ctx.exclusive(() =>
      backend.ctx.db.query(
        `update local_stripe.checkout_sessions
            set session = session || '{"payment_status": "paid", "status": "complete"}'::jsonb where id = $1`,
        [sessionId],
      ),
    );
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('aguardando pagamento');
    expect(await invoke(me.client, 'verify-stripe-payment', { sessionId })).toMatchObject({
      body: { success: true },
    });
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('pago');
    expect(await invoke(me.client, 'verify-stripe-payment', { sessionId })).toMatchObject({
      body: { success: true },
    });
  });

  it('says false, with the orders to refund, for a session paid after the customer cancelled its order, and refunds the card by itself', async () => {
    const { order, sessionId, url } = await checkout();
    const { error } = await me.client.from('pedido_site').update({ status: 'cancelado' }).eq('id', order.id);
    expect(error).toBeNull();
    expect((await pay(url)).status).toBe(303);
    expect(await invoke(me.client, 'verify-stripe-payment', { sessionId })).toMatchObject({
      status: 200,
      body: { success: false, status: 'complete', refundedOrders: 1 },
    });
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('cancelado');
    const { data: payments } = await admin
      .from('card_payments_to_refund')
      .select('order_id, reason')
      .eq('session_id', sessionId);
    expect(payments).toEqual([{ order_id: order.id, reason: 'cancelled' }]);

    // The result page promised 'será estornado no seu cartão': the money goes back to the card without anyone's
    // help, once, whichever of the webhook and the page asked first, and the payment is marked refunded.
    const refunded = await eventually(async () => {
      const { data, error: readError } = await admin
        .from('refunds')
        .select('metodo, valor, status, stripe_session_id, request_id, card_payments_to_refund(refunded_at)')
        .eq('stripe_session_id', sessionId);
      expect(readError).toBeNull();
      expect(data?.map((row) => row.status)).toEqual(['concluido']);
      return data;
    });
    expect(refunded).toMatchObject([
      {
        metodo: 'cartao',
        valor: 225,
        stripe_session_id: sessionId,
        request_id: null,
        card_payments_to_refund: { refunded_at: expect.any(String) },
      },
    ]);
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const atProvider = await stripe.refunds.list({ payment_intent: String(session.payment_intent) });
    expect(atProvider.data.map((refund) => refund.amount)).toEqual([225_00]);
    // Asked again: nothing more goes back.
    await invoke(me.client, 'verify-stripe-payment', { sessionId });
    expect((await stripe.refunds.list({ payment_intent: String(session.payment_intent) })).data).toHaveLength(
      1,
    );
    // And the customer is told, once: 'Reembolso efetuado' for the order the payment was for.
    const { data: mails, error: mailError } = await admin
      .from('email_outbox')
      .select('template, to_email, data')
      .eq('template', 'reembolso_efetuado')
      .eq('data->>referencia', `P${order.id}`);
    expect(mailError).toBeNull();
    expect(mails).toEqual([
      {
        template: 'reembolso_efetuado',
        to_email: me.email.toLowerCase(),
        data: expect.objectContaining({ reembolso: 225, metodo: 'cartao', passeio: 'City Tour Tradicional' }),
      },
    ]);
  });

  it('pays nothing for a session id the customer copied onto another order', async () => {
    const paid = await checkout();
    await pay(paid.url);
    const date = nextDay();
    const victim = await insertCardOrder(me, cityTour, 225, date);
    const { error } = await me.client
      .from('pedido_site')
      .update({ stripe_session_id: paid.sessionId })
      .eq('id', victim.id);
    expect(error).toBeNull();
    expect(await invoke(me.client, 'verify-stripe-payment', { sessionId: paid.sessionId })).toMatchObject({
      body: { success: true },
    });
    const orders = await ordersById([victim.id]);
    expect(orders.get(victim.id)).toMatchObject({
      status: 'aguardando pagamento',
      stripe_session_id: paid.sessionId,
    });
  });

  it('answers 400 for a malformed id and 404 for an unknown session', async () => {
    expect((await invoke(me.client, 'verify-stripe-payment', { sessionId: 'nope' })).status).toBe(400);
    expect((await invoke(me.client, 'verify-stripe-payment', {})).status).toBe(400);
    expect((await invoke(me.client, 'verify-stripe-payment', { sessionId: 'cs_test_unknown' })).status).toBe(
      404,
    );
  });
});
