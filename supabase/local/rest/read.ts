import type { Transaction } from '@electric-sql/pglite';
import { lookupTable } from './catalog.ts';
import {
  jsonBody,
  orderClause,
  pageClause,
  Params,
  quoteIdent,
  selectList,
  whereClause,
  type Relation,
} from './build-sql.ts';
import { parseQuery, withCasts } from './request.ts';
import { rowsBody, type JsonRows, type RestCall, type RestResult } from './result.ts';

export async function readRows(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, call.rangeHeader));
  const table = await lookupTable(tx, call.target);
  const rel: Relation = { alias: table.name, name: table.name, columns: table.columns };
  const from = ` from public.${quoteIdent(table.name)} as ${quoteIdent(rel.alias)}`;

  let total: number | undefined;
  if (call.prefer.count) {
    const countParams = new Params();
    const sql = `select count(*)::int as total${from}${whereClause(rel, query.filters, countParams)}`;
    total = (await tx.query<{ total: number }>(sql, countParams.values)).rows[0]?.total ?? 0;
  }

  const params = new Params();
  const inner =
    `select ${selectList(rel, query.select)}${from}${whereClause(rel, query.filters, params)}` +
    `${orderClause(rel, query.order)}${pageClause(query.limit, query.offset, params)}`;
  const rows = (await tx.query<JsonRows>(jsonBody(inner, call.stripNulls), params.values)).rows[0] ?? {
    body: '[]',
    n: 0,
    one: null,
  };
  const offset = query.offset ?? 0;
  const range = rows.n === 0 ? '*' : `${offset}-${offset + rows.n - 1}`;
  return {
    status: 200,
    body: rowsBody(call, rows),
    headers: { 'Content-Range': `${range}/${total ?? '*'}` },
  };
}
