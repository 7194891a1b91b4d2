import { anon, as, asRole, attempt, service } from '../../helpers/db.ts';
import { createDriver, createOrder, type Customer } from '../../helpers/factories.ts';
import {
  customer,
  db,
  operator,
  other,
  refused,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import { AMANTIKIR, CITY, freshDay, pixTxid, setDeparture } from './capacity-setup.ts';

// Capacity per departure, database side (20261125000500_capacity.sql), who may do what: the tables and every
// function tried as anon, a customer, another customer, the operator and a driver (issue 30), who reads and changes
// none of it.
withSchemaDatabase();

let driver: Customer;
beforeAll(async () => {
  driver = await createDriver(db);
});

// ─── Who may read and call ──────────────────────────────────────────────────────────────────────────────────

describe('who may read the capacities and call the functions', () => {
  let amantikirDay: string;
  const day = () => amantikirDay;
  let pixOrder: number;

  beforeAll(async () => {
    amantikirDay = freshDay('parque-amantikir');
    await setDeparture(AMANTIKIR, day(), 12, false, 'Van menor');
    await rowsAs(as(operator), 'select public.admin_set_tour_capacity($1, 25) as ok', [
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

  it('hides both tables from anon, customers and drivers; the operator reads them', async () => {
    for (const table of ['tour_capacity', 'departure_capacity']) {
      const asAnon = await asRole(db, anon, (tx) => attempt(tx, `select * from public.${table}`));
      expect(asAnon.error?.code, table).toBe('42501');
      for (const who of [as(customer), as(other), as(driver)]) {
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
    for (const who of [anon, as(customer), as(other), as(operator), as(driver)]) {
      for (const sql of writes) {
        expect((await refused(who, sql)).code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers tour_availability to everyone: visitors, customers and the operator', async () => {
    for (const who of [anon, as(customer), as(other), as(operator), as(driver), service]) {
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

    it('refuse anon, the customer, another customer and a driver with 42501, and change nothing', async () => {
      const txid = await pixTxid(pixOrder);
      const before = await snapshot();
      for (const who of [anon, as(customer), as(other), as(driver)]) {
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
    for (const who of [anon, as(customer), as(other), as(operator), as(driver)]) {
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
      for (const who of [anon, as(customer), as(operator), as(driver)]) {
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
