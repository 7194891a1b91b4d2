import { queryOptions } from '@tanstack/react-query';
import type { BoardingBooking } from '@/domain/boarding-scan';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { loadStoredDay, saveDay } from '../offline/boarding-store';
import { boardingKeys } from './boarding-keys';
import { isNetworkFailure } from './network';

/** The day's list as the screen shows it: from the database, or from the phone when there is no network. */
export type BoardingDay = { rows: BoardingBooking[]; savedAt: string; stored: boolean };

/** The bookings of the day in pick-up order (boarding_day): names, party, boarding place, phone; no payments. */
export async function fetchBoardingDay(supabase: Supabase, day: string): Promise<BoardingBooking[]> {
  const { data, error } = await supabase.rpc('boarding_day', { p_day: day });
  if (error) throw error;
  return data ?? [];
}

/** Read online and stored on the phone; without a network, the stored list of the day. */
export async function loadBoardingDay(userId: string, day: string): Promise<BoardingDay> {
  try {
    const rows = await fetchBoardingDay(await getSupabase(), day);
    const savedAt = new Date().toISOString();
    await saveDay({ userId, day, savedAt, rows });
    return { rows, savedAt, stored: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const stored = await loadStoredDay(userId, day);
    if (!stored) throw new Error('Sem conexão, e a lista do dia não foi guardada neste aparelho.');
    return { rows: stored.rows, savedAt: stored.savedAt, stored: true };
  }
}

export const boardingDayQueryOptions = (userId: string, day: string) =>
  queryOptions({
    queryKey: boardingKeys.day(userId, day),
    queryFn: () => loadBoardingDay(userId, day),
    // Offline too: the query function falls back to the stored list instead of pausing.
    networkMode: 'always',
    retry: false,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
