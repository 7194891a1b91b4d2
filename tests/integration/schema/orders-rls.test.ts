import { anon, as, asRole, attempt, service } from '../../helpers/db.ts';
import { nextWeekday, runDay } from '../../helpers/days.ts';
import { createOrder, type Order } from '../../helpers/factories.ts';
import { db, other, customer as owner, withSchemaDatabase } from '../../helpers/schema-database.ts';

let pending: Order;
let paid: Order;
let othersOrder: Order;

withSchemaDatabase();
beforeAll(async () => {
  pending = await createOrder(db, {
    id_cliente: owner.idCliente,
    nome_passeio: 'Parque Amantikir',
    valor: 120,
  });
  paid = await createOrder(db, {
    id_cliente: owner.idCliente,
    tipo_pagamento: 'Cartão(Stripe)',
    status: 'pago',
    stripe_session_id: 'cs_test_paid',
  });
  othersOrder = await createOrder(db, { id_cliente: other.idCliente });
});

const insertSql = `insert into public.pedido_site
  (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, qtd_children, qtd_babies, qtd_pets, hotel_local, tipo_pagamento, status, stripe_session_id)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`;

type OrderInput = {
  id_cliente: number;
  nome_passeio?: string;
  valor?: number;
  data_passeio?: string | null;
  qtd_adults?: number;
  qtd_children?: number;
  qtd_babies?: number;
  qtd_pets?: number;
  tipo_pagamento?: string;
  status?: string;
  stripe_session_id?: string | null;
};

const params = (input: OrderInput) => [
  input.id_cliente,
  input.nome_passeio ?? 'City Tour Cultural',
  input.valor ?? 180,
  input.data_passeio === undefined ? runDay('city-tour-cultural') : input.data_passeio,
  input.qtd_adults ?? 2,
  input.qtd_children ?? 0,
  input.qtd_babies ?? 0,
  input.qtd_pets ?? 0,
  'Hotel Frontenac',
  input.tipo_pagamento ?? 'Pix',
  input.status ?? 'aguardando pagamento',
  input.stripe_session_id ?? null,
];

describe('pedido_site select', () => {
  it('anon has no privilege', async () => {
    const result = await asRole(db, anon, (tx) => attempt(tx, 'select * from public.pedido_site'));
    expect(result.error?.code).toBe('42501');
  });

  it('the owner sees their own orders only', async () => {
    const { rows } = await asRole(db, as(owner), (tx) =>
      attempt<{ id: number }>(tx, 'select id from public.pedido_site order by id'),
    );
    expect(rows.map((row) => row.id)).toEqual([pending.id, paid.id]);
  });

  it("another customer's orders stay invisible even when asked for by id", async () => {
    const { rows } = await asRole(db, as(other), (tx) =>
      attempt(tx, 'select id from public.pedido_site where id = any($1)', [[pending.id, paid.id]]),
    );
    expect(rows).toEqual([]);
  });

  it('the service role sees all orders', async () => {
    const { rows } = await asRole(db, service, (tx) => attempt(tx, 'select id from public.pedido_site'));
    expect(rows).toHaveLength(3);
  });
});

describe('pedido_site insert', () => {
  it('anon cannot insert', async () => {
    const result = await asRole(db, anon, (tx) =>
      attempt(tx, insertSql, params({ id_cliente: owner.idCliente })),
    );
    expect(result.error?.code).toBe('42501');
  });

  it('a customer inserts a pending order for themselves and gets it back', async () => {
    const result = await asRole(db, as(owner), (tx) =>
      attempt(tx, insertSql, params({ id_cliente: owner.idCliente })),
    );
    expect(result.error).toBeNull();
    expect(result.rows).toHaveLength(1);
  });

  it.each([
    ['for another customer', () => params({ id_cliente: other.idCliente })],
    ['already paid', () => params({ id_cliente: owner.idCliente, status: 'pago' })],
    ['cancelled', () => params({ id_cliente: owner.idCliente, status: 'cancelado' })],
    [
      'with a checkout session id',
      () => params({ id_cliente: owner.idCliente, stripe_session_id: 'cs_test_forged' }),
    ],
  ])('a customer cannot insert an order %s', async (_, values) => {
    const result = await asRole(db, as(owner), (tx) => attempt(tx, insertSql, values()));
    expect(result.error?.code).toBe('42501');
  });

  it('a customer cannot choose the id or the creation time', async () => {
    for (const sql of [
      `insert into public.pedido_site (id, id_cliente, nome_passeio, valor, tipo_pagamento) values (999999, $1, 'X', 1, 'Pix')`,
      `insert into public.pedido_site (created_at, id_cliente, nome_passeio, valor, tipo_pagamento) values ('2000-01-01', $1, 'X', 1, 'Pix')`,
    ]) {
      const result = await asRole(db, as(owner), (tx) => attempt(tx, sql, [owner.idCliente]));
      expect(result.error?.code).toBe('42501');
    }
  });

  it.each([
    ['a negative value', { valor: -1 }],
    ['no adult', { qtd_adults: 0 }],
    ['negative children', { qtd_children: -1 }],
    ['negative babies', { qtd_babies: -1 }],
    ['negative pets', { qtd_pets: -1 }],
    ['an unknown payment type', { tipo_pagamento: 'Boleto' }],
  ])('constraints refuse %s', async (_, input) => {
    const result = await asRole(db, as(owner), (tx) =>
      attempt(tx, insertSql, params({ id_cliente: owner.idCliente, ...input })),
    );
    expect(result.error?.code).toBe('23514');
  });

  it('the service role can insert with any status', async () => {
    const result = await asRole(db, service, (tx) =>
      attempt(tx, insertSql, params({ id_cliente: other.idCliente, status: 'pago' })),
    );
    expect(result.error).toBeNull();
  });
});

