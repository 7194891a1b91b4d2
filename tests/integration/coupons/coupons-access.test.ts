import { anon, as, asRole, attempt, type RoleContext } from '../../helpers/db.ts';
import { createDriver, type Customer } from '../../helpers/factories.ts';
import {
  customer,
  db,
  operator,
  other,
  refused,
  rowOf,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import { checkout, couponFields, createArgs, createCoupon, quote, tryCreateCoupon } from './coupons-setup.ts';

// Who may do what with coupons (20261128000200_coupons.sql): the operator manages them through audited functions;
// customers read nothing directly and quote through quote_coupon(); anon, another customer and a driver get nothing.

withSchemaDatabase();
let driver: Customer;
let couponId: number;
beforeAll(async () => {
  driver = await createDriver(db);
  couponId = await createCoupon({ p_codigo: 'INVERNO10' });
  const placed = await checkout(customer, [
    { nome_passeio: 'City Tour Tradicional', qtd_adults: 1, valor: 81, cupom: 'INVERNO10' },
  ]);
  if (placed.error) throw new Error(placed.error.message);
});

const people = (): [string, RoleContext][] => [
  ['anon', anon],
  ['the customer who used it', as(customer)],
  ['another customer', as(other)],
  ['a driver', as(driver)],
];

describe('the tables', () => {
  it.each(['cupons', 'cupom_usos'])('the operator reads %s', async (table) => {
    expect(await rowsAs(as(operator), `select * from public.${table}`)).toHaveLength(1);
  });

  it.each(['cupons', 'cupom_usos'])('nobody else reads %s', async (table) => {
    for (const [, who] of people()) {
      const result = await asRole(db, who, (tx) => attempt(tx, `select * from public.${table}`));
      if (result.error) expect(result.error.code).toBe('42501');
      else expect(result.rows).toEqual([]);
    }
  });

  it.each(['cupons', 'cupom_usos'])('nobody writes %s directly, the operator included', async (table) => {
    for (const who of [...people().map(([, role]) => role), as(operator)]) {
      const error = await refused(who, `delete from public.${table}`);
      expect(error.code).toBe('42501');
    }
  });

  it('a customer cannot set the discount of an order', async () => {
    const error = await refused(
      as(customer),
      `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local,
         tipo_pagamento, desconto_cupom)
       values ($1, 'City Tour Tradicional', 0, current_date + 7, 1, 'Hotel Frontenac', 'Pix', 90)`,
      [customer.idCliente],
    );
    expect(error.code).toBe('42501');
  });
});

describe('the operator’s functions', () => {
  const list = `select * from public.admin_coupons()`;
  const update = `select public.admin_update_coupon($1, 'valor', null, 25, null, null, null, 1, null, 1)`;
  const toggle = `select public.admin_set_coupon_active($1, false)`;

  it.each([
    ['list', list, []],
    ['update', update, [0]],
    ['deactivate', toggle, [0]],
  ])('%s is refused to everyone but the operator', async (_, sql, params) => {
    for (const [, who] of people()) {
      const error = await refused(
        who,
        sql,
        params.map(() => couponId),
      );
      expect(['42501']).toContain(error.code);
    }
    const creating = await tryCreateCoupon(as(other), { p_codigo: 'INTRUSO' });
    expect(creating.error?.code).toBe('42501');
  });

  it('lists each coupon with its uses and the discount its paid orders got', async () => {
    let [row] = await rowsAs(as(operator), list);
    expect(row).toMatchObject({ codigo: 'INVERNO10', usos: 1, desconto_total: 0, ativo: true });
    await db.query(`update public.pedido_site set status = 'pago' where cupom = 'INVERNO10'`);
    [row] = await rowsAs(as(operator), list);
    expect(row).toMatchObject({ usos: 1, desconto_total: 9 });
  });

  it('updates, deactivates and activates, each audited', async () => {
    const id = await createCoupon({ p_codigo: 'VERAO' });
    await rowsAs(as(operator), update, [id]);
    await rowsAs(as(operator), toggle, [id]);
    expect(
      await rowOf(`select tipo, valor::float8 as valor, ativo from public.cupons where id = $1`, [id]),
    ).toEqual({
      tipo: 'valor',
      valor: 25,
      ativo: false,
    });
    await rowsAs(as(operator), `select public.admin_set_coupon_active($1, true)`, [id]);
    const audit = await db.query<{ action: string }>(
      `select action from public.operator_audit where entity = 'cupons' and entity_id = $1 order by id`,
      [String(id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'criar_cupom',
      'alterar_cupom',
      'desativar_cupom',
      'ativar_cupom',
    ]);
  });

  it('stores the code upper-case and refuses a repeated one', async () => {
    await createCoupon({ p_codigo: ' primavera5 ' });
    expect(await rowOf(`select count(*)::int as n from public.cupons where codigo = 'PRIMAVERA5'`)).toEqual({
      n: 1,
    });
    const again = await tryCreateCoupon(as(operator), { p_codigo: 'Primavera5' });
    expect(again.error).toEqual({ code: '23505', message: 'Já existe um cupom PRIMAVERA5.' });
  });

  it.each<[string, Partial<ReturnType<typeof couponFields>>, string]>([
    ['a code of 2 characters', { p_codigo: 'AB' }, 'O código tem de 3 a 30 letras (sem acento) ou números.'],
    [
      'a code with a space',
      { p_codigo: 'INVERNO 10' },
      'O código tem de 3 a 30 letras (sem acento) ou números.',
    ],
    [
      'a code of 31 characters',
      { p_codigo: 'A'.repeat(31) },
      'O código tem de 3 a 30 letras (sem acento) ou números.',
    ],
    ['0%', { p_codigo: 'ZERO', p_percentual: 0 }, 'O percentual vai de 1 a 100.'],
    ['101%', { p_codigo: 'MUITO', p_percentual: 101 }, 'O percentual vai de 1 a 100.'],
    [
      'R$ 10.000,01',
      { p_codigo: 'CARO', p_tipo: 'valor', p_percentual: null, p_valor: 10000.01 },
      'O valor vai de R$ 0,01 a R$ 10.000,00.',
    ],
    [
      'an end before the start',
      { p_codigo: 'DATAS', p_valido_de: '2026-12-10', p_valido_ate: '2026-12-01' },
      'O fim da validade vem depois do início.',
    ],
    [
      'an unknown tour',
      { p_codigo: 'TOUR', p_passeios: ['Passeio Inventado'] },
      'Escolha passeios do catálogo.',
    ],
    ['a party of 0', { p_codigo: 'NINGUEM', p_min_pessoas: 0 }, 'O mínimo de pessoas vai de 1 a 150.'],
    ['0 uses', { p_codigo: 'NENHUM', p_usos_max: 0 }, 'O total de usos vai de 1 a 1.000.000.'],
  ])('refuses %s with a message', async (_, overrides, message) => {
    const result = await tryCreateCoupon(as(operator), overrides);
    expect(result.error).toEqual({ code: '22023', message });
  });

  it("refuses a new coupon whose 'válido até' has passed in São Paulo; today and later are accepted", async () => {
    const today = await rowOf(`select public.today_in_sao_paulo()::text as day`);
    const yesterday = await rowOf(`select (public.today_in_sao_paulo() - 1)::text as day`);
    const past = await tryCreateCoupon(as(operator), {
      p_codigo: 'ONTEM',
      p_valido_ate: yesterday!.day as string,
    });
    expect(past.error).toEqual({ code: '22023', message: 'O fim da validade não pode ser antes de hoje.' });
    expect(await rowOf(`select count(*)::int as n from public.cupons where codigo = 'ONTEM'`)).toEqual({
      n: 0,
    });
    for (const [, who] of people()) {
      const result = await tryCreateCoupon(who, {
        p_codigo: 'INTRUSO',
        p_valido_ate: yesterday!.day as string,
      });
      expect(result.error?.code).toBe('42501');
    }
    await createCoupon({ p_codigo: 'SOHOJE', p_valido_ate: today!.day as string });
    await createCoupon({ p_codigo: 'SEMFIM', p_valido_de: '2020-01-01' });
    expect(
      await rowOf(`select count(*)::int as n from public.cupons where codigo in ('SOHOJE', 'SEMFIM')`),
    ).toEqual({ n: 2 });
  });

  it('refuses an end changed to a past day, and keeps the past end of a coupon that has ended', async () => {
    const updateEnd = `select public.admin_update_coupon($1, 'percentual', 15, null, null, $2, null, 1, null, 1)`;
    const id = await createCoupon({ p_codigo: 'OUTONO' });
    const yesterday = (await rowOf(`select (public.today_in_sao_paulo() - 1)::text as day`))!.day as string;
    const refusal = await refused(as(operator), updateEnd, [id, yesterday]);
    expect(refusal).toEqual({ code: '22023', message: 'O fim da validade não pode ser antes de hoje.' });
    for (const [, who] of people())
      expect((await refused(who, updateEnd, [id, yesterday])).code).toBe('42501');
    // Ended as time ends it: the operator still edits its other fields, the end unchanged.
    await db.query(`update public.cupons set valido_ate = '2026-01-31' where id = $1`, [id]);
    await rowsAs(as(operator), updateEnd, [id, '2026-01-31']);
    expect(
      await rowOf(`select percentual, valido_ate::text as ate from public.cupons where id = $1`, [id]),
    ).toEqual({ percentual: 15, ate: '2026-01-31' });
  });

  it('createArgs lists every field of the function', () => {
    expect(createArgs(couponFields())).toHaveLength(10);
  });
});

describe('quote_coupon', () => {
  const lines = [
    { nome_passeio: 'City Tour Tradicional', qtd_adults: 2, qtd_children: 1, qtd_babies: 0 },
    { nome_passeio: 'Parque Amantikir', qtd_adults: 1 },
  ];

  it('answers each line’s discount in cents to a signed-in customer', async () => {
    await createCoupon({ p_codigo: 'COTACAO', p_percentual: 15, p_passeios: ['City Tour Tradicional'] });
    const result = await quote(as(other), 'cotacao', lines);
    expect(result.error).toBeNull();
    expect(result.rows[0]!.quote).toEqual({
      codigo: 'COTACAO',
      tipo: 'percentual',
      percentual: 15,
      valor: null,
      linhas: [
        { elegivel: true, desconto: 3375 },
        { elegivel: false, desconto: 0 },
      ],
    });
  });

  it.each<[string, unknown]>([
    ['a 10,000-character code', 'A'.repeat(10_000)],
    ['symbols', "'; select 1; --"],
    ['null', null],
  ])('answers %s with "Cupom não encontrado", never a server error', async (_, code) => {
    const result = await quote(as(other), code, lines);
    expect(result.error).toBeNull();
    expect(result.rows[0]!.quote).toEqual({ recusa: 'Cupom não encontrado' });
  });

  it('refuses anon', async () => {
    expect((await quote(anon, 'COTACAO', lines)).error?.code).toBe('42501');
  });

  // A refusal is the quote's answer, not an error: the cart shows it, and the browser logs no failed request.
  it('answers a refusal in the customer’s words', async () => {
    const refusal = async (who: RoleContext, code: string) => {
      const result = await quote(who, code, lines);
      expect(result.error).toBeNull();
      return result.rows[0]!.quote;
    };
    expect(await refusal(as(other), 'NAOEXISTE')).toEqual({ recusa: 'Cupom não encontrado' });
    await createCoupon({ p_codigo: 'SOUMA', p_usos_por_cliente: 1 });
    await checkout(
      other,
      [{ nome_passeio: 'City Tour Tradicional', qtd_adults: 1, valor: 81, cupom: 'SOUMA' }],
      2,
    );
    expect(await refusal(as(other), 'SOUMA')).toEqual({ recusa: 'Cupom esgotado' });
    expect(await refusal(as(customer), 'SOUMA')).toMatchObject({ codigo: 'SOUMA' });
  });

  it.each<[string, unknown]>([
    ['not an array', { nome_passeio: 'City Tour Tradicional' }],
    ['an empty cart', []],
    ['a line without a tour', [{ qtd_adults: 1 }]],
    ['a count as text', [{ nome_passeio: 'City Tour Tradicional', qtd_adults: 'dois' }]],
    ['a number as the line', [42]],
    ['null', null],
  ])('refuses %s with a 22023', async (_, itens) => {
    expect((await quote(as(other), 'COTACAO', itens)).error).toEqual({
      code: '22023',
      message: 'Os passeios do carrinho não foram entendidos.',
    });
  });
});
