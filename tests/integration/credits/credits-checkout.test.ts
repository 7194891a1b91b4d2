import { as } from '../../helpers/db.ts';
import { createCustomer, type Customer } from '../../helpers/factories.ts';
import {
  count,
  db,
  operator,
  refused,
  rowOf,
  rowsAs,
  rowsOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  balanceOf,
  checkout,
  grant,
  lotsOf,
  movementsOf,
  orderOf,
  refusedCheckout,
  valueOf,
} from './credits-setup.ts';

// Issue 31: a checkout spends the credit in the same transaction as its orders (a BEFORE INSERT trigger takes it,
// earliest expiry first); 'Crédito' confirms at once; a pending order cancelled or lapsed gives it back once.

withSchemaDatabase();

const city = 'City Tour Tradicional';
const cityValue = valueOf(city, 1);
let seq = 0;
const newCustomer = () => createCustomer(db, { nome: `Cliente Crédito ${++seq}` });

describe('a PIX or card checkout with "Usar meu crédito"', () => {
  let ana: Customer;
  beforeAll(async () => {
    ana = await newCustomer();
  });

  it('takes what the credit has up to the order, and leaves the rest to pay', async () => {
    await grant(ana, 50);
    const [order] = await checkout(ana, [{ tipo_pagamento: 'Cartão(Stripe)', usar_credito: true }]);
    expect(order).toMatchObject({ valor: cityValue, credito_usado: 50, status: 'aguardando pagamento' });
    expect(await balanceOf(ana)).toMatchObject({ saldo: 0 });
    expect((await movementsOf(ana)).at(-1)).toMatchObject({ tipo: 'uso', valor: -50, id_pedido: order!.id });
  });

  it('takes nothing without the box ticked', async () => {
    await grant(ana, 20);
    const [order] = await checkout(ana, [{ nome_passeio: 'Parque Amantikir', tipo_pagamento: 'Pix' }]);
    expect(order).toMatchObject({ credito_usado: 0 });
    expect(await balanceOf(ana)).toMatchObject({ saldo: 20 });
  });

  it('never takes a credit_usado from the client: the column is not theirs, and the database overwrites it', async () => {
    const error = await refused(
      as(ana),
      `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local,
         tipo_pagamento, credito_usado)
       select $1, $2, $3, data_passeio, 1, 'Hotel Frontenac', 'Cartão(Stripe)', 10 from public.pedido_site
        where id_cliente = $1 limit 1`,
      [ana.idCliente, city, cityValue],
    );
    expect(error.code).toBe('42501');
    // Even a trusted writer cannot set it: the trigger computes it from the balance (here none is left).
    const { rows } = await db.query<{ credito_usado: string }>(
      `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local,
         tipo_pagamento, usar_credito, credito_usado)
       select $1, 'Parque Amantikir', valor, data_passeio, 1, 'Hotel Frontenac', 'Cartão(Stripe)', true, 999
         from public.pedido_site where id_cliente = $1 and nome_passeio = 'Parque Amantikir' limit 1
       returning credito_usado::float8 as credito_usado`,
      [ana.idCliente],
    );
    expect(rows).toEqual([{ credito_usado: 20 }]);
    await expect(
      db.query(`update public.pedido_site set credito_usado = valor + 1 where id_cliente = $1`, [
        ana.idCliente,
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('refuses a PIX checkout the credit pays entirely: confirm it without payment instead', async () => {
    const bia = await newCustomer();
    await grant(bia, 500);
    expect(await refusedCheckout(bia, [{ tipo_pagamento: 'Pix', usar_credito: true }])).toEqual({
      code: '23514',
      message: 'Seu crédito cobre toda a compra: confirme sem pagamento.',
      detail: 'credit: covers_all',
    });
    expect(await balanceOf(bia)).toMatchObject({ saldo: 500 });
    expect(await count('select 1 from public.pedido_site where id_cliente = $1', [bia.idCliente])).toBe(0);
  });

  it('spends the lot that expires first, then the next, and never an expired one', async () => {
    const caio = await newCustomer();
    const late = await grant(caio, 100);
    const soon = await grant(caio, 30);
    const expired = await grant(caio, 40);
    await db.query(`update public.credit_lots set expira_em = now() + interval '5 days' where id = $1`, [
      soon,
    ]);
    await db.query(`update public.credit_lots set expira_em = now() - interval '1 minute' where id = $1`, [
      expired,
    ]);
    const [order] = await checkout(caio, [
      { qtd_adults: 2, tipo_pagamento: 'Cartão(Stripe)', usar_credito: true },
    ]);
    const twoAdults = valueOf(city, 2);
    expect(order).toMatchObject({ credito_usado: Math.min(twoAdults, 130) });
    expect(await lotsOf(caio)).toEqual([
      expect.objectContaining({ id: late, restante: 100 - (Math.min(twoAdults, 130) - 30) }),
      expect.objectContaining({ id: soon, restante: 0 }),
      expect.objectContaining({ id: expired, restante: 40 }),
    ]);
  });
});

describe("a 'Crédito' checkout", () => {
  it('reads a use taken from two lots as one line of credit_movements(), its amount their sum', async () => {
    const joana = await newCustomer();
    const [small, large] = [await grant(joana, 10), await grant(joana, cityValue)];
    const [order] = await checkout(joana, [{ tipo_pagamento: 'Crédito' }]);
    // The ledger keeps a movement per lot, earliest expiry (then the older lot) first.
    expect(
      (await movementsOf(joana)).filter((m) => m.tipo === 'uso').map((m) => [m.valor, m.lot_id]),
    ).toEqual([
      [-10, small],
      [-(cityValue - 10), large],
    ]);
    const voucher = (await rowOf('select voucher from public.itinerarios where id_pedido = $1', [order!.id]))!
      .voucher;
    expect(await rowsAs(as(joana), 'select tipo, valor, referencia from public.credit_movements()')).toEqual([
      { tipo: 'uso', valor: -cityValue, referencia: voucher },
      { tipo: 'cortesia', valor: cityValue, referencia: null },
      { tipo: 'cortesia', valor: 10, referencia: null },
    ]);
    // The operator reads the customer's ledger the same way.
    expect(
      (await rowsAs(as(operator), 'select tipo, valor from public.credit_movements($1)', [joana.idCliente]))
        .length,
    ).toBe(3);
  });

  it('is confirmed at once when the credit covers every order: paid, booked, mailed once, audited', async () => {
    const dora = await newCustomer();
    await grant(dora, 1000);
    const orders = await checkout(dora, [
      { tipo_pagamento: 'Crédito' },
      { nome_passeio: 'Parque Amantikir', qtd_adults: 2, tipo_pagamento: 'Crédito' },
    ]);
    const total = orders.reduce((sum, order) => sum + order.valor, 0);
    // RETURNING shows what the BEFORE trigger took; the AFTER trigger then confirms them.
    expect(orders.every((order) => order.credito_usado === order.valor)).toBe(true);
    for (const order of orders) {
      expect(await orderOf(order.id)).toMatchObject({ status: 'pago', tipo_pagamento: 'Crédito' });
      const itinerary = await rowOf(
        'select id_itinerario, valor_total_liquido, status from public.itinerarios where id_pedido = $1',
        [order.id],
      );
      expect(itinerary).toMatchObject({ valor_total_liquido: order.valor, status: 'Aguardando' });
      expect(
        await count('select 1 from public.email_outbox where dedupe_key = $1', [
          `reserva_confirmada:${itinerary!.id_itinerario}`,
        ]),
      ).toBe(1);
      expect(
        await count(
          `select 1 from public.operator_audit where action = 'credito_confirmado' and entity_id = $1`,
          [String(order.id)],
        ),
      ).toBe(1);
    }
    expect(await balanceOf(dora)).toMatchObject({ saldo: 1000 - total });
  });

  it('refuses when the credit does not cover everything, and keeps nothing', async () => {
    const eva = await newCustomer();
    await grant(eva, 50);
    expect(await refusedCheckout(eva, [{ tipo_pagamento: 'Crédito' }])).toEqual({
      code: '23514',
      message: 'Seu crédito não cobre o total desta compra.',
      detail: 'credit: not_enough',
    });
    expect(await balanceOf(eva)).toMatchObject({ saldo: 50 });
    expect(await movementsOf(eva)).toHaveLength(1);
  });

  it('refuses a customer without credit', async () => {
    const fabio = await newCustomer();
    expect((await refusedCheckout(fabio, [{ tipo_pagamento: 'Crédito' }])).detail).toBe('credit: not_enough');
  });
});

describe('a pending order cancelled or lapsed gives its credit back once', () => {
  it("'Cancelar pedido': the customer's cancel returns the credit to its lots", async () => {
    const gil = await newCustomer();
    const lot = await grant(gil, 60);
    const [order] = await checkout(gil, [{ tipo_pagamento: 'Cartão(Stripe)', usar_credito: true }]);
    expect(await balanceOf(gil)).toMatchObject({ saldo: 0 });
    await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ role: 'authenticated', sub: gil.userId, aud: 'authenticated' })],
      );
      await tx.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [order!.id]);
    });
    expect(await orderOf(order!.id)).toMatchObject({ status: 'cancelado' });
    expect(await balanceOf(gil)).toMatchObject({ saldo: 60 });
    expect((await movementsOf(gil)).map((m) => [m.tipo, m.valor, m.lot_id])).toEqual([
      ['cortesia', 60, lot],
      ['uso', -60, lot],
      ['devolucao', 60, lot],
    ]);
  });

  it('a PIX hold that lapses returns it, and lapsing again changes nothing', async () => {
    const hugo = await newCustomer();
    await grant(hugo, 30);
    const [order] = await checkout(hugo, [{ tipo_pagamento: 'Pix', usar_credito: true }]);
    expect(order).toMatchObject({ credito_usado: 30 });
    expect((await rowOf('select public.lapse_pix_order($1) as lapsed', [order!.id]))!.lapsed).toBe(true);
    expect((await rowOf('select public.lapse_pix_order($1) as lapsed', [order!.id]))!.lapsed).toBe(false);
    expect(await balanceOf(hugo)).toMatchObject({ saldo: 30 });
    expect((await movementsOf(hugo)).filter((m) => m.tipo === 'devolucao')).toHaveLength(1);
  });

  it('a late PIX payment after the lapse takes the credit again, or is refused when it was spent', async () => {
    const iris = await newCustomer();
    await grant(iris, 30);
    const [order] = await checkout(iris, [{ tipo_pagamento: 'Pix', usar_credito: true }]);
    const txid = (await rowOf('select pix_txid from public.pedido_site where id = $1', [order!.id]))!
      .pix_txid;
    await db.query('select public.lapse_pix_order($1)', [order!.id]);
    await db.query('select * from public.confirm_pix_orders($1, $2)', [iris.idCliente, txid]);
    expect(await orderOf(order!.id)).toMatchObject({ status: 'pago', credito_usado: 30 });
    expect(await balanceOf(iris)).toMatchObject({ saldo: 0 });

    const joao = await newCustomer();
    await grant(joao, 30);
    const [first] = await checkout(joao, [{ tipo_pagamento: 'Pix', usar_credito: true }]);
    const firstTxid = (await rowOf('select pix_txid from public.pedido_site where id = $1', [first!.id]))!
      .pix_txid;
    await db.query('select public.lapse_pix_order($1)', [first!.id]);
    await checkout(joao, [
      { nome_passeio: 'Parque Amantikir', tipo_pagamento: 'Cartão(Stripe)', usar_credito: true },
    ]);
    await expect(
      db.query('select * from public.confirm_pix_orders($1, $2)', [joao.idCliente, firstTxid]),
    ).rejects.toMatchObject({
      code: '23514',
      message: `O crédito usado no pedido ${first!.id} já foi gasto em outra compra.`,
    });
    expect(await orderOf(first!.id)).toMatchObject({ status: 'cancelado' });
  });
});

