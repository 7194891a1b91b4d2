import { todayInSaoPaulo } from '../../../src/domain/calendar-days.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import { createOperator } from '../../helpers/factories.ts';
import type { SignedInCustomer } from '../../helpers/customers.ts';
import {
  admin,
  backend,
  checkout,
  invoke,
  me,
  other,
  pay,
  postWebhook,
  stripe,
  withCardPaymentsBackend,
} from './card-payments-setup.ts';
import { eventually } from '../../helpers/eventually.ts';

// Card refunds (issue 18): the operator's refund-card-payment function, the local provider's Refunds API and its
// charge.refunded event, and the webhook that settles the shop's refunds.
withCardPaymentsBackend();

let operator: SupabaseClient;

beforeAll(async () => {
  const account = await backend.ctx.exclusive(() => createOperator(backend.ctx.db));
  operator = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await operator.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw error;
});

type RefundRow = {
  id: number;
  status: string;
  metodo: string;
  valor: number;
  stripe_refund_id: string | null;
  last_error: string | null;
  pago_em: string | null;
  tentativa: number;
};

async function refundRow(id: number): Promise<RefundRow> {
  const { data, error } = await admin
    .from('refunds')
    .select('id, status, metodo, valor, stripe_refund_id, last_error, pago_em, tentativa')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as RefundRow;
}

/** The refund mails of a request in the outbox ('reembolso_efetuado' unless told), oldest first. */
async function refundMails(requestId: number, template = 'reembolso_efetuado') {
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ template: string; data: { reembolso: number; metodo: string } }>(
      `select template, data from public.email_outbox where template = $2 and dedupe_key like $1 order by id`,
      [`${template}:${requestId}%`, template],
    ),
  );
  return rows;
}

/**
 * A card booking (City Tour, R$ 225,00) paid on the provider's page, whose cancellation the customer asked for and
 * the operator accepted: its refund row, of `reembolso` reais (the policy's full refund when absent).
 */
async function cancelledCardBooking(customer: SignedInCustomer = me, reembolso?: number, card?: string) {
  const { order, sessionId, url } = await checkout(customer);
  expect((await pay(url, card)).status).toBe(303);
  const { data: request, error } = await customer.client.rpc('request_booking_change', {
    p_ref: `P${order.id}`,
    p_tipo: 'cancelamento',
  });
  if (error) throw error;
  const requestId = (request as { id: number }).id;
  const { error: decideError } = await operator.rpc('admin_decide_booking_request', {
    p_id: requestId,
    p_aceitar: true,
    ...(reembolso === undefined
      ? {}
      : { p_reembolso: reembolso, p_motivo_ajuste: 'Acordado com o cliente pelo WhatsApp' }),
  });
  if (decideError) throw decideError;
  const { data: refund, error: refundError } = await admin
    .from('refunds')
    .select('id')
    .eq('request_id', requestId)
    .single();
  if (refundError) throw refundError;
  const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string;
  return { refundId: (refund as { id: number }).id, requestId, sessionId, paymentIntent };
}

const refundsAtProvider = async (paymentIntent: string) =>
  (await stripe.refunds.list({ payment_intent: paymentIntent })).data;

const webhookSecret = () => localStripeKeys(backend.jwtSecret).webhookSecret;

async function postSignedEvent(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: webhookSecret() });
  return postWebhook(payload, signature);
}

