import { daysFromToday } from '../../helpers/days.ts';
import { createCustomer, type Customer } from '../../helpers/factories.ts';
import { count, customer, db, other, rowOf, withSchemaDatabase } from '../../helpers/schema-database.ts';
import { checkout, createCoupon } from './coupons-setup.ts';

// check_new_orders judges the code typed at checkout (20261128000200_coupons.sql): gross → coupon → PIX discount per
// checkout, every refusal in the customer's words, and the use it records.

withSchemaDatabase();

const city = 'City Tour Tradicional';
const amantikir = 'Parque Amantikir';

const statusOf = async (id: number) =>
  (await rowOf('select status from public.pedido_site where id = $1', [id]))!.status;

describe('a valid coupon prices the checkout', () => {
  it('10% on a card checkout: each line loses 10% of its gross, rounded half up, and the code is stored', async () => {
    await createCoupon({ p_codigo: 'DEZ10', p_percentual: 10 });
    // City Tour 2 adults + 1 child = R$ 225 → 22,50 off; Amantikir 1 adult R$ 120 → 12 off.
    const result = await checkout(customer, [
      { nome_passeio: city, qtd_adults: 2, qtd_children: 1, valor: 202.5, cupom: ' dez10 ' },
      { nome_passeio: amantikir, qtd_adults: 1, valor: 108, cupom: ' dez10 ' },
    ]);
    expect(result.error).toBeNull();
    expect(result.rows.map((row) => [row.valor, row.cupom, row.desconto_cupom])).toEqual([
      [202.5, 'DEZ10', 22.5],
      [108, 'DEZ10', 12],
    ]);
    expect(await rowOf(`select cardinality(pedidos) as n from public.cupom_usos`)).toEqual({ n: 2 });
  });

  it('a fixed R$ 100 is taken from the eligible lines in cart order, never more than a line', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'CEM', p_tipo: 'valor', p_percentual: null, p_valor: 100 });
    // City Tour 1 adult R$ 90 → 90 off; Amantikir R$ 120 → the 10 left.
    const result = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 1, valor: 0, cupom: 'CEM' },
      { nome_passeio: amantikir, qtd_adults: 1, valor: 110, cupom: 'CEM' },
    ]);
    expect(result.error).toBeNull();
    expect(result.rows.map((row) => [row.valor, row.desconto_cupom])).toEqual([
      [0, 90],
      [110, 10],
    ]);
  });

  it('with PIX the R$ 10 × tours × adults discount applies to what the coupon left', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'PIX20', p_percentual: 20, p_passeios: [amantikir] });
    // 2 adults: City Tour 180 (not covered), Amantikir 240 − 48 = 192; PIX 2 × 10 × 2 = 40, 20 each.
    const result = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 2, valor: 160, cupom: 'PIX20', tipo_pagamento: 'Pix' },
      { nome_passeio: amantikir, qtd_adults: 2, valor: 172, cupom: 'PIX20', tipo_pagamento: 'Pix' },
    ]);
    expect(result.error).toBeNull();
    expect(result.rows.map((row) => [row.valor, row.desconto_cupom])).toEqual([
      [160, 0],
      [172, 48],
    ]);
  });

  it('the PIX discount never takes the checkout below zero after a coupon', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'QUASETUDO', p_percentual: 95 });
    // 1 adult: 90 − 85,50 = 4,50 and 120 − 114 = 6; PIX 20 > 10,50: everything is taken, nothing negative.
    const result = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 1, valor: 0, cupom: 'QUASETUDO', tipo_pagamento: 'Pix' },
      { nome_passeio: amantikir, qtd_adults: 1, valor: 0, cupom: 'QUASETUDO', tipo_pagamento: 'Pix' },
    ]);
    expect(result.error).toBeNull();
    expect(result.rows.map((row) => row.valor)).toEqual([0, 0]);
    // Nothing to pay: confirmed at once (below), never left waiting for a PIX charge of R$ 0.
    for (const row of result.rows) expect(await statusOf(row.id)).toBe('pago');
  });

  it('a value that ignores the coupon is refused as any stale price', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'OUTRO10', p_percentual: 10 });
    const result = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 1, valor: 90, cupom: 'OUTRO10' },
    ]);
    expect(result.error).toEqual({
      code: '23514',
      message:
        'O valor do passeio "City Tour Tradicional" não confere com o catálogo (R$\u00a081,00). Atualize a página e tente novamente.',
    });
  });

  it('without a coupon no order keeps a discount, and nothing is recorded', async () => {
    const buyer = await createCustomer(db);
    const result = await checkout(buyer, [{ nome_passeio: city, qtd_adults: 1, valor: 90, cupom: '' }]);
    expect(result.error).toBeNull();
    expect(result.rows[0]).toMatchObject({ cupom: null, desconto_cupom: 0 });
    expect(
      await rowOf(`select count(*)::int as n from public.cupom_usos where id_cliente = $1`, [
        buyer.idCliente,
      ]),
    ).toEqual({ n: 0 });
  });

  it('two codes in one checkout are refused', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'UMA' });
    await createCoupon({ p_codigo: 'DUAS' });
    const result = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 1, valor: 81, cupom: 'UMA' },
      { nome_passeio: amantikir, qtd_adults: 1, valor: 108, cupom: 'DUAS' },
    ]);
    expect(result.error).toEqual({
      code: '23514',
      message: 'Use o mesmo cupom em todos os passeios da compra.',
    });
  });
});

