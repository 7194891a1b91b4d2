import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { sessionProfile } from '../session-profile';

export type CustomerProfile = Pick<
  Tables<'clientes'>,
  'id_cliente' | 'auth_user_id' | 'nome_cliente' | 'email_cliente' | 'celular'
>;

export const authKeys = {
  all: ['auth'] as const,
  profile: (userId: string) => [...authKeys.all, 'profile', userId] as const,
};

/** The signed-in user has no customer row (it should have been created at sign-up). */
export class ClientNotFoundError extends Error {
  constructor() {
    super('Cliente não identificado. Faça login novamente.');
  }
}

/** Spec call 5: the customer row of the signed-in user, or null. */
export async function fetchProfile(supabase: Supabase, userId: string): Promise<CustomerProfile | null> {
  const { data, error } = await supabase
    .from('clientes')
    .select('*')
    .eq('auth_user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data ?? null;
}

/** Spec call 7: the user's role. */
export async function fetchRole(supabase: Supabase, userId: string): Promise<string | null> {
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.role ?? null;
}

/** The profile, read once per user and kept for the session (starting from the one the auth provider loaded). */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.profile(userId),
    queryFn: async () => fetchProfile(await getSupabase(), userId),
    initialData: () => sessionProfile.of(userId),
    staleTime: Infinity,
  });

/**
 * The signed-in customer's id (clientes.id_cliente), from the cached profile: every order read and write uses
 * it. A missing row is not kept, so the next call reads it again.
 */
export async function customerIdOf(client: QueryClient, userId: string): Promise<number> {
  const profile = await client.fetchQuery(profileQueryOptions(userId));
  if (!profile) {
    client.removeQueries({ queryKey: authKeys.profile(userId) });
    throw new ClientNotFoundError();
  }
  return profile.id_cliente;
}
