import { invoke } from './card-payments-setup.ts';
import {
  admin,
  backend,
  chargeRow,
  me,
  operator,
  orderRows,
  other,
  pixCheckout,
  until,
  withPixBackend,
  type Charge,
  type PixCheckout,
} from './pix-charges-setup.ts';

// A lapsed PIX checkout paid after all (issue 29): once its charge expired, My Purchases asks create-pix-charge
// for a new one, which reopens the orders for a new hold only if their departure is still sold and has room.
withPixBackend();

const ask = (checkout: PixCheckout, customer = me) =>
  invoke(customer.client, 'create-pix-charge', { orderIds: checkout.orderIds });

/** A checkout whose first charge expired at the provider: its orders lapsed and their seats went back. */
async function lapsedCheckout(): Promise<{ checkout: PixCheckout; first: Charge }> {
  const checkout = await pixCheckout();
  const answer = await ask(checkout);
  expect(answer.status).toBe(200);
  const first = answer.body as Charge;
  await fetch(`${first.testPageUrl}/expire`, { method: 'POST', redirect: 'manual' });
  await until(checkout.orderIds, 'cancelado');
  return { checkout, first };
}

const audited = async (orderIds: number[]) => {
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ entity_id: string }>(
      `select entity_id from public.operator_audit where action = 'pix_reaberto' and entity_id = any ($1)`,
      [orderIds.map(String)],
    ),
  );
  return rows.map((row) => Number(row.entity_id)).sort((a, b) => a - b);
};

describe('a new PIX for a checkout whose charge expired', () => {
  it('reopens the orders for a new charge and its hold, audited; paying it books them', async () => {
    const { checkout, first } = await lapsedCheckout();
    const before = Date.now();
    const again = await ask(checkout);
    expect(again.status).toBe(200);
    const second = again.body as Charge & { amount: number; expiresAt: string };
    expect(second.chargeId).not.toBe(first.chargeId);
    expect(second.amount).toBe(380);
    const rows = await orderRows(checkout.orderIds);
    expect(rows.map((o) => [o.status, o.motivo_cancelamento])).toEqual([
      ['aguardando pagamento', null],
      ['aguardando pagamento', null],
    ]);
    for (const order of rows) expect(new Date(order.expira_em).toISOString()).toBe(second.expiresAt);
    expect(new Date(second.expiresAt).getTime() - before).toBeGreaterThan(29 * 60_000);
    expect(await audited(checkout.orderIds)).toEqual(checkout.orderIds);
    expect((await chargeRow(first.chargeId))?.status).toBe('expirado');

    await fetch(`${second.testPageUrl}/pay`, { method: 'POST', redirect: 'manual' });
    await until(checkout.orderIds, 'pago');
    expect((await chargeRow(second.chargeId))?.status).toBe('pago');
  });

  it('refuses when the seats were sold meanwhile, and the orders stay lapsed', async () => {
    const { checkout } = await lapsedCheckout();
    const { error } = await admin
      .from('departure_capacity')
      .insert({ passeio: 'City Tour Tradicional', dia: checkout.date, capacidade: 1 });
    expect(error).toBeNull();
    const answer = await ask(checkout);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'capacity_full',
      message: expect.stringContaining('Não há mais vagas'),
    });
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual(['cancelado', 'cancelado']);
    expect(await audited(checkout.orderIds)).toEqual([]);
    const { data: charges } = await admin
      .from('pix_charges')
      .select('status')
      .eq('pix_txid', checkout.pixTxid);
    expect(charges).toEqual([{ status: 'expirado' }]);
  });

  it('never reopens an order the customer cancelled, nor another customer’s', async () => {
    const checkout = await pixCheckout();
    const { error } = await me.client
      .from('pedido_site')
      .update({ status: 'cancelado' })
      .in('id', checkout.orderIds);
    expect(error).toBeNull();
    expect((await ask(checkout)).status).toBe(409);
    expect((await orderRows(checkout.orderIds)).map((o) => o.motivo_cancelamento)).toEqual([
      'Cancelado pelo cliente',
      'Cancelado pelo cliente',
    ]);

    const { checkout: lapsed } = await lapsedCheckout();
    expect((await ask(lapsed, other)).status).toBe(404);
    expect((await orderRows(lapsed.orderIds)).map((o) => o.status)).toEqual(['cancelado', 'cancelado']);
  });

  it('is refused to anyone but the service role', async () => {
    const { checkout } = await lapsedCheckout();
    const args = { p_id_cliente: checkout.idCliente, p_order_ids: checkout.orderIds, p_hold_minutes: 30 };
    for (const client of [me.client, other.client, operator, backend.anonClient()]) {
      const { error } = await client.rpc('reopen_lapsed_pix_orders', args);
      expect(error?.code).toBe('42501');
    }
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual(['cancelado', 'cancelado']);
  });
});

