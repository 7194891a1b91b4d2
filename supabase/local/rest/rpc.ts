import type { Transaction } from '@electric-sql/pglite';
import { jsonBody, Params, quoteIdent } from './build-sql.ts';
import { lookupFunction, lookupTable } from './catalog.ts';
import { RestError } from './errors.ts';
import { parseCondition } from './parse.ts';
import { contentRange, plannedCount, rangeStatus } from './read.ts';
import { createEnv, ReadCompiler, type Source } from './render.ts';
import { parseQuery, withCasts } from './request.ts';
import { rowsBody, type JsonRows, type RestCall, type RestResult } from './result.ts';

/** POST rpc/<fn> with JSON arguments, or GET with query-string arguments; the shape follows the return type. */
export async function callFunction(tx: Transaction, call: RestCall): Promise<RestResult> {
  const isGet = call.method === 'GET' || call.method === 'HEAD';
  const query = await withCasts(tx, parseQuery(call.url, call.rangeHeader, false));
  let args: Record<string, unknown>;
  let single: unknown;
  if (isGet) args = Object.fromEntries(query.other);
  else if (call.body === undefined) args = {};
  else if (call.prefer.singleObject || call.rawBody) {
    args = {};
    single = call.body;
  } else if (typeof call.body === 'object' && call.body !== null && !Array.isArray(call.body)) {
    args = call.body as Record<string, unknown>;
  } else {
    args = {};
    single = call.body;
  }

  const fn = await lookupFunction(tx, call.schema, call.target, Object.keys(args), isGet, {
    singleObject: call.prefer.singleObject || call.rawBody,
  });
  const argNames = new Set(fn.args.map((a) => a.name));
  for (const [key, value] of query.other) {
    if (isGet && argNames.has(key)) continue;
    if (isGet) delete args[key];
    query.filters.push(parseCondition(key, value));
  }

  const params = new Params();
  let argsFrom = '';
  let invocation: string;
  const name = `${quoteIdent(call.schema)}.${quoteIdent(fn.name)}`;
  if (fn.single) {
    // One unnamed parameter (json, jsonb, text...) takes the whole body; params=single-object does the same.
    const whole = single !== undefined ? single : args;
    const text =
      typeof whole === 'string' && fn.args[0]?.type !== 'json' && fn.args[0]?.type !== 'jsonb'
        ? whole
        : JSON.stringify(whole);
    invocation = `${name}(${params.add(text)}::${fn.args[0]?.type ?? 'json'})`;
  } else {
    const given = fn.args.filter((a) => a.name in args);
    argsFrom = given.length
      ? ` from json_to_record(${params.add(JSON.stringify(args))}::json) as "_a"(${given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')})`
      : '';
    invocation = `${name}(${given.map((a) => `${quoteIdent(a.name)} => "_a".${quoteIdent(a.name)}`).join(', ')})`;
  }

  if (fn.void) {
    await tx.query(`select ${invocation}${argsFrom}`, params.values);
    return { status: 204, body: null, headers: {} };
  }
  if (!fn.returnsSet && !fn.returns) {
    const value = fn.composite ? `row_to_json("_f")` : `to_json("_f"."v")`;
    const from = argsFrom ? `${argsFrom} cross join lateral` : ' from';
    const sql = `select ${value}::text as body${from} ${invocation} as "_f"${fn.composite ? '' : '("v")'}`;
    const body = (await tx.query<{ body: string | null }>(sql, params.values)).rows[0]?.body ?? 'null';
    const headers: Record<string, string> = call.prefer.count ? { 'Content-Range': '0-0/1' } : {};
    return { status: 200, body, headers, plan: { sql, params: params.values } };
  }

  const from = argsFrom ? `(select "_f".*${argsFrom} cross join lateral ${invocation} as "_f")` : invocation;
  const exactCount = call.prefer.count === 'exact' || call.prefer.count === 'estimated';
  if (fn.composite) {
    // Rows of a table or view can embed its relationships and use its computed fields, like a read of it. The
    // function runs once: its rows are a CTE that the page and the count both read, as in PostgREST.
    const relation = fn.returns ? await lookupTable(tx, fn.returns.schema, fn.returns.name) : undefined;
    const cte = `with "_pgrst_src" as (select * from ${from} as "_f")`;
    const source: Source = {
      from: '"_pgrst_src"',
      alias: fn.returns?.name ?? fn.name,
      schema: fn.returns?.schema ?? call.schema,
      name: fn.returns?.name ?? fn.name,
      columns: relation?.columns ?? null,
    };
    const env = createEnv(tx, call.schemas, call.maxRows);
    let planned: number | undefined;
    if (call.prefer.count === 'planned') {
      const countParams = new Params();
      countParams.values.push(...params.values);
      const counted = await new ReadCompiler(env, query, countParams).root(source, {
        page: false,
        countOnly: true,
      });
      planned = await plannedCount(tx, `${cte} ${counted.sql}`, countParams.values);
    }
    let countSql = '';
    if (exactCount) {
      const counted = await new ReadCompiler(env, query, params).root(source, {
        page: false,
        countOnly: true,
      });
      countSql = `, (select count(*)::int from (${counted.sql}) as "_c") as total`;
    }
    const compiler = new ReadCompiler(env, query, params);
    const compiled = await compiler.root(source);
    const sql = `${cte} select "_j".*${countSql} from (${jsonBody(compiled.sql, call.stripNulls)}) as "_j"`;
    const plan = { sql, params: params.values, rows: `${cte} ${compiled.sql}` };
    const rows = (await tx.query<JsonRows & { total?: number }>(sql, params.values)).rows[0] ?? {
      body: '[]',
      n: 0,
      one: null,
    };
    if (!fn.returnsSet && !call.wantsObject) {
      // A function returning one row answers that row, not a list.
      return { status: 200, body: rows.one ?? 'null', headers: {}, plan, affected: rows.n };
    }
    const total = planned ?? rows.total;
    const offset = query.offset ?? 0;
    return {
      status: call.wantsObject ? 200 : rangeStatus(offset, rows.n, total),
      body: rowsBody(call, rows),
      headers: { 'Content-Range': contentRange(offset, rows.n, total) },
      affected: rows.n,
      plan,
    };
  }
  if (query.filters.length > 0) {
    throw new RestError(
      400,
      'PGRST100',
      'Filters on the result of a function returning scalars are not supported by the local backend',
    );
  }
  const cte = `with "_pgrst_src" as (select "_f"."v" from ${from} as "_f"("v"))`;
  let page = '';
  const limit =
    call.maxRows === undefined ? query.limit : Math.min(query.limit ?? call.maxRows, call.maxRows);
  if (limit !== undefined) page += ` limit ${params.add(limit)}`;
  if (query.offset) page += ` offset ${params.add(query.offset)}`;
  const inner = `select "v" from "_pgrst_src"${page}`;
  const countSql = call.prefer.count ? `, (select count(*)::int from "_pgrst_src") as total` : '';
  const sql = `${cte} select coalesce(json_agg("_s"."v"), '[]')::text as body, count(*)::int as n, (case when count(*) = 1 then json_agg("_s"."v") -> 0 end)::text as one${countSql} from (${inner}) as "_s"`;
  const rows = (await tx.query<JsonRows & { total?: number }>(sql, params.values)).rows[0] ?? {
    body: '[]',
    n: 0,
    one: null,
  };
  const offset = query.offset ?? 0;
  return {
    status: call.wantsObject ? 200 : rangeStatus(offset, rows.n, rows.total),
    body: rowsBody(call, rows),
    headers: { 'Content-Range': contentRange(offset, rows.n, rows.total) },
    affected: rows.n,
    plan: { sql, params: params.values, rows: `${cte} ${inner}` },
  };
}
