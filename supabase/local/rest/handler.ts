import type { Transaction } from '@electric-sql/pglite';
import type { ApiHandler, BackendContext } from '../context.ts';
import { authenticate, type Caller } from './auth.ts';
import { configuredMaxRows } from './config.ts';
import { csvBody } from './csv-body.ts';
import { RestError, toRestError } from './errors.ts';
import { readRows } from './read.ts';
import { parsePrefer } from './request.ts';
import type { ExplainRequest, RestCall, RestResult } from './result.ts';
import { callFunction } from './rpc.ts';
import { withSqlLog } from './sql-log.ts';
import { deleteRows, insertRows, putRow, updateRows } from './write.ts';

type Operation = (tx: Transaction, call: RestCall) => Promise<RestResult>;

function pickOperation(method: string, isRpc: boolean): Operation {
  if (isRpc) {
    if (['GET', 'HEAD', 'POST'].includes(method)) return callFunction;
  } else if (method === 'GET' || method === 'HEAD') return readRows;
  else if (method === 'POST') return insertRows;
  else if (method === 'PATCH') return updateRows;
  else if (method === 'PUT') return putRow;
  else if (method === 'DELETE') return deleteRows;
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/**
 * The body as PostgREST reads it by its Content-Type (JSON when none is given): JSON; CSV rows; a form's fields as
 * strings; and for a function, text/plain, text/xml or application/octet-stream as the raw value of its single
 * unnamed parameter. Any other type is 400 PGRST102 'Content-Type not acceptable'.
 */
async function readBody(req: Request, isRpc: boolean): Promise<{ body: unknown; raw: boolean }> {
  const type = (req.headers.get('content-type') ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  const text = await req.text();
  if (type === 'application/json') {
    if (text.trim() === '') return { body: undefined, raw: false };
    try {
      return { body: JSON.parse(text) as unknown, raw: false };
    } catch {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
  }
  if (type === 'text/csv') return { body: text.trim() === '' ? undefined : csvBody(text), raw: false };
  if (type === 'application/x-www-form-urlencoded') {
    return { body: Object.fromEntries(new URLSearchParams(text)), raw: false };
  }
  if (isRpc && ['text/plain', 'text/xml', 'application/octet-stream'].includes(type)) {
    return { body: text, raw: true };
  }
  throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${type}`);
}

/** The schema a call is about: Accept-Profile (reads) or Content-Profile (writes), else the first exposed one. */
function schemaOf(req: Request, schemas: string[]): string {
  const writes = req.method !== 'GET' && req.method !== 'HEAD';
  const profile = (writes ? req.headers.get('content-profile') : req.headers.get('accept-profile'))?.trim();
  if (!profile) return schemas[0] ?? 'public';
  if (!schemas.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return profile;
}

/** `Accept: application/vnd.pgrst.plan[+json|+text]; options=analyze|verbose`: explain instead of answering. */
function explainOf(media: string): ExplainRequest | undefined {
  const match = /^application\/vnd\.pgrst\.plan(\+(json|text))?/.exec(media);
  if (!match) return undefined;
  const options = /options=([a-z|]+)/.exec(media)?.[1]?.split('|') ?? [];
  return {
    format: match[2] === 'json' ? 'json' : 'text',
    options: options.filter((o) => ['analyze', 'verbose', 'settings', 'buffers', 'wal'].includes(o)),
  };
}

const acceptable =
  /^(\*\/\*|application\/(json|vnd\.pgrst\.object(\+json)?|vnd\.pgrst\.array(\+json)?|vnd\.pgrst\.plan(\+(json|text))?)|text\/csv)$/;

/**
 * The media type of the answer, as PostgREST negotiates it: the Accept header's types by quality, then the more
 * specific first (`*\/*` last), and the first of them it can produce; 406 PGRST107 when it can produce none.
 */
function negotiate(accept: string): string {
  if (!accept.trim()) return 'application/json';
  const offered = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((p) => p.trim());
      const q = Number(/^q=([\d.]+)$/.exec(params.find((p) => p.startsWith('q=')) ?? '')?.[1] ?? 1);
      const lower = type.toLowerCase();
      const specificity = lower === '*/*' ? 0 : lower.endsWith('/*') ? 1 : 2;
      return { media: part.trim(), type: lower, q: Number.isNaN(q) ? 1 : q, specificity, index };
    })
    .filter((m) => m.type !== '');
  offered.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index);
  const chosen = offered.find((m) => m.q > 0 && acceptable.test(m.type));
  if (!chosen) {
    throw new RestError(
      406,
      'PGRST107',
      `None of these media types are available: ${offered.map((m) => m.type).join(', ')}`,
    );
  }
  return chosen.media;
}

async function buildCall(
  req: Request,
  subpath: string,
  schemas: string[],
): Promise<{ call: RestCall; operation: Operation }> {
  const url = new URL(req.url);
  const invalidPath = () =>
    new RestError(404, 'PGRST125', `Invalid path specified in request URL: ${url.pathname}`);
  let segments: string[];
  try {
    segments = subpath.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw invalidPath(); // a malformed %-escape
  }
  const isRpc = segments[0] === 'rpc' && segments.length === 2;
  const target = isRpc ? segments[1] : segments.length === 1 ? segments[0] : undefined;
  if (!target) throw invalidPath();
  const operation = pickOperation(req.method, isRpc);
  const media = negotiate(req.headers.get('accept') ?? '').toLowerCase();
  const mediaType = media.split(';')[0]!.trim();
  const explain = explainOf(media);
  const schema = schemaOf(req, schemas);
  const { body, raw } =
    req.method === 'POST' || req.method === 'PATCH' || req.method === 'PUT'
      ? await readBody(req, isRpc)
      : { body: undefined, raw: false };
  if (!isRpc && body === undefined && ['POST', 'PATCH', 'PUT'].includes(req.method)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const call: RestCall = {
    method: req.method,
    target,
    schema,
    schemas,
    url,
    prefer: parsePrefer(req.headers.get('prefer')),
    body,
    rawBody: raw,
    // An explained call is about the media type its `for` parameter names.
    wantsObject: /^application\/vnd\.pgrst\.object/.test(
      explain ? (/for="?([^";]+)/.exec(media)?.[1] ?? '') : mediaType,
    ),
    // nulls=stripped is a parameter of PostgREST's own object and array types only.
    stripNulls: /^application\/vnd\.pgrst\.(object|array)(\+json)?$/.test(
      explain ? (/for="?([^";]+)/.exec(media)?.[1] ?? '') : mediaType,
    )
      ? /nulls=stripped/.test(media)
      : false,
    csv: mediaType === 'text/csv',
    explain,
    rangeHeader: req.headers.get('range'),
    request: {
      method: req.method,
      path: `/${segments.join('/')}`,
      headers: Object.fromEntries([...req.headers.entries()]),
      cookies: parseCookies(req.headers.get('cookie')),
    },
  };
  return { call, operation };
}

