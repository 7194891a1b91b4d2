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
import { closedDay, daysFromToday, runDay } from '../../helpers/days.ts';
import {
  createCustomer,
  createItinerary,
  createOperator,
  createOrder,
  type Customer,
} from '../../helpers/factories.ts';
import { isoToBR } from '../../../src/domain/operator.ts';

// Cancellations, refunds and rescheduling, database side (20261125000300_cancellations.sql): the tables and every
// function tried as anon, the owner, another customer and the operator; a customer's cancellation from request to
// refund; rescheduling; a departure the company cancels and the customer's three choices; PIX refunds recorded;
// card refunds claimed once; the audit trail and the outbox rows of each step.

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

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params)).rows[0]!.n);

/** The rows of a query as JSON (dates as 'YYYY-MM-DD', numerics as numbers), read as the database owner. */
const rowsOf = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ row: Row }>(`select to_jsonb(x) as row from (${sql}) x`, params)).rows.map((r) => r.row);
const rowOf = async (sql: string, params: unknown[] = []) => (await rowsOf(sql, params))[0];

/** Calls a function as `who` and keeps what it wrote; answers its first row as JSON. */
async function call(who: RoleContext, sql: string, params: unknown[] = []): Promise<Row> {
  const { rows } = await actAs(db, who, (tx) =>
    tx.query<{ row: Row }>(`select to_jsonb(x) as row from (${sql}) x`, params),
  );
  return rows[0]!.row;
}

/** Runs a statement as `who` that must fail (and commits the transaction around it, so nothing can hide). */
async function refused(who: RoleContext, sql: string, params: unknown[] = []): Promise<SqlError> {
  const result = await actAs(db, who, (tx) => attempt(tx, sql, params));
  if (!result.error) throw new Error(`expected a refusal of ${sql}`);
  return result.error;
}

/** Everything the functions could change, to show a refused call changed nothing. */
const snapshot = async () =>
  (
    await db.query<{ s: unknown }>(
      `select jsonb_build_object(
         'requests', (select coalesce(jsonb_agg(to_jsonb(r) order by r.id), '[]') from public.booking_requests r),
         'refunds', (select coalesce(jsonb_agg(to_jsonb(f) order by f.id), '[]') from public.refunds f),
         'credits', (select coalesce(jsonb_agg(to_jsonb(c) order by c.id), '[]') from public.customer_credits c),
         'itineraries', (select coalesce(jsonb_agg(jsonb_build_array(i.id_itinerario, i.status, i.data_passeio)
                           order by i.id_itinerario), '[]') from public.itinerarios i),
         'orders', (select coalesce(jsonb_agg(jsonb_build_array(o.id, o.status, o.data_passeio) order by o.id), '[]')
                      from public.pedido_site o),
         'audit', (select count(*) from public.operator_audit),
         'outbox', (select count(*) from public.email_outbox)
       ) as s`,
    )
  ).rows[0]!.s;

const fortyDaysAhead = () => runDay('city-tour-tradicional', 1, 40);

type Booking = { ref: string; id: number; data: string; valor: number };

/** A booking from the messaging app or a confirmed PIX order (R<id>), confirmed a month ago: past the regret days. */
async function itineraryBooking(
  who: Customer,
  { passeio = 'City Tour Tradicional', data = fortyDaysAhead(), valor = 200 } = {},
): Promise<Booking> {
  const itinerary = await createItinerary(db, {
    id_cliente: who.idCliente,
    nome_passeio: passeio,
    data_passeio: data,
    valor_total_liquido: valor,
  });
  const id = Number(itinerary.id_itinerario);
  await db.query(
    `update public.itinerarios set created_at = now() - interval '30 days' where id_itinerario = $1`,
    [id],
  );
  return { ref: `R${id}`, id, data, valor };
}

let sessions = 0;
/** A paid card order (P<id>), paid a month ago. */
async function cardBooking(
  who: Customer,
  { passeio = 'City Tour Tradicional', data = fortyDaysAhead(), adults = 2 } = {},
): Promise<Booking> {
  const order = await createOrder(db, {
    id_cliente: who.idCliente,
    nome_passeio: passeio,
    data_passeio: data,
    qtd_adults: adults,
    tipo_pagamento: 'Cartão(Stripe)',
  });
  await db.query(`update public.pedido_site set status = 'pago', stripe_session_id = $2 where id = $1`, [
    order.id,
    `cs_test_cancel_${++sessions}`,
  ]);
  await db.query(
    `update public.pedido_site set status_changed_at = now() - interval '30 days' where id = $1`,
    [order.id],
  );
  return { ref: `P${order.id}`, id: Number(order.id), data, valor: Number(order.valor) };
}

const requestChange = (who: Customer, ref: string, tipo: string, novaData: string | null = null) =>
  call(as(who), 'select * from public.request_booking_change($1, $2, $3, $4)', [ref, tipo, novaData, null]);

