import {
  RECOVERY_TTL_MS,
  hashToken,
  newConfirmationToken,
  secondsBeforeNextMail,
  sendRecovery,
  tooSoon,
} from './mail.ts';
import { badJson, json, readJsonObject } from './replies.ts';
import { startSession } from './sessions.ts';
import { readEmail } from './signup.ts';
import type { AuthDeps, AuthRoute } from './types.ts';
import { findUserByEmail } from './users.ts';

/**
 * resetPasswordForEmail: a recovery link by mail to a known address, at most one a minute; the same answer for an
 * unknown one, so the form does not reveal who has an account.
 */
export function recoverRoute({ ctx }: AuthDeps): AuthRoute {
  return async (req, url) => {
    const body = await readJsonObject(req);
    if (!body) throw badJson();
    const email = readEmail(body.email, 'Password recovery requires an email');
    const recovery = newConfirmationToken();
    const outcome = await ctx.exclusive(async () => {
      const user = await findUserByEmail(ctx.db, email);
      if (!user) return 'nothing';
      const { rows } = await ctx.db.query<{ recovery_sent_at: string | null }>(
        'select recovery_sent_at from auth.users where id = $1',
        [user.id],
      );
      const wait = secondsBeforeNextMail(rows[0]?.recovery_sent_at);
      if (wait > 0) return wait;
      await ctx.db.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
        [user.id, recovery.hash],
      );
      return 'sent';
    });
    if (typeof outcome === 'number') throw tooSoon(outcome);
    if (outcome === 'sent') sendRecovery(ctx, email, recovery.token, url.searchParams.get('redirect_to'));
    return json({});
  };
}

/**
 * The recovery link: once, within the hour, it signs the user in (confirming the address the mail reached) and
 * hands the session to the page in the URL's fragment, as GoTrue's implicit flow does (`type=recovery`). Null for a
 * used, lapsed or unknown token.
 */
export async function verifyRecovery(
  { ctx, keys }: AuthDeps,
  token: string,
): Promise<URLSearchParams | null> {
  if (!token) return null;
  return ctx.exclusive(() =>
    ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `update auth.users
            set recovery_token = '', recovery_sent_at = null,
                email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
          where recovery_token = $1 and recovery_token <> ''
            and recovery_sent_at > now() - make_interval(secs => $2)
        returning id`,
        [hashToken(token), RECOVERY_TTL_MS / 1000],
      );
      const id = rows[0]?.id;
      if (!id) return null;
      const session = await startSession(tx, keys, id);
      return new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: 'recovery',
      });
    }),
  );
}
