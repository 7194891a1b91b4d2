import { authenticate, type Caller } from './caller.ts';
import { addressKey, overLimit } from './limits.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { AuthDeps, AuthRoute } from './types.ts';

/**
 * The auth routes' cross-cutting concerns, applied in the route table (handler.ts) rather than inside each
 * route: a rate limit per client address, and the signed-in caller of the bearer token.
 */

/** Refuses with GoTrue's 429 once the client address has used up its budget on this limiter. */
export function limitedBy(limiter: RateLimiter, route: AuthRoute): AuthRoute {
  return async (req, url, clientIp) => {
    if (!limiter.allow(addressKey(clientIp))) throw overLimit();
    return route(req, url, clientIp);
  };
}

export type SignedInRoute = (req: Request, url: URL, caller: Caller) => Promise<Response>;

/** Runs the route for the signed-in caller of the bearer token (401 without one, 403 for a stale one). */
export function signedIn(deps: AuthDeps, route: SignedInRoute): AuthRoute {
  return async (req, url) => route(req, url, await authenticate(deps, req));
}
