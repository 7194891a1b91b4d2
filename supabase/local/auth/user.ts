import { hashPassword, checkPassword } from './passwords.ts';
import { authError, badJson, json, noContent, readJsonObject } from './replies.ts';
import { endSessions, logoutScopes, type LogoutScope } from './sessions.ts';
import { metadataProblem } from './signup.ts';
import type { SignedInRoute } from './middleware.ts';
import type { AuthDeps } from './types.ts';
import { findUserById, publicUser } from './users.ts';

export const getUserRoute: SignedInRoute = async (_req, _url, caller) => json(publicUser(caller.user));

/** updateUser: user_metadata (merged, as GoTrue does) and the password; e-mail changes are not offered. */
export function updateUserRoute({ ctx }: AuthDeps): SignedInRoute {
  return async (req, _url, caller) => {
    const body = await readJsonObject(req);
    if (!body) throw badJson();
    if (body.email !== undefined && body.email !== caller.user.email) {
      throw authError(422, 'email_change_not_supported', 'Changing the e-mail is not supported here');
    }
    const data = body.data;
    if (data !== undefined && (!data || typeof data !== 'object' || Array.isArray(data))) {
      throw authError(400, 'validation_failed', 'data must be an object');
    }
    const badData = metadataProblem(data);
    if (badData) throw authError(400, 'validation_failed', badData);
    let passwordHash: string | null = null;
    if (body.password !== undefined) {
      const password = typeof body.password === 'string' ? body.password : '';
      checkPassword(password, 'Password update requires a valid password');
      passwordHash = await hashPassword(password, ctx.passwordCost);
    }
    const updated = await ctx.exclusive(async () => {
      // Merged as GoTrue does, and the result held to the sign-up caps: it is copied into every access token.
      const current = await findUserById(ctx.db, caller.user.id);
      if (!current) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      const merged = { ...current.raw_user_meta_data, ...(data as Record<string, unknown> | undefined) };
      const tooMuch = data === undefined ? null : metadataProblem(merged);
      if (tooMuch) throw authError(400, 'validation_failed', tooMuch);
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

export function logoutRoute({ ctx }: AuthDeps): SignedInRoute {
  return async (_req, url, caller) => {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (!logoutScopes.includes(scope as LogoutScope)) {
      throw authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    await ctx.exclusive(() => endSessions(ctx.db, caller.user.id, caller.sessionId, scope as LogoutScope));
    return noContent();
  };
}
