import type { PGlite } from '@electric-sql/pglite';
import {
  actAs,
  anon,
  as,
  asRole,
  attempt,
  createTestDatabase,
  service,
  type RoleContext,
  type SqlError,
} from '../../helpers/db.ts';
import { daysFromToday, runDay, tourNamed } from '../../helpers/days.ts';
import { createCustomer, createOperator, createOrder, type Customer } from '../../helpers/factories.ts';
import { isoToBR } from '../../../src/domain/operator.ts';
import { orderValue } from '../../../src/domain/pricing.ts';

// Capacity per departure, database side (20261125000500_capacity.sql): the tables and every function tried as
// anon, a customer, another customer and the operator; what a booking takes; the default capacities; every write
// path refused when the departure is full, with the message naming the tour and the day; holds (PIX until they
// lapse, card while a session is open); the lapse job; the operator's changes; the calendars' availability.
// Each scenario books its own departures (a tour on a day no other scenario uses), so they never meet.

let db: PGlite;
let customer: Customer;
let other: Customer;
let operator: Customer;

beforeAll(async () => {
  db = await createTestDatabase();
  customer = await createCustomer(db, { nome: 'Ana Cliente' });
  other = await createCustomer(db, { nome: 'Outro Cliente' });
  operator = await createOperator(db);
});
afterAll(() => db.close());

type Row = Record<string, unknown>;
type Party = { adults?: number; children?: number; babies?: number; pets?: number };

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params)).rows[0]!.n);

/** The rows of a query as JSON (dates as 'YYYY-MM-DD'), read as the database owner. */
const rowsOf = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ row: Row }>(`select to_jsonb(x) as row from (${sql}) x`, params)).rows.map((r) => r.row);
const rowOf = async (sql: string, params: unknown[] = []) => (await rowsOf(sql, params))[0];

/** Calls a function as `who` and keeps what it wrote; answers its rows as JSON. */
async function call(who: RoleContext, sql: string, params: unknown[] = []): Promise<Row[]> {
  const { rows } = await actAs(db, who, (tx) =>
    tx.query<{ row: Row }>(`select to_jsonb(x) as row from (${sql}) x`, params),
  );
  return rows.map((row) => row.row);
}

/** Runs a statement as `who` that must fail (and commits the transaction around it, so nothing can hide). */
async function refused(who: RoleContext, sql: string, params: unknown[] = []): Promise<SqlError> {
  const result = await actAs(db, who, (tx) => attempt(tx, sql, params));
  if (!result.error) throw new Error(`expected a refusal of ${sql}`);
  return result.error;
}

/** Runs a statement as `who`, keeping what it wrote; answers the refusal with its detail, or null. */
async function tryAs(who: RoleContext, sql: string, params: unknown[] = []) {
  return actAs(db, who, async (tx) => {
    await tx.query('savepoint try');
    try {
      await tx.query(sql, params);
      await tx.query('release savepoint try');
      return null;
    } catch (error) {
      await tx.query('rollback to savepoint try');
      const { code, message, detail } = error as { code?: string; message?: string; detail?: string };
      if (!code) throw error;
      return { code, message, detail };
    }
  });
}

const full = (title: string, day: string) => ({
  code: '23514',
  message: `Não há mais vagas para ${title} em ${isoToBR(day)}.`,
  detail: 'capacity: full',
});

/** The customer's own insert of one order (spec call 12), as their token makes it through the API. */
function orderInsert(
  who: Customer,
  title: string,
  day: string,
  party: Party = {},
  tipo: 'Pix' | 'Cartão(Stripe)' = 'Pix',
) {
  const counts = { adults: party.adults ?? 1, children: party.children ?? 0, babies: party.babies ?? 0 };
  return {
    sql: `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, qtd_children,
            qtd_babies, qtd_pets, hotel_local, tipo_pagamento)
          values ($1, $2, $3, $4, $5, $6, $7, $8, 'Hotel Frontenac', $9)`,
    params: [
      who.idCliente,
      title,
      orderValue(tourNamed(title), counts),
      day,
      counts.adults,
      counts.children,
      counts.babies,
      party.pets ?? 0,
      tipo,
    ],
  };
}

