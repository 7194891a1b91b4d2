import { todayInSaoPaulo } from '../../../src/domain/calendar-days.ts';
import type Stripe from 'stripe';
import { stripePixProvider } from '../../../supabase/functions/_shared/pix-provider.ts';
import { webhookDeliveries } from '../../../supabase/local/stripe/index.ts';
import { eventually } from '../../helpers/eventually.ts';
import {
  admin,
  backend,
  chargeRow,
  charge,
  checkoutCents,
  me,
  operator,
  other,
  pixCheckout,
  postWebhook,
  press,
  stripe,
  until,
  withPixBackend,
} from './pix-charges-setup.ts';
import {
  cancelledBooking,
  confirmedDaysAgo,
  paidPixCheckout,
  postSignedEvent,
  refundRow,
  refundsAtProvider,
} from './pix-refunds-setup.ts';

// The provider's side of PIX refunds (issue 29): money a charge received for orders it could not book goes back by
// itself, a charge superseded by a paid one is cancelled at the provider, and who may read or call what.
withPixBackend();

async function paymentRefunds(chargeId: string) {
  const { data, error } = await admin
    .from('refunds')
    .select(
      'id, status, valor, request_id, payment_to_refund_id, stripe_refund_id, card_payments_to_refund(order_id, refunded_at)',
    )
    .eq('pix_charge_id', chargeId)
    .not('payment_to_refund_id', 'is', null)
    .order('id');
  if (error) throw error;
  return data as unknown as {
    id: number;
    status: string;
    valor: number;
    request_id: number | null;
    stripe_refund_id: string | null;
    card_payments_to_refund: { order_id: number; refunded_at: string | null };
  }[];
}

describe('money a PIX charge received for orders it could not book', () => {
  it('goes back through the provider by itself, once, and marks the payments refunded', async () => {
    const checkout = await pixCheckout();
    const pix = await charge(checkout);
    const { error } = await operator.rpc('admin_cancel_pix_order', {
      p_id_cliente: checkout.idCliente,
      p_pix_txid: checkout.pixTxid,
      p_reason: 'Cliente pediu por telefone',
    });
    expect(error).toBeNull();
    expect((await press(pix, 'pay')).status).toBe(303);

    const settled = await eventually(async () => {
      const rows = await paymentRefunds(pix.chargeId);
      expect(rows.map((row) => row.status)).toEqual(['concluido', 'concluido']);
      return rows;
    });
    expect(settled).toMatchObject([
      {
        valor: 160,
        request_id: null,
        card_payments_to_refund: { order_id: checkout.orderIds[0], refunded_at: expect.any(String) },
      },
      {
        valor: 220,
        request_id: null,
        card_payments_to_refund: { order_id: checkout.orderIds[1], refunded_at: expect.any(String) },
      },
    ]);
    const atProvider = await refundsAtProvider(stripe, pix.chargeId);
    expect(atProvider.map((refund) => refund.amount).sort()).toEqual([160_00, 220_00]);
    expect(atProvider.map((refund) => refund.metadata?.refund_id).sort()).toEqual(
      settled.map((row) => String(row.id)).sort(),
    );

    // The provider delivers the payment again: nothing more is refunded.
    const paid = webhookDeliveries(backend.ctx).find(
      (d) => d.objectId === pix.chargeId && d.type === 'payment_intent.succeeded' && d.status,
    )!;
    expect(await postWebhook(paid.payload, paid.signature)).toMatchObject({
      status: 200,
      body: { changed: false, refunds: [] },
    });
    expect(await refundsAtProvider(stripe, pix.chargeId)).toHaveLength(2);
    const { data: audit } = await admin
      .from('operator_audit')
      .select('action, reason')
      .eq('entity', 'refunds')
      .in(
        'entity_id',
        settled.map((row) => String(row.id)),
      )
      .eq('action', 'reembolso_criado');
    expect(audit).toHaveLength(2);
    expect(audit![0]!.reason).toMatch(/^Pagamento PIX sem reserva \(cancelled\): pedido \d+$/);
  });
});

