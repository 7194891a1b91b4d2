import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiHandler, BackendContext } from './context.ts';
import { jsonError } from './http.ts';
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

/** Hosted Supabase hands a function `/<name>/...`: the `/functions/v1` prefix is the gateway's. */
async function asHostedRequest(req: Request, subpath: string): Promise<Request> {
  const url = new URL(req.url);
  url.pathname = subpath;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers: req.headers,
    body: hasBody ? await req.arrayBuffer() : undefined,
    signal: req.signal,
  });
}

/** `/functions/v1/<name>` → the `handler` export of `supabase/functions/<name>/handler.ts`, loaded lazily. */
export function createFunctionsHandler(ctx: BackendContext, dir = functionsDir): ApiHandler {
  const loaded = new Map<string, Promise<FunctionModule>>();
  return async (req, subpath) => {
    const name = subpath.split('/')[1] ?? '';
    const file = path.join(dir, name, 'handler.ts');
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name) || !existsSync(file)) {
      return jsonError(404, { code: 'NOT_FOUND', message: `Requested function was not found: ${name}` });
    }
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
      return jsonError(500, { code: 'BOOT_ERROR', message: `Function ${name} exports no handler` });
    }
    return handler(await asHostedRequest(req, subpath));
  };
}