const decide = (
  id: unknown,
  aceitar: boolean,
  motivo: string | null = null,
  reembolso: number | null = null,
  motivoAjuste: string | null = null,
) =>
  call(as(operator), 'select * from public.admin_decide_booking_request($1, $2, $3, $4, $5)', [
    id,
    aceitar,
    motivo,
    reembolso,
    motivoAjuste,
  ]);

const requestRow = (id: unknown) => rowOf('select * from public.booking_requests where id = $1', [id]);
const itineraryRow = (id: number) =>
  rowOf(
    `select status, data_passeio, cancelado_pela_empresa, motivo_cancelamento, cancelado_em is not null as cancelado
       from public.itinerarios where id_itinerario = $1`,
    [id],
  );
const orderRow = (id: number) =>
  rowOf(
    `select status, data_passeio, cancelado_pela_empresa, motivo_cancelamento from public.pedido_site where id = $1`,
    [id],
  );
const refundOf = (requestId: unknown) =>
  rowOf('select * from public.refunds where request_id = $1', [requestId]);
const mail = (dedupeKey: string) =>
  rowOf('select template, to_email, data from public.email_outbox where dedupe_key = $1', [dedupeKey]);
const mailCount = (requestId: unknown) =>
  count(`select 1 from public.email_outbox where dedupe_key ~ ('^[a-z_]+:' || $1 || '(:|$)')`, [
    String(requestId),
  ]);
const auditActions = async (entity: string, entityId: unknown) =>
  (
    await db.query<{ action: string }>(
      'select action from public.operator_audit where entity = $1 and entity_id = $2 order by id',
      [entity, String(entityId)],
    )
  ).rows.map((row) => row.action);

// ─── Who may read and write ─────────────────────────────────────────────────────────────────────────────────

