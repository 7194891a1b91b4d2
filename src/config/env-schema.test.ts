import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('accepts an empty environment (embedded backend, placeholder contacts)', () => {
    expect(parseEnv({})).toEqual({});
  });

  it('accepts a hosted project', () => {
    const env = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' });
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co');
  });

  it('names the bad variable', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(
      /VITE_SUPABASE_URL/,
    );
    expect(() => parseEnv({ VITE_WHATSAPP_NUMBER: '12' })).toThrow(/VITE_WHATSAPP_NUMBER/);
  });

  it('refuses a URL without its key', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });

  it('ignores variables that are not VITE_ and empty values', () => {
    expect(parseEnv({ HOME: '/root', VITE_CONTACT_EMAIL: '' })).toEqual({});
  });
});
