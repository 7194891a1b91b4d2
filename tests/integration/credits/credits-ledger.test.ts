import { anon, as } from '../../helpers/db.ts';
import {
  createCustomer,
  createDriver,
  createItinerary,
  createOrder,
  type Customer,
} from '../../helpers/factories.ts';
import {
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
import { balanceOf, grant, lotsOf, movementsOf } from './credits-setup.ts';

// Issue 31: the ledger (lots that expire, signed movements), the balance and the RPCs, as anon, the owner, another
// customer, the driver and the operator.

withSchemaDatabase();

let driver: Customer;
beforeAll(async () => {
  driver = await createDriver(db);
});

const monthsOfValidity = async () => Number((await rowOf('select public.credit_validity_months() as m'))!.m);

describe('admin_grant_credit: a goodwill credit', () => {
  it('grants a lot of the amount, expiring in the configured months, with its movement and audit', async () => {
    const lot = await grant(customer, 150.5, 'Atraso do transfer');
    expect(await monthsOfValidity()).toBe(12);
    expect(
      await rowOf(
        `select valor, restante, origem, motivo, created_by = $2 as by_operator,
                expira_em = created_at + interval '12 months' as twelve_months
           from public.credit_lots where id = $1`,
        [lot, operator.userId],
      ),
    ).toEqual({
      valor: 150.5,
      restante: 150.5,
      origem: 'cortesia',
      motivo: 'Atraso do transfer',
      by_operator: true,
      twelve_months: true,
    });
    expect(
      await rowsOf('select tipo, valor, descricao from public.credit_movements where lot_id = $1', [lot]),
    ).toEqual([{ tipo: 'cortesia', valor: 150.5, descricao: 'Cortesia: Atraso do transfer' }]);
    expect(
      await rowOf(
        `select action, reason from public.operator_audit where action = 'credito_concedido' and entity_id = $1`,
        [String(customer.idCliente)],
      ),
    ).toEqual({ action: 'credito_concedido', reason: 'Atraso do transfer' });
  });

  it('refuses amounts outside R$ 0,01..10.000,00, short or long reasons and unknown customers', async () => {
    const sql = 'select public.admin_grant_credit($1, $2, $3)';
    const cases: [unknown[], string][] = [
      [[customer.idCliente, 0, 'Motivo'], 'credit: amount'],
      [[customer.idCliente, -5, 'Motivo'], 'credit: amount'],
      [[customer.idCliente, 10000.01, 'Motivo'], 'credit: amount'],
      [[customer.idCliente, 10, 'ab'], 'credit: reason'],
      [[customer.idCliente, 10, 'x'.repeat(301)], 'credit: reason'],
      [[999999, 10, 'Motivo'], 'credit: customer'],
    ];
    for (const [params] of cases) {
      expect((await refused(as(operator), sql, params)).code, JSON.stringify(params)).toBe('22023');
    }
    expect(await refused(as(operator), sql, [customer.idCliente, 0, 'Motivo'])).toEqual({
      code: '22023',
      message: 'O crédito vai de R$ 0,01 até R$ 10.000,00.',
    });
    expect((await rowOf('select count(*)::int as n from public.credit_lots where valor > 10000'))!.n).toBe(0);
  });

  it('is the operator’s only: anon, customers and the driver are refused', async () => {
    const sql = 'select public.admin_grant_credit($1, 10, $2)';
    expect((await refused(anon, sql, [customer.idCliente, 'Motivo'])).code).toBe('42501');
    for (const who of [customer, other, driver]) {
      expect((await refused(as(who), sql, [who.idCliente, 'Motivo'])).code).toBe('42501');
    }
  });
});

describe('credit_balance and credit_movements', () => {
  let ana: Customer;
  beforeAll(async () => {
    ana = await createCustomer(db, { nome: 'Ana Saldo' });
  });

  it('is zero with nothing to expire for a customer without credit', async () => {
    expect(await balanceOf(ana)).toEqual({ saldo: 0, proxima_expiracao: null, valor_a_expirar: null });
    expect(await rowsAs(as(ana), 'select * from public.credit_movements()')).toEqual([]);
  });

  it('adds the unexpired lots and names the earliest to expire', async () => {
    const first = await grant(ana, 100);
    const second = await grant(ana, 50);
    await db.query(`update public.credit_lots set expira_em = now() + interval '10 days' where id = $1`, [
      second,
    ]);
    const balance = await balanceOf(ana);
    expect(balance).toMatchObject({ saldo: 150, valor_a_expirar: 50 });
    expect(
      await rowOf('select expira_em = $2::timestamptz as same from public.credit_lots where id = $1', [
        second,
        balance.proxima_expiracao,
      ]),
    ).toEqual({ same: true });
    const movements = await rowsAs(
      as(ana),
      'select tipo, valor, descricao, referencia from public.credit_movements()',
    );
    // Newest first.
    expect(movements).toEqual([
      { tipo: 'cortesia', valor: 50, descricao: 'Cortesia: Cortesia de teste', referencia: null },
      { tipo: 'cortesia', valor: 100, descricao: 'Cortesia: Cortesia de teste', referencia: null },
    ]);
    expect(first).toBeLessThan(second);
  });

  it('names as expiring next every lot that expires that São Paulo day, not the first lot only', async () => {
    const bia = await createCustomer(db, { nome: 'Bia Saldo' });
    const [morning, minutesLater, nextDay] = [
      await grant(bia, 137),
      await grant(bia, 63.45),
      await grant(bia, 10),
    ];
    await db.query(
      `update public.credit_lots set expira_em = case id
         when $1 then timestamptz '2027-11-28 10:00:00-03'
         when $2 then timestamptz '2027-11-28 10:07:00-03'
         when $3 then timestamptz '2027-11-29 10:00:00-03' end
       where id in ($1, $2, $3)`,
      [morning, minutesLater, nextDay],
    );
    const balance = await balanceOf(bia);
    expect(balance).toMatchObject({ saldo: 210.45, valor_a_expirar: 200.45 });
    expect(new Date(balance.proxima_expiracao!).toISOString()).toBe('2027-11-28T13:00:00.000Z');
  });

  it('stops counting an expired lot at once, and expire_credits records its expiry once', async () => {
    const [, second] = (await lotsOf(ana)).map((lot) => Number(lot.id));
    // The hand-held clock: the lot's date is moved into the past, as time would have moved it.
    await db.query(`update public.credit_lots set expira_em = now() - interval '1 second' where id = $1`, [
      second,
    ]);
    expect(await balanceOf(ana)).toMatchObject({ saldo: 100, valor_a_expirar: 100 });
    expect((await rowOf('select public.expire_credits() as n'))!.n).toBeGreaterThanOrEqual(1);
    expect((await rowOf('select public.expire_credits() as n'))!.n).toBe(0);
    expect(await rowOf('select restante from public.credit_lots where id = $1', [second])).toEqual({
      restante: 0,
    });
    expect((await movementsOf(ana)).filter((m) => m.tipo === 'expiracao')).toEqual([
      expect.objectContaining({
        tipo: 'expiracao',
        valor: -50,
        descricao: 'Crédito expirado',
        lot_id: second,
      }),
    ]);
    expect(await balanceOf(ana)).toMatchObject({ saldo: 100 });
  });

  it('answers a driver their own record’s credit only', async () => {
    expect(await balanceOf(driver)).toEqual({ saldo: 0, proxima_expiracao: null, valor_a_expirar: null });
  });

  it('answers a customer only their own: naming another customer is refused', async () => {
    for (const fn of ['credit_balance', 'credit_movements']) {
      expect(await refused(as(ana), `select * from public.${fn}($1)`, [other.idCliente])).toEqual({
        code: '42501',
        message: 'Você só pode ver o seu próprio crédito.',
      });
      expect(
        (await rowsAs(as(ana), `select * from public.${fn}($1)`, [ana.idCliente])).length,
      ).toBeGreaterThan(0);
      expect((await refused(anon, `select * from public.${fn}()`)).code).toBe('42501');
      expect((await refused(as(driver), `select * from public.${fn}($1)`, [ana.idCliente])).code).toBe(
        '42501',
      );
    }
  });

  it('lets the operator name any customer', async () => {
    expect(await rowAs(as(operator), 'select saldo from public.credit_balance($1)', [ana.idCliente])).toEqual(
      {
        saldo: 100,
      },
    );
    expect(
      (await rowsAs(as(operator), 'select tipo from public.credit_movements($1)', [ana.idCliente])).map(
        (m) => m.tipo,
      ),
    ).toEqual(['expiracao', 'cortesia', 'cortesia']);
  });
});

describe('the tables: customers read their own lots and movements, nobody writes them', () => {
  const tables = ['credit_lots', 'credit_movements'];

  beforeAll(async () => {
    await grant(other, 25);
  });

  it('hides them from anon and from the driver', async () => {
    for (const table of tables) {
      expect((await refused(anon, `select * from public.${table}`)).code).toBe('42501');
      expect(await rowsAs(as(driver), `select * from public.${table}`)).toEqual([]);
    }
  });

  it('shows a customer their own rows only, the operator everyone’s', async () => {
    for (const table of tables) {
      for (const who of [customer, other]) {
        const rows = await rowsAs(as(who), `select id_cliente from public.${table}`);
        expect(rows.length, table).toBeGreaterThan(0);
        expect(
          rows.every((row) => row.id_cliente === who.idCliente),
          table,
        ).toBe(true);
      }
      const owners = new Set(
        (await rowsAs(as(operator), `select id_cliente from public.${table}`)).map((r) => r.id_cliente),
      );
      expect(owners.has(customer.idCliente) && owners.has(other.idCliente), table).toBe(true);
    }
  });

  it('refuses every direct write, the operator’s included', async () => {
    const before = await rowsOf('select * from public.credit_lots order by id');
    for (const who of [anon, as(customer), as(other), as(driver), as(operator)]) {
      for (const sql of [
        `insert into public.credit_lots (id_cliente, valor, restante, origem, expira_em)
           values (${customer.idCliente}, 10, 10, 'cortesia', now() + interval '1 year')`,
        `update public.credit_lots set restante = restante + 100`,
        `delete from public.credit_lots`,
        `insert into public.credit_movements (id_cliente, lot_id, tipo, valor, descricao)
           select id_cliente, id, 'cortesia', 10, 'x' from public.credit_lots limit 1`,
        `update public.credit_movements set valor = 1000`,
        `delete from public.credit_movements`,
      ]) {
        expect((await refused(who, sql)).code, sql).toBe('42501');
      }
    }
    expect(await rowsOf('select * from public.credit_lots order by id')).toEqual(before);
  });

  it('keeps the internal ledger functions away from API callers', async () => {
    for (const who of [anon, as(customer), as(operator)]) {
      expect(
        (await refused(who, `select public.grant_credit_lot($1, 100, 'cortesia', 'x')`, [customer.idCliente]))
          .code,
      ).toBe('42501');
      expect(
        (await refused(who, 'select public.take_credit($1, 100, null)', [customer.idCliente])).code,
      ).toBe('42501');
      expect((await refused(who, 'select public.expire_credits()')).code).toBe('42501');
    }
  });

  it('never lets a lot go below zero', async () => {
    const [lot] = await lotsOf(other);
    await expect(
      db.query('update public.credit_lots set restante = -1 where id = $1', [lot!.id]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('admin_customers', () => {
  let beatriz: Customer;
  beforeAll(async () => {
    beatriz = await createCustomer(db, { nome: 'Beatriz Conceição', celular: '21987654321' });
    await grant(beatriz, 80);
  });

  it('finds customers by name without accents or case, by e-mail and by phone, with their credit', async () => {
    const row = {
      id_cliente: beatriz.idCliente,
      nome: 'Beatriz Conceição',
      email: beatriz.email,
      telefone: '21987654321',
      saldo_credito: 80,
      reservas: 0,
    };
    for (const term of ['beatriz conceicao', 'CONCEIÇÃO', beatriz.email.toUpperCase(), '98765-4321']) {
      const rows = await rowsAs(
        as(operator),
        'select id_cliente, nome, email, telefone, saldo_credito, reservas from public.admin_customers($1)',
        [term],
      );
      expect(rows, term).toEqual([row]);
    }
  });

  it('lists everyone newest first without a term, at most 100', async () => {
    const rows = await rowsAs(as(operator), 'select id_cliente from public.admin_customers()');
    expect(rows[0]).toEqual({ id_cliente: beatriz.idCliente });
    expect(rows.length).toBeLessThanOrEqual(100);
  });

  it("counts as 'Reservas' the bookings that stand: confirmed and not cancelled, of either kind", async () => {
    const caio = await createCustomer(db, { nome: 'Caio Reservas' });
    const reservas = async () =>
      (await rowAs(as(operator), 'select reservas from public.admin_customers($1)', [caio.email])).reservas;
    expect(await reservas()).toBe(0);
    // Counted: a booking from the messaging app (past or to come) and a paid card order.
    await createItinerary(db, { id_cliente: caio.idCliente, status: 'Aguardando' });
    await createItinerary(db, {
      id_cliente: caio.idCliente,
      status: 'Aguardando',
      data_passeio: '2025-01-10',
    });
    const card = await createOrder(db, { id_cliente: caio.idCliente, tipo_pagamento: 'Cartão(Stripe)' });
    await db.query(`update public.pedido_site set status = 'pago' where id = $1`, [card.id]);
    expect(await reservas()).toBe(3);
    // Not counted: orders waiting for their payment, by PIX or by card, or cancelled before it.
    await createOrder(db, { id_cliente: caio.idCliente, nome_passeio: 'Parque Amantikir' });
    await createOrder(db, {
      id_cliente: caio.idCliente,
      nome_passeio: 'Parque Amantikir',
      tipo_pagamento: 'Cartão(Stripe)',
    });
    await createOrder(db, {
      id_cliente: caio.idCliente,
      nome_passeio: 'Rota Alto Lajeado',
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'cancelado',
    });
    expect(await reservas()).toBe(3);
    // Cancelled after it was booked: neither an itinerary nor a card order counts any more.
    await db.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [card.id]);
    expect(await reservas()).toBe(2);
    await createItinerary(db, { id_cliente: caio.idCliente, status: 'Cancelado' });
    expect(await reservas()).toBe(2);
  });

  it('is the operator’s only', async () => {
    expect((await refused(anon, 'select * from public.admin_customers()')).code).toBe('42501');
    for (const who of [customer, driver]) {
      expect((await refused(as(who), 'select * from public.admin_customers()')).code).toBe('42501');
    }
  });
});