const insertOrderAs = (
  who: Customer,
  title: string,
  day: string,
  party: Party = {},
  tipo?: 'Pix' | 'Cartão(Stripe)',
) => {
  const { sql, params } = orderInsert(who, title, day, party, tipo);
  return tryAs(as(who), sql, params);
};

/** An itinerary 'Aguardando' the operator recorded (a messaging-app booking) for `adults` adults. */
async function booked(title: string, day: string, adults: number, who: Customer = other): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, qtd_pessoas, qtd_adultos,
       valor_total_liquido, hospedagem, local_embarque, status)
     values ($1, $2, $3, $4, $4, 100, 'Hotel Frontenac', 'Hotel Frontenac', 'Aguardando')
     returning id_itinerario as id`,
    [who.idCliente, title, day, adults],
  );
  return Number(rows[0]!.id);
}

const setDeparture = (
  title: string,
  day: string,
  capacidade: number | null,
  fechado = false,
  motivo: string | null = null,
) =>
  call(as(operator), 'select public.admin_set_departure_capacity($1, $2, $3, $4, $5) as ok', [
    title,
    day,
    capacidade,
    fechado,
    motivo,
  ]);

/** One day of a tour as the calendars see it (tour_availability, as a visitor). */
async function availabilityOn(tourId: string, day: string) {
  const { rows } = await asRole(db, anon, (tx) =>
    tx.query<{ row: Row }>(`select to_jsonb(a) as row from public.tour_availability($1, 90) a`, [tourId]),
  );
  return rows.map((r) => r.row).find((row) => row.dia === day);
}

/** One departure as the operator sees it (admin_departures). */
async function departure(title: string, day: string) {
  const { rows } = await asRole(db, as(operator), (tx) =>
    tx.query<{ row: Row }>(
      `select to_jsonb(d) as row from public.admin_departures($1, 1) d where d.passeio = $2`,
      [day, title],
    ),
  );
  return rows[0]?.row;
}

const loadOf = async (title: string, day: string) => {
  const row = await departure(title, day);
  return { vendidas: row?.vendidas, reservadas: row?.reservadas, livres: row?.livres };
};

// A fresh departure for each scenario: the next day the tour runs, from 11 days ahead (past the 72 hours a
// reschedule needs, far enough that a PIX order holds its seats the full 24 hours, and after the seed's booking).
const usedDays = new Map<string, number>();
function freshDay(tourId: string): string {
  const nth = (usedDays.get(tourId) ?? 0) + 1;
  usedDays.set(tourId, nth);
  return runDay(tourId, nth, 11);
}

const AMANTIKIR = 'Parque Amantikir';
const CITY = 'City Tour Tradicional';
const APARECIDA = 'Turismo Aparecida';

const pixTxid = async (orderId: number) =>
  (await db.query<{ pix_txid: string }>('select pix_txid from public.pedido_site where id = $1', [orderId]))
    .rows[0]!.pix_txid;

const lapse = (orderId: number) =>
  db.query(`update public.pedido_site set expira_em = now() - interval '1 minute' where id = $1`, [orderId]);

const recordBooking = (title: string, day: string, adults: number) =>
  `select public.admin_record_booking(${customer.idCliente}, null, null, null, '${title}', '${day}', ${adults}, 0, 0, 0,
     'Hotel Frontenac', null, null, 0, null) as id`;

// ─── Who may read and call ──────────────────────────────────────────────────────────────────────────────────

describe('who may read the capacities and call the functions', () => {
  let amantikirDay: string;
  const day = () => amantikirDay;
  let pixOrder: number;

  beforeAll(async () => {
    amantikirDay = freshDay('parque-amantikir');
    await setDeparture(AMANTIKIR, day(), 12, false, 'Van menor');
    await call(as(operator), 'select public.admin_set_tour_capacity($1, 25) as ok', [
      'Rota do Horto Florestal',
    ]);
    pixOrder = (
      await createOrder(db, {
        id_cliente: customer.idCliente,
        nome_passeio: CITY,
        data_passeio: freshDay('city-tour-tradicional'),
      })
    ).id;
  });

  const snapshot = async () =>
    (
      await db.query<{ s: unknown }>(
        `select jsonb_build_object(
           'tours', (select coalesce(jsonb_agg(to_jsonb(t) order by t.passeio), '[]') from public.tour_capacity t),
           'days', (select coalesce(jsonb_agg(to_jsonb(d) order by d.passeio, d.dia), '[]') from public.departure_capacity d),
           'orders', (select coalesce(jsonb_agg(jsonb_build_array(o.id, o.status, o.expira_em) order by o.id), '[]')
                        from public.pedido_site o),
           'audit', (select count(*) from public.operator_audit),
           'outbox', (select count(*) from public.email_outbox)
         ) as s`,
      )
    ).rows[0]!.s;

  it('hides both tables from anon and customers; the operator reads them', async () => {
    for (const table of ['tour_capacity', 'departure_capacity']) {
      const asAnon = await asRole(db, anon, (tx) => attempt(tx, `select * from public.${table}`));
      expect(asAnon.error?.code, table).toBe('42501');
      for (const who of [as(customer), as(other)]) {
        expect(await asRole(db, who, (tx) => attempt(tx, `select * from public.${table}`)), table).toEqual({
          rows: [],
          error: null,
        });
      }
      const asOperator = await asRole(db, as(operator), (tx) => attempt(tx, `select * from public.${table}`));
      expect(asOperator.rows.length, table).toBeGreaterThan(0);
    }
  });

  it('lets no API caller write either table directly, the operator included', async () => {
    const before = await snapshot();
    const writes = [
      `insert into public.tour_capacity (passeio, capacidade) values ('City Tour Tradicional', 1)`,
      `update public.tour_capacity set capacidade = 1`,
      `delete from public.tour_capacity`,
      `insert into public.departure_capacity (passeio, dia, fechado) values ('City Tour Tradicional', current_date + 9, true)`,
      `update public.departure_capacity set fechado = true`,
      `delete from public.departure_capacity`,
    ];
    for (const who of [anon, as(customer), as(other), as(operator)]) {
      for (const sql of writes) {
        expect((await refused(who, sql)).code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers tour_availability to everyone: visitors, customers and the operator', async () => {
    for (const who of [anon, as(customer), as(other), as(operator), service]) {
      const result = await asRole(db, who, (tx) =>
        attempt<{ dia: string }>(tx, `select * from public.tour_availability('parque-amantikir', 30)`),
      );
      expect(result.error, who.sub ?? who.role).toBeNull();
      expect(result.rows.length).toBeGreaterThan(0);
    }
  });

  describe("the operator's functions", () => {
    const calls = () =>
      [
        [`select * from public.admin_departures()`, []],
        [`select public.admin_set_tour_capacity('Parque Amantikir', 18)`, []],
        [`select public.admin_set_departure_capacity('Parque Amantikir', $1, 5)`, [day()]],
        [`select public.admin_extend_pix_hold($1, $2, 12)`, [customer.idCliente, null]],
      ] as const;

    it('refuse anon, the customer and another customer with 42501, and change nothing', async () => {
      const txid = await pixTxid(pixOrder);
      const before = await snapshot();
      for (const who of [anon, as(customer), as(other)]) {
        for (const [sql, params] of calls()) {
          const args = params.map((value) => value ?? txid);
          expect((await refused(who, sql, args)).code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('answer the operator', async () => {
      const txid = await pixTxid(pixOrder);
      for (const [sql, params] of calls()) {
        const result = await asRole(db, as(operator), (tx) =>
          attempt(
            tx,
            sql,
            params.map((value) => value ?? txid),
          ),
        );
        expect(result.error, sql).toBeNull();
      }
    });
  });

  it('keeps the lapse job to the service role', async () => {
    const sql = 'select public.lapse_unpaid_pix_orders() as n';
    for (const who of [anon, as(customer), as(other), as(operator)]) {
      const result = await asRole(db, who, (tx) => attempt(tx, sql));
      expect(result.error?.code, who.sub ?? who.role).toBe('42501');
    }
    expect((await asRole(db, service, (tx) => attempt(tx, sql))).error).toBeNull();
  });

  it('lets no API role call the inner functions (booking_units and pix_hold_until: the service role only)', async () => {
    const inner = [
      `select * from public.departure_capacities('Parque Amantikir', current_date, current_date + 7)`,
      `select * from public.departure_loads('Parque Amantikir', current_date, current_date + 7)`,
      `select public.assert_departure_fits('Parque Amantikir', current_date + 7, 1)`,
    ];
    const serviceOnly = [
      'select public.booking_units(false, 2, 1, 1)',
      `select public.pix_hold_until('Parque Amantikir', current_date + 7, now())`,
    ];
    for (const sql of [...inner, ...serviceOnly]) {
      for (const who of [anon, as(customer), as(operator)]) {
        const result = await asRole(db, who, (tx) => attempt(tx, sql));
        expect(result.error?.code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
      }
      const asService = await asRole(db, service, (tx) => attempt(tx, sql));
      expect(asService.error?.code ?? null, `service ${sql}`).toBe(inner.includes(sql) ? '42501' : null);
    }
    const triggers = [
      'check_new_orders_capacity',
      'check_session_capacity',
      'check_itinerary_capacity',
      'check_order_move_capacity',
      'set_pix_expiry',
    ];
    const { rows } = await db.query<{ proname: string; callers: string[] }>(
      `select p.proname, array(select r.rolname::text from pg_roles r
                                where r.rolname in ('anon', 'authenticated', 'service_role')
                                  and has_function_privilege(r.oid, p.oid, 'execute')) as callers
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = any ($1)`,
      [triggers],
    );
    expect(rows.map((row) => [row.proname, row.callers]).sort()).toEqual(
      triggers.map((name) => [name, []]).sort(),
    );
  });
});

// ─── What a booking takes, and what a departure has ─────────────────────────────────────────────────────────

describe('what a booking takes', () => {
  it.each([
    ['adults and children take a seat each', false, [2, 1, 0], 3],
    ['babies on a lap take none', false, [2, 0, 2], 2],
    ['a per-car tour takes one car for up to four people', true, [4, 0, 0], 1],
    [
      'a per-car tour takes ceil(people / 4) cars, babies counted as the price counts them',
      true,
      [4, 0, 1],
      2,
    ],
    ['nine people take three cars', true, [5, 3, 1], 3],
    ['a per-car booking takes at least one car', true, [0, 0, 0], 1],
  ] as const)('%s', async (_what, perCar, [adults, children, babies], units) => {
    const { rows } = await db.query<{ units: number }>(
      'select public.booking_units($1, $2, $3, $4) as units',
      [perCar, adults, children, babies],
    );
    expect(rows[0]!.units).toBe(units);
  });

  it('counts seats on a departure without babies and pets, and cars on a per-car tour', async () => {
    const day = freshDay('parque-amantikir');
    await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: AMANTIKIR,
      data_passeio: day,
      qtd_adults: 2,
      qtd_children: 1,
      qtd_babies: 2,
      qtd_pets: 3,
    });
    expect(await loadOf(AMANTIKIR, day)).toEqual({ vendidas: 0, reservadas: 3, livres: 17 });
    expect(await availabilityOn('parque-amantikir', day)).toMatchObject({ capacidade: 20, livres: 17 });

    const carDay = freshDay('turismo-aparecida');
    await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: APARECIDA,
      data_passeio: carDay,
      qtd_adults: 4,
      qtd_babies: 1,
    });
    await booked(APARECIDA, carDay, 3);
    expect(await loadOf(APARECIDA, carDay)).toEqual({ vendidas: 1, reservadas: 2, livres: 0 });
    expect(await availabilityOn('turismo-aparecida', carDay)).toMatchObject({
      capacidade: 3,
      livres: 0,
      por_carro: true,
    });
  });
});

describe('the default capacities', () => {
  it('are 20 seats for a per-person tour and 3 cars for a per-car tour', async () => {
    const day = freshDay('city-tour-tradicional');
    expect(await availabilityOn('city-tour-tradicional', day)).toEqual({
      dia: day,
      capacidade: 20,
      livres: 20,
      fechado: false,
      por_carro: false,
    });
    expect(await departure(CITY, day)).toMatchObject({
      capacidade: 20,
      vendidas: 0,
      reservadas: 0,
      livres: 20,
      alterada: false,
    });
    const carDay = freshDay('turismo-aparecida');
    expect(await availabilityOn('turismo-aparecida', carDay)).toMatchObject({
      capacidade: 3,
      livres: 3,
      por_carro: true,
    });
    expect(await departure(APARECIDA, carDay)).toMatchObject({
      capacidade: 3,
      por_carro: true,
      alterada: false,
    });
  });

  it("change with the tour's capacity, a day's own capacity wins, and clearing it goes back to the tour's", async () => {
    const [first, second] = [freshDay('rota-do-horto'), freshDay('rota-do-horto')];
    await call(as(operator), `select public.admin_set_tour_capacity('Rota do Horto Florestal', 8) as ok`);
    await setDeparture('Rota do Horto Florestal', second, 30);
    expect(await availabilityOn('rota-do-horto', first)).toMatchObject({ capacidade: 8, livres: 8 });
    expect(await availabilityOn('rota-do-horto', second)).toMatchObject({ capacidade: 30, livres: 30 });
    expect(await departure('Rota do Horto Florestal', second)).toMatchObject({ alterada: true });
    await setDeparture('Rota do Horto Florestal', second, null);
    expect(await availabilityOn('rota-do-horto', second)).toMatchObject({ capacidade: 8 });
    expect(await departure('Rota do Horto Florestal', second)).toMatchObject({ alterada: false });
    expect(
      await count(`select 1 from public.departure_capacity where passeio = 'Rota do Horto Florestal'`),
    ).toBe(0);
    expect(
      await rowsOf(
        `select action, entity, entity_id from public.operator_audit where entity = 'capacidade' and entity_id like 'Rota do Horto%' order by id`,
      ),
    ).toEqual([
      { action: 'capacidade_passeio', entity: 'capacidade', entity_id: 'Rota do Horto Florestal' },
      { action: 'capacidade_passeio', entity: 'capacidade', entity_id: 'Rota do Horto Florestal' },
      { action: 'capacidade_saida', entity: 'capacidade', entity_id: `Rota do Horto Florestal ${second}` },
      { action: 'capacidade_saida', entity: 'capacidade', entity_id: `Rota do Horto Florestal ${second}` },
    ]);
  });

  it('refuse a capacity out of range, an unknown tour and a past day, in Portuguese', async () => {
    const tomorrow = runDay('city-tour-tradicional');
    const cases = [
      [`select public.admin_set_tour_capacity('City Tour Tradicional', 0)`, 'A capacidade vai de 1 a 500.'],
      [`select public.admin_set_tour_capacity('City Tour Tradicional', 501)`, 'A capacidade vai de 1 a 500.'],
      [`select public.admin_set_tour_capacity('Passeio Nenhum', 10)`, 'Passeio não encontrado.'],
      [
        `select public.admin_set_departure_capacity('City Tour Tradicional', '${tomorrow}', -1)`,
        'A capacidade vai de 0 a 500.',
      ],
      [
        `select public.admin_set_departure_capacity('Passeio Nenhum', '${tomorrow}', 5)`,
        'Passeio não encontrado.',
      ],
      [
        `select public.admin_set_departure_capacity('City Tour Tradicional', '${daysFromToday(-1)}', 5)`,
        'Escolha um dia a partir de hoje.',
      ],
    ];
    for (const [sql, message] of cases) {
      expect(await refused(as(operator), sql!), sql).toEqual({ code: '22023', message });
    }
  });
});

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
      const [request] = await call(as(customer), 'select * from public.request_booking_change($1, $2, $3)', [
        ref,
        'remarcacao',
        to,
      ]);
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
    await call(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
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
    await call(as(customer), 'select * from public.choose_company_cancellation_option($1, $2, $3)', [
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
    await call(
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
    await call(service, `select * from public.confirm_card_payment('cs_test_capacity_paid', $1)`, [
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
    const [{ n }] = (await call(service, 'select public.lapse_unpaid_pix_orders() as n')) as [{ n: number }];
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
    expect(await call(service, 'select public.lapse_unpaid_pix_orders() as n')).toEqual([{ n: 0 }]);
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
    const [{ until }] = (await call(
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
    const [{ until: again }] = (await call(
      as(operator),
      'select public.admin_extend_pix_hold($1, $2, 2) as until',
      [customer.idCliente, txid],
    )) as [{ until: string }];
    expect(Math.abs(Date.parse(again) - Date.now() - 2 * 3600_000)).toBeLessThan(60_000);
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ reservadas: 2 });
    await call(service, 'select public.lapse_unpaid_pix_orders() as n');
    expect(await rowOf('select status from public.pedido_site where id = $1', [first!.id])).toEqual({
      status: 'aguardando pagamento',
    });
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
      await count(`select 1 from public.itinerarios where data_passeio = $1 and status = 'Aguardando'`, [
        day,
      ]),
    ).toBe(2);

    expect(await insertOrderAs(other, AMANTIKIR, day)).toEqual(full(AMANTIKIR, day));
    expect(await tryAs(as(operator), recordBooking(AMANTIKIR, day, 1))).toEqual(full(AMANTIKIR, day));
    // What was sold can still be worked on: fewer people, a note (as the database owner: no API role edits an
    // itinerary directly), and the held PIX order confirmed.
    await db.query(
      `update public.itinerarios set qtd_adultos = 1, observacao = 'Um desistiu' where id_itinerario = $1`,
      [first],
    );
    const confirmed = await call(as(operator), 'select * from public.admin_confirm_pix_payment($1, $2)', [
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

describe('a PIX payment confirmed after its hold ran out, before the job cancelled the order', () => {
  it('never fails for capacity: the customer paid, the operator decides', async () => {
    const day = freshDay('city-tour-tradicional');
    await setDeparture(CITY, day, 2);
    const late = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: CITY,
      data_passeio: day,
      qtd_adults: 2,
    });
    await lapse(late.id);
    const taken = await createOrder(db, {
      id_cliente: other.idCliente,
      nome_passeio: CITY,
      data_passeio: day,
      qtd_adults: 2,
    });
    expect(await loadOf(CITY, day)).toEqual({ vendidas: 0, reservadas: 2, livres: 0 });

    const confirmed = await call(as(operator), 'select * from public.admin_confirm_pix_payment($1, $2)', [
      customer.idCliente,
      await pixTxid(late.id),
    ]);
    expect(confirmed).toEqual([expect.objectContaining({ id_pedido: late.id, newly_confirmed: true })]);
    await call(as(operator), 'select * from public.admin_confirm_pix_payment($1, $2)', [
      other.idCliente,
      await pixTxid(taken.id),
    ]);
    expect(await loadOf(CITY, day)).toEqual({ vendidas: 4, reservadas: 0, livres: 0 });
    expect(
      await count(`select 1 from public.itinerarios where data_passeio = $1 and nome_passeio = $2`, [
        day,
        CITY,
      ]),
    ).toBe(2);
  });
});

describe('a PIX transfer that arrives after the job cancelled the order (20261125000900_late_pix_payment.sql)', () => {
  /** A PIX order for `adults` on `day`, lapsed and cancelled by the job as it runs on schedule. */
  async function lapsedOrder(who: Customer, title: string, day: string, adults: number) {
    const order = await createOrder(db, {
      id_cliente: who.idCliente,
      nome_passeio: title,
      data_passeio: day,
      qtd_adults: adults,
    });
    await lapse(order.id);
    await db.query(
      `update public.pedido_site set status = 'cancelado', motivo_cancelamento = 'Pagamento não identificado no prazo'
        where id = $1`,
      [order.id],
    );
    return { id: order.id, txid: await pixTxid(order.id) };
  }
  const confirmAs = (who: RoleContext, idCliente: number, txid: string) =>
    tryAs(who, 'select * from public.admin_confirm_pix_payment($1, $2)', [idCliente, txid]);

  it('is confirmed when the day still has room: paid, booked once, mailed, audited as late', async () => {
    const day = freshDay('parque-amantikir');
    const late = await lapsedOrder(customer, AMANTIKIR, day, 2);
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ vendidas: 0, reservadas: 0 });

    expect(await confirmAs(as(customer), customer.idCliente, late.txid)).toMatchObject({ code: '42501' });
    expect(await confirmAs(as(operator), customer.idCliente, late.txid)).toBeNull();
    expect(
      await rowOf('select status, motivo_cancelamento from public.pedido_site where id = $1', [late.id]),
    ).toEqual({ status: 'pago', motivo_cancelamento: null });
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ vendidas: 2, reservadas: 0 });
    expect(
      await count(
        `select 1 from public.email_outbox o join public.itinerarios i on o.dedupe_key = 'reserva_confirmada:' || i.id_itinerario
          where i.id_pedido = $1 and o.to_email = $2`,
        [late.id, customer.email],
      ),
    ).toBe(1);
    expect(
      await rowOf(
        `select action, before->>'status' as antes, after->>'status' as depois from public.operator_audit
          where entity = 'pedido_site' and entity_id = $1`,
        [String(late.id)],
      ),
    ).toEqual({ action: 'pix_confirmado_apos_prazo', antes: 'cancelado', depois: 'pago' });

    // Twice changes nothing.
    expect(await confirmAs(as(operator), customer.idCliente, late.txid)).toBeNull();
    expect(await count('select 1 from public.itinerarios where id_pedido = $1', [late.id])).toBe(1);
    expect(await loadOf(AMANTIKIR, day)).toMatchObject({ vendidas: 2 });
  });

  it('is refused when the seats it gave back are sold, naming the tour and day, and nothing changes', async () => {
    const day = freshDay('city-tour-tradicional');
    await setDeparture(CITY, day, 3);
    const late = await lapsedOrder(customer, CITY, day, 2);
    expect(await insertOrderAs(other, CITY, day, { adults: 2 })).toBeNull();

    expect(await confirmAs(as(operator), customer.idCliente, late.txid)).toEqual(full(CITY, day));
    expect(
      await rowOf('select status, motivo_cancelamento from public.pedido_site where id = $1', [late.id]),
    ).toEqual({ status: 'cancelado', motivo_cancelamento: 'Pagamento não identificado no prazo' });
    expect(await count('select 1 from public.itinerarios where id_pedido = $1', [late.id])).toBe(0);
  });

  it('is refused for a tour that has already happened, and other cancellations are never revived', async () => {
    // Ordered before the tour, lapsed and cancelled; the transfer comes in after the tour's day.
    const past = await lapsedOrder(customer, CITY, freshDay('city-tour-tradicional'), 1);
    await db.query('update public.pedido_site set data_passeio = $2 where id = $1', [
      past.id,
      daysFromToday(-2),
    ]);
    expect(await confirmAs(as(operator), customer.idCliente, past.txid)).toEqual({
      code: '22023',
      message: `O passeio de ${CITY} em ${isoToBR(daysFromToday(-2))} já aconteceu: devolva o valor ao cliente.`,
      detail: 'operator: past_tour',
    });

    const day = freshDay('parque-amantikir');
    const byOperator = await lapsedOrder(customer, AMANTIKIR, day, 1);
    await db.query(`update public.pedido_site set motivo_cancelamento = 'Cliente desistiu' where id = $1`, [
      byOperator.id,
    ]);
    expect(await confirmAs(as(operator), customer.idCliente, byOperator.txid)).toBeNull();
    expect(await rowOf('select status from public.pedido_site where id = $1', [byOperator.id])).toEqual({
      status: 'cancelado',
    });
  });
});

// ─── The calendars' one call ────────────────────────────────────────────────────────────────────────────────

describe('tour_availability(tour, days)', () => {
  const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const weekdayOf = (day: string) => weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

  const availability = async (tourId: string, days: number | null = 90) =>
    (
      await asRole(db, anon, (tx) =>
        tx.query<{ row: Row }>('select to_jsonb(a) as row from public.tour_availability($1, $2) a', [
          tourId,
          days,
        ]),
      )
    ).rows.map(
      (r) =>
        r.row as { dia: string; capacidade: number; livres: number; fechado: boolean; por_carro: boolean },
    );

  it('answers only the days the tour runs, from today in São Paulo, for the next 90 days by default', async () => {
    const tour = tourNamed('parque-amantikir');
    const expected = Array.from({ length: 90 }, (_, offset) => daysFromToday(offset)).filter((day) =>
      tour.availableDays.includes(weekdayOf(day) as never),
    );
    const rows = await availability('parque-amantikir');
    expect(rows.map((row) => row.dia)).toEqual(expected);
    expect((await availability('parque-amantikir', null)).length).toBe(expected.length);
    expect((await availability('city-tour-tradicional')).length).toBe(90);
    expect((await availability('city-tour-tradicional', 7)).map((row) => row.dia)).toEqual(
      Array.from({ length: 7 }, (_, offset) => daysFromToday(offset)),
    );
  });

  it('answers the free seats of each day, closed days and cars for a per-car tour', async () => {
    const day = freshDay('rota-alto-lajeado');
    const closed = freshDay('rota-alto-lajeado');
    await booked('Rota Alto Lajeado', day, 5);
    await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: 'Rota Alto Lajeado',
      data_passeio: day,
      qtd_adults: 2,
      qtd_children: 1,
    });
    await setDeparture('Rota Alto Lajeado', closed, null, true);
    const rows = await availability('rota-alto-lajeado');
    expect(rows.find((row) => row.dia === day)).toEqual({
      dia: day,
      capacidade: 20,
      livres: 12,
      fechado: false,
      por_carro: false,
    });
    expect(rows.find((row) => row.dia === closed)).toMatchObject({ capacidade: 0, livres: 0, fechado: true });
    expect(
      rows
        .filter((row) => row.dia !== day && row.dia !== closed && row.dia > daysFromToday(10))
        .every((row) => row.livres === 20),
    ).toBe(true);
    expect(
      (await availability('turismo-aparecida')).every((row) => row.por_carro && row.capacidade <= 4),
    ).toBe(true);
  });

  it('refuses an unknown tour in Portuguese', async () => {
    for (const who of [anon, as(customer)]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, `select * from public.tour_availability('passeio-nenhum')`),
      );
      expect(result.error).toEqual({ code: '22023', message: 'Passeio não encontrado.' });
    }
  });
});
