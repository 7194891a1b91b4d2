import { actAs, as, attempt, service } from '../../helpers/db.ts';
import { createOrder } from '../../helpers/factories.ts';
import {
  count,
  customer,
  db,
  operator,
  other,
  rowOf,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  AMANTIKIR,
  APARECIDA,
  availabilityOn,
  booked,
  CITY,
  departure,
  freshDay,
  full,
  insertOrderAs,
  loadOf,
  pixTxid,
  recordBooking,
  setDeparture,
  tryAs,
  onSale,
} from './capacity-setup.ts';

// Never oversold (20261125000500_capacity.sql): every write path refused when the departure is full, with the
// message naming the tour and the day; a closed day; a capacity the operator lowers below what is sold.
withSchemaDatabase();

// ─── Never oversold: every write path ───────────────────────────────────────────────────────────────────────

describe('every write path is refused when the departure is full, naming the tour and the day', () => {
  it("the customer's order insert (spec call 12), PIX or card, and the whole checkout with it", async () => {
    const day = freshDay('parque-amantikir');
    await booked(AMANTIKIR, day, 19);
    const cityDay = freshDay('city-tour-tradicional');
    const stored = () =>
      count('select 1 from public.pedido_site where data_passeio in ($1, $2)', [day, cityDay]);
    const before = await stored();
    expect(await insertOrderAs(customer, AMANTIKIR, day, { adults: 2 })).toEqual(full(AMANTIKIR, day));
    expect(
      await insertOrderAs(customer, AMANTIKIR, day, { adults: 1, children: 1 }, 'Cartão(Stripe)'),
    ).toEqual(full(AMANTIKIR, day));
    // A checkout of two tours is one insert: one full departure refuses both orders.
    const both = await actAs(db, as(customer), (tx) =>
      attempt(
        tx,
        `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local, tipo_pagamento)
         values ($1, $2, 160, $3, 2, 'Hotel Frontenac', 'Pix'), ($1, $4, 220, $5, 2, 'Hotel Frontenac', 'Pix')`,
        [customer.idCliente, CITY, cityDay, AMANTIKIR, day],
      ),
    );
    expect(both.error).toEqual({ code: '23514', message: full(AMANTIKIR, day).message });
    expect(
      await count('select 1 from public.pedido_site where data_passeio in ($1, $2)', [day, cityDay]),
    ).toBe(before);
    // One adult and a baby on a lap still fit.
    expect(await insertOrderAs(customer, AMANTIKIR, day, { adults: 1, babies: 1, pets: 1 })).toBeNull();
    expect(await insertOrderAs(other, AMANTIKIR, day, { adults: 1 })).toEqual(full(AMANTIKIR, day));
  });

  it('a card checkout session opened for pending card orders (open_checkout_session)', async () => {
    const day = freshDay('parque-amantikir');
    await setDeparture(AMANTIKIR, day, 2);
    const card = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: AMANTIKIR,
      data_passeio: day,
      qtd_adults: 2,
      tipo_pagamento: 'Cartão(Stripe)',
    });
    // A pending card order holds nothing until its session opens: a PIX customer takes the seats meanwhile.
    expect(await insertOrderAs(other, AMANTIKIR, day, { adults: 2 })).toBeNull();
    const open = `select * from public.open_checkout_session('cs_test_capacity_full', $1, $2, 24000)`;
    expect(await tryAs(service, open, [customer.idCliente, [card.id]])).toEqual(full(AMANTIKIR, day));
    expect(
      await count(`select 1 from public.stripe_checkout_sessions where id = 'cs_test_capacity_full'`),
    ).toBe(0);
  });

  it("the operator's booking from the messaging app (admin_record_booking)", async () => {
    const day = freshDay('city-tour-tradicional');
    await booked(CITY, day, 18);
    expect(await tryAs(as(operator), recordBooking(CITY, day, 3))).toEqual(full(CITY, day));
    expect(await tryAs(as(operator), recordBooking(CITY, day, 2))).toBeNull();
    expect(await tryAs(as(operator), recordBooking(CITY, day, 1))).toEqual(full(CITY, day));
  });

  describe('a reschedule the operator accepts (request_booking_change + admin_decide_booking_request)', () => {
    it.each(['an itinerary (R)', 'a paid card order (P)'])('of %s', async (kind) => {
      const [from, to] = [freshDay('city-tour-tradicional'), freshDay('city-tour-tradicional')];
      let ref: string;
      let where: string;
      if (kind.endsWith('(R)')) {
        const id = await booked(CITY, from, 2, customer);
        ref = `R${id}`;
        where = `select status, data_passeio from public.itinerarios where id_itinerario = ${id}`;
      } else {
        const order = await createOrder(db, {
          id_cliente: customer.idCliente,
          nome_passeio: CITY,
          data_passeio: from,
          qtd_adults: 2,
          tipo_pagamento: 'Cartão(Stripe)',
        });
        await db.query(
          `update public.pedido_site set status = 'pago', stripe_session_id = $2 where id = $1`,
          [order.id, `cs_test_capacity_${order.id}`],
        );
        ref = `P${order.id}`;
        where = `select status, data_passeio from public.pedido_site where id = ${order.id}`;
      }
      const booking = await rowOf(where);
      await setDeparture(CITY, to, 3);
      await booked(CITY, to, 2);
      // Asked for a day without room for the party: refused at once.
      const ask = `select * from public.request_booking_change('${ref}', 'remarcacao', '${to}')`;
      expect(await tryAs(as(customer), ask)).toEqual(full(CITY, to));
      // Asked while it had room; the day fills before the operator answers: the acceptance is refused.
      await setDeparture(CITY, to, 5);
      const [request] = await rowsAs(
        as(customer),
        'select * from public.request_booking_change($1, $2, $3)',
        [ref, 'remarcacao', to],
      );
      await setDeparture(CITY, to, 3);
      const accept = `select * from public.admin_decide_booking_request(${String(request!.id)}, true)`;
      expect(await tryAs(as(operator), accept)).toEqual(full(CITY, to));
      expect(await rowOf(where)).toEqual(booking);
      expect(await rowOf('select status from public.booking_requests where id = $1', [request!.id])).toEqual({
        status: 'pendente',
      });
      // With one more seat the same decision goes through.
      await setDeparture(CITY, to, 4);
      expect(await tryAs(as(operator), accept)).toBeNull();
      expect(await rowOf(where)).toEqual({ ...booking, data_passeio: to });
      expect(await loadOf(CITY, to)).toMatchObject({ vendidas: 4, livres: 0 });
    });
  });

  it('a booking the company cancelled, rescheduled on a full day at the customer’s choice', async () => {
    const [from, to] = [freshDay('turismo-aparecida'), freshDay('turismo-aparecida')];
    const id = await booked(APARECIDA, from, 3, customer);
    await rowsAs(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
      APARECIDA,
      from,
      'Van quebrada',
    ]);
    const { id: requestId } = (await rowOf(
      `select id from public.booking_requests where id_itinerario = $1 and status = 'aguardando_cliente'`,
      [id],
    ))!;
    await booked(APARECIDA, to, 12);
    // Three cars, all taken: the customer's choice of that day is refused at once.
    const choose = `select * from public.choose_company_cancellation_option(${String(requestId)}, 'remarcar', '${to}')`;
    expect(await tryAs(as(customer), choose)).toEqual(full(APARECIDA, to));
    // Chosen while a car was left; the day fills before the operator answers: the acceptance is refused.
    await setDeparture(APARECIDA, to, 4);
    await rowsAs(as(customer), 'select * from public.choose_company_cancellation_option($1, $2, $3)', [
      requestId,
      'remarcar',
      to,
    ]);
    await setDeparture(APARECIDA, to, 3);
    const accept = `select * from public.admin_decide_booking_request(${String(requestId)}, true)`;
    expect(await tryAs(as(operator), accept)).toEqual(full(APARECIDA, to));
    expect(
      await rowOf('select status, data_passeio from public.itinerarios where id_itinerario = $1', [id]),
    ).toEqual({
      status: 'Cancelado',
      data_passeio: from,
    });
    // The day the company cancelled is free again: the operator cannot move it back there either (same date),
    // but another day with a car left takes it.
    await setDeparture(APARECIDA, to, 4);
    expect(await tryAs(as(operator), accept)).toBeNull();
    expect(
      await rowOf('select status, data_passeio from public.itinerarios where id_itinerario = $1', [id]),
    ).toEqual({
      status: 'Aguardando',
      data_passeio: to,
    });
  });
});

