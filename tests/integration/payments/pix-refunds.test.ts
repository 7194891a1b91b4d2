import { todayInSaoPaulo } from '../../../src/domain/calendar-days.ts';
import { admin, me, operator, stripe, withPixBackend } from './pix-charges-setup.ts';
import {
  cancelledBooking,
  confirmedDaysAgo,
  paidPixCheckout,
  postSignedEvent,
  refundCardPayment,
  refundMails,
  refundRow,
  refundsAtProvider,
} from './pix-refunds-setup.ts';
import { eventually } from '../../helpers/eventually.ts';

// PIX refunds through the provider (issue 29): a booking a provider's charge paid is refunded by the provider's
// refund API through the card refunds' machinery (refund-card-payment, charge.refunded, charge.refund.updated),
// and the database refuses to record it by hand.
withPixBackend();

// The shop's day: the database judges a payment date by São Paulo's calendar, whatever the machine's zone.
const today = () => todayInSaoPaulo(new Date());
const pixFailure =
  'O Stripe não conseguiu devolver o PIX: o banco do cliente recusou a devolução. Tente de novo ou devolva pelo banco.';

/** A paid PIX checkout's City Tour (R$ 160,00) cancelled: confirmed 10 days ago, so the policy gives 90%. */
async function cancelledPixBooking(reembolso?: number) {
  const { pix, itineraries } = await paidPixCheckout();
  await confirmedDaysAgo(itineraries[0]!, 10);
  const { refundId, requestId } = await cancelledBooking(itineraries[0]!, me, reembolso);
  return { refundId, requestId, chargeId: pix.chargeId };
}

describe('a PIX booking paid through the provider, cancelled by the policy', () => {
  it('is refunded through the provider by the policy percentage, and settles by the webhook', async () => {
    const { refundId, requestId, chargeId } = await cancelledPixBooking();
    expect(await refundRow(refundId)).toMatchObject({
      metodo: 'pix',
      status: 'pendente',
      valor: 144,
      pix_charge_id: chargeId,
      tentativa: 1,
    });

    const answer = await refundCardPayment(operator, refundId);
    expect(answer).toMatchObject({ status: 200, body: { status: 'processando' } });
    const [refund, ...more] = await refundsAtProvider(stripe, chargeId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      id: answer.body.stripe_refund_id,
      amount: 144_00,
      payment_intent: chargeId,
      metadata: { refund_id: String(refundId) },
    });

    await eventually(async () => expect((await refundRow(refundId)).status).toBe('concluido'));
    expect(await refundRow(refundId)).toMatchObject({
      stripe_refund_id: refund!.id,
      pago_em: today(),
      last_error: null,
    });
    expect(await refundMails(requestId)).toEqual([
      {
        dedupe_key: `reembolso_efetuado:${requestId}`,
        data: expect.objectContaining({ reembolso: 144, metodo: 'pix' }),
      },
    ]);
    const { data: audit } = await operator
      .from('operator_audit')
      .select('action')
      .eq('entity', 'refunds')
      .eq('entity_id', String(refundId))
      .order('at');
    expect(audit?.map((row) => row.action)).toEqual(['reembolso_criado', 'reembolso_pix_solicitado']);

    // Pressed again once done: the provider is asked nothing.
    expect(await refundCardPayment(operator, refundId)).toMatchObject({
      status: 200,
      body: { status: 'concluido', stripe_refund_id: refund!.id },
    });
    expect(await refundsAtProvider(stripe, chargeId)).toHaveLength(1);
  });

  it('is never recorded by hand: the database refuses the manual PIX refund', async () => {
    const { refundId } = await cancelledPixBooking();
    const { error } = await operator.rpc('admin_record_pix_refund', {
      p_refund_id: refundId,
      p_pago_em: today(),
      p_e2e: 'E1234567820261126',
    });
    expect(error).toMatchObject({
      code: '22023',
      message: 'Este PIX foi pago por uma cobrança automática: o reembolso volta pelo provedor, não à mão.',
    });
    // Nor switched to a manual one while the provider has not failed it.
    const switched = await operator.rpc('admin_switch_refund_to_pix', { p_refund_id: refundId });
    expect(switched.error).toMatchObject({ code: '22023' });
    expect(await refundRow(refundId)).toMatchObject({
      status: 'pendente',
      pix_charge_id: expect.stringMatching(/^pi_/),
    });
  });

  it('a retry after a lost answer replays the same refund at the provider, never a second one', async () => {
    const { refundId, requestId, chargeId } = await cancelledPixBooking();
    // The function claimed it and the provider made it, but its answer never came back: 'falhou' without an id.
    const { data: claim, error } = await operator.rpc('admin_claim_card_refund', { p_refund_id: refundId });
    if (error) throw error;
    expect(claim).toMatchObject([{ send: true, pix_charge_id: chargeId, tentativa: 1 }]);
    const made = await stripe.refunds.create(
      { payment_intent: chargeId, amount: 144_00, metadata: { refund_id: String(refundId) } },
      { idempotencyKey: `refund-${refundId}` },
    );
    await admin.rpc('record_card_refund', {
      p_refund_id: refundId,
      p_stripe_refund_id: null,
      p_status: 'falhou',
      p_error: 'fetch failed',
    });

    const retried = await refundCardPayment(operator, refundId);
    expect(retried.status).toBe(200);
    expect(retried.body.stripe_refund_id).toBe(made.id);
    expect((await refundsAtProvider(stripe, chargeId)).map((refund) => refund.id)).toEqual([made.id]);
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('concluido'));
    expect(await refundRow(refundId)).toMatchObject({ stripe_refund_id: made.id, tentativa: 1 });
    expect(await refundMails(requestId)).toHaveLength(1);
  });
});

