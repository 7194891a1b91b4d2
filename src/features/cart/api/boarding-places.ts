import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { cartKeys } from './cart-keys';

export type Hotel = Tables<'Hoteis'>;
export type MeetingPoint = Tables<'ponto_encontro'>;

/** Spec call 8: every hotel, by name. */
export async function fetchHotels(supabase: Supabase): Promise<Hotel[]> {
  const { data, error } = await supabase.from('Hoteis').select('*').order('Hospedagem');
  if (error) throw error;
  return data ?? [];
}

/** Spec call 9: every meeting point, by name. */
export async function fetchMeetingPoints(supabase: Supabase): Promise<MeetingPoint[]> {
  const { data, error } = await supabase.from('ponto_encontro').select('*').order('local');
  if (error) throw error;
  return data ?? [];
}

/** Reference data: it changes with a migration, not while a customer books. */
const placesStaleTime = 30 * 60_000;

export const hotelsQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.hotels(),
    queryFn: async () => fetchHotels(await getSupabase()),
    staleTime: placesStaleTime,
  });

export const meetingPointsQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.meetingPoints(),
    queryFn: async () => fetchMeetingPoints(await getSupabase()),
    staleTime: placesStaleTime,
  });
