import { todayInSaoPaulo } from '../../../src/domain/calendar-days.ts';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import { eventually } from '../../helpers/eventually.ts';
import { createOperator } from '../../helpers/factories.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  admin,
  backend,
  checkout,
  invoke,
  me,
  other,
  pay,
  postWebhook,
  signedEvent,
  stripe,
  withCardPaymentsBackend,
} from './card-payments-setup.ts';

// Money a card session brought for an order the customer had cancelled goes back to the card by itself
// (claim_payment_refunds). When the provider fails that refund (Stripe's test card 4000 0000 0000 5126: the refund
// succeeds, then fails, as a cancelled card's does), the refund is the operator's: nothing sends it again behind
// their back, and their 'Devolver por PIX' does not break the payment's later events.
withCardPaymentsBackend();

const refundFails = '4000000000005126';
let operator: SupabaseClient;

beforeAll(async () => {
  const account = await backend.ctx.exclusive(() => createOperator(backend.ctx.db));
  operator = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { error } = await operator.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw error;
});

type PaymentRefund = {
  id: number;
  status: string;
  metodo: string;
  tentativa: number;
  stripe_refund_id: string | null;
  last_error: string | null;
};

async function refundOfSession(sessionId: string): Promise<PaymentRefund> {
  const { data, error } = await admin
    .from('refunds')
    .select('id, status, metodo, tentativa, stripe_refund_id, last_error')
    .eq('stripe_session_id', sessionId)
    .single();
  if (error) throw error;
  return data as PaymentRefund;
}

/** A card session (R$ 225,00) paid with `card` after the customer cancelled its order; its refund failed. */
async function failedPaymentRefund() {
  const { order, sessionId, url } = await checkout(me);
  const { error } = await me.client.from('pedido_site').update({ status: 'cancelado' }).eq('id', order.id);
  expect(error).toBeNull();
  expect((await pay(url, refundFails)).status).toBe(303);
  await eventually(async () => expect(await refundOfSession(sessionId)).toMatchObject({ status: 'falhou' }));
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  return { order, sessionId, paymentIntent: String(session.payment_intent) };
}

const refundsAtProvider = async (paymentIntent: string) =>
  (await stripe.refunds.list({ payment_intent: paymentIntent })).data;

/** checkout.session.completed delivered again, as Stripe retries it. */
async function replayCompleted(sessionId: string) {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const { payload, signature } = await signedEvent(
    session,
    `evt_replay_${Math.random().toString(36).slice(2)}`,
    localStripeKeys(backend.jwtSecret).webhookSecret,
  );
  return postWebhook(payload, signature);
}

/** The refund mails ('reembolso_efetuado' or 'reembolso_falhou') of the order a payment was for, oldest first. */
async function mailsOfOrder(orderId: number, template: string) {
  const { data, error } = await admin
    .from('email_outbox')
    .select('to_email, data')
    .eq('template', template)
    .eq('data->>referencia', `P${orderId}`)
    .order('id');
  if (error) throw error;
  return data as { to_email: string; data: Record<string, unknown> }[];
}

describe("the operator's list of payment refunds to pay (admin_payment_refunds)", () => {
  it('shows the failed refund with its customer, order, reason and amount, and the customer is told', async () => {
    const { order, sessionId } = await failedPaymentRefund();
    const { id } = await refundOfSession(sessionId);
    const { data, error } = await operator.rpc('admin_payment_refunds');
    expect(error).toBeNull();
    expect((data as { id: number }[]).find((row) => row.id === id)).toEqual({
      id,
      status: 'falhou',
      metodo: 'cartao',
      valor: 225,
      tentativa: 2,
      stripe_refund_id: expect.stringMatching(/^re_/),
      pix_charge_id: null,
      last_error:
        'O Stripe não conseguiu devolver no cartão: o cartão venceu ou foi cancelado. Tente de novo ou devolva por PIX.',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      id_cliente: expect.any(Number),
      nome_cliente: 'Helena Cardoso',
      email_cliente: me.email.toLowerCase(),
      celular: '11955554444',
      id_pedido: order.id,
      passeio: 'City Tour Tradicional',
      data_passeio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      motivo: 'cancelled',
      pagamento: sessionId,
      pago_com: 'cartao',
    });
    // 'Reembolso efetuado' went out when Stripe first settled it; 'Reembolso não concluído' now says otherwise.
    expect(await mailsOfOrder(order.id, 'reembolso_efetuado')).toHaveLength(1);
    expect(await mailsOfOrder(order.id, 'reembolso_falhou')).toEqual([
      {
        to_email: me.email.toLowerCase(),
        data: expect.objectContaining({ reembolso: 225, metodo: 'cartao', passeio: 'City Tour Tradicional' }),
      },
    ]);
  });

  it("is the operator's only: anon and customers, the payment's owner included, are refused", async () => {
    for (const client of [backend.anonClient(), me.client, other.client]) {
      const { data, error } = await client.rpc('admin_payment_refunds');
      expect(error?.code).toBe('42501');
      expect(data).toBeNull();
    }
  });

  it('paid by PIX at the bank instead, it leaves the list and the customer is told how it went back', async () => {
    const { order, sessionId } = await failedPaymentRefund();
    const { id } = await refundOfSession(sessionId);
    expect((await operator.rpc('admin_switch_refund_to_pix', { p_refund_id: id })).error).toBeNull();
    const listed = async () =>
      ((await operator.rpc('admin_payment_refunds')).data as { id: number; status: string }[]).find(
        (row) => row.id === id,
      );
    expect(await listed()).toMatchObject({ status: 'pendente', metodo: 'pix' });
    const { error } = await operator.rpc('admin_record_pix_refund', {
      p_refund_id: id,
      p_pago_em: todayInSaoPaulo(new Date()),
      p_e2e: 'E1234567820261205',
    });
    expect(error).toBeNull();
    expect(await listed()).toBeUndefined();
    const { data: payment } = await admin
      .from('card_payments_to_refund')
      .select('refunded_at')
      .eq('session_id', sessionId)
      .single();
    expect(payment).toEqual({ refunded_at: expect.any(String) });
    expect((await mailsOfOrder(order.id, 'reembolso_efetuado')).at(-1)).toMatchObject({
      data: { reembolso: 225, metodo: 'pix' },
    });
  });
});

