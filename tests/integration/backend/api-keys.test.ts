import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { createCustomer } from '../../helpers/factories.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

// Both generations of Supabase API keys, as a hosted project has them until the legacy JWT keys are switched
// off: the publishable key acts as a visitor and the secret key as the service role, through REST, Auth and
// the functions, exactly as the legacy anon and service_role keys do.
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const options = { auth: { persistSession: false, autoRefreshToken: false } };
const clientWith = (key: string) => createClient(backend.url, key, options);

describe('REST', () => {
  it('acts as a visitor with the publishable key and as the service role with the secret key', async () => {
    const customer = await backend.ctx.exclusive(() => createCustomer(backend.ctx.db));
    const visitor = clientWith(backend.publishableKey);
    const service = clientWith(backend.secretKey);

    const places = await visitor.from('ponto_encontro').select('local');
    expect(places.error).toBeNull();
    expect(places.data!.length).toBeGreaterThan(0);
    // Exactly what the legacy anon key gets: no grant on customers.
    const customers = await visitor.from('clientes').select('id_cliente');
    const legacy = await clientWith(backend.anonKey).from('clientes').select('id_cliente');
    expect(customers.error?.code).toBe('42501');
    expect([customers.status, customers.error]).toEqual([legacy.status, legacy.error]);

    const all = await service.from('clientes').select('id_cliente').eq('id_cliente', customer.idCliente);
    expect(all.data).toEqual([{ id_cliente: customer.idCliente }]);
  });

  it('runs as the signed-in user when the publishable key comes with their token', async () => {
    const customer = await backend.ctx.exclusive(() => createCustomer(backend.ctx.db));
    const shop = clientWith(backend.publishableKey);
    const signedIn = await shop.auth.signInWithPassword({
      email: customer.email,
      password: customer.password,
    });
    expect(signedIn.error).toBeNull();
    const own = await shop.from('clientes').select('id_cliente');
    expect(own.data).toEqual([{ id_cliente: customer.idCliente }]);
  });

  it('refuses a key of the right shape that is not the project’s, as the apikey or as the bearer', async () => {
    const headerSets: Record<string, string>[] = [
      { apikey: 'sb_publishable_not-this-projects-key' },
      { apikey: backend.publishableKey, Authorization: 'Bearer sb_secret_not-this-projects-key' },
    ];
    for (const headers of headerSets) {
      const response = await fetch(`${backend.url}/rest/v1/ponto_encontro?select=local`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PGRST301', message: 'Invalid API key' });
    }
  });
});

describe('functions', () => {
  const call = (name: string, headers: Record<string, string>, body: unknown = {}) =>
    fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('take the publishable key from the shop (supabase-js sends it as apikey, not as a bearer)', async () => {
    const { data, error } = await clientWith(backend.publishableKey).functions.invoke('track-analytics', {
      body: { events: [{ event_type: 'page_view', url_path: '/', session_id: 'sessao-chave-nova' }] },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ stored: 1 });
  });

  it('take the secret key from the scheduler', async () => {
    const response = await call(
      'aggregate-daily-analytics',
      { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
      {},
    );
    expect(response.status).toBe(200);
  });

  it('refuse a call without one of the project’s keys, before doing anything', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { apikey: 'sb_publishable_not-this-projects-key' },
      { Authorization: `Bearer ${backend.anonKey}` },
    ];
    for (const headers of headerSets) {
      const response = await call('track-analytics', headers, {
        events: [{ event_type: 'page_view', url_path: '/', session_id: 'sessao-sem-chave' }],
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'invalid_api_key' });
    }
  });

  it('every function but the Stripe webhook refuses a call without a project key', async () => {
    const functions = readdirSync(path.resolve(import.meta.dirname, '../../../supabase/functions'), {
      withFileTypes: true,
    })
      .filter(
        (entry) => entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'stripe-webhook',
      )
      .map((entry) => entry.name);
    expect(functions.length).toBeGreaterThanOrEqual(4);
    for (const name of functions) {
      const response = await call(name, { Authorization: `Bearer ${backend.serviceRoleKey}` });
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toMatchObject({ code: 'invalid_api_key' });
    }
  });
});
