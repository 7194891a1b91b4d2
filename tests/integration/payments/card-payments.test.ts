import type { SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { signUpCustomer, type SignedInCustomer } from '../schema/spec-calls-session.ts';

// Card payments end to end through the embedded backend: the functions use the real stripe SDK against the
// local test provider, the customer uses real supabase-js, and the database is real Postgres (PGlite).

const siteUrl = 'http://shop.test';
let backend: TestBackend;
let me: SignedInCustomer;
let other: SignedInCustomer;
let stripe: Stripe;
let admin: SupabaseClient;

// City Tour Tradicional (R$ 90/person, every day) and Parque Amantikir (R$ 120, Mon/Wed/Thu/Sat).
const cityTour = { tourId: 'city-tour-tradicional', title: 'City Tour Tradicional', price: 90 };
const amantikir = { tourId: 'parque-amantikir', title: 'Parque Amantikir', price: 120 };
const monday = '2099-06-22';
let dateSeq = 0;

/** A future day (every day a different one, so orders never collide with the pending-order index). */
function nextDay(): string {
  dateSeq += 1;
  const day = new Date(Date.UTC(2099, 0, 1 + dateSeq * 7)); // 2099-01-01 is a Thursday: one every week
  return day.toISOString().slice(0, 10);
}

type Party = { adults: number; children: number; babies: number; pets: number };
const party: Party = { adults: 2, children: 1, babies: 0, pets: 0 };

async function insertCardOrder(
  customer: SignedInCustomer,
  tour: { title: string },
  valor: number,
  date: string,
  people: Party = party,
) {
  const { data: client } = await customer.client
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', customer.userId)
    .single();
  const { data, error } = await customer.client
    .from('pedido_site')
    .insert({
      id_cliente: (client as { id_cliente: number }).id_cliente,
      nome_passeio: tour.title,
      valor,
      data_passeio: date,
      qtd_adults: people.adults,
      qtd_children: people.children,
      qtd_babies: people.babies,
      qtd_pets: people.pets,
      hotel_local: 'Hotel Frontenac',
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'aguardando pagamento',
    })
    .select()
    .single();
  if (error) throw error;
  return data as { id: number };
}

const item = (orderId: number, tour: { tourId: string }, date: string, people: Party = party) => ({
  orderId,
  tourId: tour.tourId,
  date,
  ...people,
});

async function invoke(client: SupabaseClient, name: string, body: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const context = (error as { context?: Response }).context;
  return { status: context?.status ?? 0, body: (await context?.json()) as Record<string, unknown> };
}

async function ordersById(ids: number[]) {
  const { data, error } = await admin
    .from('pedido_site')
    .select('id, status, stripe_session_id')
    .in('id', ids);
  if (error) throw error;
  return new Map(
    (data as { id: number; status: string; stripe_session_id: string | null }[]).map((o) => [o.id, o]),
  );
}

/** A checkout for one City Tour order (2 adults + 1 child = R$ 225,00). */
async function checkout(customer = me) {
  const date = nextDay();
  const order = await insertCardOrder(customer, cityTour, 225, date);
  const answer = await invoke(customer.client, 'create-checkout-session', {
    amount: 225,
    items: [item(order.id, cityTour, date)],
    userEmail: customer.email,
  });
  expect(answer.status).toBe(200);
  return { order, sessionId: answer.body.sessionId as string, url: answer.body.url as string };
}

const pay = (url: string) => fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });

async function signedEvent(
  session: Stripe.Checkout.Session,
  eventId: string,
  secret: string,
  type = 'checkout.session.completed',
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return { payload, signature };
}

async function postWebhook(payload: string, signature: string | null) {
  const response = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  backend = await startTestBackend({ siteUrl });
  me = await signUpCustomer(backend, 'Helena Cardoso', '11955554444');
  other = await signUpCustomer(backend, 'Caio Mendes', '11966665555');
  admin = backend.serviceClient();
  stripe = new Stripe(localStripeKeys(backend.jwtSecret).secretKey, {
    host: 'localhost',
    port: backend.port,
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
  });
});

afterAll(async () => {
  await backend?.close();
});

describe('create-checkout-session', () => {
  it('creates a BRL Checkout Session priced from the catalogue, with the order ids and return URLs', async () => {
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
    expect(answer.body.message).toMatch(/não confere com o valor dos passeios \(R\$\s225,00\)/);
    expect((await ordersById([order.id])).get(order.id)?.stripe_session_id).toBeNull();
  });

  it('refuses an order row whose value was written lower than the catalogue price', async () => {
    const date = nextDay();
    // The database no longer stores such a row (check_new_orders); one from before it did is still refused here.
    await expect(insertCardOrder(me, cityTour, 1, date)).rejects.toMatchObject({ code: '23514' });
    const order = await insertCardOrder(me, cityTour, 225, date);
    await admin.from('pedido_site').update({ valor: 1 }).eq('id', order.id);
    const answer = await invoke(me.client, 'create-checkout-session', {
      amount: 225,
      items: [item(order.id, cityTour, date)],
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

    const tuesday = '2099-06-23'; // Amantikir runs Mon/Wed/Thu/Sat
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

describe('paying on the hosted test page', () => {
  it('marks paid exactly the orders of the session, through the signed webhook, and redirects to the success URL', async () => {
    const untouched = await insertCardOrder(me, amantikir, 300, '2099-06-24');
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

/** Changes a session at the local provider behind the shop's back (a payment the shop has not heard of yet). */
const atProvider = (sessionId: string, patch: Record<string, unknown>) =>
  backend.ctx.exclusive(() =>
    backend.ctx.db.query(
      'update local_stripe.checkout_sessions set session = session || $2::jsonb where id = $1',
      [sessionId, JSON.stringify(patch)],
    ),
  );

async function sessionStatuses(ids: string[]) {
  const { data, error } = await admin.from('stripe_checkout_sessions').select('id, status').in('id', ids);
  if (error) throw error;
  return Object.fromEntries((data as { id: string; status: string }[]).map((row) => [row.id, row.status]));
}

async function refundsOf(sessionId: string) {
  const { data, error } = await admin
    .from('card_payments_to_refund')
    .select('order_id, reason, valor')
    .eq('session_id', sessionId);
  if (error) throw error;
  return data;
}

const alone: Party = { adults: 1, children: 0, babies: 0, pets: 0 };

describe('one payable Checkout Session per order (issue 14: R$ 270 paid for R$ 180 of tours)', () => {
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
    await atProvider(stale.id, { status: 'complete', payment_status: 'paid', url: null });
    const paid = await stripe.checkout.sessions.retrieve(stale.id);
    const event = await signedEvent(
      paid,
      `evt_double_${stale.id}`,
      localStripeKeys(backend.jwtSecret).webhookSecret,
    );
    expect(await postWebhook(event.payload, event.signature)).toMatchObject({
      status: 200,
      body: { duplicate: false, paid: [] },
    });
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
