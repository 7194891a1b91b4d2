import type { SupabaseClient } from '@supabase/supabase-js';

export type CustomerProfile = {
  id_cliente: number;
  auth_user_id: string;
  nome_cliente: string | null;
  email_cliente: string | null;
  celular: string | null;
};

/** Spec call 5: the customer row of the signed-in user, or null. */
export async function fetchProfile(
  supabase: SupabaseClient,
  userId: string,
): Promise<CustomerProfile | null> {
  const { data, error } = await supabase
    .from('clientes')
    .select('*')
    .eq('auth_user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return (data as CustomerProfile | null) ?? null;
}

/** Spec call 7: the user's role. */
export async function fetchRole(supabase: SupabaseClient, userId: string): Promise<string | null> {
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return (data as { role: string } | null)?.role ?? null;
}
