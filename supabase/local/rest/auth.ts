import { decodeJwt } from 'jose';
import { verifyJwt, type Claims } from '../jwt.ts';
import { RestError } from './errors.ts';

export type Caller = { role: 'anon' | 'authenticated' | 'service_role'; claims: Claims };

const roles = new Set(['anon', 'authenticated', 'service_role']);

function jwtError(code: string, message: string) {
  const description = message.replace(/"/g, "'");
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  });
}

function isExpired(token: string): boolean {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 < Date.now();
  } catch {
    return false;
  }
}

/** The project's keys the gateway knows: the legacy JWT keys are checked by signature, these by value. */
export type ProjectKeys = { jwtSecret: string; publishableKey: string; secretKey: string };

const opaqueKey = /^sb_(publishable|secret)_/;

/** The role an opaque key acts as (hosted Supabase's gateway swaps it for a short-lived JWT of that role). */
function opaqueKeyRole(key: string, keys: ProjectKeys): Caller | null {
  if (key === keys.publishableKey) return { role: 'anon', claims: { role: 'anon' } };
  if (key === keys.secretKey) return { role: 'service_role', claims: { role: 'service_role' } };
  return null;
}

/**
 * The gateway's apikey check, then PostgREST's: the bearer (or else the apikey) decides the role. The apikey is
 * a legacy JWT key or a publishable/secret key; a bearer that is itself an opaque key (supabase-js sends its key
 * as the bearer when no one is signed in) acts as that key's role.
 */
export async function authenticate(req: Request, keys: ProjectKeys): Promise<Caller> {
  const apikey = req.headers.get('apikey');
  const authorization = req.headers.get('authorization');
  if (!apikey && !authorization) {
    throw new RestError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  }
  if (apikey) {
    const valid = opaqueKey.test(apikey)
      ? opaqueKeyRole(apikey, keys) !== null
      : (await verifyJwt(apikey, keys.jwtSecret)) !== null;
    if (!valid) throw new RestError(401, 'PGRST301', 'Invalid API key');
  }
  const bearer = authorization ? /^bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim() : apikey;
  if (!bearer) throw jwtError('PGRST301', 'Invalid authorization header');
  if (opaqueKey.test(bearer)) {
    const caller = opaqueKeyRole(bearer, keys);
    if (!caller) throw new RestError(401, 'PGRST301', 'Invalid API key');
    return caller;
  }
  const claims = await verifyJwt(bearer, keys.jwtSecret);
  if (!claims) {
    if (isExpired(bearer)) throw jwtError('PGRST303', 'JWT expired');
    throw jwtError('PGRST301', 'JWT could not be decoded or its signature is invalid');
  }
  if (!roles.has(claims.role)) throw jwtError('PGRST301', `Unknown role "${claims.role}" in JWT`);
  return { role: claims.role as Caller['role'], claims };
}
