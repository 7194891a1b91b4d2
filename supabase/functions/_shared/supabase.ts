import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database } from '../../../src/types/database.ts';
import { publishableKey, requireEnv, secretKey } from './env.ts';

const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** A client with the service role: bypasses RLS, so only for checks the function has already made. */
export function serviceClient(): SupabaseClient<Database> {
  return createClient<Database>(requireEnv('SUPABASE_URL'), secretKey(), {
    auth: serverAuth,
  });
}

/** The bearer token of the request, if any. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The signed-in user who sent the request, checked with Supabase Auth (a forged or expired token,
 * or the bare anon key, gives null).
 */
export async function requestUser(req: Request): Promise<User | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const client = createClient<Database>(requireEnv('SUPABASE_URL'), publishableKey(), {
    auth: serverAuth,
  });
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) return null;
  return data.user;
}