describe('a PIX booking paid through the provider, its departure cancelled by the company', () => {
  it('is refunded in full through the provider when the customer chooses the refund', async () => {
    const { checkout, pix, itineraries } = await paidPixCheckout();
    const { data: cancelled, error } = await operator.rpc('admin_cancel_departure', {
      p_passeio: 'Parque Amantikir',
      p_data: checkout.date,
      p_motivo: 'Chuva forte na serra',
    });
    expect(error).toBeNull();
    expect(cancelled).toBe(1);
    const { data: request, error: requestError } = await admin
      .from('booking_requests')
      .select('id')
      .eq('id_itinerario', itineraries[1]!)
      .eq('tipo', 'cancelamento_empresa')
      .single();
    if (requestError) throw requestError;
    const requestId = (request as { id: number }).id;
    const chosen = await me.client.rpc('choose_company_cancellation_option', {
      p_request_id: requestId,
      p_escolha: 'reembolso',
    });
    expect(chosen.error).toBeNull();
    const decided = await operator.rpc('admin_decide_booking_request', { p_id: requestId, p_aceitar: true });
    expect(decided.error).toBeNull();
    const { data: refund } = await admin.from('refunds').select('id').eq('request_id', requestId).single();
    const refundId = (refund as { id: number }).id;
    expect(await refundRow(refundId)).toMatchObject({ valor: 220, pix_charge_id: pix.chargeId });

    expect(await refundCardPayment(operator, refundId)).toMatchObject({
      status: 200,
      body: { status: 'processando' },
    });
    expect((await refundsAtProvider(stripe, pix.chargeId)).map((r) => r.amount)).toEqual([220_00]);
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('concluido'));
  });
});

describe('a PIX refund the provider fails after it took it', () => {
  /** The provider's later word on a refund: failed, the payer's bank refused it. */
  const failedAtProvider = async (refundId: number) => {
    const row = await refundRow(refundId);
    const refund = await stripe.refunds.retrieve(row.stripe_refund_id!);
    return postSignedEvent('charge.refund.updated', {
      ...refund,
      status: 'failed',
      failure_reason: 'declined',
    });
  };

  it("reopens it as 'falhou', tells the customer, and a new try is a new refund under a new key", async () => {
    const { refundId, requestId, chargeId } = await cancelledPixBooking(60);
    const first = await refundCardPayment(operator, refundId);
    expect(first).toMatchObject({ status: 200, body: { status: 'processando' } });
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('concluido'));

    expect(await failedAtProvider(refundId)).toMatchObject({ status: 200, body: { failed: 1 } });
    expect(await refundRow(refundId)).toMatchObject({
      status: 'falhou',
      stripe_refund_id: first.body.stripe_refund_id,
      pago_em: null,
      tentativa: 2,
      last_error: pixFailure,
    });
    expect(await refundMails(requestId, 'reembolso_falhou')).toEqual([
      {
        dedupe_key: `reembolso_falhou:${requestId}:1`,
        data: expect.objectContaining({ reembolso: 60, metodo: 'pix' }),
      },
    ]);
    // Heard again, the failure changes nothing more.
    expect(await failedAtProvider(refundId)).toMatchObject({ status: 200, body: { failed: 0 } });

    const second = await refundCardPayment(operator, refundId);
    expect(second).toMatchObject({ status: 200, body: { status: 'processando' } });
    expect(second.body.stripe_refund_id).not.toBe(first.body.stripe_refund_id);
    const atProvider = await refundsAtProvider(stripe, chargeId);
    expect(atProvider.map((refund) => refund.id).sort()).toEqual(
      [first.body.stripe_refund_id, second.body.stripe_refund_id].sort(),
    );
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('concluido'));
    // The second attempt's mail is a mail of its own.
    expect((await refundMails(requestId)).map((mail) => mail.dedupe_key)).toEqual([
      `reembolso_efetuado:${requestId}`,
      `reembolso_efetuado:${requestId}:2`,
    ]);
    const { data: audit } = await operator
      .from('operator_audit')
      .select('action, reason')
      .eq('entity', 'refunds')
      .eq('entity_id', String(refundId))
      .order('at');
    expect(audit?.map((row) => row.action)).toEqual([
      'reembolso_criado',
      'reembolso_pix_solicitado',
      'reembolso_pix_falhou',
      'reembolso_pix_solicitado',
    ]);
  });

  it('may then be paid at the bank and recorded by hand', async () => {
    const { refundId, requestId } = await cancelledPixBooking(40);
    await refundCardPayment(operator, refundId);
    await eventually(async () => expect((await refundRow(refundId)).status).toBe('concluido'));
    await failedAtProvider(refundId);
    const { data: switched, error } = await operator.rpc('admin_switch_refund_to_pix', {
      p_refund_id: refundId,
    });
    expect(error).toBeNull();
    expect(switched).toMatchObject({ metodo: 'pix', status: 'pendente', pix_charge_id: null });
    const { error: recordError } = await operator.rpc('admin_record_pix_refund', {
      p_refund_id: refundId,
      p_pago_em: today(),
      p_e2e: 'E1234567820261126',
    });
    expect(recordError).toBeNull();
    expect(await refundRow(refundId)).toMatchObject({ status: 'concluido', last_error: null });
    expect((await refundMails(requestId)).at(-1)).toMatchObject({ data: { reembolso: 40, metodo: 'pix' } });
  });
});