/** `Cookie: a=1; b=2` as PostgREST hands it to the database: `{"a": "1", "b": "2"}`. */
function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}

/** Thrown to roll a transaction back while keeping its answer (Prefer: tx=rollback). */
class Rollback {
  constructor(readonly result: RestResult) {}
}

/** The plan of the call's query (EXPLAIN), as `Accept: application/vnd.pgrst.plan` asks. */
async function explain(tx: Transaction, call: RestCall, result: RestResult): Promise<RestResult> {
  if (!call.explain || !result.plan) return result;
  const options = [`format ${call.explain.format}`, ...call.explain.options].join(', ');
  const { rows } = await tx.query<Record<string, unknown>>(
    `explain (${options}) ${result.plan.sql}`,
    result.plan.params,
  );
  const body =
    call.explain.format === 'json'
      ? JSON.stringify(rows[0]?.['QUERY PLAN'] ?? [])
      : rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  return { status: 200, body, headers: {}, plan: result.plan };
}

/** Rows as CSV (Accept: text/csv): a header of the keys, values as Postgres prints them. */
async function toCsv(tx: Transaction, result: RestResult): Promise<RestResult> {
  if (!result.plan) return result;
  const { rows } = await tx.query<{ k: string[] | null; v: (string | null)[] | null }>(
    `select (select json_agg(e.key order by e.ord) from json_each_text(row_to_json("_r")) with ordinality as e(key, value, ord)) as k,
            (select json_agg(e.value order by e.ord) from json_each_text(row_to_json("_r")) with ordinality as e(key, value, ord)) as v
       from (${result.plan.rows ?? result.plan.sql}) as "_r"`,
    result.plan.params,
  );
  const quote = (value: string | null) =>
    value === null ? '' : /[,"\s]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = [
    (rows[0]?.k ?? []).map(quote).join(','),
    ...rows.map((row) => (row.v ?? []).map(quote).join(',')),
  ];
  return { ...result, body: rows.length === 0 ? '' : lines.join('\n') };
}

