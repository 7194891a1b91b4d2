import { as, asRole, service } from '../../helpers/db.ts';
import { daysFromToday } from '../../helpers/days.ts';
import { createCustomer, createOrder, createPastOrder } from '../../helpers/factories.ts';
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
  rowsOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  AMANTIKIR,
  availabilityOn,
  CITY,
  freshDay,
  full,
  insertOrderAs,
  lapse,
  loadOf,
  pixTxid,
  setDeparture,
} from './capacity-setup.ts';
import { salesCloseInstant } from '../../../src/domain/boarding.ts';
import { formatSaoPauloDateTime } from '../../../src/domain/departures.ts';
import { isoToBR } from '../../../src/domain/date-format.ts';

// Holds (20261125000500_capacity.sql): a PIX order holds its seats until it lapses, a card order while its
// session is open; the lapse job; the operator giving a customer more time to pay.
withSchemaDatabase();

// ─── Holds ──────────────────────────────────────────────────────────────────────────────────────────────────

describe('holds', () => {
  it('a PIX order waiting for its transfer holds its seats; once lapsed it holds none, even before the job runs', async () => {
    const day = freshDay('parque-amantikir');
    await setDeparture(AMANTIKIR, day, 4);
    const pix = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: AMANTIKIR,
      data_passeio: day,
      qtd_adults: 3,
    });
    const { expira_em: until } = (await rowOf('select expira_em from public.pedido_site where id = $1', [
      pix.id,
    ]))!;
    expect(Date.parse(String(until)) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(await loadOf(AMANTIKIR, day)).toEqual({ vendidas: 0, reservadas: 3, livres: 1 });
    expect(await availabilityOn('parque-amantikir', day)).toMatchObject({ livres: 1 });
    expect(await insertOrderAs(other, AMANTIKIR, day, { adults: 2 })).toEqual(full(AMANTIKIR, day));

    await lapse(pix.id);
    expect(await loadOf(AMANTIKIR, day)).toEqual({ vendidas: 0, reservadas: 0, livres: 4 });
    expect(await insertOrderAs(other, AMANTIKIR, day, { adults: 2 })).toBeNull();
  });

  it('a PIX order for a tour sooner than a day holds until two hours before it (at least 30 minutes)', async () => {
    const { rows } = await db.query<{ soon: Date; now: Date; later: Date; departure: Date }>(
      `select public.pix_hold_until('City Tour Tradicional', (now() at time zone 'America/Sao_Paulo')::date + 1, now()) as soon,
              public.pix_hold_until('City Tour Tradicional', (now() at time zone 'America/Sao_Paulo')::date, now() + interval '1 day') as later,
              now() as now,
              (((now() at time zone 'America/Sao_Paulo')::date + 1 + public.tour_departure_time('City Tour Tradicional'))
                 at time zone 'America/Sao_Paulo') as departure`,
    );
    const { soon, now, later, departure } = rows[0]!;
    expect(soon.getTime()).toBe(
      Math.min(
        now.getTime() + 24 * 3600_000,
        Math.max(now.getTime() + 1800_000, departure.getTime() - 2 * 3600_000),
      ),
    );
    expect(later.getTime()).toBe(now.getTime() + 24 * 3600_000 + 1800_000);
  });

  it('a pending card order holds its seats only while a checkout session holding it is open', async () => {
    const day = freshDay('parque-amantikir');
    const card = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: AMANTIKIR,
      data_passeio: day,
      qtd_adults: 2,
      tipo_pagamento: 'Cartão(Stripe)',
    });
    expect(await loadOf(AMANTIKIR, day)).toEqual({ vendidas: 0, reservadas: 0, livres: 20 });
    await rowsAs(
      service,
      `select * from public.open_checkout_session('cs_test_capacity_hold', $1, $2, 24000)`,
      [customer.idCliente, [card.id]],
    );
    expect(await loadOf(AMANTIKIR, day)).toEqual({ vendidas: 0, reservadas: 2, livres: 18 });
    await db.query(
      `update public.stripe_checkout_sessions set status = 'processing' where id = 'cs_test_capacity_hold'`,
    );
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ reservadas: 2 });
    await db.query(
      `update public.stripe_checkout_sessions set status = 'expired' where id = 'cs_test_capacity_hold'`,
    );
    expect(await loadOf(AMANTIKIR, day)).toEqual({ vendidas: 0, reservadas: 0, livres: 20 });
    // Paid: sold, without an itinerary.
    await rowsAs(service, `select * from public.confirm_card_payment('cs_test_capacity_paid', $1)`, [
      [card.id],
    ]);
    expect(await loadOf(AMANTIKIR, day)).toEqual({ vendidas: 2, reservadas: 0, livres: 18 });
  });
});

