import {
  admin,
  amantikir,
  backend,
  cityTour,
  insertCardOrder,
  invoke,
  item,
  me,
  monday,
  nextDay,
  ordersById,
  other,
  siteUrl,
  stripe,
  withCardPaymentsBackend,
} from './card-payments-setup.ts';
import { weekdayFromToday } from '../../helpers/days.ts';

// Opening a card checkout: create-checkout-session charges each order the database's value less its credit
// (issue 31) and refuses what it must.
withCardPaymentsBackend();

describe('create-checkout-session', () => {
  it('creates a BRL Checkout Session charging the orders’ values, with the order ids and return URLs', async () => {
    const first = await insertCardOrder(me, cityTour, 225, monday);
    const second = await insertCardOrder(me, amantikir, 120, monday, {
      adults: 1,
      children: 0,
      babies: 1,
      pets: 1,
    });
    const answer = await invoke(me.client, 'create-checkout-session', {
      amount: 345,
      items: [
        item(first.id, cityTour, monday),
        item(second.id, amantikir, monday, { adults: 1, children: 0, babies: 1, pets: 1 }),
      ],
      userEmail: me.email,
    });
    expect(answer.status).toBe(200);
    const sessionId = answer.body.sessionId as string;
    expect(sessionId).toMatch(/^cs_test_/);
    expect(answer.body.url).toBe(`${backend.url}/test-checkout/${sessionId}`);

    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      amount_total: 34500,
      currency: 'brl',
      customer_email: me.email,
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      success_url: `${siteUrl}/pagamento-sucesso?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/carrinho`,
    });
    expect(session.metadata?.order_ids).toBe([first.id, second.id].sort((a, b) => a - b).join(','));
    // The function also records the session on the orders (the client's call 13 does the same).
    const orders = await ordersById([first.id, second.id]);
    expect(orders.get(first.id)?.stripe_session_id).toBe(sessionId);
    expect(orders.get(second.id)?.status).toBe('aguardando pagamento');

    const page = await fetch(answer.body.url as string);
    const html = await page.text();
    expect(html).toContain('Ambiente de teste');
    expect(html).toContain('City Tour Tradicional');
    expect(html).toContain('Parque Amantikir');
    expect(html).toMatch(/R\$\s345,00/);
    expect(html).toContain('>Pagar</button>');
    expect(html).toContain('>Cancelar</button>');
  });

  it('answers the same session for the same orders and amount (idempotency key)', async () => {
    const date = nextDay();
    const order = await insertCardOrder(me, cityTour, 225, date);
    const body = { amount: 225, items: [item(order.id, cityTour, date)], userEmail: me.email };
    const a = await invoke(me.client, 'create-checkout-session', body);
    const b = await invoke(me.client, 'create-checkout-session', body);
    expect(a.status).toBe(200);
    expect(b.body.sessionId).toBe(a.body.sessionId);
  });

  it('refuses a tampered amount with a 400 and a clear message, and charges nothing', async () => {
    const date = nextDay();
    const order = await insertCardOrder(me, cityTour, 225, date);
    const answer = await invoke(me.client, 'create-checkout-session', {
      amount: 1,
      items: [item(order.id, cityTour, date)],
      userEmail: me.email,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'amount_mismatch' });
    expect(answer.body.message).toMatch(/não confere com o valor a pagar \(R\$\s225,00\)/);
    expect((await ordersById([order.id])).get(order.id)?.stripe_session_id).toBeNull();
  });

  it('refuses an item that is not its order: the database stores no such value, and a party must match', async () => {
    const date = nextDay();
    // The database does not store a value below the catalogue's (check_new_orders); the session charges its value.
    await expect(insertCardOrder(me, cityTour, 1, date)).rejects.toMatchObject({ code: '23514' });
    const order = await insertCardOrder(me, cityTour, 225, date);
    const answer = await invoke(me.client, 'create-checkout-session', {
      amount: 225,
      items: [item(order.id, cityTour, date, { adults: 1, children: 0, babies: 0, pets: 0 })],
      userEmail: me.email,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('order_mismatch');
  });

  it("refuses another customer's order, an unknown tour, a day the tour does not run, and a signed-out caller", async () => {
    const date = nextDay();
    const theirs = await insertCardOrder(other, cityTour, 225, date);
    const stolen = await invoke(me.client, 'create-checkout-session', {
      amount: 225,
      items: [item(theirs.id, cityTour, date)],
      userEmail: me.email,
    });
    expect(stolen.status).toBe(404);

    const mine = await insertCardOrder(me, cityTour, 225, nextDay());
    const unknown = await invoke(me.client, 'create-checkout-session', {
      amount: 225,
      items: [item(mine.id, { tourId: 'passeio-inventado' }, monday)],
      userEmail: me.email,
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Passeio não encontrado' } });

    const tuesday = weekdayFromToday('tuesday', 14); // Amantikir runs Mon/Wed/Thu/Sat
    const closed = await invoke(me.client, 'create-checkout-session', {
      amount: 240,
      items: [item(mine.id, amantikir, tuesday)],
      userEmail: me.email,
    });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toContain('não acontece na data escolhida');

    const anon = await invoke(backend.anonClient(), 'create-checkout-session', {
      amount: 225,
      items: [item(mine.id, cityTour, monday)],
      userEmail: null,
    });
    expect(anon.status).toBe(401);
  });

  it('answers malformed bodies with 4xx JSON errors', async () => {
    const raw = async (body: string, method = 'POST') => {
      const { data } = await me.client.auth.getSession();
      const token = data.session?.access_token ?? '';
      const response = await fetch(`${backend.url}/functions/v1/create-checkout-session`, {
        method,
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: method === 'GET' ? undefined : body,
      });
      return { status: response.status, body: (await response.json()) as { code: string; message: string } };
    };
    expect((await raw('{not json')).status).toBe(400);
    expect((await raw('[]')).status).toBe(400);
    expect((await raw(JSON.stringify({ amount: 10, items: [] }))).body.message).toBe(
      'Informe de 1 a 20 passeios.',
    );
    expect((await raw(JSON.stringify({ amount: 'dez', items: [{}] }))).body.message).toBe('Valor inválido.');
    const badItem = await raw(
      JSON.stringify({
        amount: 10,
        items: [{ orderId: 1, tourId: 'x', date: '2099-02-30', adults: 1, children: 0, babies: 0, pets: 0 }],
      }),
    );
    expect(badItem).toMatchObject({ status: 400, body: { message: 'Item 1: data inválida.' } });
    expect((await raw('', 'GET')).status).toBe(405);
    expect((await raw('x'.repeat(40 * 1024))).status).toBe(413);
  });
});

describe('create-checkout-session and the date', () => {
  it('refuses an order dated in the past: nothing is charged, no session is opened', async () => {
    // The database no longer stores such an order (check_new_orders); one stored before it did is not charged.
    await expect(insertCardOrder(me, cityTour, 225, '2020-01-01')).rejects.toMatchObject({ code: '23514' });
    const order = await insertCardOrder(me, cityTour, 225, nextDay());
    await admin.from('pedido_site').update({ data_passeio: '2020-01-01' }).eq('id', order.id);
    const answer = await invoke(me.client, 'create-checkout-session', {
      amount: 225,
      items: [item(order.id, cityTour, '2020-01-01')],
      userEmail: me.email,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'A data do passeio "City Tour Tradicional" já passou.' },
    });
    expect((await ordersById([order.id])).get(order.id)?.stripe_session_id ?? null).toBeNull();
  });
});
