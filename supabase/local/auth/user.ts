import { authenticate } from './caller.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { authError, badJson, json, noContent, readJsonObject } from './replies.ts';
import { endSessions, logoutScopes, type LogoutScope } from './sessions.ts';
import { metadataProblem } from './signup.ts';
import type { AuthDeps, AuthRoute } from './types.ts';
import { findUserById, publicUser } from './users.ts';

export function getUserRoute(deps: AuthDeps): AuthRoute {
  return async (req) => {
    const caller = await authenticate(deps, req);
    return caller instanceof Response ? caller : json(publicUser(caller.user));
  };
}

/** updateUser: user_metadata (merged, as GoTrue does) and the password; e-mail changes are not offered. */
export function updateUserRoute(deps: AuthDeps): AuthRoute {
  const { ctx } = deps;
  return async (req) => {
    const body = await readJsonObject(req);
    if (!body) return badJson();
    const caller = await authenticate(deps, req);
    if (caller instanceof Response) return caller;
    if (body.email !== undefined && body.email !== caller.user.email) {
      return authError(422, 'email_change_not_supported', 'Changing the e-mail is not supported here');
    }
    const data = body.data;
    if (data !== undefined && (!data || typeof data !== 'object' || Array.isArray(data))) {
      return authError(400, 'validation_failed', 'data must be an object');
    }
    const badData = metadataProblem(data);
    if (badData) return authError(400, 'validation_failed', badData);
    let passwordHash: string | null = null;
    if (body.password !== undefined) {
      const password = typeof body.password === 'string' ? body.password : '';
      const refused = passwordProblem(password, 'Password update requires a valid password');
      if (refused) return refused;
      passwordHash = await hashPassword(password);
    }
    const updated = await ctx.exclusive(async () => {
      // Merged as GoTrue does, and the result held to the sign-up caps: it is copied into every access token.
      const current = await findUserById(ctx.db, caller.user.id);
      if (!current) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      const merged = { ...current.raw_user_meta_data, ...(data as Record<string, unknown> | undefined) };
      const tooMuch = data === undefined ? null : metadataProblem(merged);
      if (tooMuch) return authError(400, 'validation_failed', tooMuch);
      await ctx.db.query(
        `update auth.users set
           encrypted_password = coalesce($2, encrypted_password),
           raw_user_meta_data = $3::jsonb,
           updated_at = now()
         where id = $1`,
        [caller.user.id, passwordHash, JSON.stringify(merged)],
      );
      // As GoTrue does: a new password ends every other session of the user.
      if (passwordHash) await endSessions(ctx.db, caller.user.id, caller.sessionId, 'others');
      return json(publicUser((await findUserById(ctx.db, caller.user.id))!));
    });
    return updated;
  };
}

export function logoutRoute(deps: AuthDeps): AuthRoute {
  const { ctx } = deps;
  return async (req, url) => {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (!logoutScopes.includes(scope as LogoutScope)) {
      return authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const caller = await authenticate(deps, req);
    if (caller instanceof Response) return caller;
    await ctx.exclusive(() => endSessions(ctx.db, caller.user.id, caller.sessionId, scope as LogoutScope));
    return noContent();
  };
}