describe('lapse_unpaid_pix_orders, the scheduled job', () => {
  let day: string;
  let lapsed: number;
  let waiting: number;
  let card: number;

  beforeAll(async () => {
    day = freshDay('city-tour-tradicional');
    await setDeparture(CITY, day, 6);
    lapsed = (
      await createOrder(db, {
        id_cliente: customer.idCliente,
        nome_passeio: CITY,
        data_passeio: day,
        qtd_adults: 3,
      })
    ).id;
    waiting = (
      await createOrder(db, {
        id_cliente: other.idCliente,
        nome_passeio: CITY,
        data_passeio: day,
        qtd_adults: 2,
      })
    ).id;
    card = (
      await createOrder(db, {
        id_cliente: other.idCliente,
        nome_passeio: CITY,
        data_passeio: day,
        tipo_pagamento: 'Cartão(Stripe)',
      })
    ).id;
    await db.query(`update public.pedido_site set created_at = now() - interval '2 days' where id = $1`, [
      card,
    ]);
    await lapse(lapsed);
  });

  const statusOf = (id: number) =>
    rowOf(
      'select status, motivo_cancelamento, status_changed_at is not null as stamped from public.pedido_site where id = $1',
      [id],
    );

  it('cancels the lapsed PIX orders only, with the reason My Purchases shows, and queues one mail each', async () => {
    const due = await count(
      `select 1 from public.pedido_site where status = 'aguardando pagamento' and tipo_pagamento = 'Pix' and expira_em <= now()`,
    );
    expect(due).toBeGreaterThanOrEqual(1);
    const [{ n }] = (await rowsAs(service, 'select public.lapse_unpaid_pix_orders() as n')) as [
      { n: number },
    ];
    expect(n).toBe(due);
    expect(await statusOf(lapsed)).toEqual({
      status: 'cancelado',
      motivo_cancelamento: 'Pagamento não identificado no prazo',
      stamped: true,
    });
    expect(await statusOf(waiting)).toMatchObject({
      status: 'aguardando pagamento',
      motivo_cancelamento: null,
    });
    expect(await statusOf(card)).toMatchObject({ status: 'aguardando pagamento' });
    const { rows } = await asRole(db, as(customer), (tx) =>
      tx.query('select status, motivo_cancelamento from public.pedido_site where id = $1', [lapsed]),
    );
    expect(rows).toEqual([
      { status: 'cancelado', motivo_cancelamento: 'Pagamento não identificado no prazo' },
    ]);
    expect(
      await rowsOf(`select template, to_email, data from public.email_outbox where dedupe_key = $1`, [
        `pedido_cancelado:${lapsed}`,
      ]),
    ).toEqual([
      {
        template: 'pedido_cancelado',
        to_email: customer.email,
        data: {
          nome: 'Ana Cliente',
          passeio: CITY,
          data: day,
          motivo: 'Pagamento não identificado no prazo',
        },
      },
    ]);
  });

  it('finds nothing the second time, and mails no one again', async () => {
    const mails = await count('select 1 from public.email_outbox');
    expect(await rowsAs(service, 'select public.lapse_unpaid_pix_orders() as n')).toEqual([{ n: 0 }]);
    expect(await count('select 1 from public.email_outbox')).toBe(mails);
  });

  it('gives the seats back: the departure has them free for the next customer', async () => {
    // 2 held by the waiting PIX order; the card order without a session holds none.
    expect(await loadOf(CITY, day)).toEqual({ vendidas: 0, reservadas: 2, livres: 4 });
    const someone = await createCustomer(db);
    expect(await insertOrderAs(someone, CITY, day, { adults: 3 })).toBeNull();
    expect(await insertOrderAs(customer, CITY, day, { adults: 2 })).toEqual(full(CITY, day));
  });
});

