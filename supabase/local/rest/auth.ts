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

/** The gateway's apikey check, then PostgREST's: the bearer (or else the apikey) decides the role. */
export async function authenticate(req: Request, jwtSecret: string): Promise<Caller> {
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
  if (apikey && !(await verifyJwt(apikey, jwtSecret)))
    throw new RestError(401, 'PGRST301', 'Invalid API key');
  const bearer = authorization ? /^bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim() : apikey;
  if (!bearer) throw jwtError('PGRST301', 'Invalid authorization header');
  const claims = await verifyJwt(bearer, jwtSecret);
  if (!claims) {
    if (isExpired(bearer)) throw jwtError('PGRST303', 'JWT expired');
    throw jwtError('PGRST301', 'JWT could not be decoded or its signature is invalid');
  }
  if (!roles.has(claims.role)) throw jwtError('PGRST301', `Unknown role "${claims.role}" in JWT`);
  return { role: claims.role as Caller['role'], claims };
}