describe('refund-card-payment', () => {
  it('refunds the accepted amount at the provider, once however often the operator presses', async () => {
    const { refundId, paymentIntent } = await cancelledCardBooking(me, 100);
    const first = await invoke(operator, 'refund-card-payment', { refund_id: refundId });
    expect(first).toMatchObject({ status: 200, body: { status: 'processando' } });
    const stripeRefundId = first.body.stripe_refund_id as string;
    expect(stripeRefundId).toMatch(/^re_/);

    const again = await invoke(operator, 'refund-card-payment', { refund_id: refundId });
    expect(again).toMatchObject({ status: 200, body: { stripe_refund_id: stripeRefundId } });
    const refunds = await refundsAtProvider(paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      id: stripeRefundId,
      object: 'refund',
      amount: 100_00,
      currency: 'brl',
      payment_intent: paymentIntent,
      metadata: { refund_id: String(refundId) },
    });
  });

  it('two presses at the same moment make one refund at the provider', async () => {
    const { refundId, paymentIntent } = await cancelledCardBooking(me);
    const answers = await Promise.all([
      invoke(operator, 'refund-card-payment', { refund_id: refundId }),
      invoke(operator, 'refund-card-payment', { refund_id: refundId }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const refunds = await refundsAtProvider(paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(225_00);
  });

  it("charge.refunded marks the refund 'concluido' and queues one 'reembolso_efetuado' mail; a replay settles nothing", async () => {
    const { refundId, requestId, paymentIntent } = await cancelledCardBooking(me, 150);
    const answer = await invoke(operator, 'refund-card-payment', { refund_id: refundId });
    expect(answer).toMatchObject({ status: 200, body: { status: 'processando' } });

    // The provider settles the refund a moment later and sends charge.refunded to the webhook.
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('concluido'));
    expect(await refundRow(refundId)).toMatchObject({
      stripe_refund_id: answer.body.stripe_refund_id,
      last_error: null,
      pago_em: expect.any(String),
    });
    expect(await refundMails(requestId)).toEqual([
      { template: 'reembolso_efetuado', data: expect.objectContaining({ reembolso: 150, metodo: 'cartao' }) },
    ]);
    const [refund] = await refundsAtProvider(paymentIntent);
    expect(refund).toMatchObject({ status: 'succeeded' });

    // Stripe delivers an event more than once at times: nothing more happens.
    const charge = {
      id: refund!.charge,
      object: 'charge',
      amount: 225_00,
      amount_refunded: 150_00,
      payment_intent: paymentIntent,
      refunded: false,
    };
    expect(await postSignedEvent('charge.refunded', charge)).toMatchObject({
      status: 200,
      body: { received: true, settled: 0 },
    });
    expect(await refundMails(requestId)).toHaveLength(1);
    expect(await invoke(operator, 'refund-card-payment', { refund_id: refundId })).toMatchObject({
      status: 200,
      body: { status: 'concluido', stripe_refund_id: refund!.id },
    });
    expect(await refundsAtProvider(paymentIntent)).toHaveLength(1);
  });

  it('a customer gets 403 and nothing changes', async () => {
    const { refundId, paymentIntent } = await cancelledCardBooking(other);
    for (const customer of [other, me]) {
      expect(await invoke(customer.client, 'refund-card-payment', { refund_id: refundId })).toMatchObject({
        status: 403,
        body: { code: 'forbidden', message: 'Apenas administradores podem reembolsar pagamentos.' },
      });
    }
    expect(await refundRow(refundId)).toMatchObject({ status: 'pendente', stripe_refund_id: null });
    expect(await refundsAtProvider(paymentIntent)).toEqual([]);
    expect((await invoke(backend.anonClient(), 'refund-card-payment', { refund_id: refundId })).status).toBe(
      401,
    );
  });

  it('answers 4xx JSON to a bad body or an unknown refund', async () => {
    for (const body of [{}, { refund_id: 'um' }, { refund_id: -3 }, { refund_id: 1.5 }, [1]]) {
      expect(await invoke(operator, 'refund-card-payment', body)).toMatchObject({
        status: 400,
        body: { code: 'invalid_request', message: 'Informe o número do reembolso (refund_id).' },
      });
    }
    const token = (await operator.auth.getSession()).data.session!.access_token;
    const raw = await fetch(`${backend.url}/functions/v1/refund-card-payment`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: '{"refund_id":',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 'invalid_json' });
    expect(await invoke(operator, 'refund-card-payment', { refund_id: 987_654 })).toMatchObject({
      status: 404,
      body: { code: 'refund_not_found' },
    });
  });

  it("records 'falhou' and answers 502 when the provider refuses; the operator may press again", async () => {
    const { refundId, paymentIntent } = await cancelledCardBooking(me);
    // R$ 200,00 refunded at the provider's dashboard meanwhile: the R$ 225,00 of the refund no longer fits.
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 200_00 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await invoke(operator, 'refund-card-payment', { refund_id: refundId });
    expect(refused).toMatchObject({
      status: 502,
      body: { code: 'refund_failed', detail: expect.stringContaining('greater than unrefunded amount') },
    });
    expect(refused.body.message).toMatch(/^O Stripe não confirmou o reembolso/);
    expect(await refundRow(refundId)).toMatchObject({
      status: 'falhou',
      stripe_refund_id: null,
      last_error: expect.stringContaining('greater than unrefunded amount'),
    });
    const retried = await invoke(operator, 'refund-card-payment', { refund_id: refundId });
    expect(retried.status).toBe(502);
    expect(logged.mock.calls.map((call) => call[0])).toEqual([
      'refund-card-payment:',
      'refund-card-payment:',
    ]);
    logged.mockRestore();
    expect(await refundsAtProvider(paymentIntent)).toHaveLength(1);
  });
});

describe('a card refund Stripe fails after it succeeded (test card 4000 0000 0000 5126)', () => {
  const refundFails = '4000000000005126';
  const failure =
    'O Stripe não conseguiu devolver no cartão: o cartão venceu ou foi cancelado. Tente de novo ou devolva por PIX.';

  it("reopens the refund 'falhou' with the reason, tells the customer, and a new try is a new refund", async () => {
    const { refundId, requestId, paymentIntent } = await cancelledCardBooking(me, 120, refundFails);
    const first = await invoke(operator, 'refund-card-payment', { refund_id: refundId });
    expect(first).toMatchObject({ status: 200, body: { status: 'processando' } });
    // Done first (charge.refunded), then failed at the provider (charge.refund.updated).
    await eventually(async () => expect(await refundMails(requestId)).toHaveLength(1));
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('falhou'));
    expect(await refundRow(refundId)).toMatchObject({
      stripe_refund_id: first.body.stripe_refund_id,
      pago_em: null,
      tentativa: 2,
      last_error: failure,
    });
    expect(await refundMails(requestId, 'reembolso_falhou')).toEqual([
      { template: 'reembolso_falhou', data: expect.objectContaining({ reembolso: 120, metodo: 'cartao' }) },
    ]);
    const { data: audit } = await operator
      .from('operator_audit')
      .select('action, reason')
      .eq('entity', 'refunds')
      .eq('entity_id', String(refundId))
      .order('at');
    expect(audit?.map((row) => row.action)).toEqual([
      'reembolso_criado',
      'reembolso_cartao_solicitado',
      'reembolso_cartao_falhou',
    ]);
    expect(audit?.at(-1)?.reason).toBe(failure);

    // Pressed again: a second refund at the provider (a new idempotency key), not the failed one replayed.
    const second = await invoke(operator, 'refund-card-payment', { refund_id: refundId });
    expect(second).toMatchObject({ status: 200, body: { status: 'processando' } });
    expect(second.body.stripe_refund_id).not.toBe(first.body.stripe_refund_id);
    const atProvider = await refundsAtProvider(paymentIntent);
    expect(atProvider.map((refund) => refund.id).sort()).toEqual(
      [first.body.stripe_refund_id, second.body.stripe_refund_id].sort(),
    );
    // The same card fails again: reopened once more, the customer told once more.
    await eventually(async () => expect((await refundRow(refundId)).tentativa).toBe(3));
    expect(await refundRow(refundId)).toMatchObject({ status: 'falhou' });
    await eventually(async () => expect(await refundMails(requestId, 'reembolso_falhou')).toHaveLength(2));
  });

  it('is then paid by PIX: switched, recorded, and the customer told it went back', async () => {
    const { refundId, requestId } = await cancelledCardBooking(me, 80, refundFails);
    await invoke(operator, 'refund-card-payment', { refund_id: refundId });
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('falhou'));
    const mailsBefore = (await refundMails(requestId)).length;

    // A customer cannot switch it; the operator can.
    const byCustomer = await me.client.rpc('admin_switch_refund_to_pix', { p_refund_id: refundId });
    expect(byCustomer.error?.code).toBe('42501');
    const { data: switched, error } = await operator.rpc('admin_switch_refund_to_pix', {
      p_refund_id: refundId,
    });
    expect(error).toBeNull();
    expect(switched).toMatchObject({ metodo: 'pix', status: 'pendente' });
    const { error: recordError } = await operator.rpc('admin_record_pix_refund', {
      p_refund_id: refundId,
      p_pago_em: todayInSaoPaulo(new Date()),
      p_e2e: 'E1234567820261125',
    });
    expect(recordError).toBeNull();
    expect(await refundRow(refundId)).toMatchObject({ status: 'concluido', metodo: 'pix', last_error: null });
    const mails = await refundMails(requestId);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ data: { reembolso: 80, metodo: 'pix' } });
  });

  it('is never switched to PIX while Stripe may hold it: processing, or failed without an answer', async () => {
    const { refundId, paymentIntent } = await cancelledCardBooking(me, 60);
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 200_00 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Refused by the provider: 'falhou' with no Stripe refund id, so a refund may still exist there.
    expect((await invoke(operator, 'refund-card-payment', { refund_id: refundId })).status).toBe(502);
    logged.mockRestore();
    expect(await refundRow(refundId)).toMatchObject({
      status: 'falhou',
      stripe_refund_id: null,
      tentativa: 1,
    });
    const { error } = await operator.rpc('admin_switch_refund_to_pix', { p_refund_id: refundId });
    expect(error).toMatchObject({
      code: '22023',
      message: 'Este reembolso está no Stripe: tente de novo no cartão antes de devolver por PIX.',
    });
    expect(await refundRow(refundId)).toMatchObject({ metodo: 'cartao' });
  });

  it('answers 400 to a refund event without a refund, and reopens nothing for a refund it does not know', async () => {
    expect(await postSignedEvent('charge.refund.updated', { object: 'charge', id: 'ch_x' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_event' },
    });
    expect(
      await postSignedEvent('refund.failed', {
        id: 're_unknown',
        object: 'refund',
        status: 'failed',
        failure_reason: 'lost_or_stolen_card',
        metadata: {},
      }),
    ).toMatchObject({ status: 200, body: { received: true, failed: 0, settled: 0 } });
  });
});