describe('pix_checkout_amount charges what the credit leaves', () => {
  it('is the orders’ value less the credit they took', async () => {
    const lia = await newCustomer();
    await grant(lia, 25.5);
    const [order] = await checkout(lia, [{ tipo_pagamento: 'Pix', usar_credito: true }]);
    expect(
      await rowsOf('select amount_cents from public.pix_checkout_amount($1, $2)', [
        lia.idCliente,
        [order!.id],
      ]),
    ).toEqual([{ amount_cents: Math.round((cityValue - 25.5) * 100) }]);
  });
});

describe('money that arrives for an order it can no longer book', () => {
  it('is recorded to refund as what the payment charged: the value less the credit', async () => {
    const mara = await newCustomer();
    await grant(mara, 40);
    const [order] = await checkout(mara, [
      { nome_passeio: 'Parque Amantikir', tipo_pagamento: 'Cartão(Stripe)', usar_credito: true },
    ]);
    await db.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [order!.id]);
    await db.query(`select * from public.confirm_card_payment($1, $2)`, ['cs_test_credit_late', [order!.id]]);
    expect(
      await rowOf('select valor, reason from public.card_payments_to_refund where order_id = $1', [
        order!.id,
      ]),
    ).toEqual({ valor: Math.round((order!.valor - 40) * 100) / 100, reason: 'cancelled' });
    // The credit went back when the order was cancelled.
    expect(await balanceOf(mara)).toMatchObject({ saldo: 40 });
  });
});
