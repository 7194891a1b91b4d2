import { verifyJwt } from '../jwt.ts';
import { authError } from './replies.ts';
import { sessionIsActive } from './sessions.ts';
import type { AuthDeps } from './types.ts';
import { findUserById, type UserRow } from './users.ts';

export type Caller = { user: UserRow; sessionId: string };

/** The signed-in caller of the bearer token; throws GoTrue's refusal (401 without a token, 403 otherwise). */
export async function authenticate({ ctx }: AuthDeps, req: Request): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
  if (!match) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyJwt(match[1]!, ctx.jwtSecret);
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) {
    throw authError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token is expired or invalid',
    );
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  return ctx.exclusive(async () => {
    const user = await findUserById(ctx.db, claims.sub!);
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (!sessionId || !(await sessionIsActive(ctx.db, sessionId))) {
      throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId };
  });
}
