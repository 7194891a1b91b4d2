import { as, service } from '../../helpers/db.ts';
import {
  customer,
  other,
  refused,
  rowAs,
  rowOf,
  rowsOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import type { Customer } from '../../helpers/factories.ts';

// Issue 31: a gift card is paid like orders: a PIX charge or a card Checkout Session names the card, the unchanged
// confirmations mark the charge or the session paid, and the card is then paid once, with its mails.

withSchemaDatabase();

const buy = async (who: Customer, valor: number, tipo: 'Pix' | 'Cartão(Stripe)') =>
  Number(
    (
      await rowAs(as(who), 'select public.buy_gift_card($1, $2, null, $3) as id', [
        valor,
        tipo,
        'bia@example.com',
      ])
    ).id,
  );

const cardOf = (id: number) =>
  rowOf(
    'select status, pagamento_ref, pago_em is not null as paid from public.vales_presente where id = $1',
    [id],
  );

const mailsOf = (id: number) =>
  rowsOf(`select template from public.email_outbox where dedupe_key in ($1, $2) order by template`, [
    `vale_presente:${id}`,
    `vale_presente_recebido:${id}`,
  ]);

const recordCharge = (chargeId: string, who: Customer, id: number, cents: number) =>
  rowAs(
    service,
    `select public.record_gift_card_pix_charge($1, 'stripe', $2, $3, $4, '000201-test', now() + interval '30 minutes')
       is null as done`,
    [chargeId, who.idCliente, id, cents],
  );

describe('PIX', () => {
  it('gives the card a transaction id, and its amount is the card’s, in cents', async () => {
    const id = await buy(customer, 200, 'Pix');
    expect(
      await rowAs(service, 'select * from public.gift_card_payment_amount($1, $2, $3)', [
        customer.idCliente,
        id,
        'Pix',
      ]),
    ).toEqual({ amount_cents: 20000, pix_txid: expect.stringMatching(/^TOUR\d{8}$/), valor: 200 });
  });

  it('a recorded charge paid by the webhook’s confirm_pix_charge pays the card once, with its mails', async () => {
    const id = await buy(customer, 200, 'Pix');
    await recordCharge('pi_gift_1', customer, id, 20000);
    expect(
      await rowOf('select order_ids, id_vale_presente, status from public.pix_charges where id = $1', [
        'pi_gift_1',
      ]),
    ).toEqual({ order_ids: [], id_vale_presente: id, status: 'aguardando' });
    const confirm = `select known, changed from public.confirm_pix_charge('pi_gift_1', $1, 'payment_intent.succeeded')`;
    expect(await rowAs(service, confirm, ['evt_gift_1'])).toEqual({ known: true, changed: true });
    expect(await cardOf(id)).toEqual({ status: 'pago', pagamento_ref: 'pi_gift_1', paid: true });
    // A replayed event, and the same charge confirmed again, change nothing.
    expect(await rowAs(service, confirm, ['evt_gift_1'])).toEqual({ known: true, changed: false });
    expect(await rowAs(service, confirm, ['evt_gift_2'])).toEqual({ known: true, changed: false });
    expect(await mailsOf(id)).toEqual([
      { template: 'vale_presente' },
      { template: 'vale_presente_recebido' },
    ]);
  });

  it('a new charge of the card cancels the older live one; an expired charge leaves the card waiting', async () => {
    const id = await buy(customer, 100, 'Pix');
    await recordCharge('pi_gift_old', customer, id, 10000);
    await recordCharge('pi_gift_new', customer, id, 10000);
    expect(
      await rowsOf(`select id, status from public.pix_charges where id_vale_presente = $1 order by id`, [id]),
    ).toEqual([
      { id: 'pi_gift_new', status: 'aguardando' },
      { id: 'pi_gift_old', status: 'cancelado' },
    ]);
    await rowAs(service, `select changed from public.expire_pix_charge('pi_gift_new')`);
    expect(await cardOf(id)).toEqual({ status: 'aguardando pagamento', pagamento_ref: null, paid: false });
  });

  it('refuses an amount other than the card’s, a paid card, a card paid by card and someone else’s card', async () => {
    const id = await buy(customer, 100, 'Pix');
    expect(
      await refused(
        service,
        `select public.record_gift_card_pix_charge('pi_x', 'stripe', $1, $2, 100, 'x', now() + interval '1 hour')`,
        [customer.idCliente, id],
      ),
    ).toEqual({ code: '23514', message: 'O valor da cobrança não confere com o do vale-presente.' });
    const amount = 'select * from public.gift_card_payment_amount($1, $2, $3)';
    expect((await refused(service, amount, [other.idCliente, id, 'Pix'])).message).toBe(
      'Vale-presente não encontrado',
    );
    expect((await refused(service, amount, [customer.idCliente, id, 'Cartão(Stripe)'])).message).toBe(
      'Este vale-presente não pode mais ser pago assim. Compre um novo.',
    );
    await rowAs(service, `select public.confirm_gift_card_payment($1, 'pi_y')`, [id]);
    expect((await refused(service, amount, [customer.idCliente, id, 'Pix'])).message).toBe(
      'Este vale-presente já foi pago.',
    );
  });

  it('is the service role’s only', async () => {
    const id = await buy(customer, 100, 'Pix');
    expect(
      (
        await refused(as(customer), 'select * from public.gift_card_payment_amount($1, $2, $3)', [
          customer.idCliente,
          id,
          'Pix',
        ])
      ).code,
    ).toBe('42501');
  });
});

describe('card', () => {
  it('a session opened for the card and confirmed by confirm_card_payment pays it once', async () => {
    const id = await buy(customer, 500, 'Cartão(Stripe)');
    expect(await rowOf('select pix_txid from public.vales_presente where id = $1', [id])).toEqual({
      pix_txid: null,
    });
    await rowAs(service, `select public.open_gift_card_session('cs_gift_1', $1, $2, 50000) is null as done`, [
      customer.idCliente,
      id,
    ]);
    const confirm = `select duplicate from public.confirm_card_payment('cs_gift_1', array[]::bigint[], $1, 'checkout.session.completed')`;
    expect(await rowAs(service, confirm, ['evt_cs_gift_1'])).toEqual({ duplicate: false });
    expect(await cardOf(id)).toEqual({ status: 'pago', pagamento_ref: 'cs_gift_1', paid: true });
    expect(await rowAs(service, confirm, ['evt_cs_gift_2'])).toEqual({ duplicate: false });
    expect(await mailsOf(id)).toEqual([
      { template: 'vale_presente' },
      { template: 'vale_presente_recebido' },
    ]);
  });

  it('refuses a session of another amount', async () => {
    const id = await buy(customer, 500, 'Cartão(Stripe)');
    expect(
      (
        await refused(service, `select public.open_gift_card_session('cs_gift_2', $1, $2, 100)`, [
          customer.idCliente,
          id,
        ])
      ).message,
    ).toBe('O valor da sessão não confere com o do vale-presente.');
  });
});
