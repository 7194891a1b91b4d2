import { createClient } from '@supabase/supabase-js';
import {
  admin,
  backend,
  chargeRow,
  checkoutCents,
  itineraryIds,
  mails,
  me,
  operator,
  orderRows,
  other,
  pixCheckout,
  withPixBackend,
  type PixCheckout,
} from './pix-charges-setup.ts';

// The database side of automatic PIX (20261126000400_pix_charges.sql): the amount a checkout may be charged, the
// one live charge and its seat hold, paid and expired charges, once each, and who may read and call what.
withPixBackend();

let chargeSeq = 0;
const inThirtyMinutes = () => new Date(Date.now() + 30 * 60_000).toISOString();

async function record(checkout: PixCheckout, overrides: { amount?: number; expiresAt?: string } = {}) {
  chargeSeq += 1;
  const id = `pi_db_${Date.now()}_${chargeSeq}`;
  const { data, error } = await admin.rpc('record_pix_charge', {
    p_charge_id: id,
    p_provider: 'stripe',
    p_id_cliente: checkout.idCliente,
    p_order_ids: checkout.orderIds,
    p_amount_cents: overrides.amount ?? checkoutCents,
    p_br_code: '000201...6304ABCD',
    p_expires_at: overrides.expiresAt ?? inThirtyMinutes(),
  });
  return { id, data: data as string[] | null, error };
}

describe('pix_checkout_amount', () => {
  it("answers the checkout's total after the PIX discount, in cents, and its transaction id", async () => {
    const checkout = await pixCheckout();
    const { data, error } = await admin.rpc('pix_checkout_amount', {
      p_id_cliente: checkout.idCliente,
      p_order_ids: checkout.orderIds,
    });
    expect(error).toBeNull();
    expect(data).toEqual([{ pix_txid: checkout.pixTxid, amount_cents: checkoutCents }]);
  });

  it.each([
    ['orders of another customer', 'not_found'],
    ['an order paid already', 'not_payable'],
    ['a card order', 'not_payable'],
    ['orders of two checkouts', 'mixed'],
    ['part of a checkout', 'mixed'],
  ])('refuses %s, in Portuguese', async (kind, detail) => {
    const mine = await pixCheckout();
    let ids = mine.orderIds;
    if (kind === 'orders of another customer') ids = (await pixCheckout(other)).orderIds;
    if (kind === 'an order paid already')
      await admin.from('pedido_site').update({ status: 'pago' }).eq('id', mine.orderIds[0]!);
    if (kind === 'a card order') ids = (await pixCheckout(me, 'Cartão(Stripe)')).orderIds;
    if (kind === 'orders of two checkouts') ids = [...mine.orderIds, ...(await pixCheckout()).orderIds];
    if (kind === 'part of a checkout') ids = [mine.orderIds[0]!];
    const { error } = await admin.rpc('pix_checkout_amount', {
      p_id_cliente: mine.idCliente,
      p_order_ids: ids,
    });
    expect(error).toMatchObject({ details: `pix: ${detail}` });
    expect(['22023', '23514']).toContain(error!.code);
    expect(error!.message).toMatch(/pedido|compra/i);
  });
});

describe('record_pix_charge', () => {
  it("records the checkout's live charge and makes its expiry the orders' seat hold", async () => {
    const checkout = await pixCheckout();
    const expiresAt = inThirtyMinutes();
    const { id, error } = await record(checkout, { expiresAt });
    expect(error).toBeNull();
    expect(await chargeRow(id)).toMatchObject({ status: 'aguardando', amount_cents: checkoutCents });
    for (const order of await orderRows(checkout.orderIds))
      expect(new Date(order.expira_em).getTime()).toBe(new Date(expiresAt).getTime());
  });

  it('refuses an amount the database does not agree with', async () => {
    const checkout = await pixCheckout();
    const { id, error } = await record(checkout, { amount: checkoutCents - 1 });
    expect(error).toMatchObject({ code: '23514', details: 'pix: amount' });
    expect(await chargeRow(id)).toBeNull();
  });

  it('a new charge of the checkout cancels the live one, and answers it', async () => {
    const checkout = await pixCheckout();
    const first = await record(checkout);
    const second = await record(checkout);
    expect(second.data).toEqual([first.id]);
    expect((await chargeRow(first.id))?.status).toBe('cancelado');
    expect((await chargeRow(second.id))?.status).toBe('aguardando');
  });
});

