import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newPerson, startAuthBackend, type AuthBackend } from './backend.ts';

let auth: AuthBackend;
beforeEach(async () => {
  auth = await startAuthBackend();
});
afterEach(() => auth.close());

const outcome = (error: { status?: number; code?: string } | null) =>
  error ? `${error.status} ${error.code}` : 'ok';

/** A password grant from `address` (undefined: through the server, from this machine's socket). */
const attempt = async (email: string, password = 'errada1', address?: string) => {
  const client = address ? auth.clientFrom(address) : auth.client();
  return outcome((await client.auth.signInWithPassword({ email, password })).error);
};

const customer = { email: 'cliente@movietour.local', password: 'movietour123' };

describe('password grant limits (Supabase-like: 30 sign-ins and sign-ups per address per 5 minutes)', () => {
  it('never refuses the right password because another address failed on the same e-mail', async () => {
    const attacker = '203.0.113.7';
    const results: string[] = [];
    for (let i = 0; i < 10; i++) results.push(await attempt(customer.email, 'errada1', attacker));
    expect(results.slice(0, 5)).toEqual(Array(5).fill('400 invalid_credentials'));
    expect(results.slice(5)).toEqual(Array(5).fill('429 over_request_rate_limit'));
    // The owner, from anywhere else, at once and again after more tries from the attacker.
    expect(await attempt(customer.email, customer.password, '198.51.100.20')).toBe('ok');
    expect(await attempt(customer.email, 'errada1', attacker)).toBe('429 over_request_rate_limit');
    expect(await attempt(customer.email, customer.password, '2001:db8:1:2::5')).toBe('ok');
    expect(await attempt(customer.email, customer.password)).toBe('ok');
  }, 60_000);

  it('slows an address that keeps failing on one e-mail, not its tries on another e-mail', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < 5; i++)
      expect(await attempt(customer.email, 'errada1', address)).toBe('400 invalid_credentials');
    expect(await attempt(customer.email, customer.password, address)).toBe('429 over_request_rate_limit');
    expect(await attempt('admin@movietour.local', 'movietour-admin', address)).toBe('ok');
  }, 60_000);

  it('lets a right password clear the address’s earlier mistakes', async () => {
    const address = '192.0.2.45';
    for (let i = 0; i < 4; i++) await attempt(customer.email, 'errada1', address);
    expect(await attempt(customer.email, customer.password, address)).toBe('ok');
    for (let i = 0; i < 5; i++)
      expect(await attempt(customer.email, 'errada1', address)).toBe('400 invalid_credentials');
  }, 60_000);

  it('does not let parallel guesses slip past the wait', async () => {
    const address = '192.0.2.46';
    const results = await Promise.all(
      Array.from({ length: 12 }, () => attempt(customer.email, 'errada1', address)),
    );
    expect(results.filter((result) => result === '400 invalid_credentials')).toHaveLength(5);
  }, 60_000);

  it('refuses the 31st attempt from one client address across e-mails, through the server', async () => {
    const results: string[] = [];
    for (let i = 0; i < 30; i++) results.push(await attempt(`visitante${i}@example.com`));
    expect(new Set(results)).toEqual(new Set(['400 invalid_credentials']));
    expect(await attempt('admin@movietour.local', 'movietour-admin')).toBe('429 over_request_rate_limit');
  }, 90_000);
});

describe('sign-up limit (shares the 30 per address per 5 minutes with sign-ins)', () => {
  const signUp = async (address?: string) => {
    const client = address ? auth.clientFrom(address) : auth.client();
    return outcome((await client.auth.signUp({ email: newPerson().email, password: 'segredo1' })).error);
  };

  it('refuses the 31st sign-up from one address with 429; another address still signs up', async () => {
    const results: string[] = [];
    for (let i = 0; i < 30; i++) results.push(await signUp());
    expect(new Set(results)).toEqual(new Set(['ok']));
    expect(await signUp()).toBe('429 over_request_rate_limit');
    expect(await attempt(customer.email, customer.password)).toBe('429 over_request_rate_limit');
    expect(await signUp('198.51.100.21')).toBe('ok');
  }, 90_000);

  it('counts sign-ins and sign-ups together', async () => {
    const address = '198.51.100.22';
    for (let i = 0; i < 20; i++) await attempt(`visitante${i}@example.com`, 'errada1', address);
    const results: string[] = [];
    for (let i = 0; i < 11; i++) results.push(await signUp(address));
    expect(results.slice(0, 10)).toEqual(Array(10).fill('ok'));
    expect(results[10]).toBe('429 over_request_rate_limit');
  }, 90_000);
});
