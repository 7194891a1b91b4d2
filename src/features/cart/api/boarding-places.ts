import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

export type Hotel = Tables<'Hoteis'>;
export type MeetingPoint = Tables<'ponto_encontro'>;

/** Spec call 8: every hotel, by name. */
export async function fetchHotels(): Promise<Hotel[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('Hoteis').select('*').order('Hospedagem');
  if (error) throw error;
  return data ?? [];
}

/** Spec call 9: every meeting point, by name. */
export async function fetchMeetingPoints(): Promise<MeetingPoint[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('ponto_encontro').select('*').order('local');
  if (error) throw error;
  return data ?? [];
}

export const hotelsQueryOptions = queryOptions({
  queryKey: ['hotels'],
  queryFn: fetchHotels,
  staleTime: 30 * 60_000,
});
export const meetingPointsQueryOptions = queryOptions({
  queryKey: ['meeting-points'],
  queryFn: fetchMeetingPoints,
  staleTime: 30 * 60_000,
});
