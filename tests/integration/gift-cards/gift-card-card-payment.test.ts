import {
  admin,
  backend,
  invoke,
  me,
  other,
  pay,
  siteUrl,
  stripe,
  withCardPaymentsBackend,
} from '../payments/card-payments-setup.ts';

// Issue 31: a gift card paid by card through the shop's own machinery: create-checkout-session with { giftCardId }
// opens a session of the database's amount, the local provider's hosted page takes the card, the signed webhook
// confirms the session as for orders, and the card is paid once with its mails.

withCardPaymentsBackend();

const buy = async (valor: number, tipo: 'Pix' | 'Cartão(Stripe)' = 'Cartão(Stripe)') => {
  const { data, error } = await me.client.rpc('buy_gift_card', {
    p_valor: valor,
    p_tipo_pagamento: tipo,
    p_destinatario_email: 'bia.cartao@example.com',
  });
  if (error) throw error;
  return data as number;
};

const cardOf = async (id: number) =>
  (await admin.from('vales_presente').select('status, pagamento_ref').eq('id', id).single()).data;

describe('a gift card paid by card', () => {
  it('charges the card’s amount on one line, and the webhook pays the card once, with its mails', async () => {
    const id = await buy(500);
    const answer = await invoke(me.client, 'create-checkout-session', { giftCardId: id });
    expect(answer.status).toBe(200);
    const sessionId = answer.body.sessionId as string;
    expect(answer.body.url).toBe(`${backend.url}/test-checkout/${sessionId}`);
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      amount_total: 50000,
      currency: 'brl',
      mode: 'payment',
      success_url: `${siteUrl}/vale-presente?pagamento=${id}`,
      cancel_url: `${siteUrl}/vale-presente`,
      metadata: { id_vale_presente: String(id) },
    });
    expect(await cardOf(id)).toEqual({ status: 'aguardando pagamento', pagamento_ref: null });

    const paid = await pay(answer.body.url as string);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`${siteUrl}/vale-presente?pagamento=${id}`);
    expect(await cardOf(id)).toEqual({ status: 'pago', pagamento_ref: sessionId });
    const { data: mails } = await admin
      .from('email_outbox')
      .select('template')
      .in('dedupe_key', [`vale_presente:${id}`, `vale_presente_recebido:${id}`])
      .order('template');
    expect(mails).toEqual([{ template: 'vale_presente' }, { template: 'vale_presente_recebido' }]);

    // Paid: no second session.
    const again = await invoke(me.client, 'create-checkout-session', { giftCardId: id });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'already_paid', message: 'Este vale-presente já foi pago.' },
    });
  });

  it('refuses another customer’s card and a card bought for PIX', async () => {
    const id = await buy(100);
    expect(await invoke(other.client, 'create-checkout-session', { giftCardId: id })).toMatchObject({
      status: 404,
      body: { code: 'gift_card_not_found', message: 'Vale-presente não encontrado' },
    });
    const pix = await buy(100, 'Pix');
    expect(await invoke(me.client, 'create-checkout-session', { giftCardId: pix })).toMatchObject({
      status: 409,
      body: { code: 'gift_card_not_payable' },
    });
  });
});

describe('a gift card paid by PIX', () => {
  it('create-pix-charge charges the card’s amount, and the same live charge is answered again', async () => {
    const id = await buy(200, 'Pix');
    const first = await invoke(me.client, 'create-pix-charge', { giftCardId: id });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amount: 200, txid: expect.stringMatching(/^TOUR\d{8}$/) });
    const second = await invoke(me.client, 'create-pix-charge', { giftCardId: id });
    expect(second.body.chargeId).toBe(first.body.chargeId);
    const { data: charge } = await admin
      .from('pix_charges')
      .select('amount_cents, order_ids, id_vale_presente')
      .eq('id', first.body.chargeId as string)
      .single();
    expect(charge).toEqual({ amount_cents: 20000, order_ids: [], id_vale_presente: id });
  });
});
