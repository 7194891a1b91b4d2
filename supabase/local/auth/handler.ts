import { HttpError } from '../http-error.ts';
import type { ApiHandler, BackendContext } from '../context.ts';
import { createAuthLimits } from './limits.ts';
import { authError, json } from './replies.ts';
import { recoverRoute } from './recover.ts';
import { resendRoute, signupRoute, verifyRoute } from './signup.ts';
import { limitedBy, signedIn } from './middleware.ts';
import { passwordGrantRoute, refreshGrantRoute, unsupportedGrantRoute } from './token.ts';
import type { AuthDeps, AuthRoute } from './types.ts';
import { getUserRoute, logoutRoute, updateUserRoute } from './user.ts';

/**
 * The subset of Supabase Auth (GoTrue) that supabase-js uses, over the auth schema in PGlite: e-mail
 * sign-up (with or without confirmation), the password and refresh-token grants, user, logout, the
 * verify link and resend, and password recovery (the link signs the user in to choose a new password). Not
 * offered: PKCE, OTP/magic links, e-mail change, phone, OAuth, MFA.
 */
export function createAuthHandler(ctx: BackendContext): ApiHandler {
  // apiUrl is known only once the server listens, so the issuer is read per request.
  const limits = createAuthLimits(ctx.authRateLimitMultiplier);
  const deps: AuthDeps = {
    ctx,
    keys: {
      get issuer() {
        return `${ctx.apiUrl}/auth/v1`;
      },
      secret: ctx.jwtSecret,
    },
    limits,
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
    // Sign-ups and sign-ins share one budget per address, as Supabase Auth counts them.
    'POST /signup': limitedBy(limits.signInsAndSignUps, signupRoute(deps)),
    'GET /verify': verifyRoute(deps),
    'POST /resend': resendRoute(deps),
    // Recovery mails share the sign-ups' and sign-ins' budget per address.
    'POST /recover': limitedBy(limits.signInsAndSignUps, recoverRoute(deps)),
    'POST /token?grant_type=password': limitedBy(limits.signInsAndSignUps, passwordGrantRoute(deps)),
    'POST /token?grant_type=refresh_token': limitedBy(limits.refreshes, refreshGrantRoute(deps)),
    'POST /token': unsupportedGrantRoute,
    'GET /user': signedIn(deps, getUserRoute),
    'PUT /user': signedIn(deps, updateUserRoute(deps)),
    'POST /logout': signedIn(deps, logoutRoute(deps)),
  };

  return async (req, subpath, { clientIp }) => {
    const url = new URL(req.url);
    const key = `${req.method} ${subpath.replace(/\/+$/, '') || '/'}`;
    const grant = url.searchParams.get('grant_type');
    const route = (grant !== null && routes[`${key}?grant_type=${grant}`]) || routes[key];
    if (!route) throw authError(404, 'not_found', 'Not Found');
    try {
      return await route(req, url, clientIp);
    } catch (error) {
      // Refusals are rendered by the dispatcher; anything else is GoTrue's 500.
      if (error instanceof HttpError) throw error;
      throw authError(500, 'unexpected_failure', 'Unexpected failure');
    }
  };
}
