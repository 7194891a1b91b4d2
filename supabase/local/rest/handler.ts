import type { Transaction } from '@electric-sql/pglite';
import type { ApiHandler, BackendContext } from '../context.ts';
import { authenticate, type Caller } from './auth.ts';
import { RestError, toRestError } from './errors.ts';
import { readRows } from './read.ts';
import { parsePrefer } from './request.ts';
import type { RestCall, RestResult } from './result.ts';
import { callFunction } from './rpc.ts';
import { deleteRows, insertRows, updateRows } from './write.ts';

type Operation = (tx: Transaction, call: RestCall) => Promise<RestResult>;

function pickOperation(method: string, isRpc: boolean): Operation {
  if (isRpc) {
    if (['GET', 'HEAD', 'POST'].includes(method)) return callFunction;
  } else if (method === 'GET' || method === 'HEAD') return readRows;
  else if (method === 'POST') return insertRows;
  else if (method === 'PATCH') return updateRows;
  else if (method === 'DELETE') return deleteRows;
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function checkProfile(req: Request) {
  const profile = req.headers.get('accept-profile') ?? req.headers.get('content-profile');
  if (profile && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

async function buildCall(req: Request, subpath: string): Promise<{ call: RestCall; operation: Operation }> {
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
  const accept = req.headers.get('accept') ?? '';
  const body = req.method === 'POST' || req.method === 'PATCH' ? await readJson(req) : undefined;
  if (!isRpc && body === undefined && (req.method === 'POST' || req.method === 'PATCH')) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const call: RestCall = {
    method: req.method,
    target,
    url,
    prefer: parsePrefer(req.headers.get('prefer')),
    body,
    wantsObject: accept.includes('application/vnd.pgrst.object+json'),
    stripNulls: accept.includes('nulls=stripped'),
    rangeHeader: req.headers.get('range'),
  };
  return { call, operation };
}

/** Runs one call inside one transaction, as the caller's role with the caller's claims. */
function runAs(ctx: BackendContext, caller: Caller, operation: Operation, call: RestCall) {
  return ctx.exclusive(() =>
    ctx.db.transaction(async (tx) => {
      // statement_timeout is what PostgREST's roles get on hosted Supabase (8 s for authenticated); PGlite
      // runs in this thread and cannot interrupt a query, so here the grammar itself (one table or function,
      // quoted names, bound values, catalog-checked casts) is what keeps a request short.
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('statement_timeout', '8s', true)`,
        [caller.role, JSON.stringify(caller.claims)],
      );
      return operation(tx, call);
    }),
  );
}

function toResponse(result: RestResult, call: RestCall): Response {
  const contentType = call.wantsObject ? 'application/vnd.pgrst.object+json' : 'application/json';
  const headers: Record<string, string> = { ...result.headers };
  if (result.body !== null) headers['Content-Type'] = `${contentType}; charset=utf-8`;
  const body = result.status === 204 ? null : result.body;
  return new Response(body, { status: result.status, headers });
}

/** `/rest/v1`: the PostgREST grammar supabase-js emits, with RLS deciding what each caller sees. */
export function createRestHandler(ctx: BackendContext): ApiHandler {
  return async (req, subpath) => {
    let role = 'anon';
    try {
      const caller = await authenticate(req, ctx);
      role = caller.role;
      checkProfile(req);
      const { call, operation } = await buildCall(req, subpath);
      return toResponse(await runAs(ctx, caller, operation, call), call);
    } catch (error) {
      // A database error becomes PostgREST's answer; the dispatcher renders it with every other HttpError.
      throw toRestError(error, role) ?? error;
    }
  };
}
