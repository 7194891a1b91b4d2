import { anon, as, service } from '../../helpers/db.ts';
import { daysFromToday, runDay } from '../../helpers/days.ts';
import { createItinerary, createOrder } from '../../helpers/factories.ts';
import {
  count,
  customer,
  db,
  operator,
  other,
  refused,
  rowAs,
  rowOf,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  DEFAULT_SALES_CUTOFF_HOURS,
  salesCloseInstant,
  salesClosedMessage,
} from '../../../src/domain/boarding.ts';
import { isoToBR } from '../../../src/domain/date-format.ts';
import { availabilityOn, CITY, insertOrderAs, recordBooking, tryAs } from './capacity-setup.ts';

// Sales close before a departure leaves (20261126000100_sales_cutoff.sql, issue 28). The instants are checked with
// a hand-held clock (each check takes p_agora); the refusals on every write path are checked against the real
// clock by moving the tour's cut-off, so that a departure two days ahead is inside it or not.
withSchemaDatabase();

const sp = (dayAndTime: string) => new Date(`${dayAndTime}-03:00`).toISOString();
const closed = (title: string, day: string) => ({
  code: '23514',
  message: salesClosedMessage(title, day),
  detail: 'sales: closed',
});
const setCutoff = (hours: number) =>
  rowsAs(as(operator), 'select public.admin_set_tour_sales_cutoff($1, $2) as ok', [CITY, hours]);

async function salesAt(title: string, day: string, at: string) {
  return rowOf(
    `select embarque, vendas_ate, vendas_encerradas, partiu from public.departure_sales($1, $2::date, $3::timestamptz)`,
    [title, day, at],
  );
}

describe('a departure is sold online until its cut-off before the boarding (hand-held clock)', () => {
  const day = '2027-03-10';

  it.each([
    ['City Tour Tradicional (08:00): on sale a second before 06:00', CITY, '05:59:59', false, false],
    ['City Tour Tradicional: closed at 06:00, two hours before', CITY, '06:00:00', true, false],
    ['City Tour Tradicional: departed at 08:00', CITY, '08:00:00', true, true],
    ['Parque Amantikir (13:00): on sale at 10:59', 'Parque Amantikir', '10:59:00', false, false],
    ['Parque Amantikir: closed at 11:00', 'Parque Amantikir', '11:00:00', true, false],
    [
      'a title the catalogue does not know boards at 07:30: closed at 05:30',
      'Combo Antigo',
      '05:30:00',
      true,
      false,
    ],
  ])('%s', async (_name, title, time, vendasEncerradas, partiu) => {
    expect(await salesAt(title, day, sp(`${day}T${time}`))).toMatchObject({
      vendas_encerradas: vendasEncerradas,
      partiu,
    });
  });

  it('agrees with the domain on the instants (src/domain/boarding.ts)', async () => {
    const row = await salesAt(CITY, day, sp(`${day}T00:00`));
    expect(new Date(String(row!.embarque)).toISOString()).toBe(sp(`${day}T08:00`));
    expect(new Date(String(row!.vendas_ate)).toISOString()).toBe(
      salesCloseInstant(CITY, day, DEFAULT_SALES_CUTOFF_HOURS).toISOString(),
    );
  });

  it('refuses in the words of the domain', async () => {
    const sql = 'select public.assert_departure_on_sale($1, $2::date, $3::timestamptz)';
    expect(await refused(service, sql, [CITY, day, sp(`${day}T06:00`)])).toEqual({
      code: '23514',
      message: `As vendas para City Tour Tradicional em ${isoToBR(day)} já foram encerradas.`,
    });
    expect(await rowAs(service, `${sql} as ok`, [CITY, day, sp(`${day}T05:59`)])).toEqual({ ok: '' });
  });

  it("follows the operator's cut-off of the tour, and an unpaid PIX order holds its seats until it at most", async () => {
    await setCutoff(24);
    try {
      expect(await salesAt(CITY, day, sp('2027-03-09T07:59'))).toMatchObject({ vendas_encerradas: false });
      expect(await salesAt(CITY, day, sp('2027-03-09T08:00'))).toMatchObject({ vendas_encerradas: true });
      const hold = await rowOf('select public.pix_hold_until($1, $2::date, $3::timestamptz) as ate', [
        CITY,
        day,
        sp('2027-03-08T20:00'),
      ]);
      expect(new Date(String(hold!.ate)).toISOString()).toBe(sp('2027-03-09T08:00'));
    } finally {
      await setCutoff(DEFAULT_SALES_CUTOFF_HOURS);
    }
    const hold = await rowOf('select public.pix_hold_until($1, $2::date, $3::timestamptz) as ate', [
      CITY,
      day,
      sp('2027-03-09T20:00'),
    ]);
    expect(new Date(String(hold!.ate)).toISOString()).toBe(sp(`${day}T06:00`));
  });
});