describe('confirm_pix_charge', () => {
  it("pays and books the charge's orders, with one 'Reserva confirmada' each, once", async () => {
    const checkout = await pixCheckout();
    const { id } = await record(checkout);
    const first = await admin.rpc('confirm_pix_charge', { p_charge_id: id });
    expect(first.data).toEqual([
      { known: true, changed: true, paid_order_ids: checkout.orderIds, refund_order_ids: [] },
    ]);
    const again = await admin.rpc('confirm_pix_charge', { p_charge_id: id });
    expect(again.data).toEqual([{ known: true, changed: false, paid_order_ids: [], refund_order_ids: [] }]);
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual(['pago', 'pago']);
    const itineraries = await itineraryIds(checkout.orderIds);
    expect(itineraries).toHaveLength(2);
    expect(
      await mails(
        'reserva_confirmada',
        itineraries.map((i) => `reserva_confirmada:${i}`),
      ),
    ).toHaveLength(2);
    expect((await chargeRow(id))?.paid_at).not.toBeNull();
    // An expiry heard after the payment changes nothing.
    const late = await admin.rpc('expire_pix_charge', { p_charge_id: id });
    expect(late.data).toEqual([{ changed: false, lapsed_order_ids: [] }]);
    expect((await chargeRow(id))?.status).toBe('pago');
  });

  it('answers known = false for a charge that is not the shop’s', async () => {
    const { data } = await admin.rpc('confirm_pix_charge', { p_charge_id: 'pi_card_whatever' });
    expect(data).toEqual([{ known: false, changed: false, paid_order_ids: [], refund_order_ids: [] }]);
  });

  it('records for a refund, and audits, the money for orders the operator cancelled', async () => {
    const checkout = await pixCheckout();
    const { id } = await record(checkout);
    await admin
      .from('pedido_site')
      .update({ status: 'cancelado', motivo_cancelamento: 'Cancelado pela operadora' })
      .in('id', checkout.orderIds);
    const { data } = await admin.rpc('confirm_pix_charge', { p_charge_id: id });
    expect(data).toEqual([
      { known: true, changed: true, paid_order_ids: [], refund_order_ids: checkout.orderIds },
    ]);
    const { data: refunds } = await admin
      .from('card_payments_to_refund')
      .select('order_id, reason, valor')
      .eq('session_id', id)
      .order('order_id');
    expect(refunds).toEqual([
      { order_id: checkout.orderIds[0], reason: 'cancelled', valor: 160 },
      { order_id: checkout.orderIds[1], reason: 'cancelled', valor: 220 },
    ]);
    const { data: audit } = await admin
      .from('operator_audit')
      .select('action')
      .eq('entity', 'pedido_site')
      .in('entity_id', checkout.orderIds.map(String));
    expect(audit?.map((a) => a.action)).toEqual(['pix_pago_pedido_cancelado', 'pix_pago_pedido_cancelado']);
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual(['cancelado', 'cancelado']);
  });
});

describe('expire_pix_charge', () => {
  it("lapses the orders now, as the lapse job does, with the 'Pedido cancelado' mail", async () => {
    const checkout = await pixCheckout();
    const { id } = await record(checkout);
    const { data } = await admin.rpc('expire_pix_charge', { p_charge_id: id });
    expect(data).toEqual([{ changed: true, lapsed_order_ids: checkout.orderIds }]);
    expect(await orderRows(checkout.orderIds)).toMatchObject([
      { status: 'cancelado', motivo_cancelamento: 'Pagamento não identificado no prazo' },
      { status: 'cancelado', motivo_cancelamento: 'Pagamento não identificado no prazo' },
    ]);
    expect(
      await mails(
        'pedido_cancelado',
        checkout.orderIds.map((o) => `pedido_cancelado:${o}`),
      ),
    ).toHaveLength(2);
  });

  it('leaves the orders held while a newer charge of the checkout lives', async () => {
    const checkout = await pixCheckout();
    const first = await record(checkout);
    await record(checkout);
    const { data } = await admin.rpc('expire_pix_charge', { p_charge_id: first.id });
    expect(data).toEqual([{ changed: false, lapsed_order_ids: [] }]);
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual([
      'aguardando pagamento',
      'aguardando pagamento',
    ]);
  });

  it('a payment after the lapse books the orders again when the seats are still free', async () => {
    const checkout = await pixCheckout();
    const { id } = await record(checkout);
    await admin.rpc('expire_pix_charge', { p_charge_id: id });
    const { data } = await admin.rpc('confirm_pix_charge', { p_charge_id: id });
    expect(data).toEqual([
      { known: true, changed: true, paid_order_ids: checkout.orderIds, refund_order_ids: [] },
    ]);
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual(['pago', 'pago']);
  });
});

describe('webhook events', () => {
  it('an event id seen before changes nothing, whatever it says', async () => {
    const checkout = await pixCheckout();
    const { id } = await record(checkout);
    const event = { p_event_id: `evt_db_${id}`, p_event_type: 'payment_intent.payment_failed' };
    const expired = await admin.rpc('expire_pix_charge', { p_charge_id: id, ...event });
    expect(expired.data).toEqual([{ changed: true, lapsed_order_ids: checkout.orderIds }]);
    const replay = await admin.rpc('confirm_pix_charge', { p_charge_id: id, ...event });
    expect(replay.data).toEqual([{ known: true, changed: false, paid_order_ids: [], refund_order_ids: [] }]);
    expect((await chargeRow(id))?.status).toBe('expirado');
    expect((await orderRows(checkout.orderIds)).map((o) => o.status)).toEqual(['cancelado', 'cancelado']);
  });
});

describe('who reads pix_charges and calls its functions', () => {
  let charge: string;
  beforeAll(async () => {
    charge = (await record(await pixCheckout())).id;
  });

  it.each([
    ['a visitor', () => createClient(backend.url, backend.anonKey), false],
    ['the customer', () => me.client, true],
    ['another customer', () => other.client, false],
    ['the operator', () => operator, true],
  ])('%s reads it: %s', async (_who, client, sees) => {
    const { data } = await client().from('pix_charges').select('id').eq('id', charge);
    expect(data ?? []).toHaveLength(sees ? 1 : 0);
  });

  it.each([
    ['the customer', () => me.client],
    ['the operator', () => operator],
  ])('%s writes nothing', async (_who, client) => {
    const update = await client().from('pix_charges').update({ status: 'pago' }).eq('id', charge);
    expect(update.error?.code).toBe('42501');
    const insert = await client().from('pix_charges').insert({ id: 'pi_forged' });
    expect(insert.error?.code).toBe('42501');
  });

  it.each(['pix_checkout_amount', 'record_pix_charge', 'confirm_pix_charge', 'expire_pix_charge'])(
    'only the service role calls %s',
    async (fn) => {
      for (const client of [me.client, operator]) {
        const { error } = await client.rpc(fn, { p_charge_id: charge });
        expect(error?.code).toMatch(/^(42501|PGRST202)$/);
      }
    },
  );
});