describe('each refusal, in the customer’s words, never a 500', () => {
  let buyer: Customer;
  beforeAll(async () => {
    buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'INATIVO' });
    await db.query(`update public.cupons set ativo = false where codigo = 'INATIVO'`);
    // Created with an end still to come (a past end is refused), then ended as time would end it.
    await createCoupon({ p_codigo: 'VENCIDO', p_valido_ate: daysFromToday(0) });
    await db.query(`update public.cupons set valido_ate = $1 where codigo = 'VENCIDO'`, [daysFromToday(-1)]);
    await createCoupon({ p_codigo: 'FUTURO', p_valido_de: daysFromToday(1) });
    await createCoupon({ p_codigo: 'HOJE', p_valido_de: daysFromToday(0), p_valido_ate: daysFromToday(0) });
    await createCoupon({ p_codigo: 'SOAMANTIKIR', p_passeios: [amantikir] });
    await createCoupon({ p_codigo: 'GRUPO', p_min_pessoas: 3 });
  });

  it.each<[string, string, string]>([
    ['an unknown code', 'NAOEXISTE', 'Cupom não encontrado'],
    ['an inactive coupon', 'INATIVO', 'Cupom não encontrado'],
    ['a code of symbols', "'; drop table cupons; --", 'Cupom não encontrado'],
    ['a 10,000-character code', 'A'.repeat(10_000), 'Cupom não encontrado'],
    ['a code with an accent', 'INVERNÓ10', 'Cupom não encontrado'],
    ['a coupon whose last day was yesterday', 'VENCIDO', 'Cupom expirado'],
    ['a coupon that starts tomorrow', 'FUTURO', 'Cupom ainda não é válido'],
    ['a coupon for another tour', 'SOAMANTIKIR', 'Cupom não vale para este passeio'],
    ['a coupon for parties of 3 or more', 'GRUPO', 'Cupom não vale para este passeio'],
  ])('%s: %s', async (_, code, message) => {
    const result = await checkout(buyer, [{ nome_passeio: city, qtd_adults: 2, valor: 180, cupom: code }]);
    expect(result.error).toEqual({ code: '23514', message });
  });

  it('a coupon valid only today is accepted today (the days are inclusive)', async () => {
    const result = await checkout(buyer, [{ nome_passeio: city, qtd_adults: 1, valor: 81, cupom: 'hoje' }]);
    expect(result.error).toBeNull();
  });
});

