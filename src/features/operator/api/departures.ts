import { queryOptions } from '@tanstack/react-query';
import type { Departure } from '@/domain/departures';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

/** The console's departures: the next 30 days, from today in São Paulo. */
export const DEPARTURE_DAYS = 30;

/** Each tour's departures of `days` days from `from` (YYYY-MM-DD): seats sold, held and free (admin_departures). */
export async function fetchDepartures(supabase: Supabase, from: string, days: number): Promise<Departure[]> {
  const { data, error } = await supabase.rpc('admin_departures', { p_from: from, p_days: days });
  if (error) throw error;
  return data ?? [];
}

export const departuresQueryOptions = (from: string, days: number) =>
  queryOptions({
    queryKey: operatorKeys.departures(from, days),
    queryFn: async () => fetchDepartures(await getSupabase(), from, days),
  });
