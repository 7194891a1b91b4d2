import { as, asRole, attempt, type Queryable, type RoleContext } from '../../helpers/db.ts';
import { createDriver, createOrder } from '../../helpers/factories.ts';
import {
  customer as someCustomer,
  db,
  operator as someOperator,
  other,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';

// stripe_webhook_events, open_checkout_session and confirm_card_payment belong to the payment functions
// (service role) alone; the operator (role 'admin') also reads the checkout sessions and the payments to refund. A
// driver (role 'motorista', issue 30) reads and runs none of it, as a customer.

let owner: RoleContext;
let otherCustomer: RoleContext;
let operator: RoleContext;
let driver: RoleContext;
let orderId: number;
let idCliente: number;

withSchemaDatabase();
beforeAll(async () => {
  const customer = someCustomer;
  owner = as(customer);
  otherCustomer = as(other);
  operator = as(someOperator);
  driver = as(await createDriver(db));
  idCliente = customer.idCliente;
  orderId = (
    await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: 'City Tour Tradicional',
      tipo_pagamento: 'Cartão(Stripe)',
    })
  ).id;
});

const everyone = () => [{ role: 'anon' } as const, owner, otherCustomer, driver];

describe('stripe_webhook_events', () => {
  it.each([
    ['select', 'select * from public.stripe_webhook_events'],
    ['insert', `insert into public.stripe_webhook_events (id, type) values ('evt_1', 'x')`],
    ['update', `update public.stripe_webhook_events set type = 'y'`],
    ['delete', 'delete from public.stripe_webhook_events'],
  ])('%s is refused for anon, the order owner, another customer and a driver', async (_, sql) => {
    for (const who of everyone()) {
      const result = await asRole(db, who, (tx) => attempt(tx, sql));
      expect(result.error?.code).toBe('42501');
    }
  });
});

describe('confirm_card_payment', () => {
  const call = (eventId: string) =>
    `select * from public.confirm_card_payment('cs_test_1', array[${orderId}]::bigint[], '${eventId}', 'checkout.session.completed')`;

  it('cannot be run by anon, the order owner, another customer, a driver or the operator', async () => {
    for (const who of [...everyone(), operator]) {
      const result = await asRole(db, who, (tx) => attempt(tx, call('evt_customer')));
      expect(result.error?.code).toBe('42501');
    }
  });

  it('marks the pending card order paid for the service role, once per event', async () => {
    const [first, again, order] = await asRole(db, { role: 'service_role' }, async (tx) => [
      await attempt(tx, call('evt_service')),
      await attempt(tx, call('evt_service')),
      await attempt(tx, `select status from public.pedido_site where id = ${orderId}`),
    ]);
    expect(first.rows).toEqual([{ duplicate: false, paid_order_ids: [orderId] }]);
    expect(again.rows).toEqual([{ duplicate: true, paid_order_ids: [] }]);
    expect(order.rows).toEqual([{ status: 'pago' }]);
  });
});

describe('stripe_checkout_sessions and card_payments_to_refund', () => {
  const tables = ['stripe_checkout_sessions', 'card_payments_to_refund'] as const;

  // A session that paid an order already paid through another one: a row in each table.
  const paidTwice = async (tx: Queryable) => {
    await tx.query(`select * from public.confirm_card_payment('cs_test_first', array[${orderId}]::bigint[])`);
    await tx.query(
      `select * from public.confirm_card_payment('cs_test_second', array[${orderId}]::bigint[])`,
    );
  };

  // The rows are written as the service role; the reader then takes over the same transaction.
  const becomeCustomer = (tx: Queryable, who: RoleContext) =>
    tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ role: 'authenticated', sub: who.sub }),
    ]);

  it.each(tables)('%s: anon has no privilege', async (table) => {
    const result = await asRole(db, { role: 'anon' }, (tx) => attempt(tx, `select * from public.${table}`));
    expect(result.error?.code).toBe('42501');
  });

  it.each(tables)('%s: the order owner, another customer and a driver read nothing', async (table) => {
    for (const who of [owner, otherCustomer, driver]) {
      const rows = await asRole(db, { role: 'service_role' }, async (tx) => {
        await paidTwice(tx);
        await becomeCustomer(tx, who);
        return attempt(tx, `select * from public.${table}`);
      });
      expect(rows).toEqual({ rows: [], error: null });
    }
  });

  it('the operator reads both', async () => {
    const result = await asRole(db, { role: 'service_role' }, async (tx) => {
      await paidTwice(tx);
      await becomeCustomer(tx, operator);
      return [
        await attempt(tx, 'select id, status from public.stripe_checkout_sessions order by id'),
        await attempt(
          tx,
          'select session_id, order_id, id_cliente, reason from public.card_payments_to_refund',
        ),
      ];
    });
    expect(result).toEqual([
      {
        rows: [
          { id: 'cs_test_first', status: 'paid' },
          { id: 'cs_test_second', status: 'paid' },
        ],
        error: null,
      },
      {
        rows: [
          { session_id: 'cs_test_second', order_id: orderId, id_cliente: idCliente, reason: 'already_paid' },
        ],
        error: null,
      },
    ]);
  });

  it.each([
    ['insert a session', `insert into public.stripe_checkout_sessions (id, order_ids) values ('cs_x', '{}')`],
    ['change a session', `update public.stripe_checkout_sessions set status = 'expired'`],
    ['delete a session', 'delete from public.stripe_checkout_sessions'],
    [
      'record a refund',
      `insert into public.card_payments_to_refund (session_id, order_id, reason) values ('cs_x', 1, 'cancelled')`,
    ],
    ['mark a refund done', 'update public.card_payments_to_refund set refunded_at = now()'],
    ['delete a refund', 'delete from public.card_payments_to_refund'],
  ])(
    'nobody but the service role may %s (anon, owner, another customer, driver, operator)',
    async (_, sql) => {
      for (const who of [...everyone(), operator]) {
        const result = await asRole(db, who, (tx) => attempt(tx, sql));
        expect(result.error?.code).toBe('42501');
      }
    },
  );

  it('open_checkout_session runs for the service role only', async () => {
    const call = `select * from public.open_checkout_session('cs_test_open', ${idCliente}, array[${orderId}]::bigint[], 9000)`;
    for (const who of [...everyone(), operator]) {
      const result = await asRole(db, who, (tx) => attempt(tx, call));
      expect(result.error?.code).toBe('42501');
    }
    const result = await asRole(db, { role: 'service_role' }, async (tx) => {
      await tx.query(
        `select * from public.open_checkout_session('cs_test_older', ${idCliente}, array[${orderId}]::bigint[], 9000)`,
      );
      return attempt(tx, call);
    });
    expect(result).toEqual({ rows: [{ session_id: 'cs_test_older', status: 'open' }], error: null });
  });
});
