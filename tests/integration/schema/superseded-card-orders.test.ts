import { actAs, as } from '../../helpers/db.ts';
import { runDay } from '../../helpers/days.ts';
import { createOrder } from '../../helpers/factories.ts';
import { customer, db, other, rowOf, withSchemaDatabase } from '../../helpers/schema-database.ts';

// An order paid another way than by card cancels the customer's card orders still waiting for their payment, of
// the same tour on the same day (20261204000200_supersede_card_orders_in_database.sql): the database's rule, so a
// client that inserts PIX orders directly cannot leave the same tours payable twice.
withSchemaDatabase();

const card = 'Cartão(Stripe)';
const city = 'City Tour Tradicional';
const statusOf = (id: number) =>
  rowOf('select status, motivo_cancelamento from public.pedido_site where id = $1', [id]);
const pending = { status: 'aguardando pagamento', motivo_cancelamento: null };
const superseded = { status: 'cancelado', motivo_cancelamento: 'Substituído por outra forma de pagamento' };

/** The customer's own PIX order, inserted through RLS as the checkout does (PostgREST's insert). */
const insertPixAs = (who: typeof customer, day: string) =>
  actAs(db, as(who), (tx) =>
    tx.query<{ id: number }>(
      `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, qtd_children,
         qtd_babies, qtd_pets, hotel_local, tipo_pagamento, status)
       values ($1, $2, 90, $3, 1, 0, 0, 0, 'Hotel Frontenac', 'Pix', 'aguardando pagamento') returning id`,
      [who.idCliente, city, day],
    ),
  );

describe('a PIX order of the same tour and day', () => {
  it("cancels the customer's pending card order, and only it", async () => {
    const day = runDay(city);
    const laterDay = runDay(city, 2);
    const same = await createOrder(db, {
      id_cliente: customer.idCliente,
      tipo_pagamento: card,
      data_passeio: day,
    });
    const otherDay = await createOrder(db, {
      id_cliente: customer.idCliente,
      tipo_pagamento: card,
      data_passeio: laterDay,
    });
    const otherTour = await createOrder(db, {
      id_cliente: customer.idCliente,
      tipo_pagamento: card,
      nome_passeio: 'Rota do Horto Florestal',
      data_passeio: runDay('Rota do Horto Florestal'),
    });
    const someoneElses = await createOrder(db, {
      id_cliente: other.idCliente,
      tipo_pagamento: card,
      data_passeio: day,
    });

    const { rows } = await insertPixAs(customer, day);
    expect(rows).toHaveLength(1);

    expect(await statusOf(same.id)).toEqual(superseded);
    for (const untouched of [otherDay, otherTour, someoneElses])
      expect(await statusOf(untouched.id)).toEqual(pending);
  });

  it('leaves a paid card order alone, and a new card order cancels nothing', async () => {
    const day = runDay(city, 3);
    const paid = await createOrder(db, {
      id_cliente: customer.idCliente,
      tipo_pagamento: card,
      data_passeio: day,
      status: 'pago',
      stripe_session_id: `cs_test_superseded_${Date.now()}`,
    });
    const pix = await createOrder(db, { id_cliente: customer.idCliente, data_passeio: day });
    expect(await statusOf(paid.id)).toEqual({ status: 'pago', motivo_cancelamento: null });

    await createOrder(db, { id_cliente: customer.idCliente, tipo_pagamento: card, data_passeio: day });
    expect(await statusOf(pix.id)).toEqual(pending);
  });

  it('a refused PIX order supersedes nothing', async () => {
    const day = runDay(city, 4);
    const others = await createOrder(db, {
      id_cliente: other.idCliente,
      tipo_pagamento: card,
      data_passeio: day,
    });
    // The customer inserts an order in another customer's name: RLS refuses it, and the trigger's update goes with it.
    await expect(insertPixAs({ ...customer, idCliente: other.idCliente }, day)).rejects.toThrow();
    expect(await statusOf(others.id)).toEqual(pending);
  });
});
