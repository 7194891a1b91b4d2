import Stripe from 'stripe';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import { webhookDeliveries } from '../../../supabase/local/stripe/index.ts';
import { eventually } from '../../helpers/eventually.ts';
import {
  admin,
  backend,
  charge,
  chargeRow,
  itineraryIds,
  mails,
  operator,
  orderRows,
  pixCheckout,
  postWebhook,
  press,
  statuses,
  stripe,
  until,
  withPixBackend,
} from './pix-charges-setup.ts';

// The webhook's side of automatic PIX (issue 29), through the local provider's test page and its signed events:
// paid, replayed, out of order, expired, cancelled, paid after the operator cancelled, and a forged signature.
withPixBackend();

const delivered = (id: string, type: string) =>
  eventually(() => {
    const delivery = webhookDeliveries(backend.ctx).find(
      (d) => d.objectId === id && d.type === type && d.status,
    );
    expect(delivery, `a ${type} delivery about ${id} answered by the webhook`).toBeDefined();
    return delivery!;
  });

/** A correctly signed event about a PaymentIntent, as Stripe would send it. */
async function signed(intent: Stripe.PaymentIntent, type: string, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  const secret = localStripeKeys(backend.jwtSecret).webhookSecret;
  return { payload, signature: await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret }) };
}

const bookingMails = async (orderIds: number[]) =>
  mails(
    'reserva_confirmada',
    (await itineraryIds(orderIds)).map((id) => `reserva_confirmada:${id}`),
  );

describe("paying on the provider's test page", () => {
  it("marks the orders paid, books them and queues one 'Reserva confirmada' each", async () => {
    const checkout = await pixCheckout();
    const pix = await charge(checkout);
    expect((await press(pix, 'pay')).status).toBe(303);
    await until(checkout.orderIds, 'pago');
    expect(await itineraryIds(checkout.orderIds)).toHaveLength(2);
    expect(await bookingMails(checkout.orderIds)).toHaveLength(2);
    expect(await chargeRow(pix.chargeId)).toMatchObject({ status: 'pago', paid_at: expect.any(String) });
  });

  it("a replayed event, and an 'expired' after 'paid', change nothing", async () => {
    const checkout = await pixCheckout();
    const pix = await charge(checkout);
    await press(pix, 'pay');
    await until(checkout.orderIds, 'pago');
    const paid = await delivered(pix.chargeId, 'payment_intent.succeeded');

    const replay = await postWebhook(paid.payload, paid.signature);
    expect(replay).toMatchObject({ status: 200, body: { received: true, changed: false, paid: [] } });

    const intent = await stripe.paymentIntents.retrieve(pix.chargeId);
    const expired = {
      ...intent,
      status: 'requires_payment_method' as const,
      last_payment_error: { code: 'payment_intent_payment_attempt_expired', type: 'invalid_request_error' },
    } as Stripe.PaymentIntent;
    const late = await signed(expired, 'payment_intent.payment_failed', `evt_late_${pix.chargeId}`);
    expect(await postWebhook(late.payload, late.signature)).toMatchObject({
      status: 200,
      body: { changed: false, lapsed: [] },
    });
    expect(await statuses(checkout.orderIds)).toEqual(['pago', 'pago']);
    expect(await bookingMails(checkout.orderIds)).toHaveLength(2);
    expect((await chargeRow(pix.chargeId))?.status).toBe('pago');
  });
});

