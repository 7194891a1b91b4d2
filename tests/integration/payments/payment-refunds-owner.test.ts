import type { SupabaseClient } from '@supabase/supabase-js';
import { paymentRefundsByCard, type PaymentRefund } from '../../../src/domain/purchases.ts';
import type { PedidoSite } from '../../../src/domain/orders.ts';
import { fetchMyPaymentRefunds } from '../../../src/features/orders/api/payment-refunds.ts';
import { eventually } from '../../helpers/eventually.ts';
import { admin, backend, checkout, me, other, pay, withCardPaymentsBackend } from './card-payments-setup.ts';

// My Purchases says, on an order the customer cancelled, that a card payment made after it is going back
// (fetchMyPaymentRefunds, paymentRefundsByCard). What the customer may read of it: their own refunds of payments
// that booked nothing, and the session their order keeps; not the operator's record of the payment.
withCardPaymentsBackend();

const refundFails = '4000000000005126';

const clientIdOf = async (client: SupabaseClient) => {
  const { data, error } = await client.from('clientes').select('id_cliente').single();
  if (error) throw error;
  return (data as { id_cliente: number }).id_cliente;
};

/** A card session (R$ 225,00) paid with `card` after the customer cancelled its order. */
async function paidAfterCancelling(card?: string) {
  const { order, sessionId, url } = await checkout(me);
  const { error } = await me.client.from('pedido_site').update({ status: 'cancelado' }).eq('id', order.id);
  expect(error).toBeNull();
  expect((await pay(url, card)).status).toBe(303);
  return { orderId: order.id as number, sessionId };
}

const refundOf = async (sessionId: string) =>
  (await admin.from('refunds').select('id, status').eq('stripe_session_id', sessionId).maybeSingle())
    .data as {
    id: number;
    status: string;
  } | null;

async function cardOfOrder(client: SupabaseClient, orderId: number) {
  const { data, error } = await client.from('pedido_site').select('*').eq('id', orderId);
  if (error) throw error;
  const mine = await fetchMyPaymentRefunds(client as never, await clientIdOf(client));
  return paymentRefundsByCard(data as PedidoSite[], mine.refunds, mine.charges).get(`pedido-${orderId}`);
}

describe("a card payment made after the customer cancelled its order, in the customer's purchases", () => {
  it('the owner reads its refund, on the cancelled order, as it goes back to the card', async () => {
    const { orderId, sessionId } = await paidAfterCancelling();
    await eventually(async () => expect(await refundOf(sessionId)).toMatchObject({ status: 'concluido' }));
    const { refunds } = await fetchMyPaymentRefunds(me.client as never, await clientIdOf(me.client));
    const refund = refunds.find((row) => row.stripe_session_id === sessionId);
    expect(refund).toEqual<PaymentRefund>({
      id: expect.any(Number),
      payment_to_refund_id: expect.any(Number),
      metodo: 'cartao',
      valor: 225,
      status: 'concluido',
      pago_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      stripe_session_id: sessionId,
      pix_charge_id: null,
    });
    expect(await cardOfOrder(me.client, orderId)).toEqual([refund]);
  });

  it('a refund the card refused reads as failed to its owner', async () => {
    const { orderId, sessionId } = await paidAfterCancelling(refundFails);
    await eventually(async () => expect(await refundOf(sessionId)).toMatchObject({ status: 'falhou' }));
    expect(await cardOfOrder(me.client, orderId)).toEqual([
      expect.objectContaining({ status: 'falhou', valor: 225, metodo: 'cartao' }),
    ]);
  });

  it('another customer and anon read none of it; the payment row stays the operator’s', async () => {
    const { orderId, sessionId } = await paidAfterCancelling();
    await eventually(async () => expect(await refundOf(sessionId)).not.toBeNull());
    const anon = await backend.anonClient().from('refunds').select('id').eq('stripe_session_id', sessionId);
    expect(anon.data ?? []).toEqual([]);
    const theirs = await other.client.from('refunds').select('id').eq('stripe_session_id', sessionId);
    expect(theirs).toMatchObject({ error: null, data: [] });
    expect((await other.client.from('pedido_site').select('id').eq('id', orderId)).data).toEqual([]);
    const { refunds } = await fetchMyPaymentRefunds(other.client as never, await clientIdOf(other.client));
    expect(refunds.filter((row) => row.stripe_session_id === sessionId)).toEqual([]);
    // The payment's own row, which names the order, is the operator's: the owner reaches the order by the session.
    const payment = await me.client.from('card_payments_to_refund').select('id').eq('session_id', sessionId);
    expect(payment).toMatchObject({ error: null, data: [] });
  });
});
