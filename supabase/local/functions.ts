import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import type { ApiHandler, BackendContext } from './context.ts';
import { HttpError } from './http-error.ts';
import { verifyJwt } from './jwt.ts';
import { supabaseDir } from './migrate.ts';
import { localStripeKeys } from './stripe/keys.ts';

type FunctionModule = { handler?: (req: Request) => Promise<Response> };

export const functionsDir = path.join(supabaseDir, 'functions');

/**
 * The environment hosted Supabase gives every edge function, plus the local Stripe test provider's
 * address and keys unless a real STRIPE_SECRET_KEY was configured.
 */
export function functionEnv(
  ctx: BackendContext,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const stripe = localStripeKeys(ctx.jwtSecret);
  return {
    SUPABASE_URL: ctx.apiUrl,
    SUPABASE_ANON_KEY: ctx.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.secretKey }),
    SUPABASE_JWT_SECRET: ctx.jwtSecret,
    SITE_URL: ctx.siteUrl,
    ...(env.STRIPE_SECRET_KEY
      ? {}
      : {
          STRIPE_LOCAL_API_URL: ctx.apiUrl,
          STRIPE_LOCAL_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        }),
  };
}

/**
 * The functions deployed with `verify_jwt = false` in supabase/config.toml (`[functions.<name>]`): the only ones
 * hosted Supabase's gateway lets through without a valid JWT. Read from the file `supabase functions deploy`
 * reads, so the two cannot disagree.
 */
export function functionsWithoutJwtCheck(configFile = path.join(supabaseDir, 'config.toml')): Set<string> {
  if (!existsSync(configFile)) return new Set();
  const config = parseToml(readFileSync(configFile, 'utf8')) as {
    functions?: Record<string, { verify_jwt?: unknown }>;
  };
  return new Set(
    Object.entries(config.functions ?? {})
      .filter(([, settings]) => settings.verify_jwt === false)
      .map(([name]) => name),
  );
}

/**
 * The gateway's check for a function deployed with verify_jwt (the default): an `Authorization: Bearer` JWT
 * signed with the project's secret (the anon key, the service key or a user's token), as hosted Supabase
 * requires; the function then decides what that caller may do. Throws the gateway's 401 otherwise.
 */
async function checkGatewayJwt(req: Request, jwtSecret: string): Promise<void> {
  const token = /^bearer\s+(\S+)$/i.exec(req.headers.get('authorization')?.trim() ?? '')?.[1];
  if (!token)
    throw new HttpError(401, {
      code: 'UNAUTHORIZED_NO_AUTH_HEADER',
      message: 'Missing authorization header',
    });
  if (!(await verifyJwt(token, jwtSecret)))
    throw new HttpError(401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' });
}

/** The schemas `[api].schemas` of supabase/config.toml exposes through the REST API, as hosted Supabase reads them. */
export function exposedSchemas(configFile = path.join(supabaseDir, 'config.toml')): string[] {
  if (!existsSync(configFile)) return ['public'];
  const config = parseToml(readFileSync(configFile, 'utf8')) as { api?: { schemas?: unknown } };
  const schemas = config.api?.schemas;
  return Array.isArray(schemas) && schemas.every((s) => typeof s === 'string') && schemas.length > 0
    ? schemas
    : ['public'];
}

const loopback = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Hosted Supabase hands a function `/<name>/...` (the `/functions/v1` prefix is the gateway's), with the
 * caller's address first in x-forwarded-for, which the functions' per-address limits read. A caller from
 * another machine (a backend started with HOST) gets its socket's address there, never a value it sent;
 * this machine's callers pass theirs as sent, as a local proxy or a test would set it.
 */
export async function asHostedRequest(req: Request, subpath: string, clientIp: string): Promise<Request> {
  const url = new URL(req.url);
  url.pathname = subpath;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const headers = new Headers(req.headers);
  if (clientIp && !loopback.test(clientIp)) headers.set('x-forwarded-for', clientIp.replace(/^::ffff:/, ''));
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? await req.arrayBuffer() : undefined,
    signal: req.signal,
  });
}

/** `/functions/v1/<name>` → the `handler` export of `supabase/functions/<name>/handler.ts`, loaded lazily. */
export function createFunctionsHandler(
  ctx: BackendContext,
  dir = functionsDir,
  withoutJwtCheck = functionsWithoutJwtCheck(),
): ApiHandler {
  const loaded = new Map<string, Promise<FunctionModule>>();
  return async (req, subpath, { clientIp }) => {
    const name = subpath.split('/')[1] ?? '';
    const file = path.join(dir, name, 'handler.ts');
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name) || !existsSync(file)) {
      throw new HttpError(404, { code: 'NOT_FOUND', message: `Requested function was not found: ${name}` });
    }
    if (!withoutJwtCheck.has(name)) await checkGatewayJwt(req, ctx.jwtSecret);
    // Set before the import too: a module may read its environment at load time.
    Object.assign(process.env, functionEnv(ctx));
    // supabase-js needs a global WebSocket, which Deno has and Node 20 does not.
    globalThis.WebSocket ??= (await import('ws')).default as unknown as typeof WebSocket;
    let module = loaded.get(name);
    if (!module) {
      module = import(pathToFileURL(file).href) as Promise<FunctionModule>;
      loaded.set(name, module);
      module.catch(() => loaded.delete(name)); // a module that failed to load is retried next call
    }
    const { handler } = await module;
    if (typeof handler !== 'function') {
      throw new HttpError(500, { code: 'BOOT_ERROR', message: `Function ${name} exports no handler` });
    }
    return handler(await asHostedRequest(req, subpath, clientIp));
  };
}