// ─── The operator's changes ─────────────────────────────────────────────────────────────────────────────────

describe('a closed day', () => {
  it('has no seats on any path, shows closed, and opens again as the tour’s', async () => {
    const day = freshDay('city-tour-tradicional');
    await setDeparture(CITY, day, null, true, 'Feriado municipal');
    expect(await availabilityOn('city-tour-tradicional', day)).toEqual({
      dia: day,
      capacidade: 0,
      livres: 0,
      fechado: true,
      por_carro: false,
      ...onSale,
    });
    expect(await departure(CITY, day)).toMatchObject({
      capacidade: 0,
      livres: 0,
      fechado: true,
      alterada: true,
    });
    expect(await insertOrderAs(customer, CITY, day)).toEqual(full(CITY, day));
    expect(await tryAs(as(operator), recordBooking(CITY, day, 1))).toEqual(full(CITY, day));
    // Closed with a capacity set: still closed.
    await setDeparture(CITY, day, 10, true, 'Feriado municipal');
    expect(await availabilityOn('city-tour-tradicional', day)).toMatchObject({
      capacidade: 0,
      fechado: true,
    });
    expect(
      await rowOf(
        `select reason from public.operator_audit where action = 'capacidade_saida' and entity_id = $1 order by id desc limit 1`,
        [`${CITY} ${day}`],
      ),
    ).toEqual({ reason: 'Feriado municipal' });

    await setDeparture(CITY, day, null, false);
    expect(await availabilityOn('city-tour-tradicional', day)).toMatchObject({
      capacidade: 20,
      livres: 20,
      fechado: false,
    });
    expect(await insertOrderAs(customer, CITY, day)).toBeNull();
  });
});

