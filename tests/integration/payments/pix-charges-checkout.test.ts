import { vi } from 'vitest';
import { readPixPayload } from '../../../src/domain/br-code.ts';
import { cityTour, invoke, item } from './card-payments-setup.ts';
import {
  admin,
  backend,
  chargeRow,
  checkoutCents,
  me,
  nextPixDay,
  orderRows,
  other,
  pixCheckout,
  stripe,
  withPixBackend,
} from './pix-charges-setup.ts';

// create-pix-charge (issue 29): a dynamic PIX charge at the local provider for the database's amount of a checkout,
// the same charge while it lives, and refusals that never reach the provider.
withPixBackend();

const intentsAtProvider = async () => {
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ n: number }>('select count(*)::int as n from local_stripe.payment_intents'),
  );
  return rows[0]!.n;
};

describe('creating the charge of a checkout', () => {
  it("charges the orders' total after the PIX discount, and holds their seats until it expires", async () => {
    const checkout = await pixCheckout();
    const before = Date.now();
    const answer = await invoke(me.client, 'create-pix-charge', { orderIds: checkout.orderIds });
    expect(answer.status).toBe(200);
    const { chargeId, brCode, amount, expiresAt, testPageUrl } = answer.body as {
      chargeId: string;
      brCode: string;
      amount: number;
      expiresAt: string;
      testPageUrl: string;
    };
    expect(amount).toBe(380);
    expect(readPixPayload(brCode)).toMatchObject({ dynamic: true, amount: '380.00', crcValid: true });
    expect(testPageUrl).toBe(`${backend.url}/test-pix/${chargeId}`);
    const minutes = (new Date(expiresAt).getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);

    const intent = await stripe.paymentIntents.retrieve(chargeId);
    expect(intent).toMatchObject({ amount: checkoutCents, currency: 'brl', status: 'requires_action' });
    expect(intent.metadata).toMatchObject({
      order_ids: checkout.orderIds.join(','),
      pix_txid: checkout.pixTxid,
    });
    expect(await chargeRow(chargeId)).toMatchObject({ status: 'aguardando', amount_cents: checkoutCents });
    for (const order of await orderRows(checkout.orderIds))
      expect(new Date(order.expira_em).toISOString()).toBe(expiresAt);
  });

  it('answers the same live charge to the same orders (a double click, My Purchases)', async () => {
    const checkout = await pixCheckout();
    const first = await invoke(me.client, 'create-pix-charge', { orderIds: checkout.orderIds });
    const again = await invoke(me.client, 'create-pix-charge', {
      orderIds: [...checkout.orderIds].reverse(),
    });
    expect(again.body.chargeId).toBe(first.body.chargeId);
  });
});

describe('refusals, before any charge exists at the provider', () => {
  it.each([
    ['orders of another customer', 404, 'order_not_found'],
    ['an order already paid', 409, 'order_not_payable'],
    ['a card order', 409, 'order_not_payable'],
    ['orders of two checkouts', 400, 'orders_mixed'],
    ['no orders', 400, 'invalid_request'],
    ['ids that are not numbers', 400, 'invalid_request'],
  ])('%s: %i %s', async (kind, status, code) => {
    const mine = await pixCheckout();
    let orderIds: unknown = mine.orderIds;
    if (kind === 'orders of another customer') orderIds = (await pixCheckout(other)).orderIds;
    if (kind === 'an order already paid')
      await admin.from('pedido_site').update({ status: 'pago' }).eq('id', mine.orderIds[0]!);
    if (kind === 'a card order') orderIds = (await pixCheckout(me, 'Cartão(Stripe)')).orderIds;
    if (kind === 'orders of two checkouts') orderIds = [...mine.orderIds, ...(await pixCheckout()).orderIds];
    if (kind === 'no orders') orderIds = [];
    if (kind === 'ids that are not numbers') orderIds = ['1; drop table pedido_site', 2];
    const intents = await intentsAtProvider();
    const answer = await invoke(me.client, 'create-pix-charge', { orderIds });
    expect(answer).toMatchObject({ status, body: { code } });
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await intentsAtProvider()).toBe(intents);
  });

  it('refuses a signed-in user without a customer record: PIX or card, orders or a gift card', async () => {
    const { signUpCustomer } = await import('../../helpers/customers.ts');
    const orphan = await signUpCustomer(backend, 'Conta Sem Cadastro', '11922221111');
    const { error } = await admin.from('clientes').delete().eq('auth_user_id', orphan.userId);
    expect(error).toBeNull();
    const cardOrders = { amount: 90, items: [item(1, cityTour, nextPixDay())], userEmail: orphan.email };
    for (const [fn, body] of [
      ['create-pix-charge', { orderIds: [1] }],
      ['create-pix-charge', { giftCardId: 1 }],
      ['create-checkout-session', cardOrders],
      ['create-checkout-session', { giftCardId: 1 }],
    ] as const) {
      const answer = await invoke(orphan.client, fn, body);
      expect(answer, fn).toMatchObject({ status: 403, body: { code: 'client_not_found' } });
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    const { createClient } = await import('@supabase/supabase-js');
    const visitor = createClient(backend.url, backend.anonKey);
    const answer = await invoke(visitor, 'create-pix-charge', { orderIds: [1] });
    expect(answer).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
  });

  it("answers {mode: 'static'} (200, no charge) in PIX_MODE=static: the static key with manual confirmation", async () => {
    const checkout = await pixCheckout();
    vi.stubEnv('PIX_MODE', 'static');
    try {
      const answer = await invoke(me.client, 'create-pix-charge', { orderIds: checkout.orderIds });
      expect(answer).toEqual({
        status: 200,
        body: {
          mode: 'static',
          message:
            'Esta loja confirma PIX manualmente: pague com a chave PIX e avise pelo botão de pagamento efetuado.',
        },
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
