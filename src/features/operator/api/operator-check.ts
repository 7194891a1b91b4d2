import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

/** The database's own answer (is_admin()): whether the signed-in user is an operator. */
export async function fetchIsOperator(supabase: Supabase): Promise<boolean> {
  const { data, error } = await supabase.rpc('is_admin');
  if (error) throw error;
  return data === true;
}

/**
 * Asked as soon as the page opens, beside the profile the auth context loads (which waits for the spec's
 * re-check of the session), so an operator's page does not wait for it.
 */
export const isOperatorQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...operatorKeys.all, 'is-operator', userId ?? ''],
    queryFn: async () => fetchIsOperator(await getSupabase()),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
