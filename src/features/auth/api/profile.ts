import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/types/database';

export type CustomerProfile = Pick<
  Tables<'clientes'>,
  'id_cliente' | 'auth_user_id' | 'nome_cliente' | 'email_cliente' | 'celular'
>;

/** Spec call 5: the customer row of the signed-in user, or null. */
export async function fetchProfile(
  supabase: SupabaseClient<Database>,
  userId: string,
): Promise<CustomerProfile | null> {
  const { data, error } = await supabase
    .from('clientes')
    .select('*')
    .eq('auth_user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data ?? null;
}

/** Spec call 7: the user's role. */
export async function fetchRole(supabase: SupabaseClient<Database>, userId: string): Promise<string | null> {
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.role ?? null;
}
