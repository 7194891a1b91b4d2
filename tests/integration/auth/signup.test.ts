import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, newPerson, startAuthBackend, type AuthBackend } from './backend.ts';

let auth: AuthBackend;
beforeAll(async () => {
  // More than Supabase's 30 sign-ups and sign-ins per address in 5 minutes, all from this machine (as the
  // browser tests do); the limits themselves are tested in rate-limit.test.ts.
  auth = await startAuthBackend({ authRateLimitMultiplier: 10 });
});
afterAll(() => auth.close());

/** Whether pgcrypto verifies `password` against the stored hash, and the hash. */
async function storedHash(backend: AuthBackend, email: string, password: string) {
  const { rows } = await backend.backend.ctx.exclusive(() =>
    backend.backend.ctx.db.query<{ ok: boolean; hash: string }>(
      `select extensions.crypt($2, encrypted_password) = encrypted_password as ok, encrypted_password as hash
         from auth.users where email = $1`,
      [email.toLowerCase(), password],
    ),
  );
  return rows[0];
}

describe('sign-up with e-mail confirmation off', () => {
  it('returns a session, lower-cases the e-mail and creates the customer rows through the trigger', async () => {
    const sb = auth.client();
    const { email, celular } = newPerson();
    const { data, error } = await sb.auth.signUp({
      email,
      password: 'segredo1',
      options: { emailRedirectTo: 'http://localhost:5173/', data: { nome_completo: 'Ana Souza', celular } },
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session!.expires_at! - Date.now() / 1000).toBeGreaterThan(3590);
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nome_completo: 'Ana Souza', celular },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toBe(data.user!.confirmed_at);
    expect(data.user!.last_sign_in_at).toBeTruthy();
    expect(data.user!.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user!.id });
    expect(auth.mailsTo(email)).toHaveLength(0);

    const { rows } = await auth.backend.ctx.exclusive(() =>
      auth.backend.ctx.db.query<{ exists: boolean }>(
        "select to_regclass('public.clientes') is not null as exists",
      ),
    );
    if (rows[0]!.exists) {
      const { data: profile } = await sb
        .from('clientes')
        .select('nome_cliente, celular, email_cliente')
        .eq('auth_user_id', data.user!.id)
        .single();
      expect(profile).toEqual({
        nome_cliente: 'Ana Souza',
        celular: celular.replace(/\D/g, ''),
        email_cliente: email.toLowerCase(),
      });
      const { data: role } = await sb.from('user_roles').select('role').eq('user_id', data.user!.id).single();
      expect(role).toEqual({ role: 'cliente' });
    }
  });

  it('issues an access token with exactly the claims Supabase Auth issues', async () => {
    const { email } = newPerson();
    const { data } = await auth
      .client()
      .auth.signUp({ email, password: 'segredo1', options: { data: { a: 1 } } });
    const claims = decodeJwt(data.session!.access_token);
    expect(Object.keys(claims).sort()).toEqual(
      [
        'aal',
        'amr',
        'app_metadata',
        'aud',
        'email',
        'exp',
        'iat',
        'is_anonymous',
        'iss',
        'phone',
        'role',
        'session_id',
        'sub',
        'user_metadata',
      ].sort(),
    );
    expect(claims).toMatchObject({
      sub: data.user!.id,
      aud: 'authenticated',
      iss: `${auth.backend.url}/auth/v1`,
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { a: 1 },
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores a $2a$ bcrypt hash that pgcrypto verifies, like the seed accounts, at GoTrue’s cost 10', async () => {
    // The test backends hash at cost 4 (tests/helpers/backend.ts); this one as `npm start` runs it.
    const standard = await startAuthBackend({ passwordCost: undefined });
    try {
      const { email } = newPerson();
      await standard.client().auth.signUp({ email, password: 'segredo1' });
      expect(await storedHash(standard, email, 'segredo1')).toMatchObject({
        ok: true,
        hash: expect.stringMatching(/^\$2a\$10\$/) as string,
      });
    } finally {
      await standard.close();
    }
  });

  it('hashes at the cost it is given (AUTH_BCRYPT_COST), and signs in with it', async () => {
    const { email } = newPerson();
    await auth.client().auth.signUp({ email, password: 'segredo1' });
    expect(await storedHash(auth, email, 'segredo1')).toMatchObject({
      ok: true,
      hash: expect.stringMatching(/^\$2a\$04\$/) as string,
    });
    const { data, error } = await auth.client().auth.signInWithPassword({ email, password: 'segredo1' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    const wrong = await auth.client().auth.signInWithPassword({ email, password: 'segredo2' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
  });

  it.each([
    [
      { email: 'nao-e-email', password: 'segredo1' },
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ],
    [{ email: '', password: 'segredo1' }, 400, 'validation_failed', 'To signup, please provide your email'],
    [
      { email: 'x@example.com', password: '12345' },
      422,
      'weak_password',
      'Password should be at least 6 characters.',
    ],
    [{ email: 'x@example.com', password: '' }, 422, 'validation_failed', 'Signup requires a valid password'],
    [
      { email: 'x@example.com', password: 'x'.repeat(73) },
      422,
      'validation_failed',
      'Password cannot be longer than 72 characters',
    ],
    [
      { email: 'CLIENTE@movietour.local', password: 'segredo1' },
      422,
      'user_already_exists',
      'User already registered',
    ],
  ])('refuses %j with %i %s', async (input, status, code, message) => {
    const { data, error } = await auth.client().auth.signUp(input);
    expect(error).toMatchObject({ status, code, message });
    expect(data.user).toBeNull();
  });

  it('marks a weak password so auth-js raises AuthWeakPasswordError', async () => {
    const { error } = await auth.client().auth.signUp({ email: 'fraca@example.com', password: '123' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error).toMatchObject({ reasons: ['length'] });
  });

  it('refuses a second sign-up with the same e-mail however it is written', async () => {
    const { email } = newPerson();
    expect((await auth.client().auth.signUp({ email, password: 'segredo1' })).error).toBeNull();
    const again = await auth
      .client()
      .auth.signUp({ email: ` ${email.toUpperCase()} `, password: 'outra123' });
    expect(again.error?.code).toBe('user_already_exists');
  });
});

describe('sign-up atomicity', () => {
  const usersWith = async (email: string) =>
    (
      await auth.backend.ctx.exclusive(() =>
        auth.backend.ctx.db.query<{ n: number }>(
          `select (select count(*) from auth.users where email = $1)::int
                + (select count(*) from auth.identities where identity_data ->> 'email' = $1)::int as n`,
          [email.toLowerCase()],
        ),
      )
    ).rows[0]!.n;

  it('lets exactly one of two simultaneous sign-ups with the same e-mail through', async () => {
    const { email } = newPerson();
    const results = await Promise.all(
      [email, email.toUpperCase()].map((address) =>
        auth.client().auth.signUp({ email: address, password: 'segredo1' }),
      ),
    );
    expect(results.map((r) => r.error?.code ?? 'ok').sort()).toEqual(['ok', 'user_already_exists']);
    expect(await usersWith(email)).toBe(2);
  });

  it('rolls the whole sign-up back when the trigger refuses it (a mobile already taken)', async () => {
    const first = newPerson();
    const { error } = await auth.client().auth.signUp({
      email: first.email,
      password: 'segredo1',
      options: { data: { nome_completo: 'Primeira', celular: first.celular } },
    });
    expect(error).toBeNull();
    const second = newPerson();
    const refused = await auth.client().auth.signUp({
      email: second.email,
      password: 'segredo1',
      options: { data: { nome_completo: 'Segunda', celular: first.celular } },
    });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'phone_exists',
      message: 'Phone number already registered by another user',
    });
    expect(refused.data.session).toBeNull();
    expect(await usersWith(second.email)).toBe(0);
  });
});

describe('protocol details', () => {
  it('answers bad JSON, a non-object body and unknown routes with JSON errors carrying the API version', async () => {
    for (const body of ['{oops', '[1,2]', '"text"', '']) {
      const reply = await auth.authFetch('/signup', { method: 'POST', body });
      expect(reply.status).toBe(400);
      expect(reply.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await reply.json()).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
    }
    const token = await auth.authFetch('/token?grant_type=password', { method: 'POST', body: '{' });
    expect(token.status).toBe(400);
    const unknown = await auth.authFetch('/nada');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    const wrongMethod = await auth.authFetch('/signup');
    expect(wrongMethod.status).toBe(404);
  });

  it('answers 400, not 500, to unstorable text in the e-mail or metadata, and refuses oversized metadata', async () => {
    const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });
    const person = newPerson();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a NUL in the e-mail', { email: `a\u0000${person.email}` }, /invalid format/],
      ['half a surrogate pair in the e-mail', { email: `a\uD800${person.email}` }, /invalid format/],
      ['a NUL in the metadata', { data: { nome_completo: 'Ana\u0000Souza' } }, /cannot be stored/],
      [
        'half a surrogate pair in a metadata key',
        { data: { ['nome\uDC00']: 'Ana' } },
        /key that cannot be stored/,
      ],
      ['metadata nested 50 deep', { data: nested(50) }, /nested deeper/],
      ['900 KB of metadata', { data: { blob: 'x'.repeat(900 * 1024) } }, /larger than 8192 bytes/],
      [
        'a hundred keys',
        { data: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i])) },
        /more than 50 keys/,
      ],
    ];
    // Written as text: JSON.stringify itself overflows the stack at this depth, as the server's check did.
    const deep = `{"email":"${person.email}","password":"segredo1","data":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const bodies: [string, string, RegExp][] = [
      ...cases.map(([what, fields, message]): [string, string, RegExp] => [
        what,
        JSON.stringify({ email: person.email, password: 'segredo1', ...fields }),
        message,
      ]),
      ['metadata nested 100,000 deep', deep, /nested deeper/],
    ];
    for (const [what, body, message] of bodies) {
      const reply = await auth.authFetch('/signup', { method: 'POST', body });
      expect(reply.status, what).toBe(400);
      expect(await reply.json(), what).toMatchObject({
        code: 'validation_failed',
        msg: expect.stringMatching(message),
      });
    }
    // Nothing was stored: the address is still free.
    const { error } = await auth.client().auth.signUp({
      email: person.email,
      password: 'segredo1',
      options: { data: { nome_completo: 'Ana Souza', celular: person.celular } },
    });
    expect(error).toBeNull();
  });

  it('answers a login e-mail PostgreSQL cannot store with invalid credentials, not 500', async () => {
    for (const email of ['a\u0000b@example.com', 'a\uD800b@example.com']) {
      const reply = await auth.authFetch('/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'segredo1' }),
      });
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ code: 'invalid_credentials' });
    }
  });

  it('holds metadata changed by updateUser to the sign-up caps, merged result included', async () => {
    const { email } = newPerson();
    const sb = auth.client();
    const { data } = await sb.auth.signUp({
      email,
      password: 'segredo1',
      options: { data: { nome: 'Ana' } },
    });
    const put = (body: string) =>
      auth.authFetch('/user', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${data.session!.access_token}` },
        body,
      });
    const keys = (from: number) =>
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${from + i}`, i]));
    const refused: [string, string, RegExp][] = [
      ['900 KB', JSON.stringify({ data: { blob: 'x'.repeat(900 * 1024) } }), /larger than 8192 bytes/],
      ['a NUL', JSON.stringify({ data: { nome: 'A\u0000na' } }), /cannot be stored/],
      ['100,000 deep', `{"data":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`, /nested deeper/],
    ];
    for (const [what, body, message] of refused) {
      const reply = await put(body);
      expect(reply.status, what).toBe(400);
      expect(await reply.json(), what).toMatchObject({
        code: 'validation_failed',
        msg: expect.stringMatching(message),
      });
    }
    expect((await put(JSON.stringify({ data: keys(0) }))).status).toBe(200);
    const merged = await put(JSON.stringify({ data: keys(30) }));
    expect(merged.status).toBe(400);
    expect(await merged.json()).toMatchObject({ msg: expect.stringMatching(/more than 50 keys/) });
    const { data: user } = await sb.auth.getUser(data.session!.access_token);
    expect(Object.keys(user.user!.user_metadata)).toHaveLength(31);
  });

  it('refuses an unknown grant type', async () => {
    const reply = await auth.authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ code: 'validation_failed', msg: 'unsupported_grant_type' });
  });

  it('serves settings and health', async () => {
    const settings = await (await auth.authFetch('/settings')).json();
    expect(settings).toMatchObject({
      mailer_autoconfirm: true,
      disable_signup: false,
      external: { email: true, phone: false },
    });
    expect((await auth.authFetch('/health')).status).toBe(200);
  });
});