describe('a new PIX for a lapsed checkout made with a coupon', () => {
  let couponSeq = 0;
  /** A 10% coupon made by the operator, with at most `usos_max` uses. */
  async function coupon(usosMax: number): Promise<string> {
    couponSeq += 1;
    const code = `VOLTA${couponSeq}`;
    const { error } = await operator.rpc('admin_create_coupon', {
      p_codigo: code,
      p_tipo: 'percentual',
      p_percentual: 10,
      p_valor: null,
      p_valido_de: null,
      p_valido_ate: null,
      p_passeios: null,
      p_min_pessoas: 1,
      p_usos_max: usosMax,
      p_usos_por_cliente: null,
    });
    expect(error).toBeNull();
    return code;
  }

  /**
   * The two tours of pixCheckout() with the coupon: City Tour R$ 180 - 18 and Parque Amantikir R$ 240 - 24, then
   * the PIX discount of R$ 40 shared: R$ 142 + R$ 196 = R$ 338,00.
   */
  async function couponCheckout(customer: typeof me, code: string): Promise<PixCheckout> {
    const base = await pixCheckout(customer);
    // pixCheckout() books without a coupon; this checkout replaces it with the coupon's.
    await customer.client.from('pedido_site').update({ status: 'cancelado' }).in('id', base.orderIds);
    const row = (nome_passeio: string, valor: number) => ({
      id_cliente: base.idCliente,
      nome_passeio,
      valor,
      data_passeio: base.date,
      qtd_adults: 2,
      qtd_children: 0,
      qtd_babies: 0,
      qtd_pets: 0,
      hotel_local: 'Hotel Frontenac',
      tipo_pagamento: 'Pix',
      status: 'aguardando pagamento',
      cupom: code,
    });
    const { data, error } = await customer.client
      .from('pedido_site')
      .insert([row('City Tour Tradicional', 142), row('Parque Amantikir', 196)])
      .select('id, pix_txid');
    expect(error).toBeNull();
    const orders = data as { id: number; pix_txid: string }[];
    return { ...base, orderIds: orders.map((o) => o.id), pixTxid: orders[0]!.pix_txid };
  }

  async function lapse(checkout: PixCheckout, customer = me) {
    const answer = await ask(checkout, customer);
    expect(answer.status).toBe(200);
    await fetch(`${(answer.body as Charge).testPageUrl}/expire`, { method: 'POST', redirect: 'manual' });
    await until(checkout.orderIds, 'cancelado');
  }

  it('takes the coupon’s use again when one is left, at the checkout’s amount', async () => {
    const code = await coupon(2);
    const checkout = await couponCheckout(me, code);
    await lapse(checkout);
    const again = await ask(checkout);
    expect(again.status).toBe(200);
    expect((again.body as { amount: number }).amount).toBe(338);
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual([
      'aguardando pagamento',
      'aguardando pagamento',
    ]);
  });

  it('is refused once another customer took the coupon’s last use meanwhile, and the orders stay lapsed', async () => {
    const code = await coupon(1);
    const checkout = await couponCheckout(me, code);
    await lapse(checkout);
    // The lapse freed the only use: another customer's checkout takes it.
    const theirs = await couponCheckout(other, code);
    expect((await orderRows(theirs.orderIds)).map((o) => o.status)).toEqual([
      'aguardando pagamento',
      'aguardando pagamento',
    ]);

    const again = await ask(checkout);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Cupom esgotado' });
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual(['cancelado', 'cancelado']);
    expect(await audited(checkout.orderIds)).toEqual([]);
  });

  it('is refused once the operator deactivated the coupon', async () => {
    const code = await coupon(5);
    const checkout = await couponCheckout(me, code);
    await lapse(checkout);
    const { data: id } = await operator.from('cupons').select('id').eq('codigo', code).single();
    const { error } = await operator.rpc('admin_set_coupon_active', { p_id: id!.id, p_ativo: false });
    expect(error).toBeNull();

    const again = await ask(checkout);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'Cupom não encontrado' });
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual(['cancelado', 'cancelado']);
  });
});
