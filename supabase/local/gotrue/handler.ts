import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { ApiHandler, BackendContext } from '../context.ts';
import { verifyJwt } from '../jwt.ts';
import { createRateLimiter } from './rate-limit.ts';
import { authError, escapeHtml, json } from './replies.ts';
import { endSessions, issueTokens, rotateRefreshToken, sessionExists, startSession } from './sessions.ts';
import { findUserByEmail, findUserById, publicUser } from './users.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Password sign-in limits, in the spirit of Supabase Auth's defaults: 30 per 5 minutes per client address
// and 10 per 5 minutes per e-mail address.
const WINDOW_MS = 5 * 60_000;

async function readJson(req: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await req.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const badJson = () => authError(400, 'bad_json', 'Could not parse request body as JSON');

/** The subset of Supabase Auth (GoTrue) that supabase-js uses, over the auth schema in PGlite. */
export function createAuthHandler(ctx: BackendContext): ApiHandler {
  const issuer = `${ctx.apiUrl}/auth/v1`;
  const byIp = createRateLimiter(30, WINDOW_MS);
  const byEmail = createRateLimiter(10, WINDOW_MS);

  const sameSiteRedirect = (target: string | null) => {
    try {
      if (target && new URL(target).origin === new URL(ctx.siteUrl).origin) return target;
    } catch {
      // not a URL: fall back to the site
    }
    return ctx.siteUrl;
  };

  async function sendConfirmation(email: string, token: string, redirectTo: string | null) {
    const link = `${ctx.apiUrl}/auth/v1/verify?token=${token}&type=signup&redirect_to=${encodeURIComponent(sameSiteRedirect(redirectTo))}`;
    ctx.mailbox.send({
      to: email,
      subject: 'Confirme seu cadastro na Movie Tour',
      html: `<p>Olá! Confirme o e-mail <strong>${escapeHtml(email)}</strong> para entrar na Movie Tour.</p><p><a href="${escapeHtml(link)}">Confirmar meu e-mail</a></p>`,
      link,
    });
  }

  async function callerSession(req: Request) {
    const token = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const claims = await verifyJwt(token, ctx.jwtSecret);
    if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string')
      return {
        error: authError(
          403,
          'bad_jwt',
          'invalid JWT: unable to parse or verify signature, token is expired',
        ),
      };
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    if (!sessionId || !(await sessionExists(ctx.db, sessionId))) {
      return {
        error: authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
      };
    }
    const user = await findUserById(ctx.db, claims.sub);
    if (!user)
      return { error: authError(403, 'user_not_found', 'User from sub claim in JWT does not exist') };
    return { user, sessionId };
  }

  const routes: Record<string, (req: Request, url: URL, clientIp: string) => Promise<Response>> = {
    'GET /health': async () =>
      json({ version: 'movie-tour-local', name: 'GoTrue', description: 'Local auth' }),
    'GET /settings': async () =>
      json({
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: !ctx.emailConfirm,
        phone_autoconfirm: false,
      }),

    'POST /signup': async (req, url) => {
      const body = await readJson(req);
      if (!body) return badJson();
      const email = text(body.email).trim().toLowerCase();
      const password = text(body.password);
      if (!emailPattern.test(email))
        return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (password.length < 6) {
        return authError(422, 'weak_password', 'Password should be at least 6 characters.', {
          weak_password: { reasons: ['length'] },
        });
      }
      const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
      const redirectTo =
        url.searchParams.get('redirect_to') ??
        (typeof body.redirect_to === 'string' ? body.redirect_to : null);
      return ctx.exclusive(async () => {
        if (await findUserByEmail(ctx.db, email))
          return authError(422, 'user_already_exists', 'User already registered');
        const hash = await bcrypt.hash(password, 10);
        const token = ctx.emailConfirm ? randomBytes(20).toString('hex') : '';
        try {
          const user = await ctx.db.transaction(async (tx) => {
            const { rows } = await tx.query<{ id: string }>(
              `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
                 confirmation_sent_at, raw_app_meta_data, raw_user_meta_data)
               values ('authenticated', 'authenticated', $1, $2, case when $3 then null else now() end, $4,
                 case when $3 then now() end, '{"provider":"email","providers":["email"]}', $5)
               returning id`,
              [email, hash, ctx.emailConfirm, token, JSON.stringify(data)],
            );
            const id = rows[0]!.id;
            await tx.query(
              `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email')`,
              [id, JSON.stringify({ sub: id, email })],
            );
            return (await findUserById(tx as never, id))!;
          });
          if (ctx.emailConfirm) {
            await sendConfirmation(email, token, redirectTo);
            return json(publicUser(user));
          }
          return json(await startSession(ctx.db, issuer, ctx.jwtSecret, user));
        } catch (error) {
          // A trigger refusing the row (a mobile already taken, say) reads like hosted Supabase's message.
          const code = (error as { code?: string }).code;
          return authError(
            code === '23505' ? 422 : 500,
            'unexpected_failure',
            'Database error saving new user',
          );
        }
      });
    },

    'GET /verify': async (_req, url) => {
      const token = url.searchParams.get('token') ?? '';
      const target = sameSiteRedirect(url.searchParams.get('redirect_to'));
      const confirmed = await ctx.exclusive(async () => {
        if (!token) return false;
        const { rows } = await ctx.db.query(
          `update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now()
            where confirmation_token = $1 and email_confirmed_at is null returning id`,
          [token],
        );
        return rows.length > 0;
      });
      const location = confirmed
        ? target
        : `${target}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('Email link is invalid or has expired')}`;
      return new Response(null, { status: 303, headers: { Location: location } });
    },

    'POST /resend': async (req, url) => {
      const body = await readJson(req);
      if (!body) return badJson();
      const email = text(body.email).trim().toLowerCase();
      await ctx.exclusive(async () => {
        const user = await findUserByEmail(ctx.db, email);
        if (user && !user.email_confirmed_at && user.confirmation_token) {
          await sendConfirmation(email, user.confirmation_token, url.searchParams.get('redirect_to'));
        }
      });
      return json({});
    },

    'POST /token': async (req, url, clientIp) => {
      const grant = url.searchParams.get('grant_type');
      const body = await readJson(req);
      if (!body) return badJson();
      if (grant === 'password') {
        const email = text(body.email).trim().toLowerCase();
        if (!byIp.allow(clientIp) || !byEmail.allow(email)) {
          return authError(429, 'over_request_rate_limit', 'Request rate limit reached');
        }
        return ctx.exclusive(async () => {
          const user = await findUserByEmail(ctx.db, email);
          const ok = user?.encrypted_password
            ? await bcrypt.compare(text(body.password), user.encrypted_password)
            : false;
          if (!user || !ok) return authError(400, 'invalid_credentials', 'Invalid login credentials');
          if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
          await ctx.db.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
          return json(
            await startSession(ctx.db, issuer, ctx.jwtSecret, (await findUserById(ctx.db, user.id))!),
          );
        });
      }
      if (grant === 'refresh_token') {
        return ctx.exclusive(async () => {
          const rotated = await rotateRefreshToken(ctx.db, text(body.refresh_token));
          const user = rotated && (await findUserById(ctx.db, rotated.userId));
          if (!rotated || !user)
            return authError(
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            );
          return json(
            await issueTokens(ctx.db, issuer, ctx.jwtSecret, user, rotated.sessionId, rotated.token),
          );
        });
      }
      return authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    },

    'GET /user': async (req) =>
      ctx.exclusive(async () => {
        const caller = await callerSession(req);
        return 'error' in caller ? caller.error! : json(publicUser(caller.user));
      }),

    'PUT /user': async (req) => {
      const body = await readJson(req);
      if (!body) return badJson();
      return ctx.exclusive(async () => {
        const caller = await callerSession(req);
        if ('error' in caller) return caller.error!;
        if (body.password !== undefined) {
          if (text(body.password).length < 6) {
            return authError(422, 'weak_password', 'Password should be at least 6 characters.', {
              weak_password: { reasons: ['length'] },
            });
          }
          await ctx.db.query(
            'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
            [caller.user.id, await bcrypt.hash(text(body.password), 10)],
          );
        }
        if (body.data && typeof body.data === 'object') {
          await ctx.db.query(
            `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb, updated_at = now() where id = $1`,
            [caller.user.id, JSON.stringify(body.data)],
          );
        }
        return json(publicUser((await findUserById(ctx.db, caller.user.id))!));
      });
    },

    'POST /logout': async (req, url) =>
      ctx.exclusive(async () => {
        const caller = await callerSession(req);
        if ('error' in caller) return caller.error!;
        await endSessions(
          ctx.db,
          caller.user.id,
          caller.sessionId,
          url.searchParams.get('scope') ?? 'global',
        );
        return new Response(null, { status: 204, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
      }),
  };

  return async (req, subpath, { clientIp }) => {
    const url = new URL(req.url);
    const route = routes[`${req.method} ${subpath.replace(/\/+$/, '') || '/'}`];
    if (!route) return authError(404, 'not_found', 'Not Found');
    try {
      return await route(req, url, clientIp);
    } catch {
      return authError(500, 'unexpected_failure', 'Unexpected failure');
    }
  };
}
