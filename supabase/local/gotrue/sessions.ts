import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { signJwt } from '../jwt.ts';
import { publicUser, type UserRow } from './users.ts';

export const ACCESS_TOKEN_TTL = 3600;

type Db = PGlite | Transaction;

const newRefreshToken = () => randomBytes(24).toString('base64url');

/** Issues an access token for a session (claims as Supabase Auth issues them) with its refresh token. */
export async function issueTokens(
  db: Db,
  issuer: string,
  secret: string,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
) {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signJwt(
    {
      sub: user.id,
      aud: 'authenticated',
      iss: issuer,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    secret,
    ACCESS_TOKEN_TTL,
  );
  await db.query('update auth.sessions set updated_at = now() where id = $1', [sessionId]);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: now + ACCESS_TOKEN_TTL,
    refresh_token: refreshToken,
    user: publicUser(user),
  };
}

export async function startSession(db: Db, issuer: string, secret: string, user: UserRow) {
  const { rows } = await db.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id',
    [user.id],
  );
  const sessionId = rows[0]!.id;
  const token = newRefreshToken();
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    token,
    user.id,
    sessionId,
  ]);
  return issueTokens(db, issuer, secret, user, sessionId, token);
}

/** Rotates a refresh token: the old one is revoked and becomes the parent of the new one. */
export async function rotateRefreshToken(
  db: Db,
  token: string,
): Promise<{ userId: string; sessionId: string; token: string } | null> {
  const { rows } = await db.query<{ user_id: string; session_id: string }>(
    `update auth.refresh_tokens r set revoked = true, updated_at = now()
       from auth.sessions s
      where r.token = $1 and not r.revoked and s.id = r.session_id
      returning r.user_id, r.session_id`,
    [token],
  );
  const row = rows[0];
  if (!row) return null;
  const next = newRefreshToken();
  await db.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [next, row.user_id, row.session_id, token],
  );
  return { userId: row.user_id, sessionId: row.session_id, token: next };
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

/** Ends sessions: 'local' this one, 'others' every other of the user, 'global' all of them. */
export async function endSessions(db: Db, userId: string, sessionId: string, scope: string) {
  if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else if (scope === 'others')
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where id = $1', [sessionId]);
}
