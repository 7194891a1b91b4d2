import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { asHostedRequest, functionsWithoutJwtCheck } from '../../../supabase/local/functions.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

const envModule = path.resolve(import.meta.dirname, '../../../supabase/functions/_shared/env.ts');
const corsModule = path.resolve(import.meta.dirname, '../../../supabase/functions/_shared/cors.ts');
const functionsDir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-functions-'));

function writeFunction(name: string, source: string) {
  mkdirSync(path.join(functionsDir, name), { recursive: true });
  writeFileSync(path.join(functionsDir, name, 'handler.ts'), source);
}

writeFunction(
  'echo-env',
  `import { getEnv } from ${JSON.stringify(envModule)};
   import { handleOptions, jsonResponse } from ${JSON.stringify(corsModule)};
   export async function handler(req: Request): Promise<Response> {
     const preflight = handleOptions(req);
     if (preflight) return preflight;
     const names = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_JWT_SECRET', 'SITE_URL'];
     return jsonResponse({
       env: Object.fromEntries(names.map((n) => [n, getEnv(n)])),
       method: req.method,
       path: new URL(req.url).pathname + new URL(req.url).search,
       authorization: req.headers.get('authorization'),
       body: await req.json(),
     });
   }`,
);
writeFunction(
  'env-at-load',
  `import { getEnv } from ${JSON.stringify(envModule)};
   import { jsonResponse } from ${JSON.stringify(corsModule)};
   const url = getEnv('SUPABASE_URL');
   export async function handler(): Promise<Response> { return jsonResponse({ url }); }`,
);
// Named as the one function supabase/config.toml deploys without the gateway's JWT check.
writeFunction(
  'stripe-webhook',
  `import { jsonResponse } from ${JSON.stringify(corsModule)};
   export async function handler(req: Request): Promise<Response> { return jsonResponse({ ran: true }); }`,
);
writeFunction('fails', `export async function handler(): Promise<Response> { throw new Error('bug'); }`);
writeFunction(
  'rejects',
  `import { errorResponse } from ${JSON.stringify(corsModule)};
  export async function handler(): Promise<Response> { return errorResponse(422, 'invalid_items', 'Itens inválidos'); }`,
);

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ functionsDir, siteUrl: 'http://localhost:4999' });
});
afterAll(async () => {
  await backend?.close();
  rmSync(functionsDir, { recursive: true, force: true });
});

describe('/functions/v1/<name>', () => {
  // First in the file, before any other call has put the variables into process.env.
  it('gives a module its environment already while it loads', async () => {
    const { data, error } = await backend.anonClient().functions.invoke('env-at-load', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ url: backend.url });
  });

  it('runs the handler with the caller’s request and the environment Supabase gives functions', async () => {
    const { data, error } = await backend
      .anonClient()
      .functions.invoke('echo-env', { body: { hello: 'mundo' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      env: {
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        SUPABASE_JWT_SECRET: backend.jwtSecret,
        SITE_URL: 'http://localhost:4999',
      },
      method: 'POST',
      path: '/echo-env',
      authorization: `Bearer ${backend.anonKey}`,
      body: { hello: 'mundo' },
    });
  });

  it('hands the function the path hosted Supabase does: /<name>/..., without /functions/v1', async () => {
    const response = await fetch(`${backend.url}/functions/v1/echo-env/orders?id=7`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify([1, 2]),
    });
    expect(await response.json()).toMatchObject({
      method: 'PUT',
      path: '/echo-env/orders?id=7',
      body: [1, 2],
    });
  });

  it('sends one Access-Control-Allow-Origin even when the function sets its own CORS headers', async () => {
    const response = await fetch(`${backend.url}/functions/v1/echo-env`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
        Origin: 'http://localhost:5173',
      },
      body: '{}',
    });
    // Node joins repeated headers with ', ', which browsers refuse ('*, *').
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('passes a non-2xx answer through as FunctionsHttpError with its JSON body', async () => {
    const { error } = await backend.anonClient().functions.invoke('rejects', { body: {} });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: 'invalid_items', message: 'Itens inválidos' });
  });

  it('turns a throwing handler into a 500 JSON answer', async () => {
    const response = await fetch(`${backend.url}/functions/v1/fails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}` },
      body: '{}',
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'internal_error' });
  });

  it('rejects names that are not a plain function folder', async () => {
    for (const name of ['missing', '..%2F..%2Fpackage.json', '_shared']) {
      const response = await fetch(`${backend.url}/functions/v1/${name}`, { method: 'POST' });
      expect(response.status, name).toBe(404);
    }
  });
});

describe("the gateway's JWT check (verify_jwt, on unless supabase/config.toml turns it off)", () => {
  const call = (name: string, headers: Record<string, string>) =>
    fetch(`${backend.url}/functions/v1/${name}`, { method: 'POST', headers, body: '{}' });

  it('refuses a call without a bearer token, before the function runs', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { apikey: backend.anonKey },
      { Authorization: backend.anonKey },
    ];
    for (const headers of headerSets) {
      const response = await call('echo-env', headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'UNAUTHORIZED_NO_AUTH_HEADER',
        message: 'Missing authorization header',
      });
    }
  });

  it('refuses a token not signed with the project secret, or expired', async () => {
    const forged = await signJwt({ role: 'service_role', iss: 'supabase' }, 'another-secret-'.repeat(3), 600);
    const expired = await signJwt({ role: 'anon', iss: 'supabase' }, backend.jwtSecret, -60);
    for (const token of [forged, expired, 'not-a-jwt']) {
      const response = await call('echo-env', { Authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
        message: 'Invalid JWT',
      });
    }
  });

  it("lets the anon key, the service key and a user's token through", async () => {
    const user = await signJwt({ role: 'authenticated', sub: crypto.randomUUID() }, backend.jwtSecret, 600);
    for (const token of [backend.anonKey, backend.serviceRoleKey, user]) {
      const response = await call('echo-env', {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      });
      expect(response.status).toBe(200);
    }
  });

  it('lets a call without a token reach the functions config.toml deploys with verify_jwt = false', async () => {
    // Every function of the shop: each checks its caller itself (supabase/functions/_shared/guard.ts).
    const shopFunctions = readdirSync(path.resolve(import.meta.dirname, '../../../supabase/functions'), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name);
    expect([...functionsWithoutJwtCheck()].sort()).toEqual(shopFunctions.sort());
    const response = await call('stripe-webhook', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ran: true });
  });
});

describe("the caller's address (x-forwarded-for, read by the functions' per-address limits)", () => {
  const request = new Request('http://localhost/functions/v1/track-analytics', {
    headers: { 'x-forwarded-for': '198.51.100.1' },
  });

  it('is the socket address for a caller from another machine, whatever it sent', async () => {
    for (const clientIp of ['192.0.2.7', '::ffff:192.0.2.7']) {
      const forwarded = await asHostedRequest(request, '/track-analytics', clientIp);
      expect(forwarded.headers.get('x-forwarded-for')).toBe('192.0.2.7');
    }
  });

  it("is passed as sent by this machine's callers (a local proxy, a test)", async () => {
    for (const clientIp of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const forwarded = await asHostedRequest(request, '/track-analytics', clientIp);
      expect(forwarded.headers.get('x-forwarded-for')).toBe('198.51.100.1');
    }
  });
});
