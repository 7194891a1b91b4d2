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

async function readBody(req: Request) {
  const body = await readJsonObject(req);
  if (!body) throw badJson();
  return body;
}

/** POST /token?grant_type=password: a session for the right password of a confirmed user. */
export function passwordGrantRoute(deps: AuthDeps): AuthRoute {
  const { ctx, keys, limits } = deps;
  return async (req, _url, clientIp) => {
    const body = await readBody(req);
    const email = text(body.email).trim().toLowerCase();
    const password = text(body.password);
    const address = addressKey(clientIp);
    if (!email || !password) throw invalidCredentials();
    // An address that keeps failing on this e-mail waits longer each time; the owner elsewhere does not. The
    // attempt counts as a failure until the password is right, so parallel guesses cannot all pass the wait.
    const pair = `${address} ${email}`;
    if (limits.passwordFailures.waitMs(pair) > 0) throw overLimit();
    limits.passwordFailures.fail(pair);
    // No account has an address PostgreSQL cannot store (a NUL, half a surrogate pair): not looked up.
    const user = unstorable.test(email)
      ? undefined
      : await ctx.exclusive(() => findUserByEmail(ctx.db, email));
    // Compared outside the shared database queue: bcrypt takes ~70 ms.
    if (!(await verifyPassword(password, user?.encrypted_password, ctx.passwordCost)) || !user)
      throw invalidCredentials();
    limits.passwordFailures.succeed(pair);
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    return json(await ctx.exclusive(() => ctx.db.transaction((tx) => startSession(tx, keys, user.id))));
  };
}

/** POST /token?grant_type=refresh_token: the next session for an unused refresh token. */
export function refreshGrantRoute({ ctx, keys }: AuthDeps): AuthRoute {
  return async (req) => {
    const body = await readBody(req);
    const session = await ctx.exclusive(() =>
      ctx.db.transaction((tx) => refreshSession(tx, keys, text(body.refresh_token))),
    );
    if (session === 'not_found') throw refreshNotFound();
    if (session === 'already_used') {
      throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return json(session);
  };
}

/** POST /token with any other grant type. */
export const unsupportedGrantRoute: AuthRoute = async () => {
  throw authError(400, 'validation_failed', 'unsupported_grant_type');
};
