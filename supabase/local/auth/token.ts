import { addressKey, overLimit } from './limits.ts';
import { verifyPassword } from './passwords.ts';
import { authError, badJson, json, readJsonObject, text } from './replies.ts';
import { refreshSession, startSession } from './sessions.ts';
import type { AuthDeps, AuthRoute } from './types.ts';
import { unstorable } from './signup.ts';
import { findUserByEmail } from './users.ts';

const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');
const refreshNotFound = () =>
  authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export function tokenRoute(deps: AuthDeps): AuthRoute {
  const { ctx, keys, limits } = deps;

  async function passwordGrant(body: Record<string, unknown>, clientIp: string) {
    const email = text(body.email).trim().toLowerCase();
    const password = text(body.password);
    const address = addressKey(clientIp);
    if (!limits.signInsAndSignUps.allow(address)) return overLimit();
    if (!email || !password) return invalidCredentials();
    // An address that keeps failing on this e-mail waits longer each time; the owner elsewhere does not. The
    // attempt counts as a failure until the password is right, so parallel guesses cannot all pass the wait.
    const pair = `${address} ${email}`;
    if (limits.passwordFailures.waitMs(pair) > 0) return overLimit();
    limits.passwordFailures.fail(pair);
    // No account has an address PostgreSQL cannot store (a NUL, half a surrogate pair): not looked up.
    const user = unstorable.test(email)
      ? undefined
      : await ctx.exclusive(() => findUserByEmail(ctx.db, email));
    // Compared outside the shared database queue: bcrypt takes ~70 ms.
    if (!(await verifyPassword(password, user?.encrypted_password)) || !user) return invalidCredentials();
    limits.passwordFailures.succeed(pair);
    if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
    return json(await ctx.exclusive(() => ctx.db.transaction((tx) => startSession(tx, keys, user.id))));
  }

  async function refreshGrant(body: Record<string, unknown>, clientIp: string) {
    if (!limits.refreshes.allow(addressKey(clientIp))) return overLimit();
    const session = await ctx.exclusive(() =>
      ctx.db.transaction((tx) => refreshSession(tx, keys, text(body.refresh_token))),
    );
    if (session === 'not_found') return refreshNotFound();
    if (session === 'already_used') {
      return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return json(session);
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
