import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database } from '../../../src/types/database.ts';
import { errorResponse } from './cors.ts';
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

/**
 * The customer (clientes.id_cliente) of a signed-in user, read with the service role; a user without one gets the
 * 403 answer every payment function gives (a session from before the account was removed).
 */
export async function callerClientId(
  db: SupabaseClient<Database>,
  userId: string,
): Promise<number | Response> {
  const { data, error } = await db
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data
    ? data.id_cliente
    : errorResponse(403, 'client_not_found', 'Cliente não identificado. Faça login novamente.');
}