describe('the database refuses a closed departure on every write path (real clock, a week-long cut-off)', () => {
  // City Tour Tradicional runs every day: two days ahead is inside a 168-hour cut-off and outside a 0-hour one.
  const soon = daysFromToday(2);
  const later = runDay('city-tour-tradicional', 1, 10);
  beforeAll(() => setCutoff(168));
  afterAll(() => setCutoff(DEFAULT_SALES_CUTOFF_HOURS));

  it("a customer's order, and not one for a departure still on sale", async () => {
    const before = await count('select 1 from public.pedido_site');
    expect(await insertOrderAs(customer, CITY, soon)).toEqual(closed(CITY, soon));
    expect(await count('select 1 from public.pedido_site')).toBe(before);
    expect(await insertOrderAs(customer, CITY, later)).toBeNull();
  });

  it('a card checkout session for pending orders whose sales closed while they waited', async () => {
    await setCutoff(0);
    const card = await createOrder(db, {
      id_cliente: other.idCliente,
      nome_passeio: CITY,
      data_passeio: soon,
      tipo_pagamento: 'Cartão(Stripe)',
    });
    await setCutoff(168);
    const open = `select * from public.open_checkout_session('cs_test_sales_closed', $1, $2, 9000)`;
    expect(await tryAs(service, open, [other.idCliente, [card.id]])).toEqual(closed(CITY, soon));
    expect(
      await count(`select 1 from public.stripe_checkout_sessions where id = 'cs_test_sales_closed'`),
    ).toBe(0);
  });

  it("a rescheduling request's new date", async () => {
    const booking = await createItinerary(db, {
      id_cliente: customer.idCliente,
      nome_passeio: CITY,
      data_passeio: runDay('city-tour-tradicional', 1, 40),
    });
    const sql = 'select * from public.request_booking_change($1, $2, $3)';
    const ref = `R${booking.id_itinerario}`;
    // Four days ahead: past the 72 hours a reschedule needs, inside the week the sales are closed.
    const fourDays = daysFromToday(4);
    expect(await refused(as(customer), sql, [ref, 'remarcacao', fourDays])).toEqual({
      code: '23514',
      message: salesClosedMessage(CITY, fourDays),
    });
    expect(
      await count('select 1 from public.booking_requests where id_itinerario = $1', [booking.id_itinerario]),
    ).toBe(0);
  });

  it("a company cancellation's new date chosen by the customer", async () => {
    const day = runDay('city-tour-tradicional', 2, 40);
    const booking = await createItinerary(db, {
      id_cliente: customer.idCliente,
      nome_passeio: CITY,
      data_passeio: day,
    });
    await rowAs(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
      CITY,
      day,
      'Chuva forte',
    ]);
    const request = await rowOf('select id from public.booking_requests where id_itinerario = $1', [
      booking.id_itinerario,
    ]);
    const sql = 'select * from public.choose_company_cancellation_option($1, $2, $3)';
    expect(await refused(as(customer), sql, [request!.id, 'remarcar', soon])).toEqual({
      code: '23514',
      message: salesClosedMessage(CITY, soon),
    });
    expect(await rowAs(as(customer), sql, [request!.id, 'remarcar', later])).toMatchObject({
      escolha: 'remarcar',
      nova_data: later,
    });
  });

  it("the operator's Nova reserva still books a departure closed online, until its boarding", async () => {
    expect(await tryAs(as(operator), recordBooking(CITY, soon, 1))).toBeNull();
    // A departure already gone (yesterday's, recorded by the operator) is refused in the operator's words.
    const yesterday = daysFromToday(-1);
    expect(
      await tryAs(
        service,
        `insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, qtd_pessoas, qtd_adultos,
           valor_total_liquido, hospedagem, local_embarque, status, registrado_por)
         values ($1, $2, $3, 1, 1, 90, 'Hotel Frontenac', 'Hotel Frontenac', 'Aguardando', $4)`,
        [customer.idCliente, CITY, yesterday, operator.userId],
      ),
    ).toEqual({
      code: '22023',
      message: `O embarque de ${CITY} em ${isoToBR(yesterday)} já passou.`,
      detail: 'operator: departed',
    });
  });

  it('the calendars say which days are no longer sold and until when each one is', async () => {
    expect(await availabilityOn('city-tour-tradicional', soon)).toMatchObject({
      vendas_encerradas: true,
      partiu: false,
    });
    expect(await availabilityOn('city-tour-tradicional', later)).toMatchObject({
      vendas_encerradas: false,
      partiu: false,
    });
    const row = await availabilityOn('city-tour-tradicional', later);
    expect(new Date(String(row!.vendas_ate)).toISOString()).toBe(
      salesCloseInstant(CITY, later, 168).toISOString(),
    );
  });
});

