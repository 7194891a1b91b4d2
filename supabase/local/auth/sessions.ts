import { randomBytes } from 'node:crypto';
import { signJwt } from '../jwt.ts';
import { findUserById, publicUser, type Db, type UserRow } from './users.ts';

export const ACCESS_TOKEN_TTL = 3600;

export type TokenIssuer = { issuer: string; secret: string };

const newRefreshToken = () => randomBytes(24).toString('base64url');
const seconds = (value: string | Date) => Math.floor(new Date(value).getTime() / 1000);

/** The access token (claims as Supabase Auth issues them) and the session body auth-js stores. */
async function sessionBody(
  keys: TokenIssuer,
  user: UserRow,
  session: { id: string; created_at: string },
  refreshToken: string,
) {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signJwt(
    {
      sub: user.id,
      aud: 'authenticated',
      iss: keys.issuer,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      // When the password was checked, not when the token was refreshed.
      amr: [{ method: 'password', timestamp: seconds(session.created_at) }],
      session_id: session.id,
      is_anonymous: false,
    },
    keys.secret,
    ACCESS_TOKEN_TTL,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: now + ACCESS_TOKEN_TTL,
    refresh_token: refreshToken,
    user: publicUser(user),
  };
}

/** A new session after a password check: records the sign-in and issues the first refresh token. */
export async function startSession(db: Db, keys: TokenIssuer, userId: string) {
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await db.query(
    "update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'",
    [userId],
  );
  const { rows } = await db.query<{ id: string; created_at: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id, created_at',
    [userId],
  );
  const session = rows[0]!;
  const token = newRefreshToken();
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    token,
    userId,
    session.id,
  ]);
  return sessionBody(keys, (await findUserById(db, userId))!, session, token);
}

/** supabase/config.toml's refresh_token_reuse_interval: a rotated token still works this long (seconds). */
export const REFRESH_TOKEN_REUSE_INTERVAL = 10;

export type RefreshRefusal = 'not_found' | 'already_used';

type PresentedToken = {
  user_id: string;
  session_id: string;
  session_created_at: string;
  revoked: boolean;
  reusable: boolean;
};

/**
 * Refresh-token rotation with GoTrue's reuse detection. A live token is revoked and becomes the parent of
 * the one issued now. A rotated token is still honoured where a client may simply have lost the answer:
 * when it is the parent of the session's current token (that token is given again, not a new one), or
 * within the reuse interval after it was rotated (two tabs refreshing together). Anything older is a
 * copy in someone else's hands: every token of the session is revoked and the call refused.
 */
export async function refreshSession(
  db: Db,
  keys: TokenIssuer,
  token: string,
): Promise<Awaited<ReturnType<typeof sessionBody>> | RefreshRefusal> {
  if (!token) return 'not_found';
  const { rows } = await db.query<PresentedToken>(
    `select r.user_id, r.session_id, s.created_at as session_created_at, r.revoked,
            r.updated_at > now() - make_interval(secs => $2) as reusable
       from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id
      where r.token = $1 and (s.not_after is null or s.not_after > now())`,
    [token, REFRESH_TOKEN_REUSE_INTERVAL],
  );
  const presented = rows[0];
  const user = presented && (await findUserById(db, presented.user_id));
  if (!presented || !user) return 'not_found';
  const session = { id: presented.session_id, created_at: presented.session_created_at };

  if (presented.revoked) {
    const { rows: current } = await db.query<{ token: string; parent: string | null }>(
      'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
      [presented.session_id],
    );
    if (current[0]?.parent === token) return sessionBody(keys, user, session, current[0].token);
    if (!presented.reusable) {
      await db.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
        [presented.session_id],
      );
      return 'already_used';
    }
  } else {
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [
      token,
    ]);
  }
  const next = newRefreshToken();
  await db.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [next, presented.user_id, presented.session_id, token],
  );
  await db.query('update auth.sessions set updated_at = now() where id = $1', [presented.session_id]);
  return sessionBody(keys, user, session, next);
}

export async function sessionIsActive(db: Db, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from auth.sessions where id = $1 and (not_after is null or not_after > now())',
    [sessionId],
  );
  return rows.length > 0;
}

export const logoutScopes = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof logoutScopes)[number];

/** Ends sessions (their refresh tokens go with them): this one, every other, or all of the user's. */
export async function endSessions(db: Db, userId: string, sessionId: string, scope: LogoutScope) {
  if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'others')
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where id = $1', [sessionId]);
}
