import { verifyPassword } from './passwords.ts';
import { createRateLimiter } from './rate-limit.ts';
import { authError, badJson, json, readJsonObject, text } from './replies.ts';
import { refreshSession, startSession } from './sessions.ts';
import type { AuthDeps, AuthRoute } from './types.ts';
import { findUserByEmail } from './users.ts';

const FIVE_MINUTES = 5 * 60_000;

const overLimit = () => authError(429, 'over_request_rate_limit', 'Request rate limit reached');
const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');
const refreshNotFound = () =>
  authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export function tokenRoute(deps: AuthDeps): AuthRoute {
  const { ctx, keys } = deps;
  // Supabase Auth's defaults per client address: sign-ups and sign-ins 30 per 5 minutes, token refreshes
  // 150 per 5 minutes. GoTrue has no per-account limit; ours, 10 password attempts per 5 minutes per
  // e-mail, stops guessing one account's password from many addresses.
  const scale = ctx.authRateLimitMultiplier;
  const signInsByIp = createRateLimiter(30 * scale, FIVE_MINUTES);
  const signInsByEmail = createRateLimiter(10 * scale, FIVE_MINUTES);
  const refreshesByIp = createRateLimiter(150 * scale, FIVE_MINUTES);

  async function passwordGrant(body: Record<string, unknown>, clientIp: string) {
    const email = text(body.email).trim().toLowerCase();
    const password = text(body.password);
    if (!signInsByIp.allow(clientIp)) return overLimit();
    if (email && !signInsByEmail.allow(email)) return overLimit();
    if (!email || !password) return invalidCredentials();
    const user = await ctx.exclusive(() => findUserByEmail(ctx.db, email));
    // Compared outside the shared database queue: bcrypt takes ~70 ms.
    if (!(await verifyPassword(password, user?.encrypted_password)) || !user) return invalidCredentials();
    if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
    return json(await ctx.exclusive(() => ctx.db.transaction((tx) => startSession(tx, keys, user.id))));
  }

  async function refreshGrant(body: Record<string, unknown>, clientIp: string) {
    if (!refreshesByIp.allow(clientIp)) return overLimit();
    const session = await ctx.exclusive(() =>
      ctx.db.transaction((tx) => refreshSession(tx, keys, text(body.refresh_token))),
    );
    return session ? json(session) : refreshNotFound();
  }

  return async (req, url, clientIp) => {
    const body = await readJsonObject(req);
    if (!body) return badJson();
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return passwordGrant(body, clientIp);
    if (grant === 'refresh_token') return refreshGrant(body, clientIp);
    return authError(400, 'validation_failed', 'unsupported_grant_type');
  };
}
