import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { loadStoredDay, offlineStaff } from '../offline/boarding-store';
import { boardingKeys } from './boarding-keys';
import { isNetworkFailure } from './network';

/**
 * The database's own answer (is_staff()): whether the signed-in user is an operator or a driver. Without a network,
 * a list of the day stored for this user says so (only staff could have read it).
 */
export async function fetchIsStaff(userId: string, day: string): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('is_staff');
    if (error) throw error;
    return data === true;
  } catch (error) {
    if (isNetworkFailure(error) && (await loadStoredDay(userId, day))) return true;
    throw error;
  }
}

export const isStaffQueryOptions = (userId: string | undefined, day: string) =>
  queryOptions({
    queryKey: boardingKeys.staff(userId ?? ''),
    queryFn: () => fetchIsStaff(userId!, day),
    enabled: Boolean(userId),
    networkMode: 'always',
    staleTime: 5 * 60_000,
  });

/** Offline and signed out (a session expired without a network): the staff member whose list this phone keeps. */
export const offlineStaffQueryOptions = (day: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...boardingKeys.all, 'offline-staff', day],
    queryFn: () => offlineStaff(day),
    enabled,
    networkMode: 'always',
    staleTime: 0,
  });