describe('stripe-webhook and charge.refunded', () => {
  it('settles a refund Stripe made whose answer never reached the shop (found by its metadata)', async () => {
    const { refundId, requestId, paymentIntent } = await cancelledCardBooking(me, 50);
    // The function claimed it and asked Stripe, but the answer was lost on the way back.
    const { data: claim, error } = await operator.rpc('admin_claim_card_refund', { p_refund_id: refundId });
    if (error) throw error;
    expect(claim).toMatchObject([{ send: true }]);
    const made = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 50_00, metadata: { refund_id: String(refundId) } },
      { idempotencyKey: `refund-${refundId}` },
    );
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('concluido'));
    expect((await refundRow(refundId)).stripe_refund_id).toBe(made.id);
    expect(await refundMails(requestId)).toHaveLength(1);
  });

  it('reads the refunds the event carries when it has them (an expanded charge), ignoring unknown ones', async () => {
    const { refundId, requestId, paymentIntent } = await cancelledCardBooking(me);
    await operator.rpc('admin_claim_card_refund', { p_refund_id: refundId });
    await admin.rpc('record_card_refund', {
      p_refund_id: refundId,
      p_stripe_refund_id: 're_elsewhere_1',
      p_status: 'processando',
    });
    const refund = (id: string, status = 'succeeded') => ({ id, object: 'refund', status, metadata: {} });
    const charge = {
      id: 'ch_elsewhere_1',
      object: 'charge',
      payment_intent: paymentIntent,
      amount_refunded: 225_00,
      refunds: {
        object: 'list',
        data: [refund('re_unknown_1'), refund('re_elsewhere_1'), refund('re_failed_1', 'failed')],
        has_more: false,
      },
    };
    expect(await postSignedEvent('charge.refunded', charge)).toMatchObject({
      status: 200,
      body: { settled: 1 },
    });
    expect(await refundRow(refundId)).toMatchObject({ status: 'concluido' });
    expect(await postSignedEvent('charge.refunded', charge)).toMatchObject({
      status: 200,
      body: { settled: 0 },
    });
    expect(await refundMails(requestId)).toHaveLength(1);
    expect(await postSignedEvent('charge.refunded', { id: 7, object: 'charge' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_event' },
    });
  });
});

