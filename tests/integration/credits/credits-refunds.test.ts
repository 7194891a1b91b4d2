import { anon, as } from '../../helpers/db.ts';
import { createCustomer, type Customer } from '../../helpers/factories.ts';
import { runDay } from '../../helpers/days.ts';
import {
  count,
  customer,
  db,
  operator,
  other,
  refused,
  rowAs,
  rowOf,
  rowsAs,
  rowsOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import { balanceOf, checkout, grant, valueOf } from './credits-setup.ts';

// Issue 31: a refund of a booking paid partly with credit returns the policy's percentage of the credit part to the
// credit (a new 'devolucao' lot) and the same percentage of the money part through the payment method; the operator
// may settle a cancellation as credit instead of money.

withSchemaDatabase();

const city = 'City Tour Tradicional';
const fortyDaysAhead = () => runDay(city, 1, 40);
let seq = 0;
const newCustomer = () => createCustomer(db, { nome: `Cliente Reembolso ${++seq}` });

/** A card order paid a month ago with `credit` of credit (none when 0): its id and value. */
async function cardPaidWithCredit(who: Customer, credit: number) {
  if (credit > 0) await grant(who, credit);
  const [order] = await checkout(who, [
    { qtd_adults: 2, data_passeio: fortyDaysAhead(), tipo_pagamento: 'Cartão(Stripe)', usar_credito: true },
  ]);
  await db.query(`update public.pedido_site set status = 'pago', stripe_session_id = $2 where id = $1`, [
    order!.id,
    `cs_test_credit_${order!.id}`,
  ]);
  await db.query(
    `update public.pedido_site set status_changed_at = now() - interval '30 days' where id = $1`,
    [order!.id],
  );
  return order!;
}

const requestCancel = (who: Customer, ref: string) =>
  rowAs(as(who), 'select * from public.request_booking_change($1, $2, null, null)', [ref, 'cancelamento']);

const decide = (id: unknown, settle?: 'dinheiro' | 'credito') =>
  settle
    ? rowAs(
        as(operator),
        'select * from public.admin_decide_booking_request($1, true, null, null, null, $2)',
        [id, settle],
      )
    : rowAs(as(operator), 'select * from public.admin_decide_booking_request($1, true)', [id]);

const creditLotOf = (requestId: unknown) =>
  rowOf('select valor, restante, origem from public.credit_lots where request_id = $1', [requestId]);
const cancellationMailOf = async (requestId: unknown) =>
  (
    await rowOf('select data from public.email_outbox where dedupe_key = $1', [
      `cancelamento_confirmado:${String(requestId)}`,
    ])
  )?.data as Record<string, unknown> | undefined;
const refundOf = (requestId: unknown) =>
  rowOf('select metodo, valor from public.refunds where request_id = $1', [requestId]);

describe('the policy’s refund of a booking paid partly with credit', () => {
  it('card: 90% of the credit part back to the credit, 90% of the money part to the card', async () => {
    const ana = await newCustomer();
    const order = await cardPaidWithCredit(ana, 50);
    const value = valueOf(city, 2);
    expect(order.credito_usado).toBe(50);
    const request = await requestCancel(ana, `P${order.id}`);
    expect(request).toMatchObject({ percentual: 90, valor_pago: value });
    const refund = Math.round(value * 0.9 * 100) / 100;
    expect(await decide(request.id)).toMatchObject({ status: 'aceito', reembolso: refund });

    expect(await creditLotOf(request.id)).toEqual({ valor: 45, restante: 45, origem: 'devolucao' });
    expect(await refundOf(request.id)).toEqual({
      metodo: 'cartao',
      valor: Math.round((refund - 45) * 100) / 100,
    });
    expect(await balanceOf(ana)).toMatchObject({ saldo: 45 });
    // The mail says which part went back to the credit ('De volta ao seu crédito').
    expect(await cancellationMailOf(request.id)).toMatchObject({ reembolso: refund, reembolso_credito: 45 });
    // A fresh twelve months for the returned credit.
    expect(
      await rowOf(
        `select expira_em = created_at + interval '12 months' as fresh from public.credit_lots where request_id = $1`,
        [request.id],
      ),
    ).toEqual({ fresh: true });
    // Deciding again changes nothing.
    await decide(request.id);
    expect(await count('select 1 from public.credit_lots where request_id = $1', [request.id])).toBe(1);
  });

  it('rounds the credit part in cents and the two parts add up to the refund', async () => {
    const bia = await newCustomer();
    const order = await cardPaidWithCredit(bia, 33.33);
    const request = await requestCancel(bia, `P${order.id}`);
    await decide(request.id);
    const value = valueOf(city, 2);
    const refund = Math.round(value * 0.9 * 100) / 100;
    const creditPart = Math.round(((refund * 33.33) / value) * 100) / 100;
    expect(await creditLotOf(request.id)).toMatchObject({ valor: creditPart });
    expect(((await refundOf(request.id))!.valor as number) * 100 + creditPart * 100).toBeCloseTo(
      refund * 100,
      6,
    );
  });

  it('PIX with credit: the credit part to the credit, the rest as a PIX refund', async () => {
    const caio = await newCustomer();
    await grant(caio, 40);
    const [order] = await checkout(caio, [
      { data_passeio: fortyDaysAhead(), tipo_pagamento: 'Pix', usar_credito: true },
    ]);
    const txid = (await rowOf('select pix_txid from public.pedido_site where id = $1', [order!.id]))!
      .pix_txid;
    const [booked] = await rowsOf('select id_itinerario from public.confirm_pix_orders($1, $2)', [
      caio.idCliente,
      txid,
    ]);
    await db.query(
      `update public.itinerarios set created_at = now() - interval '30 days' where id_itinerario = $1`,
      [booked!.id_itinerario],
    );
    const request = await requestCancel(caio, `R${booked!.id_itinerario}`);
    await decide(request.id);
    const refund = Math.round(order!.valor * 0.9 * 100) / 100;
    expect(await creditLotOf(request.id)).toMatchObject({ valor: 36, origem: 'devolucao' });
    expect(await refundOf(request.id)).toEqual({
      metodo: 'pix',
      valor: Math.round((refund - 36) * 100) / 100,
    });
  });

  it('a booking paid fully with credit gets its whole refund as credit, and no money refund', async () => {
    const dora = await newCustomer();
    await grant(dora, 500);
    const [order] = await checkout(dora, [{ data_passeio: fortyDaysAhead(), tipo_pagamento: 'Crédito' }]);
    const booked = await rowOf('select id_itinerario from public.itinerarios where id_pedido = $1', [
      order!.id,
    ]);
    await db.query(
      `update public.itinerarios set created_at = now() - interval '30 days' where id_itinerario = $1`,
      [booked!.id_itinerario],
    );
    const request = await requestCancel(dora, `R${booked!.id_itinerario}`);
    await decide(request.id);
    const refund = Math.round(order!.valor * 0.9 * 100) / 100;
    expect(await creditLotOf(request.id)).toMatchObject({ valor: refund, origem: 'devolucao' });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await cancellationMailOf(request.id)).toMatchObject({
      reembolso: refund,
      reembolso_credito: refund,
    });
    expect(await balanceOf(dora)).toMatchObject({
      saldo: Math.round((500 - order!.valor + refund) * 100) / 100,
    });
  });

  it("the company's cancellation refunded in money: 100% of each part", async () => {
    const eva = await newCustomer();
    const order = await cardPaidWithCredit(eva, 20);
    await rowAs(as(operator), 'select public.admin_cancel_departure($1, $2, $3)', [
      city,
      fortyDaysAhead(),
      'Estrada interditada',
    ]);
    const request = await rowOf('select id from public.booking_requests where id_pedido = $1', [order.id]);
    await rowAs(as(eva), 'select * from public.choose_company_cancellation_option($1, $2)', [
      request!.id,
      'reembolso',
    ]);
    await decide(request!.id);
    expect(await creditLotOf(request!.id)).toMatchObject({ valor: 20, origem: 'devolucao' });
    expect(await refundOf(request!.id)).toEqual({
      metodo: 'cartao',
      valor: Math.round((valueOf(city, 2) - 20) * 100) / 100,
    });
  });
});

