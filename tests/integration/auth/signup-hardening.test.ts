import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../helpers/factories.ts';
import { newPerson, startAuthBackend, type AuthBackend } from './backend.ts';

// Migration 20261124000600 and the sign-up route, with e-mail confirmation on (as hosted projects run).
let auth: AuthBackend;
beforeAll(async () => {
  auth = await startAuthBackend({ emailConfirm: true, authRateLimitMultiplier: 10 });
});
afterAll(() => auth.close());

const query = <T>(sql: string, params: unknown[] = []) =>
  auth.backend.ctx.exclusive(() => auth.backend.ctx.db.query<T>(sql, params)).then((result) => result.rows);

const signUp = (email: string, celular: string, nome = 'Rui Lima') =>
  auth
    .client()
    .auth.signUp({ email, password: 'segredo1', options: { data: { nome_completo: nome, celular } } });

/** Moves a sign-up's last confirmation mail back in time. */
const mailedHoursAgo = (email: string, hours: number) =>
  query(`update auth.users set confirmation_sent_at = now() - make_interval(hours => $2) where email = $1`, [
    email.toLowerCase(),
    hours,
  ]);

const customerOf = (email: string) =>
  query<{ nome_cliente: string; celular: string | null; confirmed: boolean }>(
    `select c.nome_cliente, c.celular, u.email_confirmed_at is not null as confirmed
       from public.clientes c join auth.users u on u.id = c.auth_user_id where c.email_cliente = $1`,
    [email.toLowerCase()],
  );

const digits = (celular: string) => celular.replace(/\D/g, '');

describe('unconfirmed sign-ups lapse 24 hours after their last confirmation mail', () => {
  it('hold their e-mail until then, and give it up to a new sign-up after', async () => {
    const { email, celular } = newPerson();
    expect((await signUp(email, celular, 'Quem Digitou')).error).toBeNull();
    await mailedHoursAgo(email, 23);
    expect((await signUp(email, newPerson().celular)).error?.code).toBe('user_already_exists');

    await mailedHoursAgo(email, 25);
    const other = newPerson().celular;
    const again = await signUp(email, other, 'Dona Do Email');
    expect(again.error).toBeNull();
    expect(await customerOf(email)).toEqual([
      { nome_cliente: 'Dona Do Email', celular: digits(other), confirmed: false },
    ]);
    expect(await query('select 1 from auth.users where email = $1', [email.toLowerCase()])).toHaveLength(1);
    expect(auth.mailsTo(email)).toHaveLength(2);
  });

  it('hold their mobile until then (phone_exists, not a 500), and give it up after', async () => {
    const first = newPerson();
    expect((await signUp(first.email, first.celular)).error).toBeNull();
    const second = newPerson();
    const refused = await signUp(second.email, first.celular);
    expect(refused.error).toMatchObject({ status: 422, code: 'phone_exists' });
    expect(await checkDuplicates(second.email, first.celular)).toEqual({
      email_taken: false,
      celular_taken: true,
    });

    await mailedHoursAgo(first.email, 25);
    expect(await checkDuplicates(second.email, first.celular)).toEqual({
      email_taken: false,
      celular_taken: false,
    });
    expect((await signUp(second.email, first.celular)).error).toBeNull();
    expect(await customerOf(second.email)).toMatchObject([{ celular: digits(first.celular) }]);
    // The lapsed sign-up keeps its record, without the mobile; a resent link can still revive it.
    expect(await customerOf(first.email)).toMatchObject([{ celular: null }]);
  });

  it('never lapse once confirmed', async () => {
    const { email, celular } = newPerson();
    await signUp(email, celular);
    await query('update auth.users set email_confirmed_at = now() where email = $1', [email.toLowerCase()]);
    await mailedHoursAgo(email, 48);
    expect((await signUp(email, newPerson().celular)).error?.code).toBe('user_already_exists');
    expect((await signUp(newPerson().email, celular)).error?.code).toBe('phone_exists');
  });
});

describe("a deleted customer's record", () => {
  it('is linked to a new sign-up of its address only once the new user follows the confirmation link', async () => {
    const { email } = newPerson();
    const old = await auth.backend.ctx.exclusive(() =>
      createCustomer(auth.backend.ctx.db, { email: email.toLowerCase() }),
    );
    await query('delete from auth.users where id = $1', [old.userId]);

    const { data } = await signUp(email, newPerson().celular);
    const linkedTo = async () =>
      (
        await query<{ auth_user_id: string | null }>(
          'select auth_user_id from public.clientes where id_cliente = $1',
          [old.idCliente],
        )
      )[0]!.auth_user_id;
    expect(await linkedTo()).toBeNull();

    const [mail] = auth.mailsTo(email);
    await fetch(auth.linkOf(mail!), { redirect: 'manual' });
    expect(await linkedTo()).toBe(data.user!.id);
  });

  it('is not left behind by a user who never confirmed: it goes with that user', async () => {
    const { email, celular } = newPerson();
    const { data } = await signUp(email, celular);
    await query('delete from auth.users where id = $1', [data.user!.id]);
    expect(
      await query('select 1 from public.clientes where email_cliente = $1', [email.toLowerCase()]),
    ).toEqual([]);
  });
});

/** check_signup_duplicates as anon, as PostgREST calls it, with the client address hosted Supabase reports. */
async function checkDuplicates(email: string, celular: string, forwardedFor?: string) {
  return auth.backend.ctx.exclusive(() =>
    auth.backend.ctx.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
                set_config('request.headers', $1, true)`,
        [forwardedFor ? JSON.stringify({ 'x-forwarded-for': forwardedFor }) : ''],
      );
      const { rows } = await tx.query<{ email_taken: boolean; celular_taken: boolean }>(
        'select * from public.check_signup_duplicates($1, $2)',
        [email, celular],
      );
      return rows[0];
    }),
  );
}

describe('the pre-sign-up duplicate check', () => {
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );

  it('answers 60 calls per client address in five minutes, then PT429; other addresses go on', async () => {
    const busy = '203.0.113.9, 10.0.0.1';
    for (let i = 0; i < 60; i++) await checkDuplicates('a@example.com', '', busy);
    expect(await refusal(checkDuplicates('a@example.com', '', busy))).toBe('PT429');
    expect(await refusal(checkDuplicates('a@example.com', '', '203.0.113.9'))).toBe('PT429');
    expect(await refusal(checkDuplicates('cliente@movietour.local', '', '198.51.100.9'))).toBe('ok');
    expect(await checkDuplicates('cliente@movietour.local', '', '198.51.100.9')).toEqual({
      email_taken: true,
      celular_taken: false,
    });
  });

  it('keeps no address, only a keyed hash of it', async () => {
    await checkDuplicates('a@example.com', '', '192.0.2.200');
    const keys = await query<{ address_key: string }>('select address_key from public.signup_check_buckets');
    expect(keys.length).toBeGreaterThan(0);
    for (const { address_key } of keys) expect(address_key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(keys)).not.toContain('192.0.2.200');
  });

  it('does not limit calls without a reported address (the embedded REST API, local callers only)', async () => {
    await query('delete from public.signup_check_buckets');
    const sb = auth.client();
    const call = () => sb.rpc('check_signup_duplicates', { p_email: 'a@example.com', p_celular: '' });
    for (let i = 0; i < 61; i++) expect((await call()).error).toBeNull();
    expect(await query('select 1 from public.signup_check_buckets')).toEqual([]);
  });
});