describe("the tours' cut-offs: who reads and who sets them", () => {
  it('only the operator reads them; customers and visitors see nothing', async () => {
    await setCutoff(3);
    try {
      expect(await rowsAs(as(operator), 'select passeio, horas from public.tour_sales_cutoff')).toEqual([
        { passeio: CITY, horas: 3 },
      ]);
      expect(await rowsAs(as(customer), 'select * from public.tour_sales_cutoff')).toEqual([]);
      expect(await rowsAs(as(other), 'select * from public.tour_sales_cutoff')).toEqual([]);
      expect(await refused(anon, 'select * from public.tour_sales_cutoff')).toMatchObject({ code: '42501' });
    } finally {
      await setCutoff(DEFAULT_SALES_CUTOFF_HOURS);
    }
  });

  it('only the operator sets them, within 0 to 168 hours, for a tour of the catalogue, audited', async () => {
    const sql = 'select public.admin_set_tour_sales_cutoff($1, $2)';
    expect(await refused(as(customer), sql, [CITY, 0])).toMatchObject({ code: '42501' });
    expect(
      await refused(as(customer), 'insert into public.tour_sales_cutoff (passeio, horas) values ($1, 0)', [
        CITY,
      ]),
    ).toMatchObject({ code: '42501' });
    expect(await refused(as(operator), sql, [CITY, 169])).toEqual({
      code: '22023',
      message: 'O encerramento das vendas vai de 0 a 168 horas antes do embarque.',
    });
    expect(await refused(as(operator), sql, ['Passeio Inventado', 2])).toEqual({
      code: '22023',
      message: 'Passeio não encontrado.',
    });
    await setCutoff(5);
    await setCutoff(DEFAULT_SALES_CUTOFF_HOURS);
    const audit = await rowsAs(
      as(operator),
      `select action, entity_id, after->>'horas' as horas from public.operator_audit
        where action = 'corte_vendas_passeio' order by id desc limit 2`,
    );
    expect(audit).toEqual([
      { action: 'corte_vendas_passeio', entity_id: CITY, horas: String(DEFAULT_SALES_CUTOFF_HOURS) },
      { action: 'corte_vendas_passeio', entity_id: CITY, horas: '5' },
    ]);
  });
});
