import type { Transaction } from '@electric-sql/pglite';
import { jsonBody, Params, quoteIdent } from './build-sql.ts';
import { lookupTable } from './catalog.ts';
import { RestError } from './errors.ts';
import { createEnv, ReadCompiler, type Source } from './render.ts';
import { parseQuery, withCasts } from './request.ts';
import { rowsBody, type JsonRows, type RestCall, type RestResult } from './result.ts';

/**
 * The total of a read (Prefer: count=...), with the same filters and inner joins, without the page, as PostgREST
 * counts it: `exact` counts; `planned` is the planner's estimate; `estimated` counts up to max_rows and, past
 * it (or with no max_rows), takes the larger of that and the estimate.
 */
export async function countRows(
  compiler: ReadCompiler,
  tx: Transaction,
  source: Source,
  kind: 'exact' | 'planned' | 'estimated' = 'exact',
  maxRows?: number,
): Promise<number> {
  const counted = await compiler.root(source, { page: false, countOnly: true });
  if (kind === 'planned') return plannedCount(tx, counted.sql, compiler.params.values);
  const limited = kind === 'estimated' && maxRows !== undefined ? ` limit ${maxRows + 1}` : '';
  const sql = `select count(*)::int as total from (${counted.sql}${limited}) as "_c"`;
  const total = (await tx.query<{ total: number }>(sql, compiler.params.values)).rows[0]?.total ?? 0;
  if (kind !== 'estimated' || (maxRows !== undefined && total <= maxRows)) return total;
  return Math.max(total, await plannedCount(tx, counted.sql, compiler.params.values));
}

/** The planner's estimate of the rows of a query (EXPLAIN), as PostgREST reports count=planned. */
export async function plannedCount(tx: Transaction, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) ${sql}`,
    params,
  );
  return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}

export function contentRange(offset: number, n: number, total: number | undefined): string {
  const range = n === 0 ? '*' : `${offset}-${offset + n - 1}`;
  return `${range}/${total ?? '*'}`;
}

/**
 * PostgREST's status of a counted page: 206 when it holds fewer rows than the total, 416 (PGRST103) when its
 * offset is past the total; 200 otherwise and whenever nothing was counted.
 */
export function rangeStatus(offset: number, n: number, total: number | undefined): number {
  if (total === undefined) return 200;
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return n < total ? 206 : 200;
}

export async function readRows(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, call.rangeHeader));
  const table = await lookupTable(tx, call.schema, call.target);
  const source: Source = {
    from: `${quoteIdent(call.schema)}.${quoteIdent(table.name)}`,
    alias: table.name,
    schema: call.schema,
    name: table.name,
    columns: table.columns,
  };
  const env = createEnv(tx, call.schemas, call.maxRows);
  const total = call.prefer.count
    ? await countRows(new ReadCompiler(env, query, new Params()), tx, source, call.prefer.count, call.maxRows)
    : undefined;
  const compiler = new ReadCompiler(env, query, new Params());
  const compiled = await compiler.root(source);
  const sql = jsonBody(compiled.sql, call.stripNulls);
  const rows = (await tx.query<JsonRows>(sql, compiler.params.values)).rows[0] ?? {
    body: '[]',
    n: 0,
    one: null,
  };
  return {
    status: call.wantsObject ? 200 : rangeStatus(query.offset ?? 0, rows.n, total),
    body: rowsBody(call, rows),
    headers: { 'Content-Range': contentRange(query.offset ?? 0, rows.n, total) },
    plan: { sql, params: compiler.params.values, rows: compiled.sql },
  };
}