/** Runs one call inside one transaction, as the caller's role with the caller's claims. */
async function runAs(ctx: BackendContext, caller: Caller, operation: Operation, call: RestCall) {
  try {
    return await ctx.exclusive(() =>
      ctx.db.transaction((tx) =>
        withSqlLog(tx, async (tx) => {
          // EXPLAIN VERBOSE shows the query identifier, as on hosted Supabase where pg_stat_statements computes it
          // (a superuser setting: set before the caller's role).
          if (call.explain?.options.includes('verbose')) {
            await tx.query(`select set_config('compute_query_id', 'on', true)`);
          }
          // statement_timeout is what PostgREST's roles get on hosted Supabase (8 s for authenticated); PGlite
          // runs in this thread and cannot interrupt a query, so here the grammar itself (quoted names, bound
          // values, catalog-checked casts) is what keeps a request short.
          // As PostgREST's transaction variables: the request's method, path, headers and cookies too, and the
          // time zone of Prefer: timezone=...
          await tx.query(
            `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('statement_timeout', '8s', true), set_config('search_path', $3, true),
                  set_config('request.method', $4, true), set_config('request.path', $5, true),
                  set_config('request.headers', $6, true), set_config('request.cookies', $7, true)`,
            [
              caller.role,
              JSON.stringify(caller.claims),
              // PostgREST's search_path: the schema of the call, then the extra ones (Supabase: public, extensions).
              [call.schema, 'public', 'extensions'].map((s) => `"${s.replace(/"/g, '""')}"`).join(', '),
              call.request.method,
              call.request.path,
              JSON.stringify(call.request.headers),
              JSON.stringify(call.request.cookies),
            ],
          );
          if (call.prefer.timezone !== undefined) {
            await tx.query(`select set_config('timezone', $1, true)`, [call.prefer.timezone]);
          }
          let result = await operation(tx, call);
          const max = call.prefer.maxAffected;
          if (call.prefer.strict && max !== undefined && (result.affected ?? 0) > max) {
            throw new RestError(
              400,
              'PGRST124',
              'Query result exceeds max-affected preference constraint',
              `The query affects ${result.affected} rows`,
            );
          }
          if (call.explain) result = await explain(tx, call, result);
          else if (call.csv) result = await toCsv(tx, result);
          // tx=rollback: the answer of the write, then nothing of it kept.
          if (call.prefer.rollback) throw new Rollback(result);
          return result;
        }),
      ),
    );
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}

function contentTypeOf(call: RestCall): string {
  if (call.explain) {
    const base = call.wantsObject ? 'application/vnd.pgrst.object+json' : 'application/json';
    return call.explain.format === 'json'
      ? `application/vnd.pgrst.plan+json; for="${base}"`
      : `application/vnd.pgrst.plan+text; for="${base}"`;
  }
  if (call.csv) return 'text/csv';
  return call.wantsObject ? 'application/vnd.pgrst.object+json' : 'application/json';
}

function toResponse(result: RestResult, call: RestCall): Response {
  const contentType = contentTypeOf(call);
  const headers: Record<string, string> = { ...result.headers };
  if (call.prefer.applied.length > 0) headers['Preference-Applied'] = call.prefer.applied.join(', ');
  if (result.body !== null) headers['Content-Type'] = `${contentType}; charset=utf-8`;
  const body = result.status === 204 ? null : result.body;
  return new Response(body, { status: result.status, headers });
}

/** `/rest/v1`: the PostgREST grammar supabase-js emits, with RLS deciding what each caller sees. */
export function createRestHandler(ctx: BackendContext): ApiHandler {
  const maxRows = configuredMaxRows();
  return async (req, subpath) => {
    let role = 'anon';
    try {
      const caller = await authenticate(req, ctx);
      role = caller.role;
      const { call, operation } = await buildCall(req, subpath, ctx.restSchemas);
      call.maxRows = maxRows;
      return toResponse(await runAs(ctx, caller, operation, call), call);
    } catch (error) {
      // A database error becomes PostgREST's answer; the dispatcher renders it with every other HttpError.
      throw toRestError(error, role) ?? error;
    }
  };
}