describe("admin_decide_booking_request(..., p_liquidar_como => 'credito')", () => {
  it("settles a customer's cancellation as a 'cancelamento' credit of the refund, with no money refund", async () => {
    const gil = await newCustomer();
    const order = await cardPaidWithCredit(gil, 10);
    const request = await requestCancel(gil, `P${order.id}`);
    const refund = Math.round(valueOf(city, 2) * 0.9 * 100) / 100;
    expect(await decide(request.id, 'credito')).toMatchObject({ status: 'aceito', reembolso: refund });
    expect(await creditLotOf(request.id)).toEqual({
      valor: refund,
      restante: refund,
      origem: 'cancelamento',
    });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(
      await count('select 1 from public.email_outbox where dedupe_key = $1', [
        `credito_registrado:${request.id}`,
      ]),
    ).toBe(1);
    expect(
      await rowsOf(`select tipo, valor, descricao from public.credit_movements where request_id = $1`, [
        request.id,
      ]),
    ).toEqual([{ tipo: 'cancelamento', valor: refund, descricao: 'Crédito do cancelamento' }]);
  });

  it("'dinheiro' is the default, and anything else is refused", async () => {
    const hugo = await newCustomer();
    const order = await cardPaidWithCredit(hugo, 10);
    const request = await requestCancel(hugo, `P${order.id}`);
    expect(
      await refused(
        as(operator),
        'select * from public.admin_decide_booking_request($1, true, null, null, null, $2)',
        [request.id, 'pix'],
      ),
    ).toEqual({ code: '22023', message: 'Liquide o reembolso em dinheiro ou em crédito.' });
    await decide(request.id, 'dinheiro');
    expect(await refundOf(request.id)).toMatchObject({ metodo: 'cartao' });
  });

  it('is still the operator’s only', async () => {
    const iris = await newCustomer();
    const order = await cardPaidWithCredit(iris, 10);
    const request = await requestCancel(iris, `P${order.id}`);
    expect(
      (
        await refused(
          as(iris),
          'select * from public.admin_decide_booking_request($1, true, null, null, null, $2)',
          [request.id, 'credito'],
        )
      ).code,
    ).toBe('42501');
  });
});

