import { tours } from '../../../src/domain/catalogue/tours.ts';
import { orderValue } from '../../../src/domain/pricing.ts';
import { actAs, as, type SqlError } from '../../helpers/db.ts';
import { runDay } from '../../helpers/days.ts';
import type { Customer } from '../../helpers/factories.ts';
import { db, operator, type Row, rowAs, rowOf, rowsOf } from '../../helpers/schema-database.ts';

// The set-up the credit suites share (issue 31), on top of tests/helpers/schema-database.ts: credit granted by
// the operator, orders inserted by the customer as the checkout inserts them, and readers of the ledger.

/** A goodwill credit the operator grants (admin_grant_credit); the lot's id. */
export const grant = async (who: Customer, valor: number, motivo = 'Cortesia de teste') =>
  Number(
    (
      await rowAs(as(operator), 'select public.admin_grant_credit($1, $2, $3) as id', [
        who.idCliente,
        valor,
        motivo,
      ])
    ).id,
  );

export const balanceOf = async (who: Customer) =>
  (await rowAs(as(who), 'select * from public.credit_balance()')) as {
    saldo: number;
    proxima_expiracao: string | null;
    valor_a_expirar: number | null;
  };

export const movementsOf = (who: Customer) =>
  rowsOf(
    `select tipo, valor, descricao, id_pedido, lot_id from public.credit_movements where id_cliente = $1
      order by id`,
    [who.idCliente],
  );

export const lotsOf = (who: Customer) =>
  rowsOf('select id, valor, restante, origem from public.credit_lots where id_cliente = $1 order by id', [
    who.idCliente,
  ]);

export type NewOrder = {
  nome_passeio?: string;
  qtd_adults?: number;
  tipo_pagamento?: 'Pix' | 'Cartão(Stripe)' | 'Crédito';
  usar_credito?: boolean;
  data_passeio?: string;
  valor?: number;
};

const getTourByTitle = (title: string) => tours.find((tour) => tour.title === title);

/** The catalogue's value of one order of `adults` adults on `title`. */
export const valueOf = (title: string, adults: number) =>
  orderValue(getTourByTitle(title)!, { adults, children: 0, babies: 0 });

const orderRow = (who: Customer, order: NewOrder) => {
  const nome = order.nome_passeio ?? 'City Tour Tradicional';
  const adults = order.qtd_adults ?? 1;
  return {
    id_cliente: who.idCliente,
    nome_passeio: nome,
    valor: order.valor ?? valueOf(nome, adults),
    data_passeio: order.data_passeio ?? runDay(nome, 1, 3),
    qtd_adults: adults,
    hotel_local: 'Hotel Frontenac',
    tipo_pagamento: order.tipo_pagamento ?? 'Cartão(Stripe)',
    usar_credito: order.usar_credito ?? false,
  };
};

const insertSql = (rows: Record<string, unknown>[]) => {
  const columns = Object.keys(rows[0]!);
  const params: unknown[] = [];
  const values = rows.map(
    (row) =>
      `(${columns
        .map((column) => {
          params.push(row[column]);
          return `$${params.length}`;
        })
        .join(', ')})`,
  );
  return {
    sql: `insert into public.pedido_site (${columns.join(', ')}) values ${values.join(', ')}
          returning id, valor::float8 as valor, credito_usado::float8 as credito_usado, status, tipo_pagamento`,
    params,
  };
};

export type Inserted = {
  id: number;
  valor: number;
  credito_usado: number;
  status: string;
  tipo_pagamento: string;
};

/** One checkout: the customer inserts its orders in one statement, as the shop does (spec call 12). */
export async function checkout(who: Customer, orders: NewOrder[]): Promise<Inserted[]> {
  const { sql, params } = insertSql(orders.map((order) => orderRow(who, order)));
  const { rows } = await actAs(db, as(who), (tx) => tx.query<Inserted>(sql, params));
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The same checkout, refused: its error, and nothing kept. */
export async function refusedCheckout(
  who: Customer,
  orders: NewOrder[],
): Promise<SqlError & { detail?: string }> {
  const { sql, params } = insertSql(orders.map((order) => orderRow(who, order)));
  const result = await actAs(db, as(who), async (tx) => {
    await tx.query('savepoint checkout');
    try {
      await tx.query(sql, params);
      return null;
    } catch (error) {
      await tx.query('rollback to savepoint checkout');
      const { code, message, detail } = error as { code: string; message: string; detail?: string };
      return { code, message, detail };
    }
  });
  if (!result) throw new Error('expected the checkout to be refused');
  return result;
}

export const orderOf = (id: number) =>
  rowOf(
    `select status, valor, credito_usado, tipo_pagamento, motivo_cancelamento from public.pedido_site where id = $1`,
    [id],
  ) as Promise<Row>;
