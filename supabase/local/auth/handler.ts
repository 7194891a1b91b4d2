import type { ApiHandler, BackendContext } from '../context.ts';
import { createAuthLimits } from './limits.ts';
import { authError, json } from './replies.ts';
import { resendRoute, signupRoute, verifyRoute } from './signup.ts';
import { tokenRoute } from './token.ts';
import type { AuthDeps, AuthRoute } from './types.ts';
import { getUserRoute, logoutRoute, updateUserRoute } from './user.ts';

/**
 * The subset of Supabase Auth (GoTrue) that supabase-js uses, over the auth schema in PGlite: e-mail
 * sign-up (with or without confirmation), the password and refresh-token grants, user, logout, the
 * verify link and resend. Not offered: PKCE, OTP/magic links, recovery, e-mail change, phone, OAuth, MFA.
 */
export function createAuthHandler(ctx: BackendContext): ApiHandler {
  // apiUrl is known only once the server listens, so the issuer is read per request.
  const deps: AuthDeps = {
    ctx,
    keys: {
      get issuer() {
        return `${ctx.apiUrl}/auth/v1`;
      },
      secret: ctx.jwtSecret,
    },
    limits: createAuthLimits(ctx.authRateLimitMultiplier),
  };
  const routes: Record<string, AuthRoute> = {
    'GET /health': async () =>
      json({ version: 'movie-tour-local', name: 'GoTrue', description: 'Embedded Supabase Auth subset' }),
    'GET /settings': async () =>
      json({
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: !ctx.emailConfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    'POST /signup': signupRoute(deps),
    'GET /verify': verifyRoute(deps),
    'POST /resend': resendRoute(deps),
    'POST /token': tokenRoute(deps),
    'GET /user': getUserRoute(deps),
    'PUT /user': updateUserRoute(deps),
    'POST /logout': logoutRoute(deps),
  };

  return async (req, subpath, { clientIp }) => {
    const route = routes[`${req.method} ${subpath.replace(/\/+$/, '') || '/'}`];
    if (!route) return authError(404, 'not_found', 'Not Found');
    try {
      return await route(req, new URL(req.url), clientIp);
    } catch {
      return authError(500, 'unexpected_failure', 'Unexpected failure');
    }
  };
}
