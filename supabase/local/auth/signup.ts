import { HttpError } from '../http-error.ts';
import {
  CONFIRMATION_TTL_MS,
  hashToken,
  newConfirmationToken,
  safeRedirect,
  secondsBeforeNextMail,
  sendConfirmation,
  tooSoon,
} from './mail.ts';
import { hashPassword, checkPassword } from './passwords.ts';
import { verifyRecovery } from './recover.ts';
import { authError, badJson, json, readJsonObject, redirect, text } from './replies.ts';
import { startSession } from './sessions.ts';
import type { AuthDeps, AuthRoute } from './types.ts';
import { deleteLapsedSignUp, findUserByEmail, findUserById, insertUser, publicUser } from './users.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text PostgreSQL cannot store (U+0000) or that is not whole Unicode (half a surrogate pair), or controls. */
export const unstorable =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Caps on user metadata: it is copied into every access token, so it stays small and plain. */
export const METADATA_MAX_BYTES = 8 * 1024;
const METADATA_MAX_KEYS = 50;
const METADATA_MAX_DEPTH = 5;

/** Why `data` (user metadata) is refused, or null: too large, too deep, too many keys, or unstorable text. */
export function metadataProblem(data: unknown): string | null {
  if (data === undefined || data === null) return null;
  let keys = 0;
  const walk = (value: unknown, depth: number): string | null => {
    if (typeof value === 'string')
      return unstorable.test(value.replace(/[\t\n\r]/g, ' '))
        ? 'User metadata holds text that cannot be stored'
        : null;
    if (typeof value !== 'object' || value === null) return null;
    if (depth > METADATA_MAX_DEPTH) return `User metadata is nested deeper than ${METADATA_MAX_DEPTH} levels`;
    for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      if (typeof key === 'string') {
        if (++keys > METADATA_MAX_KEYS) return `User metadata has more than ${METADATA_MAX_KEYS} keys`;
        if (unstorable.test(key)) return 'User metadata holds a key that cannot be stored';
      }
      const problem = walk(child, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  // Depth first: JSON.stringify of metadata nested thousands deep overflows the stack.
  const problem = walk(data, 1);
  if (problem) return problem;
  if (JSON.stringify(data).length > METADATA_MAX_BYTES)
    return `User metadata is larger than ${METADATA_MAX_BYTES} bytes`;
  return null;
}

/** Lower-cased e-mail; throws GoTrue's 400 for a missing or malformed one. */
export function readEmail(value: unknown, missing: string): string {
  const email = text(value).trim().toLowerCase();
  if (!email) throw authError(400, 'validation_failed', missing);
  if (email.length > 255 || !emailPattern.test(email) || unstorable.test(email)) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** The customers' unique mobile (migration 20261122000100) refused the sign-up trigger's row. */
const isMobileTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'clientes_celular_key';

const objectOrEmpty = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function signupRoute(deps: AuthDeps): AuthRoute {
  const { ctx, keys } = deps;
  return async (req, url) => {
    const body = await readJsonObject(req);
    if (!body) throw badJson();
    const email = readEmail(body.email, 'To signup, please provide your email');
    const password = text(body.password);
    checkPassword(password, 'Signup requires a valid password');
    const badMetadata = metadataProblem(body.data);
    if (badMetadata) throw authError(400, 'validation_failed', badMetadata);
    // bcrypt takes ~70 ms: done before taking the database, which every request shares.
    const passwordHash = await hashPassword(password, ctx.passwordCost);
    const confirmation = ctx.emailConfirm ? newConfirmationToken() : null;
    const reply = await ctx.exclusive(async () => {
      try {
        return await ctx.db.transaction(async (tx) => {
          // An unconfirmed sign-up whose link has lapsed does not hold the address: it gives way to this one.
          if (
            (await findUserByEmail(tx, email)) &&
            !(await deleteLapsedSignUp(tx, email, CONFIRMATION_TTL_MS))
          )
            throw authError(422, 'user_already_exists', 'User already registered');
          const metadata = objectOrEmpty(body.data);
          const id = await insertUser(tx, {
            email,
            passwordHash,
            metadata,
            confirmationTokenHash: confirmation?.hash ?? null,
          });
          if (confirmation) return json(publicUser((await findUserById(tx, id))!));
          return json(await startSession(tx, keys, id));
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // The sign-up trigger refused the row. Hosted Supabase answers any such refusal with the 500 below;
        // a mobile held by another customer is the caller's mistake, so here it is GoTrue's phone_exists.
        if (isMobileTaken(error)) {
          throw authError(422, 'phone_exists', 'Phone number already registered by another user');
        }
        throw authError(500, 'unexpected_failure', 'Database error saving new user');
      }
    });
    if (confirmation && reply.ok)
      sendConfirmation(ctx, email, confirmation.token, url.searchParams.get('redirect_to'));
    return reply;
  };
}

export function verifyRoute(deps: AuthDeps): AuthRoute {
  const { ctx } = deps;
  return async (_req, url) => {
    const token = url.searchParams.get('token') ?? '';
    const type = url.searchParams.get('type');
    const target = safeRedirect(ctx, url.searchParams.get('redirect_to'));
    if (type === 'recovery') {
      const session = await verifyRecovery(deps, token);
      if (session) {
        const signedIn = new URL(target);
        signedIn.hash = session.toString();
        return redirect(signedIn.toString());
      }
    }
    const confirmed =
      Boolean(token) &&
      (type === 'signup' || type === 'email') &&
      (await ctx.exclusive(async () => {
        const { rows } = await ctx.db.query(
          `update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now()
            where confirmation_token = $1 and email_confirmed_at is null
              and confirmation_sent_at > now() - make_interval(secs => $2)
          returning id`,
          [hashToken(token), CONFIRMATION_TTL_MS / 1000],
        );
        return rows.length > 0;
      }));
    if (confirmed) return redirect(target);
    const failure = new URL(target);
    failure.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    }).toString();
    return redirect(failure.toString());
  };
}

export function resendRoute({ ctx }: AuthDeps): AuthRoute {
  return async (req, url) => {
    const body = await readJsonObject(req);
    if (!body) throw badJson();
    if (body.type !== 'signup') {
      throw authError(400, 'validation_failed', 'Only type signup can be resent by this server');
    }
    const email = readEmail(body.email, 'Missing email');
    const confirmation = newConfirmationToken();
    const outcome = await ctx.exclusive(async () => {
      const user = await findUserByEmail(ctx.db, email);
      if (!user || user.email_confirmed_at) return 'nothing';
      const wait = secondsBeforeNextMail(user.confirmation_sent_at);
      if (wait > 0) return wait;
      await ctx.db.query(
        'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
        [user.id, confirmation.hash],
      );
      return 'sent';
    });
    if (typeof outcome === 'number') throw tooSoon(outcome);
    if (outcome === 'sent')
      sendConfirmation(ctx, email, confirmation.token, url.searchParams.get('redirect_to'));
    // The same answer whether or not the address is known, so resend does not reveal accounts.
    return json({ message_id: null });
  };
}
