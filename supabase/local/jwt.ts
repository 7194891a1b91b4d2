import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type JwtRole = 'anon' | 'authenticated' | 'service_role';

export type Claims = JWTPayload & { role: JwtRole | string; sub?: string; email?: string };

const encoder = new TextEncoder();

/** Signs HS256 claims the way Supabase does (used for the API keys and for access tokens). */
export async function signJwt(claims: Claims, secret: string, expiresInSeconds?: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now);
  if (expiresInSeconds !== undefined) jwt = jwt.setExpirationTime(now + expiresInSeconds);
  return jwt.sign(encoder.encode(secret));
}

/** Verifies signature and expiry; answers null for anything that is not a valid token of ours. */
export async function verifyJwt(token: string, secret: string): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return null;
    return payload as Claims;
  } catch {
    return null;
  }
}

/** The anon and service-role API keys: long-lived JWTs carrying only a role, as Supabase issues. */
export function signApiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return signJwt({ iss: 'supabase', role }, secret, 10 * 365 * 24 * 3600);
}