describe('a charge superseded by a paid one', () => {
  it('is cancelled at the provider, not only in the database', async () => {
    const checkout = await pixCheckout();
    const older = await charge(checkout);
    // A newer charge of the same orders, recorded while the older one was still in flight at the customer's bank.
    const newer = await stripePixProvider(stripe).createCharge({
      amountCents: checkoutCents,
      reference: checkout.pixTxid,
      description: 'Movie Tour: teste',
      expiresInSeconds: 30 * 60,
      idempotencyKey: `test-newer-${checkout.pixTxid}`,
      metadata: {},
    });
    const { data: replaced, error } = await admin.rpc('record_pix_charge', {
      p_charge_id: newer.id,
      p_provider: 'stripe',
      p_id_cliente: checkout.idCliente,
      p_order_ids: checkout.orderIds,
      p_amount_cents: newer.amountCents,
      p_br_code: newer.brCode,
      p_expires_at: newer.expiresAt.toISOString(),
    });
    expect(error).toBeNull();
    expect(replaced).toEqual([older.chargeId]);

    // The older one is paid all the same: its orders are booked, and the newer, still payable, is cancelled in the
    // database by confirm_pix_charge and at the provider by the webhook.
    const intent = await stripe.paymentIntents.retrieve(older.chargeId);
    const answer = await postSignedEvent(
      'payment_intent.succeeded',
      { ...intent, status: 'succeeded' } as Stripe.PaymentIntent,
      `evt_paid_${older.chargeId}`,
    );
    expect(answer).toMatchObject({ status: 200, body: { changed: true, cancelled: [newer.id] } });
    await until(checkout.orderIds, 'pago');
    expect((await chargeRow(newer.id))?.status).toBe('cancelado');
    expect((await stripe.paymentIntents.retrieve(newer.id)).status).toBe('canceled');
  });
});

describe('who may read and call what', () => {
  it("claim_payment_refunds is the webhook's alone: anon, customers and the operator are refused", async () => {
    const checkout = await paidPixCheckout();
    const anon = backend.anonClient();
    for (const client of [anon, me.client, other.client, operator]) {
      const { error } = await client.rpc('claim_payment_refunds', { p_charge_id: checkout.pix.chargeId });
      expect(error?.code).toBe('42501');
    }
    for (const name of ['claim_provider_refund', 'pix_charge_of_order']) {
      const { error } = await operator.rpc(name, { p_refund_id: 1, p_order_id: 1 });
      expect(error, name).not.toBeNull();
    }
  });

  it('a provider PIX refund is read by its owner and the operator only, and claimed by the operator only', async () => {
    const { itineraries } = await paidPixCheckout();
    await confirmedDaysAgo(itineraries[1]!, 10);
    const { refundId } = await cancelledBooking(itineraries[1]!);
    const read = async (client: typeof operator) =>
      (await client.from('refunds').select('id, pix_charge_id').eq('id', refundId)).data ?? [];
    expect(await read(backend.anonClient())).toEqual([]);
    expect(await read(other.client)).toEqual([]);
    expect(await read(me.client)).toEqual([{ id: refundId, pix_charge_id: expect.stringMatching(/^pi_/) }]);
    expect(await read(operator)).toHaveLength(1);

    for (const client of [backend.anonClient(), me.client, other.client]) {
      const { error } = await client.rpc('admin_claim_card_refund', { p_refund_id: refundId });
      expect(error?.code).toBe('42501');
      const record = await client.rpc('admin_record_pix_refund', {
        p_refund_id: refundId,
        p_pago_em: todayInSaoPaulo(new Date()),
      });
      expect(record.error?.code).toBe('42501');
    }
    // Nobody writes the new columns directly, the operator included.
    for (const client of [me.client, operator]) {
      const { error } = await client.from('refunds').update({ pix_charge_id: null }).eq('id', refundId);
      expect(error).not.toBeNull();
    }
    expect(await refundRow(refundId)).toMatchObject({
      status: 'pendente',
      pix_charge_id: expect.stringMatching(/^pi_/),
    });
  });

  it('a refund of a payment without a booking is read by its owner, not by another customer', async () => {
    const checkout = await pixCheckout(other);
    const pix = await charge(checkout, other);
    await operator.rpc('admin_cancel_pix_order', {
      p_id_cliente: checkout.idCliente,
      p_pix_txid: checkout.pixTxid,
      p_reason: 'Cliente pediu por telefone',
    });
    await press(pix, 'pay');
    const rows = await eventually(async () => {
      const found = await paymentRefunds(pix.chargeId);
      expect(found).toHaveLength(2);
      return found;
    });
    const ids = rows.map((row) => row.id);
    const visible = async (client: typeof operator) =>
      ((await client.from('refunds').select('id').in('id', ids)).data ?? []).length;
    expect(await visible(other.client)).toBe(2);
    expect(await visible(me.client)).toBe(0);
    expect(await visible(backend.anonClient())).toBe(0);
    expect(await visible(operator)).toBe(2);
  });
});
