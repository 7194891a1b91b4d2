import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { StaffMember, StaffRoleChange } from '@/domain/operator-team';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

/** The operators and drivers (admin_team). */
export async function fetchTeam(supabase: Supabase): Promise<StaffMember[]> {
  const { data, error } = await supabase.rpc('admin_team');
  if (error) throw error;
  return (data ?? []).map((row) => ({
    userId: row.user_id,
    name: row.nome,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'motorista',
  }));
}

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.team(),
    queryFn: async () => fetchTeam(await getSupabase()),
  });

/** Makes an existing account a driver, or takes the driver's access away (admin_set_staff_role). */
export async function setStaffRole(supabase: Supabase, { email, role }: StaffRoleChange) {
  const { error } = await supabase.rpc('admin_set_staff_role', { p_email: email, p_role: role });
  if (error) throw error;
}

export const setStaffRoleMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'set-staff-role'],
    mutationFn: async (change: StaffRoleChange) => setStaffRole(await getSupabase(), change),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });
