import { eventually } from '../../helpers/eventually.ts';
import { invoke } from '../payments/card-payments-setup.ts';
import {
  backend,
  chargeRow,
  clientId,
  me,
  nextPixDay,
  orderRows,
  withPixBackend,
} from '../payments/pix-charges-setup.ts';

// Issue 31: a PIX checkout with credit. create-pix-charge asks the provider for what the credit leaves
// (pix_checkout_amount); when the charge expires the orders lapse and the credit comes back; a lapsed order whose
// credit was spent since is refused, not reopened, with the database's words.

withPixBackend();

const balance = async (idCliente: number) =>
  Number(
    (
      await backend.ctx.exclusive(() =>
        backend.ctx.db.query<{ saldo: string }>(
          `select coalesce(sum(restante), 0)::text as saldo from public.credit_lots
            where id_cliente = $1 and expira_em > now()`,
          [idCliente],
        ),
      )
    ).rows[0]!.saldo,
  );

it('charges what the credit leaves; an expired charge gives the credit back; spent since, it is refused', async () => {
  const idCliente = await clientId(me);
  await backend.ctx.exclusive(() =>
    backend.ctx.db.query(`select public.grant_credit_lot($1, 100, 'cortesia', 'Teste')`, [idCliente]),
  );
  const date = nextPixDay();
  const row = (nome_passeio: string, valor: number) => ({
    id_cliente: idCliente,
    nome_passeio,
    valor,
    data_passeio: date,
    qtd_adults: 2,
    hotel_local: 'Hotel Frontenac',
    tipo_pagamento: 'Pix',
    usar_credito: true,
  });
  // Two tours for two adults by PIX: R$ 180 + R$ 240 less the R$ 40 PIX discount, then R$ 100 of credit.
  const { data, error } = await me.client
    .from('pedido_site')
    .insert([row('City Tour Tradicional', 160), row('Parque Amantikir', 220)])
    .select('id, credito_usado');
  if (error) throw error;
  expect(data).toEqual([
    { id: expect.any(Number), credito_usado: 100 },
    { id: expect.any(Number), credito_usado: 0 },
  ]);
  const orderIds = data.map((order) => order.id);

  const answer = await invoke(me.client, 'create-pix-charge', { orderIds });
  expect(answer.status).toBe(200);
  expect(answer.body.amount).toBe(280);
  expect(await chargeRow(answer.body.chargeId as string)).toMatchObject({ amount_cents: 28_000 });

  await fetch(`${answer.body.testPageUrl as string}/expire`, { method: 'POST', redirect: 'manual' });
  await eventually(async () =>
    expect((await orderRows(orderIds)).map((order) => order.status)).toEqual(orderIds.map(() => 'cancelado')),
  );
  expect(await balance(idCliente)).toBe(100);

  // The credit goes to another checkout; the lapsed one can no longer have it.
  const spent = await me.client
    .from('pedido_site')
    .insert({
      ...row('City Tour Tradicional', 180),
      data_passeio: nextPixDay(),
      tipo_pagamento: 'Cartão(Stripe)',
    })
    .select('credito_usado')
    .single();
  expect(spent.data).toEqual({ credito_usado: 100 });
  const again = await invoke(me.client, 'create-pix-charge', { orderIds });
  expect(again).toMatchObject({
    status: 409,
    body: {
      code: 'credit_spent',
      message: `O crédito usado no pedido ${orderIds[0]} já foi gasto em outra compra.`,
    },
  });
  expect((await orderRows(orderIds)).map((order) => order.status)).toEqual(['cancelado', 'cancelado']);
});