describe('the audit row of an accepted cancellation names the amounts (migration 20261205000300)', () => {
  const decidedAmounts = (requestId: unknown) =>
    rowOf(
      `select (after ->> 'reembolso')::numeric as reembolso,
              (after ->> 'reembolso_dinheiro')::numeric as dinheiro,
              (after ->> 'reembolso_credito')::numeric as credito
         from public.operator_audit
        where action = 'cancelamento_aceito' and entity = 'booking_requests' and entity_id = $1::text`,
      [requestId],
    );

  it('a booking paid partly with credit: the refund, its money part and its credit part', async () => {
    const ivo = await newCustomer();
    const order = await cardPaidWithCredit(ivo, 50);
    const request = await requestCancel(ivo, `P${order.id}`);
    await decide(request.id);
    const refund = Math.round(valueOf(city, 2) * 0.9 * 100) / 100;
    expect(await decidedAmounts(request.id)).toEqual({
      reembolso: refund,
      dinheiro: Math.round((refund - 45) * 100) / 100,
      credito: 45,
    });
    // The money part is the refund row's, audited with its value.
    expect(
      await rowOf(
        `select (a.after ->> 'valor')::numeric as valor from public.operator_audit a
           join public.refunds f on a.entity = 'refunds' and a.entity_id = f.id::text
          where f.request_id = $1 and a.action = 'reembolso_criado'`,
        [request.id],
      ),
    ).toEqual({ valor: Math.round((refund - 45) * 100) / 100 });
  });

  it('settled as credit: all of it credit, nothing in money', async () => {
    const jade = await newCustomer();
    const order = await cardPaidWithCredit(jade, 10);
    const request = await requestCancel(jade, `P${order.id}`);
    await decide(request.id, 'credito');
    const refund = Math.round(valueOf(city, 2) * 0.9 * 100) / 100;
    expect(await decidedAmounts(request.id)).toEqual({ reembolso: refund, dinheiro: 0, credito: refund });
  });

  it('a booking paid in money only: all of it in money', async () => {
    const leo = await newCustomer();
    const order = await cardPaidWithCredit(leo, 0);
    const request = await requestCancel(leo, `P${order.id}`);
    await decide(request.id);
    const refund = Math.round(valueOf(city, 2) * 0.9 * 100) / 100;
    expect(await decidedAmounts(request.id)).toEqual({ reembolso: refund, dinheiro: refund, credito: 0 });
  });

  it('is read by the operator only', async () => {
    const rows = await rowsOf(`select 1 from public.operator_audit where action = 'cancelamento_aceito'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const who of [customer, other]) {
      expect(
        await rowsAs(as(who), `select 1 from public.operator_audit where action = 'cancelamento_aceito'`),
      ).toEqual([]);
    }
    expect(
      (await refused(anon, `select 1 from public.operator_audit where action = 'cancelamento_aceito'`)).code,
    ).toBe('42501');
    expect(
      (await rowsAs(as(operator), `select 1 from public.operator_audit where action = 'cancelamento_aceito'`))
        .length,
    ).toBe(rows.length);
  });
});
