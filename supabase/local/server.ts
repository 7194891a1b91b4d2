import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createAuthHandler } from './auth/handler.ts';
import type { ApiHandler, BackendContext } from './context.ts';
import { openDatabase } from './database.ts';
import { createFunctionsHandler } from './functions.ts';
import { BodyTooLargeError, jsonError, sendFetchResponse, toFetchRequest } from './http.ts';
import { resolveKeys } from './keys.ts';
import { acquireLock } from './lock.ts';
import { createMailbox, renderMailboxPage } from './mailbox.ts';
import { migrate } from './migrate.ts';
import { createMutex } from './mutex.ts';
import { createRestHandler } from './rest/handler.ts';
import { corsHeaders } from '../functions/_shared/cors.ts';

/** A prefix ("/stripe") and the handler for everything under it; later mounts (Stripe test provider) use this. */
export type Route = { prefix: string; create: (ctx: BackendContext) => ApiHandler };

export type BackendOptions = {
  port?: number;
  host?: string;
  dataDir?: string;
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  emailConfirm?: boolean;
  siteUrl?: string;
  migrationsDir?: string;
  /** seed.sql for a new database; false skips it. */
  seedFile?: string | false;
  functionsDir?: string;
  extraRoutes?: Route[];
  quiet?: boolean;
};

export type Backend = {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  ctx: BackendContext;
  /** Adds a prefix after start (e.g. a local provider that needs the backend URL). */
  mount(route: Route): void;
  close(): Promise<void>;
};

export const builtinRoutes: Route[] = [
  { prefix: '/auth/v1', create: createAuthHandler },
  { prefix: '/rest/v1', create: createRestHandler },
];

function matchRoute(routes: { prefix: string; handler: ApiHandler }[], pathname: string) {
  for (const route of routes) {
    if (pathname === route.prefix || pathname.startsWith(route.prefix + '/')) {
      return { handler: route.handler, subpath: pathname.slice(route.prefix.length) };
    }
  }
  return null;
}

export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const { dataDir, host } = options;
  const releaseLock = dataDir ? acquireLock(dataDir) : () => undefined;
  let db: PGlite | undefined;
  try {
    const keys = await resolveKeys(dataDir, options);
    db = await openDatabase(dataDir);
    const result = await migrate(db, { migrations: options.migrationsDir, seed: options.seedFile });
    if (!options.quiet && result.applied.length > 0)
      console.log(`Migrations applied: ${result.applied.join(', ')}`);
    return await listen(db, keys, options, host, releaseLock);
  } catch (error) {
    await db?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

async function listen(
  db: PGlite,
  keys: Awaited<ReturnType<typeof resolveKeys>>,
  options: BackendOptions,
  host: string | undefined,
  releaseLock: () => void,
): Promise<Backend> {
  const exclusive = createMutex();
  const ctx: BackendContext = {
    db,
    exclusive,
    ...keys,
    apiUrl: '',
    siteUrl: options.siteUrl ?? 'http://localhost:5173',
    emailConfirm: options.emailConfirm ?? false,
    mailbox: createMailbox(),
  };
  const routes: { prefix: string; handler: ApiHandler }[] = [];
  const mount = (route: Route) =>
    routes.push({ prefix: route.prefix.replace(/\/$/, ''), handler: route.create(ctx) });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    let response: Response;
    try {
      if (method === 'OPTIONS') {
        response = new Response(null, { status: 204, headers: { 'Access-Control-Max-Age': '86400' } });
      } else {
        const request = await toFetchRequest(req, ctx.apiUrl);
        const { pathname } = new URL(request.url);
        const match = matchRoute(routes, pathname);
        if (pathname === '/mailbox' || pathname === '/mailbox/') {
          response = new Response(renderMailboxPage(ctx.mailbox.list()), {
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          });
        } else if (match) {
          response = await match.handler(request, match.subpath, {
            clientIp: req.socket.remoteAddress ?? '',
          });
        } else {
          response = jsonError(404, { code: 'not_found', message: `No route for ${method} ${pathname}` });
        }
      }
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        response = jsonError(413, {
          code: 'PGRST413',
          message: 'Request body is larger than 1 MB',
          details: null,
          hint: null,
        });
      } else {
        if (!options.quiet) console.error('Backend error:', error);
        response = jsonError(500, {
          code: 'internal_error',
          message: 'Internal server error',
          details: null,
          hint: null,
        });
      }
    }
    await sendFetchResponse(res, response, method);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { ...corsHeaders, 'Content-Type': 'application/json' });
      res.end('{"code":"internal_error","message":"Internal server error"}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${!host || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  ctx.apiUrl = url;
  for (const route of [...builtinRoutes, ...(options.extraRoutes ?? [])]) mount(route);
  mount({ prefix: '/functions/v1', create: (c) => createFunctionsHandler(c, options.functionsDir) });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 2000).unref();
      await stopped;
      await exclusive(() => db.close());
      releaseLock();
    })();
    return closing;
  };
  return { url, port, ...keys, ctx, mount, close };
}
