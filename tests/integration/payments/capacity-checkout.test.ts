import { eventually } from '../../helpers/eventually.ts';
import { daysFromToday } from '../../helpers/days.ts';
import { salesClosedMessage } from '../../../src/domain/boarding.ts';
import { isoToBR } from '../../../src/domain/date-format.ts';
import {
  admin,
  alone,
  backend,
  cityTour,
  insertCardOrder,
  invoke,
  item,
  me,
  nextDay,
  ordersById,
  other,
  pay,
  stripe,
  withCardPaymentsBackend,
} from './card-payments-setup.ts';

// create-checkout-session when the departure filled up since the card order was made (issue 19): a pending card
// order holds no seats until its session opens, and the database refuses to record the session when they are
// gone; the function answers 409 with the database's Portuguese message and the session at Stripe is expired.
withCardPaymentsBackend();

async function idClienteOf(customer: typeof me): Promise<number> {
  const { data, error } = await customer.client
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', customer.userId)
    .single();
  if (error) throw error;
  return (data as { id_cliente: number }).id_cliente;
}

/** Another customer's PIX order for one adult on the day: takes (holds) the seat the card order did not. */
async function pixOrderOf(customer: typeof me, date: string) {
  return customer.client
    .from('pedido_site')
    .insert({
      id_cliente: await idClienteOf(customer),
      nome_passeio: cityTour.title,
      valor: 90,
      data_passeio: date,
      qtd_adults: 1,
      hotel_local: 'Hotel Frontenac',
      tipo_pagamento: 'Pix',
    })
    .select('id')
    .single();
}

const providerSessions = (orderId: number) =>
  backend.ctx.exclusive(async () => {
    const { rows } = await backend.ctx.db.query<{ id: string; status: string }>(
      `select id, session->>'status' as status from local_stripe.checkout_sessions
        where session->'metadata'->>'order_ids' = $1 order by created_at`,
      [String(orderId)],
    );
    return rows;
  });

describe('a card checkout for a departure that filled up meanwhile', () => {
  let date: string;
  let order: { id: number };
  const open = () =>
    invoke(me.client, 'create-checkout-session', {
      amount: 90,
      items: [item(order.id, cityTour, date, alone)],
      userEmail: me.email,
    });

  beforeAll(async () => {
    date = nextDay();
    const { error } = await admin
      .from('departure_capacity')
      .insert({ passeio: cityTour.title, dia: date, capacidade: 1 });
    if (error) throw error;
    order = await insertCardOrder(me, cityTour, 90, date, alone);
  });

  it('answers 409 with the database’s message, records no session and expires the one at Stripe', async () => {
    const taken = await pixOrderOf(other, date);
    expect(taken.error).toBeNull();

    const answer = await open();
    expect(answer).toEqual({
      status: 409,
      body: {
        code: 'capacity_full',
        message: `Não há mais vagas para ${cityTour.title} em ${isoToBR(date)}.`,
      },
    });
    const { data: recorded } = await admin
      .from('stripe_checkout_sessions')
      .select('id')
      .contains('order_ids', [order.id]);
    expect(recorded).toEqual([]);
    const atStripe = await providerSessions(order.id);
    expect(atStripe.map((session) => session.status)).toEqual(['expired']);
    expect((await ordersById([order.id])).get(order.id)?.status).toBe('aguardando pagamento');

    // Asking again changes nothing: the same refusal, and no session left open to pay.
    expect((await open()).status).toBe(409);
    expect((await providerSessions(order.id)).every((session) => session.status === 'expired')).toBe(true);
  });

  it('opens the session once the seat is free again, and then the seat is held for the card', async () => {
    const { error } = await other.client
      .from('pedido_site')
      .update({ status: 'cancelado' })
      .eq('data_passeio', date);
    expect(error).toBeNull();

    const answer = await open();
    expect(answer.status).toBe(200);
    const again = await pixOrderOf(other, date);
    expect(again.error).toMatchObject({
      code: '23514',
      message: `Não há mais vagas para ${cityTour.title} em ${isoToBR(date)}.`,
      details: 'capacity: full',
    });
    const session = await stripe.checkout.sessions.retrieve(answer.body.sessionId as string);
    expect(session.status).toBe('open');
    expect((await pay(answer.body.url as string)).status).toBe(303);
    await eventually(async () => expect((await ordersById([order.id])).get(order.id)?.status).toBe('pago'));
  });
});

describe('a card checkout for a departure whose online sales closed meanwhile (issue 28)', () => {
  // City Tour Tradicional runs every day: three days ahead is on sale by default and closed with a week's cut-off.
  const date = daysFromToday(3);
  const setCutoff = async (horas: number) => {
    const { error } = await admin.from('tour_sales_cutoff').upsert({ passeio: cityTour.title, horas });
    if (error) throw error;
  };
  afterAll(async () => {
    const { error } = await admin.from('tour_sales_cutoff').delete().eq('passeio', cityTour.title);
    if (error) throw error;
  });

  it('answers 409 sales_closed with the database’s message, records no session and expires the one at Stripe', async () => {
    const order = await insertCardOrder(me, cityTour, 90, date, alone);
    await setCutoff(168);
    const answer = await invoke(me.client, 'create-checkout-session', {
      amount: 90,
      items: [item(order.id, cityTour, date, alone)],
      userEmail: me.email,
    });
    expect(answer).toEqual({
      status: 409,
      body: { code: 'sales_closed', message: salesClosedMessage(cityTour.title, date) },
    });
    const { data: recorded } = await admin
      .from('stripe_checkout_sessions')
      .select('id')
      .contains('order_ids', [order.id]);
    expect(recorded).toEqual([]);
    expect((await providerSessions(order.id)).map((session) => session.status)).toEqual(['expired']);
  });
});
