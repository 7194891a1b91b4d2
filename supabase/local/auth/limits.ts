import { normaliseAddress } from '../../functions/_shared/client-address.ts';
import { createBackoff, createRateLimiter } from './rate-limit.ts';
import { authError } from './replies.ts';

const FIVE_MINUTES = 5 * 60_000;

/**
 * The embedded auth's limits. Per client address, Supabase Auth's defaults (supabase/config.toml,
 * [auth.rate_limit]): sign-ups and sign-ins together 30 per 5 minutes, token refreshes 150 per 5 minutes,
 * scaled by AUTH_RATE_LIMIT_MULTIPLIER. Wrong passwords slow down the (address, e-mail) pair that sent them,
 * with growing delays, and never the e-mail alone: a limit per e-mail from anywhere let a stranger lock its
 * owner out (ten wrong passwords did, and one more every 30 s kept it so).
 */
export function createAuthLimits(scale: number) {
  return {
    signInsAndSignUps: createRateLimiter(30 * scale, FIVE_MINUTES),
    refreshes: createRateLimiter(150 * scale, FIVE_MINUTES),
    // Five free mistakes, then 1 s, 2 s, 4 s ... up to 15 minutes between tries: about 20 guesses in the
    // first hour from one address, then 4 an hour.
    passwordFailures: createBackoff({ free: 5, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 3600_000 }),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** The address the limits count by: IPv4 as is (also when mapped into IPv6), IPv6 by its /64. */
export const addressKey = (clientIp: string) => normaliseAddress(clientIp) ?? clientIp;

export const overLimit = () => authError(429, 'over_request_rate_limit', 'Request rate limit reached');