describe('the tables: customers read their own rows, write none; the operator reads all', () => {
  const tables = ['booking_requests', 'refunds', 'customer_credits'];

  beforeAll(async () => {
    // For each customer: a cancellation accepted with its refund, and a credit.
    for (const who of [customer, other]) {
      const booking = await itineraryBooking(who);
      const request = await requestChange(who, booking.ref, 'cancelamento');
      await decide(request.id, true);
      await db.query(
        'insert into public.customer_credits (request_id, id_cliente, valor) values ($1, $2, 50)',
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
    for (const who of [anon, as(customer), as(other), as(operator)]) {
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
    await call(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
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
      expect((await terms(as(other))).error).toMatchObject({
        code: '22023',
        message: 'Reserva não encontrada.',
      });
      const unknown = await asRole(db, as(customer), (tx) =>
        attempt(tx, 'select * from public.cancellation_terms_for($1)', ['X1']),
      );
      expect(unknown.error?.message).toBe('Reserva não encontrada.');
    });

    it("request_booking_change: only the owner; another customer and the operator get 'Reserva não encontrada.'", async () => {
      const before = await snapshot();
      const sql = 'select * from public.request_booking_change($1, $2)';
      expect((await refused(anon, sql, [mine.ref, 'cancelamento'])).code).toBe('42501');
      for (const who of [as(other), as(operator)]) {
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
      for (const who of [as(other), as(operator)]) {
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

    it('refuse anon, the owner and another customer with 42501, and change nothing', async () => {
      const before = await snapshot();
      for (const who of [anon, as(customer), as(other)]) {
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
      for (const who of [anon, as(customer), as(operator)]) {
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
      for (const who of [anon, as(customer), as(operator), service]) {
        const result = await asRole(db, who, (tx) => attempt(tx, sql, [mine.id]));
        expect(result.error?.code, `${who.sub ?? who.role} ${sql}`).toBe('42501');
      }
    }
  });
});

// ─── A customer's cancellation ──────────────────────────────────────────────────────────────────────────────

describe('a customer cancels a card booking 40 days ahead, paid long ago', () => {
  let booking: Booking;
  let request: Row;

  beforeAll(async () => {
    booking = await cardBooking(customer, { adults: 2 });
  });

  it('is offered 90% by the policy, and the request keeps that proposal', async () => {
    const { rows } = await asRole(db, as(customer), (tx) =>
      tx.query('select * from public.cancellation_terms_for($1)', [booking.ref]),
    );
    expect(booking.valor).toBe(180);
    expect(rows[0]).toMatchObject({
      regra: 'antecedencia-31',
      pode_cancelar: true,
      percentual: 90,
      pode_remarcar: true,
      dias: 40,
    });
    expect(Number((rows[0] as { reembolso: string }).reembolso)).toBe(162);

    request = await requestChange(customer, booking.ref, 'cancelamento');
    expect(request).toMatchObject({
      id_cliente: customer.idCliente,
      id_pedido: booking.id,
      id_itinerario: null,
      tipo: 'cancelamento',
      status: 'pendente',
      passeio: 'City Tour Tradicional',
      data_anterior: booking.data,
      nova_data: null,
      valor_pago: 180,
      regra: 'antecedencia-31',
      percentual: 90,
      reembolso_proposto: 162,
      reembolso: null,
    });
    // The booking stays as it is until the operator answers.
    expect(await orderRow(booking.id)).toMatchObject({ status: 'pago' });
  });

  it("queues 'solicitacao_recebida' with the request's facts", async () => {
    expect(await mail(`solicitacao_recebida:${request.id}`)).toEqual({
      template: 'solicitacao_recebida',
      to_email: customer.email,
      data: {
        nome: 'Ana Cliente',
        passeio: 'City Tour Tradicional',
        data: booking.data,
        nova_data: null,
        valor_pago: 180,
        reembolso: 162,
        percentual: 90,
        motivo: null,
        referencia: booking.ref,
        escolha: null,
      },
    });
  });

  it('refuses a second open request for the same booking', async () => {
    for (const tipo of ['cancelamento', 'remarcacao']) {
      const error = await refused(as(customer), 'select * from public.request_booking_change($1, $2, $3)', [
        booking.ref,
        tipo,
        runDay('city-tour-tradicional', 1, 45),
      ]);
      expect(error).toEqual({
        code: '23505',
        message: 'Já existe uma solicitação em andamento para esta reserva.',
      });
    }
    expect(await count('select 1 from public.booking_requests where id_pedido = $1', [booking.id])).toBe(1);
  });

  it('refuses a refund above what was paid, and a refund other than the proposal without a reason', async () => {
    const before = await snapshot();
    const sql = 'select * from public.admin_decide_booking_request($1, true, null, $2, $3)';
    expect(await refused(as(operator), sql, [request.id, 180.01, 'Cortesia'])).toEqual({
      code: '22023',
      message: 'O reembolso vai de R$ 0,00 até o valor pago.',
    });
    expect(await refused(as(operator), sql, [request.id, -1, 'Cortesia'])).toMatchObject({ code: '22023' });
    for (const reason of [null, '  ', 'ok']) {
      expect(await refused(as(operator), sql, [request.id, 170, reason])).toEqual({
        code: '22023',
        message: 'Informe o motivo de alterar o reembolso proposto pela política.',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('accepted: the order is cancelled, a card refund of 162 waits for Stripe, all audited and mailed', async () => {
    const accepted = await decide(request.id, true);
    expect(accepted).toMatchObject({
      status: 'aceito',
      reembolso: 162,
      motivo_ajuste: null,
      decidido_por: operator.userId,
    });
    expect(accepted.decidido_em).not.toBeNull();
    expect(await orderRow(booking.id)).toMatchObject({
      status: 'cancelado',
      cancelado_pela_empresa: false,
      motivo_cancelamento: 'Cancelamento a pedido do cliente',
    });
    expect(await refundOf(request.id)).toMatchObject({
      id_cliente: customer.idCliente,
      metodo: 'cartao',
      valor: 162,
      status: 'pendente',
      stripe_session_id: expect.stringMatching(/^cs_test_cancel_/),
      stripe_refund_id: null,
    });
    expect(await auditActions('pedido_site', booking.id)).toEqual(['reserva_cancelada']);
    expect(await auditActions('booking_requests', request.id)).toEqual(['cancelamento_aceito']);
    const refund = (await refundOf(request.id))!;
    expect(await auditActions('refunds', refund.id)).toEqual(['reembolso_criado']);
    const audit = await rowOf(
      `select actor, before ->> 'status' as antes, after ->> 'status' as depois from public.operator_audit
        where entity = 'pedido_site' and entity_id = $1`,
      [String(booking.id)],
    );
    expect(audit).toEqual({ actor: operator.userId, antes: 'pago', depois: 'cancelado' });
    expect(await mail(`cancelamento_confirmado:${request.id}`)).toMatchObject({
      template: 'cancelamento_confirmado',
      to_email: customer.email,
      data: { reembolso: 162, percentual: 90, valor_pago: 180, referencia: booking.ref },
    });
  });

  it('accepting twice, or refusing afterwards, changes nothing and answers the decision', async () => {
    const before = await snapshot();
    expect(await decide(request.id, true)).toMatchObject({ status: 'aceito', reembolso: 162 });
    expect(await decide(request.id, true, null, 10, 'Outro valor')).toMatchObject({ reembolso: 162 });
    expect(await decide(request.id, false, 'Mudei de ideia')).toMatchObject({ status: 'aceito' });
    expect(await snapshot()).toEqual(before);
  });

  it('the customer sees the request and the refund; the cancelled booking cannot be asked for again', async () => {
    const seen = await asRole(db, as(customer), async (tx) => ({
      requests: (await tx.query('select status from public.booking_requests where id = $1', [request.id]))
        .rows,
      refunds: (await tx.query('select status from public.refunds where request_id = $1', [request.id])).rows,
    }));
    expect(seen).toEqual({ requests: [{ status: 'aceito' }], refunds: [{ status: 'pendente' }] });
    expect(
      await refused(as(customer), 'select * from public.request_booking_change($1, $2)', [
        booking.ref,
        'cancelamento',
      ]),
    ).toEqual({
      code: '22023',
      message: 'Esta reserva não está mais ativa.',
    });
  });

  it('the card refund is claimed once, then settled once by the charge.refunded event', async () => {
    const refund = (await refundOf(request.id))!;
    const claim = () => call(as(operator), 'select * from public.admin_claim_card_refund($1)', [refund.id]);
    expect(await claim()).toMatchObject({ id: refund.id, valor: 162, send: true });
    expect(await claim()).toMatchObject({ send: false });
    expect(await auditActions('refunds', refund.id)).toEqual([
      'reembolso_criado',
      'reembolso_cartao_solicitado',
    ]);
    await actAs(db, service, (tx) =>
      tx.query(`select public.record_card_refund($1, 're_test_cancel_1', 'processando')`, [refund.id]),
    );
    const settle = () =>
      call(service, `select public.settle_card_refunds(array['re_test_cancel_1']) as n`).then((row) => row.n);
    expect(await settle()).toBe(1);
    expect(await settle()).toBe(0);
    expect(await refundOf(request.id)).toMatchObject({ status: 'concluido', pago_em: daysFromToday(0) });
    expect(await claim()).toMatchObject({ send: false });
    expect(await mail(`reembolso_efetuado:${request.id}`)).toMatchObject({
      data: { metodo: 'cartao', reembolso: 162 },
    });
    expect(
      await count(`select 1 from public.email_outbox where dedupe_key = $1`, [
        `reembolso_efetuado:${request.id}`,
      ]),
    ).toBe(1);
  });
});

describe('a card refund Stripe answers at once', () => {
  it('is done that day: the function records it concluded, with its date, and one mail', async () => {
    const booking = await cardBooking(customer, { adults: 2 });
    const request = await requestChange(customer, booking.ref, 'cancelamento');
    await decide(request.id, true);
    const refund = (await refundOf(request.id))!;
    await call(as(operator), 'select * from public.admin_claim_card_refund($1)', [refund.id]);
    for (let i = 0; i < 2; i++) {
      await actAs(db, service, (tx) =>
        tx.query(`select public.record_card_refund($1, 're_test_at_once', 'concluido')`, [refund.id]),
      );
    }
    expect(await refundOf(request.id)).toMatchObject({ status: 'concluido', pago_em: daysFromToday(0) });
    expect(
      await count(`select 1 from public.email_outbox where dedupe_key = $1`, [
        `reembolso_efetuado:${request.id}`,
      ]),
    ).toBe(1);
  });
});

describe('the operator changes the refund with a reason, and records the PIX refund', () => {
  let booking: Booking;
  let request: Row;
  let refundId: unknown;

  beforeAll(async () => {
    booking = await itineraryBooking(customer, { valor: 300 });
    request = await requestChange(customer, booking.ref, 'cancelamento');
  });

  it('keeps the new amount and its reason, and audits the reason', async () => {
    expect(request).toMatchObject({ percentual: 90, reembolso_proposto: 270, id_itinerario: booking.id });
    const accepted = await decide(request.id, true, null, 300, 'Cliente da casa: reembolso integral');
    expect(accepted).toMatchObject({
      status: 'aceito',
      reembolso_proposto: 270,
      reembolso: 300,
      motivo_ajuste: 'Cliente da casa: reembolso integral',
    });
    expect(
      await rowOf(
        `select reason from public.operator_audit where entity = 'booking_requests' and entity_id = $1`,
        [String(request.id)],
      ),
    ).toEqual({ reason: 'Cliente da casa: reembolso integral' });
    expect(await itineraryRow(booking.id)).toMatchObject({
      status: 'Cancelado',
      cancelado: true,
      cancelado_pela_empresa: false,
      motivo_cancelamento: 'Cancelamento a pedido do cliente',
    });
    const refund = (await refundOf(request.id))!;
    expect(refund).toMatchObject({ metodo: 'pix', valor: 300, status: 'pendente', stripe_session_id: null });
    refundId = refund.id;
    expect(await mail(`cancelamento_confirmado:${request.id}`)).toMatchObject({ data: { reembolso: 300 } });
  });

  it('refuses a payment date in the future and an end-to-end id that is not letters and digits', async () => {
    const before = await snapshot();
    const sql = 'select * from public.admin_record_pix_refund($1, $2, $3)';
    expect(await refused(as(operator), sql, [refundId, daysFromToday(1), null])).toEqual({
      code: '22023',
      message: 'Informe a data em que o PIX foi pago (hoje ou antes).',
    });
    expect(await refused(as(operator), sql, [refundId, null, null])).toMatchObject({ code: '22023' });
    for (const e2e of ['E2E-123', 'E2E 123', 'x'.repeat(65)]) {
      expect(await refused(as(operator), sql, [refundId, daysFromToday(0), e2e])).toEqual({
        code: '22023',
        message: 'O identificador fim a fim (E2E) tem só letras e números.',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('records it once: paid, the E2E id kept, audited, one mail', async () => {
    const record = () =>
      call(as(operator), 'select * from public.admin_record_pix_refund($1, $2, $3)', [
        refundId,
        daysFromToday(-1),
        ' e2e20261125abc ',
      ]);
    const first = await record();
    expect(first).toMatchObject({
      status: 'concluido',
      pago_em: daysFromToday(-1),
      pix_e2e_id: 'E2E20261125ABC',
    });
    const before = await snapshot();
    expect(await record()).toEqual(first);
    expect(await snapshot()).toEqual(before);
    expect(await auditActions('refunds', refundId)).toEqual(['reembolso_criado', 'reembolso_pix_registrado']);
    expect(await mail(`reembolso_efetuado:${request.id}`)).toMatchObject({
      template: 'reembolso_efetuado',
      to_email: customer.email,
      data: { metodo: 'pix', reembolso: 300, referencia: booking.ref },
    });
  });

  it('finds no PIX refund behind a card refund', async () => {
    const card = await requestChange(customer, (await cardBooking(customer)).ref, 'cancelamento');
    await decide(card.id, true);
    const cardRefund = (await refundOf(card.id))!;
    expect(
      await refused(as(operator), 'select * from public.admin_record_pix_refund($1, $2)', [
        cardRefund.id,
        daysFromToday(0),
      ]),
    ).toEqual({ code: '22023', message: 'Reembolso PIX não encontrado.' });
    expect(
      await refused(as(operator), 'select * from public.admin_claim_card_refund($1)', [refundId]),
    ).toEqual({ code: '22023', message: 'Reembolso no cartão não encontrado.' });
  });
});

describe('the operator refuses a request', () => {
  it('only with a reason; the booking stays, the customer is told why and may ask again', async () => {
    const booking = await itineraryBooking(other);
    const request = await requestChange(other, booking.ref, 'cancelamento');
    const before = await snapshot();
    for (const reason of [null, '', ' x ']) {
      expect(
        await refused(as(operator), 'select * from public.admin_decide_booking_request($1, false, $2)', [
          request.id,
          reason,
        ]),
      ).toEqual({ code: '22023', message: 'Informe o motivo da recusa.' });
    }
    expect(await snapshot()).toEqual(before);

    const refusedRequest = await decide(request.id, false, 'Reserva de grupo: fale com a gente');
    expect(refusedRequest).toMatchObject({
      status: 'recusado',
      motivo_decisao: 'Reserva de grupo: fale com a gente',
      reembolso: null,
    });
    expect(await itineraryRow(booking.id)).toMatchObject({ status: 'Aguardando', cancelado: false });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await auditActions('booking_requests', request.id)).toEqual(['solicitacao_recusada']);
    expect(await mail(`solicitacao_recusada:${request.id}`)).toMatchObject({
      template: 'solicitacao_recusada',
      to_email: other.email,
      data: { motivo: 'Reserva de grupo: fale com a gente', referencia: booking.ref },
    });
    expect(await mailCount(request.id)).toBe(2);
    // Closed: a new request of the same booking is allowed.
    expect(await requestChange(other, booking.ref, 'cancelamento')).toMatchObject({ status: 'pendente' });
  });
});

// ─── Rescheduling ───────────────────────────────────────────────────────────────────────────────────────────

describe('rescheduling', () => {
  it('is refused less than 72 hours before the departure', async () => {
    const tomorrow = await itineraryBooking(customer, { data: daysFromToday(1) });
    expect(
      await refused(as(customer), 'select * from public.request_booking_change($1, $2, $3)', [
        tomorrow.ref,
        'remarcacao',
        runDay('city-tour-tradicional', 1, 10),
      ]),
    ).toEqual({
      code: '22023',
      message: 'A remarcação precisa ser pedida com pelo menos 72 horas de antecedência.',
    });
    expect(await count('select 1 from public.booking_requests where id_itinerario = $1', [tomorrow.id])).toBe(
      0,
    );
  });

  it('is refused for a day the tour does not run, for no date, and for the same date', async () => {
    const booking = await itineraryBooking(customer, {
      passeio: 'Parque Amantikir',
      data: runDay('parque-amantikir', 1, 40),
    });
    const closed = closedDay('parque-amantikir', 41)!;
    const sql = 'select * from public.request_booking_change($1, $2, $3)';
    expect(await refused(as(customer), sql, [booking.ref, 'remarcacao', closed])).toEqual({
      code: '22023',
      message: `O passeio "Parque Amantikir" não acontece em ${isoToBR(closed)}.`,
    });
    expect(await refused(as(customer), sql, [booking.ref, 'remarcacao', null])).toMatchObject({
      message: 'Escolha uma nova data a partir de amanhã.',
    });
    expect(await refused(as(customer), sql, [booking.ref, 'remarcacao', booking.data])).toMatchObject({
      message: 'A nova data é igual à data atual do passeio.',
    });
    expect(await refused(as(customer), sql, [booking.ref, 'troca', null])).toMatchObject({
      message: 'Escolha cancelar ou remarcar.',
    });
    expect(await count('select 1 from public.booking_requests where id_itinerario = $1', [booking.id])).toBe(
      0,
    );
  });

  it('accepted: the booking moves to the new date, the old one is kept, audited and mailed', async () => {
    const booking = await itineraryBooking(customer, {
      passeio: 'Parque Amantikir',
      data: runDay('parque-amantikir', 1, 40),
      valor: 240,
    });
    const newDate = runDay('parque-amantikir', 2, 40);
    const request = await requestChange(customer, booking.ref, 'remarcacao', newDate);
    expect(request).toMatchObject({
      tipo: 'remarcacao',
      status: 'pendente',
      data_anterior: booking.data,
      nova_data: newDate,
    });
    const accepted = await decide(request.id, true);
    expect(accepted).toMatchObject({
      status: 'aceito',
      data_anterior: booking.data,
      nova_data: newDate,
      reembolso: 0,
      percentual: 0,
    });
    expect(await itineraryRow(booking.id)).toMatchObject({ status: 'Aguardando', data_passeio: newDate });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await auditActions('itinerarios', booking.id)).toEqual(['reserva_remarcada']);
    expect(await auditActions('booking_requests', request.id)).toEqual(['remarcacao_aceita']);
    const moved = await rowOf(
      `select before ->> 'data_passeio' as antes, after ->> 'data_passeio' as depois from public.operator_audit
        where entity = 'itinerarios' and entity_id = $1`,
      [String(booking.id)],
    );
    expect(moved).toEqual({ antes: booking.data, depois: newDate });
    expect(await mail(`remarcacao_confirmada:${request.id}`)).toMatchObject({
      template: 'remarcacao_confirmada',
      data: { data: booking.data, nova_data: newDate, referencia: booking.ref },
    });
    // Twice: nothing more moves.
    const before = await snapshot();
    await decide(request.id, true);
    expect(await snapshot()).toEqual(before);
  });

  it('moves a paid card order too, which stays paid', async () => {
    const booking = await cardBooking(other);
    const newDate = runDay('city-tour-tradicional', 1, 50);
    const request = await requestChange(other, booking.ref, 'remarcacao', newDate);
    await decide(request.id, true);
    expect(await orderRow(booking.id)).toMatchObject({ status: 'pago', data_passeio: newDate });
    expect(await auditActions('pedido_site', booking.id)).toEqual(['reserva_remarcada']);
  });
});

// ─── A departure the company cancels ────────────────────────────────────────────────────────────────────────

describe('the operator cancels a whole departure', () => {
  const tour = 'Rota Alto Lajeado';
  const day = () => runDay('rota-alto-lajeado', 2);
  const reason = 'Chuva forte na serra';
  let mineItinerary: Booking;
  let mineCard: Booking;
  let othersItinerary: Booking;
  let otherDay: Booking;
  let cancelledBefore: Booking;
  let pendingOrderId: number;
  let openRequest: Row;
  let requests: Row[];
  const requestOf = (booking: Booking) =>
    requests.find((row) => row.id_itinerario === booking.id || row.id_pedido === booking.id)!;

  beforeAll(async () => {
    mineItinerary = await itineraryBooking(customer, { passeio: tour, data: day(), valor: 500 });
    mineCard = await cardBooking(customer, { passeio: tour, data: day(), adults: 3 });
    othersItinerary = await itineraryBooking(other, { passeio: tour, data: day(), valor: 250 });
    otherDay = await itineraryBooking(other, { passeio: tour, data: runDay('rota-alto-lajeado', 3) });
    cancelledBefore = await itineraryBooking(other, { passeio: tour, data: day() });
    await db.query(`update public.itinerarios set status = 'Cancelado' where id_itinerario = $1`, [
      cancelledBefore.id,
    ]);
    pendingOrderId = (
      await createOrder(db, { id_cliente: other.idCliente, nome_passeio: tour, data_passeio: day() })
    ).id;
    // The customer had already asked to cancel one of them: the company's cancellation supersedes it.
    openRequest = await requestChange(customer, mineItinerary.ref, 'cancelamento');
  });

  it('needs a reason and a tour of the catalogue', async () => {
    const before = await snapshot();
    const sql = 'select public.admin_cancel_departure($1, $2, $3)';
    expect(await refused(as(operator), sql, [tour, day(), ' '])).toEqual({
      code: '22023',
      message: 'Informe o motivo do cancelamento do passeio.',
    });
    expect(await refused(as(operator), sql, ['Passeio Inventado', day(), reason])).toEqual({
      code: '22023',
      message: 'Passeio não encontrado.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('cancels every active booking of that tour and day, itineraries and paid card orders, and nothing else', async () => {
    const cancelled = await call(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
      tour,
      day(),
      reason,
    ]);
    expect(cancelled.n).toBe(3);
    const byCompany = {
      cancelado_pela_empresa: true,
      motivo_cancelamento: `Passeio cancelado pela empresa: ${reason}`,
    };
    expect(await itineraryRow(mineItinerary.id)).toMatchObject({
      status: 'Cancelado',
      cancelado: true,
      ...byCompany,
    });
    expect(await itineraryRow(othersItinerary.id)).toMatchObject({ status: 'Cancelado', ...byCompany });
    expect(await orderRow(mineCard.id)).toMatchObject({ status: 'cancelado', ...byCompany });
    expect(await itineraryRow(otherDay.id)).toMatchObject({
      status: 'Aguardando',
      cancelado_pela_empresa: false,
    });
    expect(await itineraryRow(cancelledBefore.id)).toMatchObject({
      status: 'Cancelado',
      cancelado_pela_empresa: false,
    });
    expect(await orderRow(pendingOrderId)).toMatchObject({ status: 'aguardando pagamento' });
    expect(await requestRow(openRequest.id)).toMatchObject({
      status: 'recusado',
      motivo_decisao: `Passeio cancelado pela empresa: ${reason}`,
    });
  });

  it('opens a request per booking for the customer to choose, each audited and mailed with the reason', async () => {
    requests = await rowsOf(
      `select * from public.booking_requests where tipo = 'cancelamento_empresa' and passeio = $1 and data_anterior = $2
        order by id`,
      [tour, day()],
    );
    expect(requests).toHaveLength(3);
    for (const [booking, who] of [
      [mineItinerary, customer],
      [mineCard, customer],
      [othersItinerary, other],
    ] as const) {
      const request = requestOf(booking);
      expect(request).toMatchObject({
        id_cliente: who.idCliente,
        status: 'aguardando_cliente',
        escolha: null,
        regra: 'cancelado-pela-empresa',
        percentual: 100,
        valor_pago: booking.valor,
        reembolso_proposto: booking.valor,
        mensagem: reason,
      });
      expect(await auditActions('booking_requests', request.id)).toEqual(['passeio_cancelado_empresa']);
      expect(await mail(`passeio_cancelado_empresa:${request.id}`)).toMatchObject({
        template: 'passeio_cancelado_empresa',
        to_email: who.email,
        data: { motivo: reason, referencia: booking.ref, reembolso: booking.valor, percentual: 100 },
      });
    }
    expect(await auditActions('itinerarios', mineItinerary.id)).toEqual(['reserva_cancelada']);
    expect(await auditActions('pedido_site', mineCard.id)).toEqual(['reserva_cancelada']);
  });

  it('cancels nothing more when run again', async () => {
    const before = await snapshot();
    const again = await call(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
      tour,
      day(),
      reason,
    ]);
    expect(again.n).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('waits for the customer: the operator cannot decide before the choice, and a choice must be one of three', async () => {
    const request = requestOf(mineItinerary);
    expect(
      await refused(as(operator), 'select * from public.admin_decide_booking_request($1, true)', [
        request.id,
      ]),
    ).toEqual({
      code: '22023',
      message: 'O cliente ainda não escolheu entre remarcar, crédito ou reembolso.',
    });
    expect(
      await refused(as(customer), 'select * from public.choose_company_cancellation_option($1, $2)', [
        request.id,
        'voucher',
      ]),
    ).toEqual({ code: '22023', message: 'Escolha remarcar, crédito ou reembolso.' });
    // A customer's own request of a company-cancelled booking is refused: the booking is no longer active.
    expect(
      await refused(as(customer), 'select * from public.request_booking_change($1, $2)', [
        mineItinerary.ref,
        'cancelamento',
      ]),
    ).toMatchObject({ message: 'Esta reserva não está mais ativa.' });
  });

  it('credito: accepted, a credit of 100% for the customer, no refund, mailed', async () => {
    const request = requestOf(mineItinerary);
    const chosen = await call(
      as(customer),
      'select * from public.choose_company_cancellation_option($1, $2)',
      [request.id, 'credito'],
    );
    expect(chosen).toMatchObject({ status: 'pendente', escolha: 'credito', nova_data: null });
    // The mail says it is a credit the customer chose, not a refund by the policy.
    expect(await mail(`solicitacao_recebida:${request.id}`)).toMatchObject({
      template: 'solicitacao_recebida',
      data: { escolha: 'credito', reembolso: 500 },
    });
    expect(
      await refused(as(customer), 'select * from public.choose_company_cancellation_option($1, $2)', [
        request.id,
        'reembolso',
      ]),
    ).toEqual({ code: '22023', message: 'Esta escolha já foi feita.' });

    expect(await decide(request.id, true)).toMatchObject({ status: 'aceito', reembolso: 500 });
    expect(
      await rowOf('select id_cliente, valor, usado_em from public.customer_credits where request_id = $1', [
        request.id,
      ]),
    ).toEqual({
      id_cliente: customer.idCliente,
      valor: 500,
      usado_em: null,
    });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await mail(`credito_registrado:${request.id}`)).toMatchObject({
      template: 'credito_registrado',
      data: { reembolso: 500, valor_pago: 500 },
    });
    const seen = await asRole(db, as(customer), (tx) =>
      tx.query('select valor::text from public.customer_credits where request_id = $1', [request.id]),
    );
    expect(seen.rows).toEqual([{ valor: '500.00' }]);
    const before = await snapshot();
    await decide(request.id, true);
    expect(await snapshot()).toEqual(before);
  });

  it('reembolso: accepted, a refund of 100% by card', async () => {
    const request = requestOf(mineCard);
    await call(as(customer), 'select * from public.choose_company_cancellation_option($1, $2)', [
      request.id,
      'reembolso',
    ]);
    expect(await decide(request.id, true)).toMatchObject({ status: 'aceito', reembolso: mineCard.valor });
    expect(await refundOf(request.id)).toMatchObject({
      metodo: 'cartao',
      valor: mineCard.valor,
      status: 'pendente',
    });
    expect(await orderRow(mineCard.id)).toMatchObject({ status: 'cancelado' });
    expect(await count('select 1 from public.customer_credits where request_id = $1', [request.id])).toBe(0);
    expect(await mail(`cancelamento_confirmado:${request.id}`)).toMatchObject({
      data: { reembolso: mineCard.valor, percentual: 100 },
    });
  });

  it('remarcar: a bookable new date is needed; accepted, the booking is active on it', async () => {
    const request = requestOf(othersItinerary);
    const sql = 'select * from public.choose_company_cancellation_option($1, $2, $3)';
    expect(await refused(as(other), sql, [request.id, 'remarcar', null])).toMatchObject({
      message: 'Escolha uma nova data a partir de amanhã.',
    });
    const closed = closedDay('rota-alto-lajeado', 20)!;
    expect(await refused(as(other), sql, [request.id, 'remarcar', closed])).toMatchObject({
      message: `O passeio "${tour}" não acontece em ${isoToBR(closed)}.`,
    });
    const newDate = runDay('rota-alto-lajeado', 1, 20);
    expect(await call(as(other), sql, [request.id, 'remarcar', newDate])).toMatchObject({
      status: 'pendente',
      escolha: 'remarcar',
      nova_data: newDate,
    });
    expect(await decide(request.id, true)).toMatchObject({
      status: 'aceito',
      data_anterior: day(),
      nova_data: newDate,
    });
    expect(await itineraryRow(othersItinerary.id)).toMatchObject({
      status: 'Aguardando',
      data_passeio: newDate,
      cancelado: false,
      cancelado_pela_empresa: false,
      motivo_cancelamento: null,
    });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await mail(`remarcacao_confirmada:${request.id}`)).toMatchObject({ data: { nova_data: newDate } });
    expect(await auditActions('itinerarios', othersItinerary.id)).toEqual([
      'reserva_cancelada',
      'reserva_remarcada',
    ]);
  });
});

// ─── The customer's own pending order ───────────────────────────────────────────────────────────────────────

describe('a customer cancels their own pending order', () => {
  it('is stamped with when, and the reason Cancelado pelo cliente', async () => {
    const order = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: 'Turismo Aparecida',
    });
    await actAs(db, as(customer), (tx) =>
      tx.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [order.id]),
    );
    expect(
      await rowOf(
        `select status, motivo_cancelamento, status_changed_at > now() - interval '1 minute' as agora
           from public.pedido_site where id = $1`,
        [order.id],
      ),
    ).toEqual({ status: 'cancelado', motivo_cancelamento: 'Cancelado pelo cliente', agora: true });
  });

  it("keeps the operator's own reason when the operator cancels", async () => {
    const [order] = await db.transaction(async (tx) => [
      await createOrder(tx, { id_cliente: other.idCliente, nome_passeio: 'Turismo Aparecida' }),
    ]);
    const { rows } = await db.query<{ pix_txid: string }>(
      'select pix_txid from public.pedido_site where id = $1',
      [order!.id],
    );
    await actAs(db, as(operator), (tx) =>
      tx.query('select public.admin_cancel_pix_order($1, $2, $3)', [
        other.idCliente,
        rows[0]!.pix_txid,
        'PIX não recebido',
      ]),
    );
    expect(await orderRow(order!.id)).toMatchObject({
      status: 'cancelado',
      motivo_cancelamento: 'PIX não recebido',
    });
  });
});

// ─── The audit trail ────────────────────────────────────────────────────────────────────────────────────────

describe('the audit trail of requests and refunds', () => {
  it('stays append-only, for the service role and the database owner alike', async () => {
    expect(
      await count(`select 1 from public.operator_audit where entity in ('booking_requests', 'refunds')`),
    ).toBeGreaterThan(0);
    for (const sql of [
      `update public.operator_audit set reason = 'x' where entity = 'booking_requests'`,
      `delete from public.operator_audit where entity = 'refunds'`,
    ]) {
      expect((await asRole(db, service, (tx) => attempt(tx, sql))).error?.code).toBe('42501');
      expect((await asRole(db, as(operator), (tx) => attempt(tx, sql))).error?.code).toBe('42501');
      const asOwner = await db.transaction((tx) => attempt(tx, sql));
      expect(asOwner.error?.message).toMatch(/append-only/);
    }
  });

  it('names the operator as the actor of every decision', async () => {
    const actors = await rowsOf(
      `select distinct actor from public.operator_audit
        where action in ('cancelamento_aceito', 'remarcacao_aceita', 'solicitacao_recusada', 'passeio_cancelado_empresa',
                         'reembolso_pix_registrado', 'reembolso_cartao_solicitado')`,
    );
    expect(actors).toEqual([{ actor: operator.userId }]);
  });
});
