import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createAuthHandler } from '../../../supabase/local/auth/handler.ts';
import type { MailMessage } from '../../../supabase/local/context.ts';
import { errorResponse } from '../../../supabase/local/http-error.ts';
import { createRestHandler } from '../../../supabase/local/rest/handler.ts';
import { builtinRoutes } from '../../../supabase/local/server.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/**
 * While server.ts mounts another auth handler at /auth/v1, these tests reach this one (with the REST
 * handler beside it) under a prefix: supabase-js sends `${base}/auth/v1/...` and `${base}/rest/v1/...`.
 * Once server.ts mounts supabase/local/auth, the prefix disappears and the backend is used as is.
 */
const PREFIX = '/auth-under-test';
const mountedAtRoot = builtinRoutes.some(
  (route) => route.prefix === '/auth/v1' && route.create === createAuthHandler,
);

export type AuthBackend = {
  backend: TestBackend;
  /** The URL supabase-js is created with. */
  base: string;
  client(): SupabaseClient;
  /** The mails sent to an address, newest last. */
  mailsTo(email: string): MailMessage[];
  /** A mail's link, pointed at the handler under test. */
  linkOf(mail: MailMessage): string;
  authFetch(path: string, init?: RequestInit): Promise<Response>;
  /**
   * A client whose auth calls come from `address`, as the dispatcher reports a caller's socket address. They go
   * straight to one auth handler shared by every such client (its own limits, apart from the served one's): a
   * test cannot open sockets from many addresses.
   */
  clientFrom(address: string): SupabaseClient;
  close(): Promise<void>;
};

export async function startAuthBackend(
  options: { emailConfirm?: boolean; authRateLimitMultiplier?: number; passwordCost?: number } = {},
): Promise<AuthBackend> {
  const backend = await startTestBackend({
    ...options,
    extraRoutes: mountedAtRoot
      ? []
      : [
          { prefix: `${PREFIX}/auth/v1`, create: createAuthHandler },
          { prefix: `${PREFIX}/rest/v1`, create: createRestHandler },
        ],
  });
  const base = mountedAtRoot ? backend.url : `${backend.url}${PREFIX}`;
  const authPath = new URL(`${base}/auth/v1`).pathname;
  const handler = createAuthHandler(backend.ctx);
  const fetchFrom =
    (clientIp: string): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(`${authPath}/`)) return fetch(request);
      // As the dispatcher does: a thrown refusal is rendered as its answer.
      return handler(request, pathname.slice(authPath.length), { clientIp }).catch(errorResponse);
    };
  return {
    backend,
    base,
    client: () =>
      createClient(base, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    mailsTo: (email) => backend.ctx.mailbox.list().filter((mail) => mail.to === email.toLowerCase()),
    linkOf: (mail) => mail.link!.replace(`${backend.url}/auth/v1/`, `${base}/auth/v1/`),
    authFetch: (path, init = {}) =>
      fetch(`${base}/auth/v1${path}`, {
        ...init,
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...init.headers },
      }),
    clientFrom: (address) =>
      createClient(base, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: fetchFrom(address) },
      }),
    close: () => backend.close(),
  };
}

let counter = 0;
/** A fresh e-mail (mixed case, to check lower-casing) and mobile for each sign-up. */
export function newPerson() {
  counter += 1;
  const stamp = `${Date.now()}`.slice(-5) + String(counter).padStart(3, '0');
  return {
    email: `Pessoa.${stamp}@Example.com`,
    celular: `(11) 9${stamp.slice(0, 4)}-${stamp.slice(4, 8)}`,
  };
}

export const decodeJwt = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