describe('a payment refund the provider failed', () => {
  it('is not sent again by a visit of the result page or a replayed event: the operator decides', async () => {
    const { sessionId, paymentIntent } = await failedPaymentRefund();
    const failed = await refundOfSession(sessionId);
    expect(failed).toMatchObject({ metodo: 'cartao', tentativa: 2, stripe_refund_id: expect.any(String) });
    expect(await refundsAtProvider(paymentIntent)).toHaveLength(1);

    // Anyone with the session id may open /pagamento-sucesso?session_id=...: it asks nothing more of Stripe.
    expect(await invoke(me.client, 'verify-stripe-payment', { sessionId })).toMatchObject({
      status: 200,
      body: { success: false, refundedOrders: 1 },
    });
    expect(await replayCompleted(sessionId)).toMatchObject({ status: 200, body: { refunds: [] } });
    expect(await refundsAtProvider(paymentIntent)).toHaveLength(1);
    expect(await refundOfSession(sessionId)).toEqual(failed);

    // The operator's 'Tentar reembolso de novo' is a new refund at Stripe.
    const again = await invoke(operator, 'refund-card-payment', { refund_id: failed.id });
    expect(again).toMatchObject({ status: 200, body: { status: 'processando' } });
    expect(await refundsAtProvider(paymentIntent)).toHaveLength(2);
  });

  it('one the provider never answered is sent again by the replayed event, under the same key', async () => {
    const { order, sessionId, url } = await checkout(me);
    await me.client.from('pedido_site').update({ status: 'cancelado' }).eq('id', order.id);
    expect((await pay(url)).status).toBe(303);
    await eventually(async () =>
      expect(await refundOfSession(sessionId)).toMatchObject({ status: 'concluido' }),
    );
    const sent = await refundOfSession(sessionId);
    // As if Stripe's answer had been lost: 'falhou' with no refund id of Stripe's.
    await backend.ctx.exclusive(() =>
      backend.ctx.db.query(
        `update public.refunds set status = 'falhou', stripe_refund_id = null, last_error = 'fetch failed' where id = $1`,
        [sent.id],
      ),
    );
    expect(await replayCompleted(sessionId)).toMatchObject({ status: 200, body: { refunds: [sent.id] } });
    // The same idempotency key: Stripe answers the refund it made, and nothing more leaves the account.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(await refundsAtProvider(String(session.payment_intent))).toHaveLength(1);
    expect(await refundOfSession(sessionId)).toMatchObject({
      stripe_refund_id: sent.stripe_refund_id,
      tentativa: 1,
    });
  });

  it("switched to PIX by the operator, it leaves the payment's later events answered", async () => {
    const { sessionId, paymentIntent } = await failedPaymentRefund();
    const { id } = await refundOfSession(sessionId);
    const { error } = await operator.rpc('admin_switch_refund_to_pix', { p_refund_id: id });
    expect(error).toBeNull();
    expect(await replayCompleted(sessionId)).toMatchObject({ status: 200, body: { refunds: [] } });
    const logged = vi.spyOn(console, 'error');
    expect(await invoke(me.client, 'verify-stripe-payment', { sessionId })).toMatchObject({ status: 200 });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(await refundOfSession(sessionId)).toMatchObject({ metodo: 'pix', status: 'pendente' });
    expect(await refundsAtProvider(paymentIntent)).toHaveLength(1);
  });
});
