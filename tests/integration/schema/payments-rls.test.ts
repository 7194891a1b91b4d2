import type { PGlite } from '@electric-sql/pglite';
import { asRole, attempt, createTestDatabase, type RoleContext } from '../../helpers/db.ts';
import { createCustomer, createOrder } from '../../helpers/factories.ts';

// stripe_webhook_events and confirm_card_payment belong to the payment functions (service role) alone.

let db: PGlite;
let owner: RoleContext;
let otherCustomer: RoleContext;
let orderId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const customer = await createCustomer(db);
  owner = { role: 'authenticated', sub: customer.userId };
  otherCustomer = { role: 'authenticated', sub: (await createCustomer(db)).userId };
  orderId = (
    await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: 'City Tour Tradicional',
      tipo_pagamento: 'Cartão(Stripe)',
    })
  ).id;
});
afterAll(() => db.close());

const everyone = () => [{ role: 'anon' } as const, owner, otherCustomer];

describe('stripe_webhook_events', () => {
  it.each([
    ['select', 'select * from public.stripe_webhook_events'],
    ['insert', `insert into public.stripe_webhook_events (id, type) values ('evt_1', 'x')`],
    ['update', `update public.stripe_webhook_events set type = 'y'`],
    ['delete', 'delete from public.stripe_webhook_events'],
  ])('%s is refused for anon, the order owner and another customer', async (_, sql) => {
    for (const who of everyone()) {
      const result = await asRole(db, who, (tx) => attempt(tx, sql));
      expect(result.error?.code).toBe('42501');
    }
  });
});

describe('confirm_card_payment', () => {
  const call = (eventId: string) =>
    `select * from public.confirm_card_payment('cs_test_1', array[${orderId}]::bigint[], '${eventId}', 'checkout.session.completed')`;

  it('cannot be run by anon, the order owner or another customer', async () => {
    for (const who of everyone()) {
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
