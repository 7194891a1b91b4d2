import { anon, as, asRole, attempt, type RoleContext, service } from '../../helpers/db.ts';
import { daysFromToday, runDay } from '../../helpers/days.ts';
import { createDriver, type Customer } from '../../helpers/factories.ts';
import {
  customer,
  db,
  operator,
  other,
  refused,
  rowAs,
  rowOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  type Booking,
  cardBooking,
  decide,
  fortyDaysAhead,
  itineraryBooking,
  refundOf,
  requestChange,
  snapshot,
} from './cancellations-setup.ts';

// Cancellations, refunds and rescheduling, database side (20261125000300_cancellations.sql), who may do what: the
// tables and every function tried as anon, the owner, another customer, the operator and a driver (issue 30), who
// is no customer of these bookings and no operator.
withSchemaDatabase();

let driver: Customer;
beforeAll(async () => {
  driver = await createDriver(db);
});

// ─── Who may read and write ─────────────────────────────────────────────────────────────────────────────────

describe('the tables: customers read their own rows, write none; the operator reads all', () => {
  const tables = ['booking_requests', 'refunds', 'credit_lots', 'credit_movements'];

  beforeAll(async () => {
    // For each customer: a cancellation accepted with its refund, and a credit.
    for (const who of [customer, other]) {
      const booking = await itineraryBooking(who);
      const request = await requestChange(who, booking.ref, 'cancelamento');
      await decide(request.id, true);
      await db.query(
        `select public.grant_credit_lot($2, 50, 'cancelamento', 'Crédito do cancelamento', null, $1)`,
        [request.id, who.idCliente],
      );
    }
  });

  it('hides every table from anon', async () => {
    for (const table of tables) {
      const result = await asRole(db, anon, (tx) => attempt(tx, `select * from public.${table}`));
      expect(result.error?.code, table).toBe('42501');
    }
  });

  it('shows a customer only their own rows', async () => {
    for (const who of [customer, other]) {
      for (const table of tables) {
        const { rows } = await asRole(db, as(who), (tx) =>
          tx.query<{ id_cliente: number }>(`select id_cliente from public.${table}`),
        );
        expect(rows.length, table).toBeGreaterThan(0);
        expect(
          rows.every((row) => Number(row.id_cliente) === who.idCliente),
          table,
        ).toBe(true);
      }
    }
  });

  it('shows a driver no row', async () => {
    for (const table of tables) {
      const { rows } = await asRole(db, as(driver), (tx) => tx.query(`select * from public.${table}`));
      expect(rows, table).toEqual([]);
    }
  });

  it('shows the operator the rows of every customer', async () => {
    for (const table of tables) {
      const { rows } = await asRole(db, as(operator), (tx) =>
        tx.query<{ id_cliente: number }>(`select id_cliente from public.${table}`),
      );
      const owners = new Set(rows.map((row) => Number(row.id_cliente)));
      expect(owners.has(customer.idCliente) && owners.has(other.idCliente), table).toBe(true);
    }
  });

  it('lets no API caller insert, update or delete a row directly, the operator included', async () => {
    const before = await snapshot();
    const writes = (table: string) => [
      `insert into public.${table} (id_cliente) values (${customer.idCliente})`,
      `update public.${table} set id_cliente = id_cliente`,
      `delete from public.${table}`,
    ];
    for (const who of [anon, as(customer), as(other), as(operator), as(driver)]) {
      for (const table of tables) {
        for (const sql of writes(table)) {
          expect((await refused(who, sql)).code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
        }
      }
    }
    // A customer cannot reach another customer's rows with a status of their own either.
    expect((await refused(as(customer), `update public.booking_requests set status = 'aceito'`)).code).toBe(
      '42501',
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may call the functions', () => {
  let mine: Booking;
  let pendingId: unknown;
  let companyRequestId: unknown;
  let pixRefundId: unknown;
  let cardRefundId: unknown;
  const departureDay = () => runDay('turismo-aparecida', 1, 50);

  beforeAll(async () => {
    mine = await itineraryBooking(customer);
    pendingId = (await requestChange(customer, (await itineraryBooking(customer)).ref, 'cancelamento')).id;
    const pix = await requestChange(customer, (await itineraryBooking(customer)).ref, 'cancelamento');
    await decide(pix.id, true);
    pixRefundId = (await refundOf(pix.id))!.id;
    const card = await requestChange(customer, (await cardBooking(customer)).ref, 'cancelamento');
    await decide(card.id, true);
    cardRefundId = (await refundOf(card.id))!.id;
    await itineraryBooking(customer, { passeio: 'Turismo Aparecida', data: departureDay(), valor: 400 });
    await rowAs(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
      'Turismo Aparecida',
      departureDay(),
      'Van quebrada',
    ]);
    companyRequestId = (await rowOf(
      `select id from public.booking_requests where id_cliente = $1 and status = 'aguardando_cliente'`,
      [customer.idCliente],
    ))!.id;
  });

  describe("the customer's functions act only on the caller's own bookings", () => {
    it('cancellation_terms_for: the owner and the operator get the terms; another customer does not', async () => {
      const terms = (who: RoleContext) =>
        asRole(db, who, (tx) => attempt(tx, 'select * from public.cancellation_terms_for($1)', [mine.ref]));
      expect((await terms(anon)).error?.code).toBe('42501');
      const own = await terms(as(customer));
      expect(own.rows[0]).toMatchObject({ regra: 'antecedencia-31', percentual: 90, pode_cancelar: true });
      expect((await terms(as(operator))).rows[0]).toEqual(own.rows[0]);
      for (const who of [as(other), as(driver)]) {
        expect((await terms(who)).error).toMatchObject({
          code: '22023',
          message: 'Reserva não encontrada.',
        });
      }
      const unknown = await asRole(db, as(customer), (tx) =>
        attempt(tx, 'select * from public.cancellation_terms_for($1)', ['X1']),
      );
      expect(unknown.error?.message).toBe('Reserva não encontrada.');
    });

    it("request_booking_change: only the owner; another customer and the operator get 'Reserva não encontrada.'", async () => {
      const before = await snapshot();
      const sql = 'select * from public.request_booking_change($1, $2)';
      expect((await refused(anon, sql, [mine.ref, 'cancelamento'])).code).toBe('42501');
      for (const who of [as(other), as(operator), as(driver)]) {
        for (const tipo of ['cancelamento', 'remarcacao']) {
          expect(await refused(who, sql, [mine.ref, tipo])).toEqual({
            code: '22023',
            message: 'Reserva não encontrada.',
          });
        }
      }
      expect(await snapshot()).toEqual(before);
      const own = await asRole(db, as(customer), (tx) => attempt(tx, sql, [mine.ref, 'cancelamento']));
      expect(own.error).toBeNull();
    });

    it("choose_company_cancellation_option: only the owner; anyone else gets 'Solicitação não encontrada.'", async () => {
      const before = await snapshot();
      const sql = 'select * from public.choose_company_cancellation_option($1, $2)';
      expect((await refused(anon, sql, [companyRequestId, 'credito'])).code).toBe('42501');
      for (const who of [as(other), as(operator), as(driver)]) {
        expect(await refused(who, sql, [companyRequestId, 'credito'])).toEqual({
          code: '22023',
          message: 'Solicitação não encontrada.',
        });
      }
      expect(await snapshot()).toEqual(before);
      const own = await asRole(db, as(customer), (tx) => attempt(tx, sql, [companyRequestId, 'credito']));
      expect(own.error).toBeNull();
    });
  });

  describe("the operator's functions", () => {
    const calls = () =>
      [
        ['select * from public.admin_decide_booking_request($1, true)', [pendingId]],
        [`select * from public.admin_decide_booking_request($1, false, 'Fora da política')`, [pendingId]],
        [
          `select public.admin_cancel_departure('City Tour Tradicional', $1, 'Chuva forte')`,
          [fortyDaysAhead()],
        ],
        ['select * from public.admin_record_pix_refund($1, $2)', [pixRefundId, daysFromToday(0)]],
        ['select * from public.admin_claim_card_refund($1)', [cardRefundId]],
        ['select * from public.admin_switch_refund_to_pix($1)', [cardRefundId]],
      ] as const;

    it('refuse anon, the owner, another customer and a driver with 42501, and change nothing', async () => {
      const before = await snapshot();
      for (const who of [anon, as(customer), as(other), as(driver)]) {
        for (const [sql, params] of calls()) {
          expect((await refused(who, sql, [...params])).code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('answer the operator', async () => {
      for (const [sql, params] of calls()) {
        const result = await asRole(db, as(operator), (tx) => attempt(tx, sql, [...params]));
        expect(result.error, sql).toBeNull();
      }
    });
  });

  it('keeps the policy, the departure times and the Stripe bookkeeping to the service role', async () => {
    const calls = [
      [`select * from public.cancellation_terms('City Tour Tradicional', current_date + 40, now(), 100)`, []],
      [`select public.tour_departure_time('City Tour Tradicional')`, []],
      [`select public.record_card_refund($1, 're_test_x', 'processando')`, [cardRefundId]],
      [`select public.settle_card_refunds(array['re_test_nenhum'])`, []],
      [`select public.fail_card_refund('re_test_nenhum', 'O Stripe não conseguiu devolver no cartão.')`, []],
    ] as const;
    for (const [sql, params] of calls) {
      for (const who of [anon, as(customer), as(operator), as(driver)]) {
        const result = await asRole(db, who, (tx) => attempt(tx, sql, [...params]));
        expect(result.error?.code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
      }
      const asService = await asRole(db, service, (tx) => attempt(tx, sql, [...params]));
      expect(asService.error, sql).toBeNull();
    }
  });

  it('lets no API role call the inner functions', async () => {
    const inner = [
      'select * from public.booking_facts($1, null)',
      `select public.enqueue_request_email($1, 'solicitacao_recebida')`,
      'select public.refund_mail_extra(r.valor, r.metodo, r.tentativa) from public.refunds r where r.id = $1',
    ];
    for (const sql of inner) {
      for (const who of [anon, as(customer), as(operator), as(driver), service]) {
        const result = await asRole(db, who, (tx) => attempt(tx, sql, [mine.id]));
        expect(result.error?.code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
      }
    }
  });
});
