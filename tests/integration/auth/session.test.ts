import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { decodeJwt, newPerson, startAuthBackend, type AuthBackend } from './backend.ts';

let auth: AuthBackend;
beforeAll(async () => {
  // More than Supabase's 30 sign-ups and sign-ins per address in 5 minutes, all from this machine (as the
  // browser tests do); the limits themselves are tested in rate-limit.test.ts.
  auth = await startAuthBackend({ authRateLimitMultiplier: 10 });
});
afterAll(() => auth.close());

/** A new account signed in on a fresh client (one "device"). */
async function signedIn(): Promise<{ sb: SupabaseClient; email: string }> {
  const { email } = newPerson();
  await auth.client().auth.signUp({ email, password: 'segredo1' });
  const sb = auth.client();
  const { error } = await sb.auth.signInWithPassword({ email, password: 'segredo1' });
  expect(error).toBeNull();
  return { sb, email };
}

/** Another device holding a copy of sb's current session. */
async function copyOf(sb: SupabaseClient): Promise<SupabaseClient> {
  const { session } = (await sb.auth.getSession()).data;
  const other = auth.client();
  const { error } = await other.auth.setSession(session!);
  expect(error).toBeNull();
  return other;
}

const countRows = async (sql: string, params: unknown[]) =>
  (
    await auth.backend.ctx.exclusive(() =>
      auth.backend.ctx.db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params),
    )
  ).rows[0]!.n;

