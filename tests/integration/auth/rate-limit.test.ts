import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAuthBackend, type AuthBackend } from './backend.ts';

let auth: AuthBackend;
beforeEach(async () => {
  auth = await startAuthBackend();
});
afterEach(() => auth.close());

const attempt = async (email: string, password = 'errada1') => {
  const { error } = await auth.client().auth.signInWithPassword({ email, password });
  return error ? `${error.status} ${error.code}` : 'ok';
};

describe('password grant rate limits (Supabase-like: 10 per e-mail, 30 per address, per 5 minutes)', () => {
  it('refuses the 11th attempt on one e-mail with 429, even with the right password', async () => {
    const results: string[] = [];
    for (let i = 0; i < 10; i++) results.push(await attempt('cliente@movietour.local'));
    expect(new Set(results)).toEqual(new Set(['400 invalid_credentials']));
    expect(await attempt('CLIENTE@movietour.local', 'movietour123')).toBe('429 over_request_rate_limit');
    expect(await attempt('admin@movietour.local', 'movietour-admin')).toBe('ok');
  }, 60_000);

  it('refuses the 31st attempt from one client address across e-mails', async () => {
    const results: string[] = [];
    for (let i = 0; i < 30; i++) results.push(await attempt(`visitante${i}@example.com`));
    expect(new Set(results)).toEqual(new Set(['400 invalid_credentials']));
    expect(await attempt('admin@movietour.local', 'movietour-admin')).toBe('429 over_request_rate_limit');
  }, 90_000);
});