describe('a capacity lowered below what is sold', () => {
  it('keeps every booking and stops only new sales', async () => {
    const day = freshDay('parque-amantikir');
    const first = await booked(AMANTIKIR, day, 2);
    await booked(AMANTIKIR, day, 1);
    const pix = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: AMANTIKIR,
      data_passeio: day,
      qtd_adults: 2,
    });
    await setDeparture(AMANTIKIR, day, 2);
    expect(await departure(AMANTIKIR, day)).toMatchObject({
      capacidade: 2,
      vendidas: 3,
      reservadas: 2,
      livres: 0,
    });
    expect(await availabilityOn('parque-amantikir', day)).toMatchObject({ capacidade: 2, livres: 0 });
    expect(
      await count(
        `select 1 from public.itinerarios where nome_passeio = $1 and data_passeio = $2 and status = 'Aguardando'`,
        [AMANTIKIR, day],
      ),
    ).toBe(2);

    expect(await insertOrderAs(other, AMANTIKIR, day)).toEqual(full(AMANTIKIR, day));
    expect(await tryAs(as(operator), recordBooking(AMANTIKIR, day, 1))).toEqual(full(AMANTIKIR, day));
    // What was sold can still be worked on: fewer people, a note (as the database owner: no API role edits an
    // itinerary directly), and the held PIX order confirmed.
    await db.query(
      `update public.itinerarios set qtd_adultos = 1, observacao = 'Um desistiu' where id_itinerario = $1`,
      [first],
    );
    const confirmed = await rowsAs(as(operator), 'select * from public.admin_confirm_pix_payment($1, $2)', [
      customer.idCliente,
      await pixTxid(pix.id),
    ]);
    expect(confirmed).toEqual([expect.objectContaining({ id_pedido: pix.id, newly_confirmed: true })]);
    expect(await departure(AMANTIKIR, day)).toMatchObject({ vendidas: 4, reservadas: 0, livres: 0 });
    // A booking growing past the capacity is refused, as a new one would be.
    expect(
      await tryAs(service, `update public.itinerarios set qtd_adultos = 3 where id_itinerario = ${first}`),
    ).toEqual(full(AMANTIKIR, day));
  });
});