describe('password grant', () => {
  it("answers 'Invalid login credentials' for a wrong password, an unknown e-mail or a missing field", async () => {
    for (const input of [
      { email: 'cliente@movietour.local', password: 'errada' },
      { email: 'ninguem@example.com', password: 'segredo1' },
      { email: 'cliente@movietour.local', password: '' },
    ]) {
      const { data, error } = await auth.client().auth.signInWithPassword(input);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
      expect(data.session).toBeNull();
    }
  });

  it('logs a seed account in (pgcrypto hash), any case of the e-mail, and records the sign-in', async () => {
    const sb = auth.client();
    const { data, error } = await sb.auth.signInWithPassword({
      email: 'Cliente@MovieTour.local',
      password: 'movietour123',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('cliente@movietour.local');
    expect(Date.now() - Date.parse(data.user!.last_sign_in_at!)).toBeLessThan(60_000);
    expect((await sb.auth.getSession()).data.session?.access_token).toBe(data.session!.access_token);
    const { data: current } = await sb.auth.getUser();
    expect(current.user).toMatchObject({ id: data.user!.id, email: 'cliente@movietour.local' });
  });
});

describe('refresh-token grant', () => {
  /** Moves a token's last change (its rotation) back in time, past the 10 s reuse interval. */
  const rotatedLongAgo = (token: string) =>
    auth.backend.ctx.exclusive(() =>
      auth.backend.ctx.db.query(
        `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
        [token],
      ),
    );
  const refreshWith = (refreshToken: string) =>
    auth.client().auth.refreshSession({ refresh_token: refreshToken });

  it('rotates: a new refresh token, the old one revoked with its parent link kept', async () => {
    const { sb } = await signedIn();
    const before = (await sb.auth.getSession()).data.session!;
    const { data, error } = await sb.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(before.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(before.access_token).session_id);
    expect(
      await countRows('from auth.refresh_tokens where token = $1 and revoked', [before.refresh_token]),
    ).toBe(1);
    expect(
      await countRows('from auth.refresh_tokens where parent = $1 and not revoked', [before.refresh_token]),
    ).toBe(1);
    const unknown = await refreshWith('nunca-existiu');
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    expect((await sb.auth.refreshSession()).error).toBeNull();
  });

  it('gives the current token again for its parent, as GoTrue does for a client that lost the answer', async () => {
    const { sb } = await signedIn();
    const first = (await sb.auth.getSession()).data.session!.refresh_token;
    const current = (await sb.auth.refreshSession()).data.session!.refresh_token;
    await rotatedLongAgo(first);
    const again = await refreshWith(first);
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(current);
    expect(await countRows('from auth.refresh_tokens where not revoked and token = $1', [current])).toBe(1);
  });

  it('lets two simultaneous refreshes with the same token through, both with the same new token', async () => {
    const { sb } = await signedIn();
    const { refresh_token } = (await sb.auth.getSession()).data.session!;
    const results = await Promise.all([1, 2].map(() => refreshWith(refresh_token)));
    expect(results.map((r) => r.error)).toEqual([null, null]);
    expect(results[0]!.data.session!.refresh_token).toBe(results[1]!.data.session!.refresh_token);
  });

  it('honours an older rotated token within the 10 s reuse interval', async () => {
    const { sb } = await signedIn();
    const first = (await sb.auth.getSession()).data.session!.refresh_token;
    await sb.auth.refreshSession();
    await sb.auth.refreshSession();
    const reused = await refreshWith(first);
    expect(reused.error).toBeNull();
    expect(reused.data.session!.refresh_token).not.toBe(first);
  });

  it('revokes the whole session when an older rotated token comes back after the interval', async () => {
    const { sb } = await signedIn();
    const first = (await sb.auth.getSession()).data.session!;
    await sb.auth.refreshSession();
    const current = (await sb.auth.refreshSession()).data.session!;
    await rotatedLongAgo(first.refresh_token);

    const stolen = await refreshWith(first.refresh_token);
    expect(stolen.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const sessionId = decodeJwt(first.access_token).session_id;
    expect(
      await countRows('from auth.refresh_tokens where session_id = $1 and not revoked', [sessionId]),
    ).toBe(0);
    // The holder of the current token is refused too, once the interval that covers its revocation is over.
    await rotatedLongAgo(current.refresh_token);
    expect((await refreshWith(current.refresh_token)).error?.code).toBe('refresh_token_already_used');
  });
});

describe('user and sign-out', () => {
  it('signs out: the session ends on the server, getUser and refresh fail for a copy of it', async () => {
    const { sb } = await signedIn();
    const other = await copyOf(sb);
    const { refresh_token } = (await sb.auth.getSession()).data.session!;
    expect((await sb.auth.signOut()).error).toBeNull();
    expect((await sb.auth.getSession()).data.session).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await auth.client().auth.refreshSession({ refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    );
  });

  it('answers 403 session_not_found to a token whose session has ended', async () => {
    const { sb } = await signedIn();
    const { access_token } = (await sb.auth.getSession()).data.session!;
    await sb.auth.signOut();
    const reply = await auth.authFetch('/user', { headers: { Authorization: `Bearer ${access_token}` } });
    expect(reply.status).toBe(403);
    expect(await reply.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('global sign-out on another device ends this one too', async () => {
    const { sb, email } = await signedIn();
    const laptop = auth.client();
    await laptop.auth.signInWithPassword({ email, password: 'segredo1' });
    expect((await laptop.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await sb.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it("scope 'others' keeps this session and ends the rest; 'local' ends only this one", async () => {
    const { sb, email } = await signedIn();
    const phone = auth.client();
    await phone.auth.signInWithPassword({ email, password: 'segredo1' });
    const tablet = auth.client();
    await tablet.auth.signInWithPassword({ email, password: 'segredo1' });

    expect((await sb.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await sb.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    const desk = auth.client();
    await desk.auth.signInWithPassword({ email, password: 'segredo1' });
    const deskCopy = await copyOf(desk);
    expect((await desk.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await deskCopy.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await sb.auth.getUser()).error).toBeNull();
  });

  it('refuses a missing, forged, expired or anon token the way GoTrue does', async () => {
    const { sb } = await signedIn();
    const { access_token } = (await sb.auth.getSession()).data.session!;
    const claims = decodeJwt(access_token);
    const { jwtSecret, anonKey } = auth.backend;
    const expired = await signJwt(
      { ...claims, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 10 },
      jwtSecret,
    );
    const forged = await signJwt(
      { ...claims, role: 'authenticated' },
      'another-secret-another-secret-123',
      3600,
    );
    const call = (authorization?: string) =>
      auth.authFetch('/user', { headers: authorization ? { Authorization: authorization } : {} });

    const missing = await call();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });
    for (const token of [expired, forged, anonKey, 'not-a-jwt']) {
      const reply = await call(`Bearer ${token}`);
      expect(reply.status).toBe(403);
      expect(await reply.json()).toMatchObject({ code: 'bad_jwt' });
    }
    expect((await call(`Bearer ${access_token}`)).status).toBe(200);
  });

  it('refuses an unknown logout scope', async () => {
    const { sb } = await signedIn();
    const { access_token } = (await sb.auth.getSession()).data.session!;
    const reply = await auth.authFetch('/logout?scope=everything', {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(reply.status).toBe(400);
    expect((await sb.auth.getUser()).error).toBeNull();
  });

  it('updates user_metadata (merged) and the password, which ends the other sessions', async () => {
    const { sb, email } = await signedIn();
    const phone = auth.client();
    await phone.auth.signInWithPassword({ email, password: 'segredo1' });
    await sb.auth.updateUser({ data: { nome_completo: 'Bia' } });
    const { data, error } = await sb.auth.updateUser({ data: { apelido: 'B' }, password: 'novasenha' });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ nome_completo: 'Bia', apelido: 'B' });
    const weak = await sb.auth.updateUser({ password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await phone.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await sb.auth.getUser()).error).toBeNull();
    const old = await auth.client().auth.signInWithPassword({ email, password: 'segredo1' });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await auth.client().auth.signInWithPassword({ email, password: 'novasenha' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.user?.user_metadata).toMatchObject({ nome_completo: 'Bia', apelido: 'B' });
  });
});