describe('uses', () => {
  it('a customer’s uses are counted while an order is pending or paid, and freed when all are cancelled', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'UMAVEZ', p_usos_por_cliente: 1 });
    const first = await checkout(buyer, [{ nome_passeio: city, qtd_adults: 1, valor: 81, cupom: 'UMAVEZ' }]);
    expect(first.error).toBeNull();
    const second = await checkout(buyer, [
      { nome_passeio: amantikir, qtd_adults: 1, valor: 108, cupom: 'UMAVEZ' },
    ]);
    expect(second.error).toEqual({ code: '23514', message: 'Cupom esgotado' });
    // Another customer still may.
    const others = await checkout(other, [{ nome_passeio: city, qtd_adults: 1, valor: 81, cupom: 'UMAVEZ' }]);
    expect(others.error).toBeNull();

    await db.query(`update public.pedido_site set status = 'pago' where id = $1`, [first.rows[0]!.id]);
    expect(
      (await checkout(buyer, [{ nome_passeio: amantikir, qtd_adults: 1, valor: 108, cupom: 'UMAVEZ' }]))
        .error,
    ).toEqual({ code: '23514', message: 'Cupom esgotado' });

    await db.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [first.rows[0]!.id]);
    const again = await checkout(buyer, [
      { nome_passeio: amantikir, qtd_adults: 1, valor: 108, cupom: 'UMAVEZ' },
    ]);
    expect(again.error).toBeNull();
  });

  it('a checkout of several orders is one use, counted until every one of its orders is cancelled', async () => {
    const buyer = await createCustomer(db);
    const later = await createCustomer(db);
    await createCoupon({ p_codigo: 'ULTIMO', p_usos_max: 1, p_usos_por_cliente: null });
    const first = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 1, valor: 81, cupom: 'ULTIMO' },
      { nome_passeio: amantikir, qtd_adults: 1, valor: 108, cupom: 'ULTIMO' },
    ]);
    expect(first.error).toBeNull();
    const tryLater = () =>
      checkout(later, [{ nome_passeio: city, qtd_adults: 1, valor: 81, cupom: 'ULTIMO' }]);
    expect((await tryLater()).error).toEqual({ code: '23514', message: 'Cupom esgotado' });
    await db.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [first.rows[0]!.id]);
    expect((await tryLater()).error).toEqual({ code: '23514', message: 'Cupom esgotado' });
    await db.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [first.rows[1]!.id]);
    expect((await tryLater()).error).toBeNull();
  });

  it('an unpaid PIX checkout that lapses gives its use back', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'LAPSO', p_usos_por_cliente: 1 });
    const first = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 1, valor: 81, cupom: 'LAPSO', tipo_pagamento: 'Pix' },
    ]);
    expect(first.error).toBeNull();
    const again = () =>
      checkout(buyer, [{ nome_passeio: amantikir, qtd_adults: 1, valor: 108, cupom: 'LAPSO' }]);
    expect((await again()).error).toEqual({ code: '23514', message: 'Cupom esgotado' });
    await db.query(`update public.pedido_site set expira_em = now() - interval '1 minute' where id = $1`, [
      first.rows[0]!.id,
    ]);
    expect(Number((await rowOf(`select public.lapse_unpaid_pix_orders() as n`))!.n)).toBe(1);
    expect((await again()).error).toBeNull();
  });

  it('unlimited uses per customer when usos_por_cliente is null', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'SEMPRE', p_usos_por_cliente: null });
    expect(
      (await checkout(buyer, [{ nome_passeio: city, qtd_adults: 1, valor: 81, cupom: 'SEMPRE' }])).error,
    ).toBeNull();
    expect(
      (await checkout(buyer, [{ nome_passeio: amantikir, qtd_adults: 1, valor: 108, cupom: 'SEMPRE' }]))
        .error,
    ).toBeNull();
  });
});

describe('a checkout the coupon leaves at R$ 0 is confirmed at once (20261130000100_nothing_to_pay.sql)', () => {
  it.each(['Pix', 'Cartão(Stripe)'] as const)(
    '%s: paid, booked, mailed once, audited, and its use counted',
    async (tipo_pagamento) => {
      const buyer = await createCustomer(db);
      const codigo = tipo_pagamento === 'Pix' ? 'CORTESIAPIX' : 'CORTESIACARTAO';
      await createCoupon({ p_codigo: codigo, p_percentual: 100 });
      const result = await checkout(buyer, [
        { nome_passeio: city, qtd_adults: 2, valor: 0, cupom: codigo, tipo_pagamento },
        { nome_passeio: amantikir, qtd_adults: 1, valor: 0, cupom: codigo, tipo_pagamento },
      ]);
      expect(result.error).toBeNull();
      expect(result.rows.map((row) => [row.valor, row.desconto_cupom])).toEqual([
        [0, 180],
        [0, 120],
      ]);
      for (const row of result.rows) {
        expect(await statusOf(row.id)).toBe('pago');
        const booking = await rowOf(
          'select id_itinerario, valor_total_liquido, status from public.itinerarios where id_pedido = $1',
          [row.id],
        );
        expect(booking).toMatchObject({ valor_total_liquido: 0, status: 'Aguardando' });
        expect(
          await count('select 1 from public.email_outbox where dedupe_key = $1', [
            `reserva_confirmada:${String(booking!.id_itinerario)}`,
          ]),
        ).toBe(1);
        expect(
          await count(
            `select 1 from public.operator_audit where action = 'confirmado_sem_pagamento' and entity_id = $1`,
            [String(row.id)],
          ),
        ).toBe(1);
      }
      expect(
        await rowOf(`select cardinality(pedidos) as n from public.cupom_usos where id_cliente = $1`, [
          buyer.idCliente,
        ]),
      ).toEqual({ n: 2 });
    },
  );

  it('a checkout left with something to pay still waits for its payment', async () => {
    const buyer = await createCustomer(db);
    await createCoupon({ p_codigo: 'NOVENTA', p_percentual: 90 });
    const result = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 1, valor: 9, cupom: 'NOVENTA', tipo_pagamento: 'Pix' },
    ]);
    expect(result.error).toBeNull();
    expect(await statusOf(result.rows[0]!.id)).toBe('aguardando pagamento');
  });

  it('a R$ 0 the catalogue does not give is refused as any stale price, and nothing is stored', async () => {
    const buyer = await createCustomer(db);
    const result = await checkout(buyer, [
      { nome_passeio: city, qtd_adults: 1, valor: 0, tipo_pagamento: 'Pix' },
    ]);
    expect(result.error).toMatchObject({ code: '23514' });
    expect(await count('select 1 from public.pedido_site where id_cliente = $1', [buyer.idCliente])).toBe(0);
  });
});
