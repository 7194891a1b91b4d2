import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, startAuthBackend, type AuthBackend } from './backend.ts';

// 'Esqueci minha senha' against the embedded Auth, through supabase-js as the shop calls it
// (src/features/auth/auth-actions.ts, src/features/auth/reset-password-page.tsx): the recovery mail, its link that
// signs the user in once within the hour, and the new password.
let auth: AuthBackend;
beforeAll(async () => {
  auth = await startAuthBackend();
});
afterAll(() => auth.close());

const site = 'http://localhost:5173';
const follow = (link: string) => fetch(link, { redirect: 'manual' });

async function customer() {
  const person = newPerson();
  const { error } = await auth.client().auth.signUp({
    email: person.email,
    password: 'antiga1',
    options: { data: { nome_completo: 'Rita Souza', celular: person.celular } },
  });
  expect(error).toBeNull();
  return person.email.toLowerCase();
}

const recoveryMails = (email: string) =>
  auth.mailsTo(email).filter((mail) => mail.subject === 'Redefina sua senha da Movie Tour');

describe('password recovery', () => {
  it('mails a link that signs the customer in once, and the new password replaces the old', async () => {
    const email = await customer();
    const { error } = await auth
      .client()
      .auth.resetPasswordForEmail(email.toUpperCase(), { redirectTo: `${site}/redefinir-senha` });
    expect(error).toBeNull();
    const [mail] = recoveryMails(email);
    expect(mail?.html).toContain('Criar uma nova senha');
    const link = auth.linkOf(mail!);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    const answer = await follow(link);
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${site}/redefinir-senha`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');

    // The page sets that session and the new password, as reset-password-page.tsx does.
    const sb = auth.client();
    const session = await sb.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(email);
    expect((await sb.auth.updateUser({ password: 'nova-senha1' })).error).toBeNull();

    const fresh = auth.client();
    expect((await fresh.auth.signInWithPassword({ email, password: 'antiga1' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await fresh.auth.signInWithPassword({ email, password: 'nova-senha1' })).error).toBeNull();

    // Used once: the same link now leads to the site with an error, and no session.
    const again = new URL((await follow(link)).headers.get('location')!);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect(again.hash).not.toContain('access_token');
  });

  it('answers an unknown address as a known one, and sends nothing', async () => {
    const email = `ninguem.${Date.now()}@example.com`;
    const { error } = await auth.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(auth.mailsTo(email)).toEqual([]);
  });

  it('sends one mail a minute per address, and a link older than an hour signs no one in', async () => {
    const email = await customer();
    expect((await auth.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await auth.client().auth.resetPasswordForEmail(email);
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(recoveryMails(email)).toHaveLength(1);

    await auth.backend.ctx.exclusive(() =>
      auth.backend.ctx.db.query(
        `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
        [email],
      ),
    );
    const lapsed = new URL((await follow(auth.linkOf(recoveryMails(email)[0]!))).headers.get('location')!);
    expect(lapsed.hash).not.toContain('access_token');
    expect(new URLSearchParams(lapsed.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('sends the browser only to the site, whatever redirect it is given', async () => {
    const email = await customer();
    await auth.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://golpe.example/roubar' });
    const location = new URL((await follow(auth.linkOf(recoveryMails(email)[0]!))).headers.get('location')!);
    expect(location.origin).toBe(site);
  });
});
