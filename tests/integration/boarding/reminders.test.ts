import { as, service } from '../../helpers/db.ts';
import { createOrder } from '../../helpers/factories.ts';
import {
  count,
  customer,
  db,
  operator,
  other,
  refused,
  rowsAs,
  rowsOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import { itinerary, order, sp } from './boarding-setup.ts';

// The day-before reminder (queue_tour_reminders, 20261127000200_tour_reminders.sql) with a hand-held clock, and the
// 'Reserva confirmada' mail that now carries the voucher and is sent for card payments too, once.
withSchemaDatabase();

const day = '2027-04-02';
const eve = '2027-04-01';
const queue = (at: string) => rowsAs(service, 'select public.queue_tour_reminders($1) as n', [at]);
const reminders = () =>
  rowsOf(
    `select to_email, dedupe_key, data from public.email_outbox where template = 'lembrete_passeio' order by dedupe_key`,
  );

describe("'Lembrete: seu passeio é amanhã'", () => {
  let confirmed: Awaited<ReturnType<typeof itinerary>>;
  let card: Awaited<ReturnType<typeof order>>;

  beforeAll(async () => {
    confirmed = await itinerary(customer, {
      data: day,
      passeio: 'Parque Amantikir',
      adultos: 2,
      criancas: 1,
    });
    card = await order(other, { data: day });
    // Not reminded: cancelled, unpaid, another day.
    await itinerary(customer, { data: day, status: 'Cancelado' });
    await order(customer, { data: day, tipo: 'Pix', status: 'aguardando pagamento' });
    await order(customer, { data: day, status: 'cancelado' });
    await itinerary(customer, { data: '2027-04-03' });
    await itinerary(customer, { data: eve });
  });

  it('queues nothing before 18:00 in São Paulo', async () => {
    expect(await queue(sp(`${eve}T17:59`))).toEqual([{ n: 0 }]);
    expect(await reminders()).toEqual([]);
  });

  it("queues tomorrow's confirmed bookings at 18:00, with the voucher code and the boarding place", async () => {
    expect(await queue(sp(`${eve}T18:00`))).toEqual([{ n: 2 }]);
    expect(await reminders()).toEqual([
      {
        to_email: other.email,
        dedupe_key: `lembrete_passeio:${card.ref}`,
        data: expect.objectContaining({
          codigo: card.codigo,
          ref: card.ref,
          passeio: 'City Tour Tradicional',
        }),
      },
      {
        to_email: customer.email,
        dedupe_key: `lembrete_passeio:${confirmed.ref}`,
        data: {
          nome: 'Ana Cliente',
          passeio: 'Parque Amantikir',
          data: day,
          embarque: 'Hotel Frontenac',
          endereco: expect.stringContaining('Campos do Jordão'),
          adultos: 2,
          criancas: 1,
          bebes: 0,
          pets: 0,
          valor: 300,
          codigo: confirmed.codigo,
          ref: confirmed.ref,
        },
      },
    ]);
  });

  it('sends each once, however often it runs; a booking made later that evening is reminded at the next run', async () => {
    expect(await queue(sp(`${eve}T18:05`))).toEqual([{ n: 0 }]);
    const late = await itinerary(other, { data: day });
    expect(await queue(sp(`${eve}T21:30`))).toEqual([{ n: 1 }]);
    expect(await queue(sp(`${eve}T23:55`))).toEqual([{ n: 0 }]);
    expect((await reminders()).map((row) => row.dedupe_key)).toContain(`lembrete_passeio:${late.ref}`);
    expect(await count(`select 1 from public.email_outbox where template = 'lembrete_passeio'`)).toBe(3);
  });

  it('is run by the schedulers only, not through the API', async () => {
    for (const who of [as(customer), as(operator)]) {
      expect((await refused(who, 'select public.queue_tour_reminders()')).code).toBe('42501');
    }
  });
});

describe("'Reserva confirmada' carries the voucher", () => {
  it('for a PIX or messaging-app booking (its itinerary)', async () => {
    const booking = await itinerary(customer, { data: day });
    await db.query('select public.enqueue_booking_confirmed($1)', [booking.id]);
    expect(
      await rowsOf(
        `select data ->> 'codigo' as codigo, data ->> 'ref' as ref from public.email_outbox
                     where dedupe_key = $1`,
        [`reserva_confirmada:${booking.id}`],
      ),
    ).toEqual([{ codigo: booking.codigo, ref: booking.ref }]);
  });

  it('for a card payment, once, whatever arrives twice', async () => {
    const pending = await createOrder(db, {
      id_cliente: customer.idCliente,
      tipo_pagamento: 'Cartão(Stripe)',
    });
    const confirm = (session: string, event: string) =>
      rowsAs(service, 'select * from public.confirm_card_payment($1, $2, $3, $4)', [
        session,
        [pending.id],
        event,
        'checkout.session.completed',
      ]);
    expect(await confirm('cs_test_voucher', 'evt_1')).toEqual([
      { duplicate: false, paid_order_ids: [pending.id] },
    ]);
    await confirm('cs_test_voucher', 'evt_1');
    await confirm('cs_test_voucher', 'evt_2');
    await confirm('cs_test_voucher_again', 'evt_3');
    const voucher = (await rowsOf('select voucher from public.pedido_site where id = $1', [pending.id]))[0]!
      .voucher;
    expect(
      await rowsOf(`select template, to_email, data from public.email_outbox where dedupe_key like $1`, [
        `reserva_confirmada:P${pending.id}`,
      ]),
    ).toEqual([
      {
        template: 'reserva_confirmada',
        to_email: customer.email,
        data: expect.objectContaining({
          nome: 'Ana Cliente',
          passeio: pending.nome_passeio,
          data: pending.data_passeio,
          adultos: 1,
          codigo: voucher,
          ref: `P${pending.id}`,
        }),
      },
    ]);
  });
});
