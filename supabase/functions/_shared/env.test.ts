import { afterEach, vi } from 'vitest';
import { pixChargeMinutes, pixMode, publishableKey, publishableKeys, secretKey, secretKeys } from './env.ts';

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

describe('PIX mode and charge minutes', () => {
  it("is 'stripe' wherever Stripe is configured, 'static' otherwise, unless PIX_MODE says", () => {
    unset('PIX_MODE', 'STRIPE_SECRET_KEY', 'STRIPE_LOCAL_API_URL');
    expect(pixMode()).toBe('static');
    vi.stubEnv('STRIPE_LOCAL_API_URL', 'http://localhost:54321');
    expect(pixMode()).toBe('stripe');
    vi.stubEnv('PIX_MODE', 'static');
    expect(pixMode()).toBe('static');
    vi.stubEnv('PIX_MODE', 'mercadopago');
    expect(() => pixMode()).toThrow(/PIX_MODE must be 'stripe' or 'static'/);
  });

  it('charges live 30 minutes unless PIX_CHARGE_MINUTES says, from 1 to 1440', () => {
    unset('PIX_CHARGE_MINUTES');
    expect(pixChargeMinutes()).toBe(30);
    vi.stubEnv('PIX_CHARGE_MINUTES', '15');
    expect(pixChargeMinutes()).toBe(15);
    for (const bad of ['0', '1.5', 'meia hora', '1441']) {
      vi.stubEnv('PIX_CHARGE_MINUTES', bad);
      expect(() => pixChargeMinutes()).toThrow(/PIX_CHARGE_MINUTES/);
    }
  });
});
