import { actAs, as, asRole, attempt, type RoleContext } from '../../helpers/db.ts';
import { runDay } from '../../helpers/days.ts';
import type { Customer } from '../../helpers/factories.ts';
import { db, operator } from '../../helpers/schema-database.ts';

// The set-up the coupon suites share (each test file has its own copy of this module and of its database).

export type CouponFields = {
  p_codigo: string;
  p_tipo: 'percentual' | 'valor';
  p_percentual: number | null;
  p_valor: number | null;
  p_valido_de: string | null;
  p_valido_ate: string | null;
  p_passeios: string[] | null;
  p_min_pessoas: number;
  p_usos_max: number | null;
  p_usos_por_cliente: number | null;
};

export const couponFields = (overrides: Partial<CouponFields> = {}): CouponFields => ({
  p_codigo: 'INVERNO10',
  p_tipo: 'percentual',
  p_percentual: 10,
  p_valor: null,
  p_valido_de: null,
  p_valido_ate: null,
  p_passeios: null,
  p_min_pessoas: 1,
  p_usos_max: null,
  p_usos_por_cliente: null,
  ...overrides,
});

const createSql = `select public.admin_create_coupon(
  p_codigo => $1, p_tipo => $2, p_percentual => $3, p_valor => $4, p_valido_de => $5, p_valido_ate => $6,
  p_passeios => $7, p_min_pessoas => $8, p_usos_max => $9, p_usos_por_cliente => $10) as id`;

export const createArgs = (fields: CouponFields) => [
  fields.p_codigo,
  fields.p_tipo,
  fields.p_percentual,
  fields.p_valor,
  fields.p_valido_de,
  fields.p_valido_ate,
  fields.p_passeios,
  fields.p_min_pessoas,
  fields.p_usos_max,
  fields.p_usos_por_cliente,
];

/** Creates a coupon as the operator would, and answers its id. */
export async function createCoupon(overrides: Partial<CouponFields> = {}): Promise<number> {
  return actAs(db, as(operator), async (tx) => {
    const { rows } = await tx.query<{ id: string }>(createSql, createArgs(couponFields(overrides)));
    return Number(rows[0]!.id);
  });
}

export const tryCreateCoupon = (who: RoleContext, overrides: Partial<CouponFields> = {}) =>
  asRole(db, who, (tx) => attempt(tx, createSql, createArgs(couponFields(overrides))));

export type Line = {
  nome_passeio: string;
  qtd_adults: number;
  qtd_children?: number;
  qtd_babies?: number;
  valor: number;
  tipo_pagamento?: 'Pix' | 'Cartão(Stripe)';
  cupom?: string | null;
  data_passeio?: string;
};

const insertSql = `insert into public.pedido_site
    (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, qtd_children, qtd_babies, qtd_pets, hotel_local,
     tipo_pagamento, cupom)
  select id_cliente, nome_passeio, valor, data_passeio, qtd_adults, qtd_children, qtd_babies, 0, 'Hotel Frontenac',
         tipo_pagamento, cupom
    from json_populate_recordset(null::public.pedido_site, $1::json)
  returning id`;

// The coupon's columns are filled by the statement's trigger, after RETURNING has been built: read them back.
const readBackSql = `select id, valor::float8 as valor, cupom, desconto_cupom::float8 as desconto_cupom
  from public.pedido_site where id = any ($1::bigint[]) order by id`;

const tourIds: Record<string, string> = {
  'City Tour Tradicional': 'city-tour-tradicional',
  'Parque Amantikir': 'parque-amantikir',
  'Turismo Aparecida': 'turismo-aparecida',
  'Agroturismo na Serra': 'agro-turismo',
};

type Placed = { id: number; valor: number; cupom: string | null; desconto_cupom: number };

/** One checkout: the lines inserted together by `who` (spec call 12), on each tour's first day that runs. */
export function checkout(who: Customer, lines: Line[], nth = 1) {
  const rows = lines.map((line) => ({
    id_cliente: who.idCliente,
    qtd_children: 0,
    qtd_babies: 0,
    tipo_pagamento: 'Cartão(Stripe)',
    data_passeio: runDay(tourIds[line.nome_passeio] ?? 'city-tour-tradicional', nth),
    ...line,
  }));
  return actAs(db, as(who), async (tx) => {
    const inserted = await attempt<{ id: number }>(tx, insertSql, [JSON.stringify(rows)]);
    if (inserted.error) return inserted;
    const placed = await tx.query<Placed>(readBackSql, [inserted.rows.map((row) => row.id)]);
    return { rows: placed.rows, error: null };
  });
}

/** The cart's quote as `who`. */
export const quote = (who: RoleContext, codigo: unknown, itens: unknown) =>
  asRole(db, who, (tx) =>
    attempt<{ quote: Record<string, unknown> }>(tx, `select public.quote_coupon($1, $2::jsonb) as quote`, [
      codigo,
      JSON.stringify(itens),
    ]),
  );