describe('a charge that ends unpaid', () => {
  it("'Expirar agora': the orders lapse, their seats return, and the customer is told", async () => {
    const checkout = await pixCheckout();
    const held = async () => {
      const { rows } = await backend.ctx.exclusive(() =>
        backend.ctx.db.query<{ reservadas: number }>(
          `select reservadas from public.departure_loads('City Tour Tradicional', $1, $1)`,
          [checkout.date],
        ),
      );
      return rows[0]?.reservadas ?? 0;
    };
    const pix = await charge(checkout);
    expect(await held()).toBe(2);
    expect((await press(pix, 'expire')).status).toBe(303);
    await until(checkout.orderIds, 'cancelado');
    expect(await orderRows(checkout.orderIds)).toMatchObject([
      { motivo_cancelamento: 'Pagamento não identificado no prazo' },
      { motivo_cancelamento: 'Pagamento não identificado no prazo' },
    ]);
    expect(await held()).toBe(0);
    expect(
      await mails(
        'pedido_cancelado',
        checkout.orderIds.map((id) => `pedido_cancelado:${id}`),
      ),
    ).toHaveLength(2);
    expect((await chargeRow(pix.chargeId))?.status).toBe('expirado');
  });

  it('cancelled at the provider: the charge is cancelled and the orders lapse', async () => {
    const checkout = await pixCheckout();
    const pix = await charge(checkout);
    await stripe.paymentIntents.cancel(pix.chargeId);
    await until(checkout.orderIds, 'cancelado');
    expect((await chargeRow(pix.chargeId))?.status).toBe('cancelado');
  });
});

describe('money that cannot book anything', () => {
  it('a payment for orders the operator cancelled is recorded for a refund and audited', async () => {
    const checkout = await pixCheckout();
    const pix = await charge(checkout);
    const { error } = await operator.rpc('admin_cancel_pix_order', {
      p_id_cliente: checkout.idCliente,
      p_pix_txid: checkout.pixTxid,
      p_reason: 'Cliente pediu por telefone',
    });
    expect(error).toBeNull();
    await press(pix, 'pay');
    const refunds = await eventually(async () => {
      const { data } = await admin
        .from('card_payments_to_refund')
        .select('order_id, reason, valor')
        .eq('session_id', pix.chargeId)
        .order('order_id');
      expect(data).toHaveLength(2);
      return data!;
    });
    expect(refunds).toEqual([
      { order_id: checkout.orderIds[0], reason: 'cancelled', valor: 160 },
      { order_id: checkout.orderIds[1], reason: 'cancelled', valor: 220 },
    ]);
    const { data: audit } = await admin
      .from('operator_audit')
      .select('action, reason')
      .eq('action', 'pix_pago_pedido_cancelado')
      .in('entity_id', checkout.orderIds.map(String));
    expect(audit).toHaveLength(2);
    expect(audit![0]!.reason).toContain(pix.chargeId);
    expect(await statuses(checkout.orderIds)).toEqual(['cancelado', 'cancelado']);
    expect(await itineraryIds(checkout.orderIds)).toEqual([]);
  });
});

describe('signatures', () => {
  it('refuses a PIX event with a bad signature, and changes nothing', async () => {
    const checkout = await pixCheckout();
    const pix = await charge(checkout);
    const intent = await stripe.paymentIntents.retrieve(pix.chargeId);
    const paid = { ...intent, status: 'succeeded' as const };
    const { payload } = await signed(paid, 'payment_intent.succeeded', `evt_forged_${pix.chargeId}`);
    const forged = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: 'whsec_not_the_shops',
    });
    expect(await postWebhook(payload, forged)).toMatchObject({
      status: 400,
      body: { code: 'invalid_signature' },
    });
    expect(await statuses(checkout.orderIds)).toEqual(['aguardando pagamento', 'aguardando pagamento']);
    expect((await chargeRow(pix.chargeId))?.status).toBe('aguardando');
  });

  it('ignores PaymentIntent events that are not PIX', async () => {
    const intent = { id: 'pi_card_1', object: 'payment_intent', payment_method_types: ['card'] };
    const event = await signed(intent as Stripe.PaymentIntent, 'payment_intent.succeeded', 'evt_card_1');
    expect(await postWebhook(event.payload, event.signature)).toMatchObject({
      status: 200,
      body: { ignored: 'payment_intent.succeeded' },
    });
  });
});
