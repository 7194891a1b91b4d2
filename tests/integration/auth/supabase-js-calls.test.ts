import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../helpers/backend.ts';

type Backend = Awaited<ReturnType<typeof startTestBackend>>;

const client = (backend: Backend): SupabaseClient =>
  createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });

let counter = 0;
const identity = () => {
  counter += 1;
  const stamp = `${Date.now()}`.slice(-6) + String(counter).padStart(3, '0');
  return { email: `Pessoa.${stamp}@Example.com`, celular: `(11) 9${stamp.slice(0, 4)}-${stamp.slice(4, 8)}` };
};

describe('auth with e-mail confirmation off: sign-up, sign-in, user and sign-out', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend.close());

  it('signs up with a session and creates the customer row from the metadata', async () => {
    const sb = client(backend);
    const { email, celular } = identity();
    const { data, error } = await sb.auth.signUp({
      email,
      password: 'segredo1',
      options: { emailRedirectTo: 'http://localhost:5173', data: { nome_completo: 'Ana Souza', celular } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email.toLowerCase());
    const { data: profile } = await sb
      .from('clientes')
      .select('*')
      .eq('auth_user_id', data.user!.id)
      .maybeSingle();
    expect(profile).toMatchObject({
      email_cliente: email.toLowerCase(),
      celular: celular.replace(/\D/g, ''),
      nome_cliente: 'Ana Souza',
    });
    const { data: role } = await sb.from('user_roles').select('role').eq('user_id', data.user!.id).single();
    expect(role).toEqual({ role: 'cliente' });
  });

  it('issues the claims Supabase Auth issues', async () => {
    const sb = client(backend);
    const { data } = await sb.auth.signInWithPassword({
      email: 'cliente@movietour.local',
      password: 'movietour123',
    });
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: 'cliente@movietour.local',
      is_anonymous: false,
    });
    for (const key of ['sub', 'exp', 'iat', 'iss', 'app_metadata', 'user_metadata', 'amr', 'session_id'])
      expect(claims).toHaveProperty(key);
  });

  it.each([
    [
      { email: 'nao-e-email', password: 'segredo1' },
      'validation_failed',
      'Unable to validate email address: invalid format',
    ],
    [
      { email: 'x@example.com', password: '123' },
      'weak_password',
      'Password should be at least 6 characters.',
    ],
    [
      { email: 'cliente@movietour.local', password: 'segredo1' },
      'user_already_exists',
      'User already registered',
    ],
  ])('refuses sign-up %j with %s', async (input, code, message) => {
    const { error } = await client(backend).auth.signUp(input);
    expect(error?.code).toBe(code);
    expect(error?.message).toBe(message);
  });

  it("answers 'Invalid login credentials' for a wrong password or an unknown e-mail", async () => {
    for (const input of [
      { email: 'cliente@movietour.local', password: 'errada' },
      { email: 'ninguem@example.com', password: 'segredo1' },
    ]) {
      const { error } = await client(backend).auth.signInWithPassword(input);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('logs the seed accounts in, reads the session, refreshes it and refuses a rotated token reused late', async () => {
    const sb = client(backend);
    const { data, error } = await sb.auth.signInWithPassword({
      email: 'admin@movietour.local',
      password: 'movietour-admin',
    });
    expect(error).toBeNull();
    expect((await sb.auth.getSession()).data.session?.user.email).toBe('admin@movietour.local');
    expect((await sb.auth.getUser()).data.user?.email).toBe('admin@movietour.local');
    const oldRefresh = data.session!.refresh_token;
    const refreshed = await sb.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(oldRefresh);
    expect((await sb.auth.refreshSession()).error).toBeNull();
    // Rotated two refreshes ago and, as if, more than the 10 s reuse interval ago.
    await backend.ctx.exclusive(() =>
      backend.ctx.db.query(
        `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
        [oldRefresh],
      ),
    );
    const reuse = await client(backend).auth.refreshSession({ refresh_token: oldRefresh });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
  });

  it('signs out: the session ends on the server too', async () => {
    const sb = client(backend);
    const { data } = await sb.auth.signInWithPassword({
      email: 'cliente@movietour.local',
      password: 'movietour123',
    });
    const other = client(backend);
    await other.auth.setSession({
      access_token: data.session!.access_token,
      refresh_token: data.session!.refresh_token,
    });
    expect((await sb.auth.signOut()).error).toBeNull();
    expect((await sb.auth.getSession()).data.session).toBeNull();
    const { error } = await other.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('slows wrong passwords for one e-mail from one address with 429', async () => {
    const sb = client(backend);
    const email = 'alvo-de-ataque@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await sb.auth.signInWithPassword({ email, password: 'x' })).error?.status ?? 0);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('answers malformed bodies and unknown routes with JSON errors', async () => {
    const headers = { apikey: backend.anonKey, 'Content-Type': 'application/json' };
    const bad = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: '{oops',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'bad_json' });
    const unknown = await fetch(`${backend.url}/auth/v1/nada`, { headers });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
  });
});

describe('auth with e-mail confirmation on', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startTestBackend({ emailConfirm: true });
  });
  afterAll(() => backend.close());

  it('returns no session, mails a link, refuses login until the link is followed', async () => {
    const sb = client(backend);
    const { email, celular } = identity();
    const { data, error } = await sb.auth.signUp({
      email,
      password: 'segredo1',
      options: { data: { nome_completo: 'Rui Lima', celular } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());

    const refused = await sb.auth.signInWithPassword({ email, password: 'segredo1' });
    expect(refused.error?.code).toBe('email_not_confirmed');
    expect(refused.error?.message).toBe('Email not confirmed');

    const mail = backend.ctx.mailbox.list().find((message) => message.to === email.toLowerCase());
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    const verify = await fetch(mail!.link!, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')).not.toContain('error');

    const { error: loginError } = await sb.auth.signInWithPassword({ email, password: 'segredo1' });
    expect(loginError).toBeNull();
    const again = await fetch(mail!.link!, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');
  });
});