describe('the local provider’s Refunds API', () => {
  it('refunds partially, then what remains, then refuses: more than remains, or a charge already refunded', async () => {
    const { order, sessionId, url } = await checkout();
    await pay(url);
    expect(order.id).toBeGreaterThan(0);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string;
    expect(paymentIntent).toMatch(/^pi_/);

    const partial = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 25_00,
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 25_00,
      status: 'pending',
      reason: 'requested_by_customer',
    });
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 250_00 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'amount',
      message: 'Refund amount (R$250.00) is greater than unrefunded amount on charge (R$200.00)',
    });
    const rest = await stripe.refunds.create({ charge: partial.charge as string });
    expect(rest).toMatchObject({ amount: 200_00, payment_intent: paymentIntent });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 1 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    expect((await stripe.refunds.retrieve(rest.id)).id).toBe(rest.id);
    const listed = await stripe.refunds.list({ charge: partial.charge as string, limit: 1 });
    expect(listed).toMatchObject({ has_more: true, data: [{ id: rest.id }] });
  });

  it('answers a repeated Idempotency-Key with the same refund, and refuses it with other parameters', async () => {
    const { sessionId, url } = await checkout();
    await pay(url);
    const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string;
    const params = { payment_intent: paymentIntent, amount: 10_00 };
    const first = await stripe.refunds.create(params, { idempotencyKey: 'refund-test-key' });
    const replay = await stripe.refunds.create(params, { idempotencyKey: 'refund-test-key' });
    expect(replay.id).toBe(first.id);
    await expect(
      stripe.refunds.create({ ...params, amount: 20_00 }, { idempotencyKey: 'refund-test-key' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    expect(await refundsAtProvider(paymentIntent)).toHaveLength(1);
  });

  it('refuses a refund without a payment, of an unknown one, or of an unpaid session; an unknown refund is 404', async () => {
    await expect(stripe.refunds.create({ amount: 100 })).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe.refunds.create({ payment_intent: 'pi_local_unknown' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(stripe.refunds.retrieve('re_local_unknown')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const { sessionId } = await checkout();
    expect((await stripe.checkout.sessions.retrieve(sessionId)).payment_intent).toBeNull();
  });
});
