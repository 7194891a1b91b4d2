import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { createScratchSchema } from './scratch-schema.ts';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({
    extraRoutes: [
      {
        prefix: '/boom',
        create: () => async () => {
          throw new Error('a bug in a handler');
        },
      },
    ],
  });
  await createScratchSchema(backend.ctx.db);
  await backend.ctx.db.exec(`
    create table public.errors_parent (id int primary key);
    create table public.errors_child (id int primary key, parent_id int not null references public.errors_parent (id));
    alter table public.errors_parent enable row level security;
    alter table public.errors_child enable row level security;
    revoke all on public.errors_child from anon, authenticated;
    grant all on public.errors_parent, public.errors_child to service_role;
    grant select on public.errors_parent to anon, authenticated;
    insert into public.errors_parent values (1);`);
  anon = backend.anonClient();
  service = backend.serviceClient();
});
afterAll(() => backend?.close());

const rest = (path: string, init: RequestInit & { key?: string } = {}) =>
  fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: init.key ?? backend.anonKey, 'Content-Type': 'application/json', ...init.headers },
  });

describe('PostgREST errors and statuses', () => {
  it('unknown table → 404 PGRST205, unknown column → 400 42703', async () => {
    expect(await anon.from('no_such_table').select()).toMatchObject({
      status: 404,
      error: { code: 'PGRST205' },
    });
    expect(await anon.from('grammar_items').select('nope')).toMatchObject({
      status: 400,
      error: { code: '42703' },
    });
    expect(await anon.from('grammar_items').select().eq('nope', 1)).toMatchObject({
      status: 400,
      error: { code: '42703' },
    });
    expect(await anon.from('grammar_items').select().order('nope')).toMatchObject({
      status: 400,
      error: { code: '42703' },
    });
    const write = await service.from('grammar_writes').insert({ code: 'x', nope: 1 });
    expect(write).toMatchObject({ status: 400, error: { code: 'PGRST204' } });
  });

  it('bad filter syntax → 400 PGRST100', async () => {
    for (const query of [
      'id=equals.1',
      'id=eq',
      'or=(id.eq.1',
      'or=id.eq.1',
      'id=is.maybe',
      'limit=-1',
      'id=in.1,2',
    ]) {
      const response = await rest(`grammar_items?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).code, query).toBe('PGRST100');
    }
  });

  it('paths that name no table or function → 404 PGRST125, also with a malformed %-escape', async () => {
    for (const target of ['', 'a/b', '%E0%A4%A', 'rpc/%ZZ']) {
      const response = await rest(target);
      expect(response.status, target).toBe(404);
      expect((await response.json()).code, target).toBe('PGRST125');
    }
  });

  it('malformed or empty JSON → 400 PGRST102', async () => {
    for (const body of ['{"code":', '', '"text"', '[1, 2]']) {
      const response = await rest('grammar_writes', { method: 'POST', body, key: backend.serviceRoleKey });
      expect(response.status, body).toBe(400);
      expect((await response.json()).code, body).toBe('PGRST102');
    }
  });

  it('a body over 1 MB → 413, and the server keeps serving', async () => {
    const response = await rest('grammar_writes', {
      method: 'POST',
      body: JSON.stringify({ code: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
    expect((await anon.from('grammar_items').select('id')).data).toHaveLength(4);
  });

  it('unknown routes → 404 JSON, a thrown bug → 500 JSON, and the process lives on', async () => {
    const unknown = await fetch(`${backend.url}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/json/);
    const bug = await fetch(`${backend.url}/boom`);
    expect(bug.status).toBe(500);
    expect(await bug.json()).toMatchObject({ code: 'internal_error' });
    expect((await anon.from('grammar_items').select('id')).error).toBeNull();
  });

  it('unique and foreign-key violations → 409', async () => {
    expect(await service.from('grammar_writes').insert([{ code: 'same' }, { code: 'same' }])).toMatchObject({
      status: 409,
      error: { code: '23505' },
    });
    expect(await service.from('errors_child').insert({ id: 1, parent_id: 2 })).toMatchObject({
      status: 409,
      error: { code: '23503' },
    });
  });

  it('permission denied (42501) → 401 for anon, 403 for a signed-in user', async () => {
    expect(await anon.from('errors_child').select()).toMatchObject({ status: 401, error: { code: '42501' } });
    const token = await signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), aud: 'authenticated' },
      backend.jwtSecret,
      600,
    );
    const response = await rest('errors_child?select=id', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });

  it('invalid, foreign or expired JWTs → 401; a missing Authorization uses the apikey', async () => {
    const foreign = await signJwt({ role: 'service_role' }, 'another-secret-another-secret-12345', 600);
    const expired = await signJwt(
      { role: 'authenticated', sub: crypto.randomUUID() },
      backend.jwtSecret,
      -10,
    );
    for (const [token, code] of [
      ['not.a.jwt', 'PGRST301'],
      [foreign, 'PGRST301'],
      [expired, 'PGRST303'],
    ] as const) {
      const response = await rest('grammar_items?select=id', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe(code);
    }
    expect((await fetch(`${backend.url}/rest/v1/grammar_items`)).status).toBe(401);
    expect((await rest('grammar_items?select=id', { key: foreign })).status).toBe(401);
    expect((await rest('grammar_items?select=id')).status).toBe(200);
  });

  it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/grammar_items`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'authorization',
      'x-client-info',
      'apikey',
      'content-type',
      'x-supabase-api-version',
      'prefer',
      'range',
      'x-retry-count',
    ]) {
      expect(allowed).toContain(header);
    }
    const get = await rest('grammar_items?select=id');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('another schema profile → 406 PGRST106', async () => {
    expect((await rest('grammar_items', { headers: { 'Accept-Profile': 'auth' } })).status).toBe(406);
  });
});

describe('mailbox and functions', () => {
  it('lists the local mailbox newest first, with links', async () => {
    backend.ctx.mailbox.send({
      to: 'a@example.com',
      subject: 'Primeira',
      html: '<p>1</p>',
      link: 'http://localhost/confirm?t=1',
    });
    backend.ctx.mailbox.send({ to: 'b@example.com', subject: 'Segunda', html: '<p>2</p>' });
    const page = await fetch(`${backend.url}/mailbox`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toMatch(/local test mailbox/i);
    expect(html.indexOf('Segunda')).toBeLessThan(html.indexOf('Primeira'));
    expect(html).toContain('href="http://localhost/confirm?t=1"');
  });

  it('answers 404 JSON for an unknown function', async () => {
    const { error } = await anon.functions.invoke('no-such-function', { body: {} });
    expect(error?.name).toBe('FunctionsHttpError');
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