describe('pedido_site update', () => {
  it('the owner sets stripe_session_id on their pending orders', async () => {
    const result = await asRole(db, as(owner), (tx) =>
      attempt(
        tx,
        `update public.pedido_site set stripe_session_id = 'cs_test_1' where id = any($1) returning id`,
        [[pending.id, paid.id]],
      ),
    );
    expect(result.rows).toEqual([{ id: pending.id }]);
  });

  it('no row changes when the order is not pending or not theirs', async () => {
    for (const [customer, id] of [
      [owner, paid.id],
      [other, pending.id],
    ] as const) {
      const result = await asRole(db, as(customer), (tx) =>
        attempt(
          tx,
          `update public.pedido_site set stripe_session_id = 'cs_test_x' where id = $1 returning id`,
          [id],
        ),
      );
      expect(result).toEqual({ rows: [], error: null });
    }
  });

  it.each([
    ['status', `status = 'pago'`],
    ['valor', 'valor = 0'],
    ['id_cliente', 'id_cliente = 0'],
    ['nome_passeio', `nome_passeio = 'Outro'`],
    ['data_passeio', `data_passeio = '2031-01-01'`],
    ['qtd_adults', 'qtd_adults = 9'],
  ])('the owner cannot change %s', async (_, assignment) => {
    const result = await asRole(db, as(owner), (tx) =>
      attempt(tx, `update public.pedido_site set ${assignment} where id = $1`, [pending.id]),
    );
    expect(result.error?.code).toBe('42501');
  });

  it('anon cannot update', async () => {
    const result = await asRole(db, anon, (tx) =>
      attempt(tx, `update public.pedido_site set stripe_session_id = 'x'`),
    );
    expect(result.error?.code).toBe('42501');
  });

  it('the service role changes status and value', async () => {
    const { rows } = await asRole(db, service, (tx) =>
      attempt(
        tx,
        `update public.pedido_site set status = 'pago', valor = 100 where id = $1 returning status, valor`,
        [pending.id],
      ),
    );
    expect(rows).toEqual([{ status: 'pago', valor: '100.00' }]);
  });
});

describe('pedido_site delete', () => {
  it('neither anon nor the owner can delete', async () => {
    for (const who of [anon, as(owner)]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, 'delete from public.pedido_site where id = $1', [pending.id]),
      );
      expect(result.error?.code).toBe('42501');
    }
  });

  it('the service role can', async () => {
    const { rows } = await asRole(db, service, (tx) =>
      attempt(tx, 'delete from public.pedido_site where id = $1 returning id', [othersOrder.id]),
    );
    expect(rows).toEqual([{ id: othersOrder.id }]);
  });
});

describe('one pending order per client, tour, date, value and payment type', () => {
  // A Saturday: Rota do Horto (Thu/Sat) and Agroturismo (Fri/Sat/Sun) both run on it.
  const same = () => ({
    id_cliente: owner.idCliente,
    nome_passeio: 'Rota do Horto Florestal',
    valor: 220,
    data_passeio: nextWeekday(6),
  });

  it('refuses the second identical pending order with 23505', async () => {
    const result = await asRole(db, as(owner), async (tx) => {
      await tx.query(insertSql, params(same()));
      return attempt(tx, insertSql, params(same()));
    });
    expect(result.error?.code).toBe('23505');
  });

  it('treats two orders without a date as identical', async () => {
    // New orders need a date (check_new_orders); an older row without one is made by the service role.
    const result = await asRole(db, service, async (tx) => {
      const first = await tx.query<{ id: number }>(insertSql, params(same()));
      await tx.query('update public.pedido_site set data_passeio = null where id = $1', [first.rows[0]!.id]);
      return attempt(tx, insertSql, params({ ...same(), data_passeio: null }));
    });
    expect(result.error?.code).toBe('23505');
  });

  it.each([
    ['another date', () => ({ data_passeio: nextWeekday(6, 2) })],
    // The value follows the party now (check_new_orders): one adult instead of two.
    ['another value', () => ({ valor: 110, qtd_adults: 1 })],
    ['another payment type', () => ({ tipo_pagamento: 'Cartão(Stripe)' })],
    ['another tour', () => ({ nome_passeio: 'Agroturismo na Serra', valor: 940 })],
  ])('allows the same order with %s', async (_, change) => {
    const result = await asRole(db, as(owner), async (tx) => {
      await tx.query(insertSql, params(same()));
      return attempt(tx, insertSql, params({ ...same(), ...change() }));
    });
    expect(result.error).toBeNull();
  });

  it('allows a new pending order once the earlier one is paid or cancelled', async () => {
    const result = await asRole(db, service, async (tx) => {
      const first = await tx.query<{ id: number }>(insertSql, params(same()));
      await tx.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [first.rows[0]!.id]);
      const second = await tx.query<{ id: number }>(insertSql, params(same()));
      await tx.query(`update public.pedido_site set status = 'pago' where id = $1`, [second.rows[0]!.id]);
      return attempt(tx, insertSql, params(same()));
    });
    expect(result.error).toBeNull();
  });

  it('a paid order and a pending one may be otherwise identical', async () => {
    const result = await asRole(db, service, (tx) =>
      attempt(tx, insertSql, params({ ...same(), status: 'pago' })),
    );
    expect(result.error).toBeNull();
  });
});
