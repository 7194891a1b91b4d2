import { afterEach, vi } from 'vitest';
import { publishableKey, publishableKeys, secretKey, secretKeys } from './env.ts';

// The keys hosted Supabase gives functions: the new ones as JSON dictionaries, the legacy JWT keys beside them.
afterEach(() => vi.unstubAllEnvs());

const unset = (...names: string[]) => names.forEach((name) => vi.stubEnv(name, ''));

describe('project keys', () => {
  it('lists the new keys of every name first, then the legacy key', () => {
    vi.stubEnv(
      'SUPABASE_PUBLISHABLE_KEYS',
      JSON.stringify({ default: 'sb_publishable_a', mobile: 'sb_publishable_b' }),
    );
    vi.stubEnv('SUPABASE_SECRET_KEYS', JSON.stringify({ default: 'sb_secret_a' }));
    vi.stubEnv('SUPABASE_ANON_KEY', 'anon.jwt');
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', 'service.jwt');
    unset('SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_SECRET_KEY');
    expect(publishableKeys()).toEqual(['sb_publishable_a', 'sb_publishable_b', 'anon.jwt']);
    expect(secretKeys()).toEqual(['sb_secret_a', 'service.jwt']);
    expect([publishableKey(), secretKey()]).toEqual(['sb_publishable_a', 'sb_secret_a']);
  });

  it('falls back to the singular variables and then to the legacy keys alone', () => {
    unset('SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_SECRET_KEYS', 'SUPABASE_PUBLISHABLE_KEY');
    vi.stubEnv('SUPABASE_SECRET_KEY', 'sb_secret_self_hosted');
    vi.stubEnv('SUPABASE_ANON_KEY', 'anon.jwt');
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', 'service.jwt');
    expect(publishableKey()).toBe('anon.jwt');
    expect(secretKeys()).toEqual(['sb_secret_self_hosted', 'service.jwt']);
  });

  it('says which variable is missing or malformed, never returning an empty key', () => {
    unset('SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY');
    expect(() => publishableKey()).toThrow(/SUPABASE_PUBLISHABLE_KEYS/);
    vi.stubEnv('SUPABASE_SECRET_KEYS', 'sb_secret_not_json');
    expect(() => secretKeys()).toThrow(/SUPABASE_SECRET_KEYS is not a JSON dictionary/);
    vi.stubEnv('SUPABASE_SECRET_KEYS', JSON.stringify({ default: '', other: 7 }));
    unset('SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY');
    expect(secretKeys()).toEqual([]);
  });
});
