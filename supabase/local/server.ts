import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createAuthHandler } from './auth/handler.ts';
import { DEFAULT_PASSWORD_COST } from './auth/passwords.ts';
import type { ApiHandler, BackendContext } from './context.ts';
import { openDatabase } from './database.ts';
import { createFunctionsHandler, exposedSchemas } from './functions.ts';
import { createDispatcher, type MountedRoute } from './dispatch.ts';
import { resolveKeys } from './keys.ts';
import { acquireLock } from './lock.ts';
import { createMailbox, createMailboxHandler } from './mailbox.ts';
import { migrate } from './migrate.ts';
import { createLateWork } from './late-work.ts';
import { createMutex } from './mutex.ts';
import { createRestHandler } from './rest/handler.ts';
import { localStripeRoutes } from './stripe/index.ts';

/** A prefix ("/stripe") and the handler for everything under it; later mounts (Stripe test provider) use this. */
export type Route = { prefix: string; create: (ctx: BackendContext) => ApiHandler };

/**
 * Background work beside the HTTP routes (e.g. a scheduler running the aggregation function):
 * started once the server listens, stopped before the database closes.
 */
export type BackendService = {
  name: string;
  start(ctx: BackendContext): { stop(): Promise<void> | void };
};

export type BackendOptions = {
  port?: number;
  host?: string;
  dataDir?: string;
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  publishableKey?: string;
  secretKey?: string;
  emailConfirm?: boolean;
  authRateLimitMultiplier?: number;
  /** bcrypt cost of stored passwords, 4 to 12; GoTrue's 10 by default. */
  passwordCost?: number;
  siteUrl?: string;
  migrationsDir?: string;
  /** seed.sql for a new database; false skips it. */
  seedFile?: string | false;
  functionsDir?: string;
  /** The schemas the REST API exposes; supabase/config.toml's [api].schemas by default. */
  schemas?: string[];
  extraRoutes?: Route[];
  services?: BackendService[];
  quiet?: boolean;
};

export type Backend = {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  ctx: BackendContext;
  /** Adds a prefix after start (e.g. a local provider that needs the backend URL). */
  mount(route: Route): void;
  close(): Promise<void>;
};

export const builtinRoutes: Route[] = [
  { prefix: '/auth/v1', create: createAuthHandler },
  { prefix: '/rest/v1', create: createRestHandler },
  { prefix: '/mailbox', create: createMailboxHandler },
  // The local Stripe test provider (API subset + hosted checkout page); unused when STRIPE_SECRET_KEY is set.
  ...localStripeRoutes(),
];

const isLoopback = (host: string) => ['127.0.0.1', '::1', 'localhost'].includes(host);

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
  const late = createLateWork();
  const ctx: BackendContext = {
    db,
    exclusive,
    ...keys,
    apiUrl: '',
    siteUrl: options.siteUrl ?? 'http://localhost:5173',
    emailConfirm: options.emailConfirm ?? false,
    authRateLimitMultiplier: Math.max(1, options.authRateLimitMultiplier ?? 1),
    passwordCost: Math.min(12, Math.max(4, Math.trunc(options.passwordCost ?? DEFAULT_PASSWORD_COST))),
    mailbox: createMailbox(),
    restSchemas: options.schemas ?? exposedSchemas(),
    late,
  };
  const routes: MountedRoute[] = [];
  const mount = (route: Route) =>
    routes.push({ prefix: route.prefix.replace(/\/$/, ''), handler: route.create(ctx) });
  const server = createServer(createDispatcher(routes, () => ctx.apiUrl, options.quiet ?? false));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback unless HOST says otherwise: the mailbox confirms any account and the Stripe test page marks
    // orders paid, so nobody else on the network may reach them by default.
    server.listen(options.port ?? 54321, host ?? '127.0.0.1', () => resolve());
  });
  if (host && !isLoopback(host) && !options.quiet) {
    console.warn(
      `Atenção: o backend local está aberto na rede (HOST=${host}). Qualquer pessoa que o alcance pode ler a ` +
        'caixa de e-mails (/mailbox) e confirmar contas, e marcar pedidos como pagos na página de teste do Stripe.',
    );
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://${!host || isLoopback(host) || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  ctx.apiUrl = url;
  for (const route of [...builtinRoutes, ...(options.extraRoutes ?? [])]) mount(route);
  mount({ prefix: '/functions/v1', create: (c) => createFunctionsHandler(c, options.functionsDir) });
  const services = (options.services ?? []).map((service) => service.start(ctx));

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await Promise.all(services.map((service) => service.stop()));
      // Before it stops serving: what has started calls this backend.
      await late.stop();
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