describe('admin_extend_pix_hold: the operator gives a customer more time to pay', () => {
  it("moves the checkout's hold from its end (or from now, when already lapsed), audited, and the job skips it", async () => {
    const day = freshDay('parque-amantikir');
    const [first, second] = await db.transaction(async (tx) => [
      await createOrder(tx, {
        id_cliente: customer.idCliente,
        nome_passeio: AMANTIKIR,
        data_passeio: day,
        qtd_adults: 2,
      }),
      await createOrder(tx, {
        id_cliente: customer.idCliente,
        nome_passeio: CITY,
        data_passeio: freshDay('city-tour-tradicional'),
        qtd_adults: 2,
      }),
    ]);
    const txid = await pixTxid(first!.id);
    expect(await pixTxid(second!.id)).toBe(txid);
    await db.query(
      `update public.pedido_site set expira_em = now() + interval '1 hour' where pix_txid = $1`,
      [txid],
    );
    const [{ until }] = (await rowsAs(
      as(operator),
      'select public.admin_extend_pix_hold($1, $2, 24) as until',
      [customer.idCliente, txid],
    )) as [{ until: string }];
    const { rows } = await db.query<{ expira_em: Date; now: Date }>(
      'select expira_em, now() as now from public.pedido_site where pix_txid = $1 order by id',
      [txid],
    );
    expect(rows.map((row) => row.expira_em.getTime())).toEqual([Date.parse(until), Date.parse(until)]);
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(24.9 * 3600_000);
    expect(
      await rowsOf(
        `select action, entity from public.operator_audit where entity_id = any ($1) order by id`,
        [[String(first!.id), String(second!.id)]],
      ),
    ).toEqual([
      { action: 'pix_prorrogado', entity: 'pedido_site' },
      { action: 'pix_prorrogado', entity: 'pedido_site' },
    ]);

    await lapse(first!.id);
    await lapse(second!.id);
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ reservadas: 0 });
    const [{ until: again }] = (await rowsAs(
      as(operator),
      'select public.admin_extend_pix_hold($1, $2, 2) as until',
      [customer.idCliente, txid],
    )) as [{ until: string }];
    expect(Math.abs(Date.parse(again) - Date.now() - 2 * 3600_000)).toBeLessThan(60_000);
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ reservadas: 2 });
    await rowsAs(service, 'select public.lapse_unpaid_pix_orders() as n');
    expect(await rowOf('select status from public.pedido_site where id = $1', [first!.id])).toEqual({
      status: 'aguardando pagamento',
    });
  });

  it("stops each order at its departure's online sales close, and refuses when nothing is left to extend", async () => {
    // City Tour Tradicional two days ahead closes (06:00) 30 to 54 hours from now: 24 h held + 48 h pass it.
    const soon = daysFromToday(2);
    const later = freshDay('parque-amantikir');
    const [near, far] = await db.transaction(async (tx) => [
      await createOrder(tx, { id_cliente: customer.idCliente, nome_passeio: CITY, data_passeio: soon }),
      await createOrder(tx, { id_cliente: customer.idCliente, nome_passeio: AMANTIKIR, data_passeio: later }),
    ]);
    const txid = await pixTxid(near!.id);
    const close = salesCloseInstant(CITY, soon).toISOString();
    const expiryOf = async (id: number) =>
      new Date(
        String((await rowOf('select expira_em from public.pedido_site where id = $1', [id]))!.expira_em),
      ).toISOString();
    const extend = async (hours: number) =>
      new Date(
        String(
          (await rowAs(as(operator), 'select public.admin_extend_pix_hold($1, $2, $3) as until', [
            customer.idCliente,
            txid,
            hours,
          ]))!.until,
        ),
      ).toISOString();

    const farBefore = Date.parse(await expiryOf(far!.id));
    // The answer (the toast's 'agora expira em') is the checkout's soonest new deadline: the sales close.
    expect(await extend(48)).toBe(close);
    expect(await expiryOf(near!.id)).toBe(close);
    expect(Date.parse(await expiryOf(far!.id)) - farBefore).toBe(48 * 3600_000);

    // Nothing left for the City Tour: it keeps its deadline; the Amantikir order still gets its hours.
    const farNow = await extend(24);
    expect(Date.parse(farNow) - farBefore).toBe(72 * 3600_000);
    expect(await expiryOf(near!.id)).toBe(close);

    const alone = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: CITY,
      data_passeio: soon,
      qtd_adults: 2,
    });
    await db.query('update public.pedido_site set expira_em = $2 where id = $1', [alone.id, close]);
    expect(
      await refused(as(operator), 'select public.admin_extend_pix_hold($1, $2, 1)', [
        customer.idCliente,
        await pixTxid(alone.id),
      ]),
    ).toEqual({
      code: '22023',
      message: `O prazo do PIX já vai até o encerramento das vendas online de ${CITY} em ${isoToBR(soon)} (${formatSaoPauloDateTime(close)}) e não pode passar dele.`,
    });
    expect(await expiryOf(alone.id)).toBe(close);
  });

  it('refuses to extend a PIX order whose departure already stopped selling (it would hold seats past the tour)', async () => {
    // The QA's order: its day came, the lapse job had not run yet, and 24 hours more put it past the departure.
    const yesterday = daysFromToday(-1);
    const order = await createPastOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: AMANTIKIR,
      data_passeio: yesterday,
    });
    const before = await rowOf('select expira_em from public.pedido_site where id = $1', [order.id]);
    expect(
      await refused(as(operator), 'select public.admin_extend_pix_hold($1, $2, 24)', [
        customer.idCliente,
        await pixTxid(order.id),
      ]),
    ).toEqual({
      code: '22023',
      message: `As vendas online de ${AMANTIKIR} em ${isoToBR(yesterday)} já foram encerradas (${formatSaoPauloDateTime(salesCloseInstant(AMANTIKIR, yesterday).toISOString())}): o prazo do PIX não pode mais ser prorrogado.`,
    });
    expect(await rowOf('select expira_em from public.pedido_site where id = $1', [order.id])).toEqual(before);
    expect(await count('select 1 from public.operator_audit where entity_id = $1', [String(order.id)])).toBe(
      0,
    );
  });

  it('refuses hours out of 1 to 168 and a transaction with no waiting PIX order, in Portuguese', async () => {
    const order = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: AMANTIKIR,
      data_passeio: freshDay('parque-amantikir'),
    });
    const txid = await pixTxid(order.id);
    const sql = 'select public.admin_extend_pix_hold($1, $2, $3)';
    for (const hours of [0, 169, null]) {
      expect(await refused(as(operator), sql, [customer.idCliente, txid, hours])).toEqual({
        code: '22023',
        message: 'Prorrogue de 1 a 168 horas.',
      });
    }
    for (const [who, id] of [
      [customer.idCliente, 'TOUR00000000'],
      [other.idCliente, txid],
    ] as const) {
      expect(await refused(as(operator), sql, [who, id, 12])).toEqual({
        code: '22023',
        message: 'Nenhum pedido PIX aguardando com essa transação.',
      });
    }
  });
});
