import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, startAuthBackend, type AuthBackend } from './backend.ts';

let auth: AuthBackend;
beforeAll(async () => {
  auth = await startAuthBackend({ emailConfirm: true });
});
afterAll(() => auth.close());

const follow = (link: string) => fetch(link, { redirect: 'manual' });

async function signUp(redirectTo?: string) {
  const person = newPerson();
  const result = await auth.client().auth.signUp({
    email: person.email,
    password: 'segredo1',
    options: { emailRedirectTo: redirectTo, data: { nome_completo: 'Rui Lima', celular: person.celular } },
  });
  return { ...person, ...result };
}

/** Moves the last confirmation mail of an address back in time, as if sent `seconds` ago. */
const sentAgo = (email: string, seconds: number) =>
  auth.backend.ctx.exclusive(() =>
    auth.backend.ctx.db.query(
      `update auth.users set confirmation_sent_at = now() - make_interval(secs => $2) where email = $1`,
      [email.toLowerCase(), seconds],
    ),
  );

describe('sign-up with e-mail confirmation on, and the confirmation link', () => {
  it('returns the user without a session and mails a confirmation link', async () => {
    const { email, data, error } = await signUp('http://localhost:5173/carrinho');
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      user_metadata: { nome_completo: 'Rui Lima' },
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toBeTruthy();
    const [mail] = auth.mailsTo(email);
    expect(mail?.html).toContain(email.toLowerCase());
    const link = new URL(mail!.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${auth.backend.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173/carrinho');
  });

  it("refuses login with 'Email not confirmed' until the link is followed, then logs in", async () => {
    const { email } = await signUp();
    const sb = auth.client();
    const refused = await sb.auth.signInWithPassword({ email, password: 'segredo1' });
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
    const wrong = await sb.auth.signInWithPassword({ email, password: 'errada1' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const verified = await follow(auth.linkOf(auth.mailsTo(email)[0]!));
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('http://localhost:5173');
    expect(verified.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    const { data, error } = await sb.auth.signInWithPassword({ email, password: 'segredo1' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('sends a used, forged or expired link back to the site with an error', async () => {
    const { email } = await signUp();
    const link = auth.linkOf(auth.mailsTo(email)[0]!);
    await follow(link);
    const errorLocation = (await follow(link)).headers.get('location')!;
    expect(errorLocation).toMatch(/^http:\/\/localhost:5173\/?#error=access_denied&error_code=otp_expired/);
    expect(new URLSearchParams(new URL(errorLocation).hash.slice(1)).get('error_description')).toBe(
      'Email link is invalid or has expired',
    );
    const forged = new URL(link);
    forged.searchParams.set('token', 'forjado');
    expect((await follow(forged.toString())).headers.get('location')).toContain('error_code=otp_expired');

    const late = await signUp();
    await sentAgo(late.email, 25 * 3600);
    const expired = await follow(auth.linkOf(auth.mailsTo(late.email)[0]!));
    expect(expired.headers.get('location')).toContain('error_code=otp_expired');
    const stillRefused = await auth
      .client()
      .auth.signInWithPassword({ email: late.email, password: 'segredo1' });
    expect(stillRefused.error?.code).toBe('email_not_confirmed');
  });

  it('never redirects to another site', async () => {
    const { email } = await signUp('https://evil.example/steal');
    const link = new URL(auth.linkOf(auth.mailsTo(email)[0]!));
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173');
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    expect((await follow(link.toString())).headers.get('location')).toBe('http://localhost:5173');
  });

  it('stores only a hash of the mailed token', async () => {
    const { email } = await signUp();
    const token = new URL(auth.mailsTo(email)[0]!.link!).searchParams.get('token')!;
    const { rows } = await auth.backend.ctx.exclusive(() =>
      auth.backend.ctx.db.query<{ confirmation_token: string }>(
        'select confirmation_token from auth.users where email = $1',
        [email.toLowerCase()],
      ),
    );
    expect(rows[0]!.confirmation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.confirmation_token).not.toContain(token);
  });

  it('resends the mail at most once a minute, with a new link that replaces the old one', async () => {
    const { email } = await signUp();
    const sb = auth.client();
    const tooSoon = await sb.auth.resend({ type: 'signup', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(auth.mailsTo(email)).toHaveLength(1);

    await sentAgo(email, 61);
    expect((await sb.auth.resend({ type: 'signup', email })).error).toBeNull();
    const [first, second] = auth.mailsTo(email);
    expect(second?.link).toBeTruthy();
    expect(second!.link).not.toBe(first!.link);
    expect((await follow(auth.linkOf(first!))).headers.get('location')).toContain('error_code=otp_expired');
    expect((await follow(auth.linkOf(second!))).headers.get('location')).toBe('http://localhost:5173');
    expect((await sb.auth.signInWithPassword({ email, password: 'segredo1' })).error).toBeNull();
  });

  it('answers resend for an unknown or confirmed address the same way, without mailing', async () => {
    const before = auth.backend.ctx.mailbox.list().length;
    for (const email of ['ninguem@example.com', 'cliente@movietour.local'])
      expect((await auth.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(auth.backend.ctx.mailbox.list()).toHaveLength(before);
  });

  it('says in settings that mail confirmation is required', async () => {
    expect(await (await auth.authFetch('/settings')).json()).toMatchObject({ mailer_autoconfirm: false });
  });
});
