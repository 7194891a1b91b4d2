type DenoLike = { env: { get(name: string): string | undefined } };

/** Reads a variable the way the running platform provides it: Deno.env on Supabase, process.env in Node. */
export function getEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoLike }).Deno;
  if (deno) return deno.env.get(name);
  const proc = (globalThis as { process?: { env: Record<string, string | undefined> } }).process;
  return proc?.env[name];
}

/** Like getEnv, but a missing variable is a configuration error named in the message. */
export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/**
 * Every project API key of a kind the platform gives functions: the new keys (SUPABASE_PUBLISHABLE_KEYS /
 * SUPABASE_SECRET_KEYS, JSON dictionaries such as {"default": "sb_publishable_..."}; SUPABASE_PUBLISHABLE_KEY /
 * SUPABASE_SECRET_KEY where set by hand) first, then the legacy JWT key (SUPABASE_ANON_KEY /
 * SUPABASE_SERVICE_ROLE_KEY), which Supabase deprecates by the end of 2026 but still gives.
 */
function projectKeys(kind: 'PUBLISHABLE' | 'SECRET', legacy: string): string[] {
  const keys: string[] = [];
  const dictionary = getEnv(`SUPABASE_${kind}_KEYS`);
  if (dictionary) {
    try {
      const parsed = JSON.parse(dictionary) as unknown;
      if (parsed && typeof parsed === 'object')
        keys.push(
          ...Object.values(parsed).filter((key): key is string => typeof key === 'string' && key !== ''),
        );
    } catch {
      throw new Error(`SUPABASE_${kind}_KEYS is not a JSON dictionary of keys`);
    }
  }
  for (const name of [`SUPABASE_${kind}_KEY`, legacy]) {
    const key = getEnv(name);
    if (key) keys.push(key);
  }
  return keys;
}

/** Keys that act as a visitor (RLS applies): the publishable keys, then the legacy anon key. */
export const publishableKeys = () => projectKeys('PUBLISHABLE', 'SUPABASE_ANON_KEY');

/** Keys that act as the service role (RLS bypassed): the secret keys, then the legacy service_role key. */
export const secretKeys = () => projectKeys('SECRET', 'SUPABASE_SERVICE_ROLE_KEY');

/** The key a function's visitor client uses: a publishable key where the project has one. */
export function publishableKey(): string {
  const [key] = publishableKeys();
  if (!key) throw new Error('Missing environment variable SUPABASE_PUBLISHABLE_KEYS (or SUPABASE_ANON_KEY)');
  return key;
}

/** The key a function's service client uses: a secret key where the project has one. */
export function secretKey(): string {
  const [key] = secretKeys();
  if (!key)
    throw new Error('Missing environment variable SUPABASE_SECRET_KEYS (or SUPABASE_SERVICE_ROLE_KEY)');
  return key;
}

export type PixMode = 'stripe' | 'static';

/**
 * How PIX is paid: 'stripe', dynamic charges confirmed by the provider's webhook (the default wherever Stripe is
 * configured: STRIPE_SECRET_KEY, or the embedded backend's local provider), or 'static', the shop's static key
 * with the operator's manual confirmation (PIX_MODE=static).
 */
export function pixMode(): PixMode {
  const value = getEnv('PIX_MODE');
  if (value === 'stripe' || value === 'static') return value;
  if (value) throw new Error(`PIX_MODE must be 'stripe' or 'static', not '${value}'`);
  return getEnv('STRIPE_SECRET_KEY') || getEnv('STRIPE_LOCAL_API_URL') ? 'stripe' : 'static';
}

/** How long a PIX charge lives, and so holds its orders' seats: PIX_CHARGE_MINUTES, 30 by default. */
export function pixChargeMinutes(): number {
  const value = getEnv('PIX_CHARGE_MINUTES');
  if (!value) return 30;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
    throw new Error(`PIX_CHARGE_MINUTES must be a whole number of minutes from 1 to 1440, not '${value}'`);
  return minutes;
}
