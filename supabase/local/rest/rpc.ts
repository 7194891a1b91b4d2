import type { Transaction } from '@electric-sql/pglite';
import { lookupFunction } from './catalog.ts';
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
import { RestError } from './errors.ts';
import { parseCondition } from './parse.ts';
import { parseQuery, withCasts } from './request.ts';
import { rowsBody, type JsonRows, type RestCall, type RestResult } from './result.ts';

/** POST rpc/<fn> with JSON arguments, or GET with query-string arguments; the shape follows the return type. */
export async function callFunction(tx: Transaction, call: RestCall): Promise<RestResult> {
  const isGet = call.method === 'GET' || call.method === 'HEAD';
  const query = await withCasts(tx, parseQuery(call.url, call.rangeHeader, false));
  let args: Record<string, unknown>;
  if (isGet) args = Object.fromEntries(query.other);
  else if (call.body === undefined) args = {};
  else if (typeof call.body === 'object' && call.body !== null && !Array.isArray(call.body)) {
    args = call.body as Record<string, unknown>;
  } else throw new RestError(400, 'PGRST102', 'Expected a JSON object of function arguments');

  const fn = await lookupFunction(tx, call.target, Object.keys(args), isGet);
  const argNames = new Set(fn.args.map((a) => a.name));
  for (const [key, value] of query.other) {
    if (isGet && argNames.has(key)) continue;
    if (isGet) delete args[key];
    query.filters.push(parseCondition(key, value));
  }

  const params = new Params();
  const given = fn.args.filter((a) => a.name in args);
  const argsFrom = given.length
    ? ` from json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')})`
    : '';
  const invocation = `public.${quoteIdent(fn.name)}(${given.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ')})`;

  if (fn.void) {
    await tx.query(`select ${invocation}${argsFrom}`, params.values);
    return { status: 204, body: null, headers: {} };
  }
  if (!fn.returnsSet) {
    const value = fn.composite ? `row_to_json(_f)` : `to_json(_f.v)`;
    const from = argsFrom ? `${argsFrom} cross join lateral` : ' from';
    const sql = `select ${value}::text as body${from} ${invocation} as _f${fn.composite ? '' : '(v)'}`;
    const body = (await tx.query<{ body: string | null }>(sql, params.values)).rows[0]?.body ?? 'null';
    return { status: 200, body, headers: {} };
  }

  const from = argsFrom ? `${argsFrom} cross join lateral ${invocation}` : ` from ${invocation}`;
  let sql: string;
  if (fn.composite) {
    const rel: Relation = { alias: '_f', name: fn.name, columns: null };
    const inner =
      `select ${selectList(rel, query.select)}${from} as _f${whereClause(rel, query.filters, params)}` +
      `${orderClause(rel, query.order)}${pageClause(query.limit, query.offset, params)}`;
    sql = jsonBody(inner, call.stripNulls);
  } else {
    const inner = `select _f.v${from} as _f(v)${pageClause(query.limit, query.offset, params)}`;
    sql = `select coalesce(json_agg(_s.v), '[]')::text as body, count(*)::int as n, (case when count(*) = 1 then json_agg(_s.v) -> 0 end)::text as one from (${inner}) _s`;
  }
  const rows = (await tx.query<JsonRows>(sql, params.values)).rows[0] ?? { body: '[]', n: 0, one: null };
  const offset = query.offset ?? 0;
  const range = rows.n === 0 ? '*' : `${offset}-${offset + rows.n - 1}`;
  return { status: 200, body: rowsBody(call, rows), headers: { 'Content-Range': `${range}/*` } };
}
