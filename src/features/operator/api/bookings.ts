import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { operatorKeys, type BookingFilters } from './operator-keys';

export type BookingRow = Database['public']['Functions']['admin_bookings']['Returns'][number];

/** Bookings of every origin matching the filters (admin_bookings), by date. */
export async function fetchBookings(supabase: Supabase, filters: BookingFilters): Promise<BookingRow[]> {
  const { data, error } = await supabase.rpc('admin_bookings', {
    p_text: filters.text || undefined,
    p_passeio: filters.tour || undefined,
    p_from: filters.from || undefined,
    p_to: filters.to || undefined,
    p_status: filters.status || undefined,
  });
  if (error) throw error;
  return data ?? [];
}

export const bookingsQueryOptions = (filters: BookingFilters) =>
  queryOptions({
    queryKey: operatorKeys.bookings(filters),
    queryFn: async () => fetchBookings(await getSupabase(), filters),
  });

/** One booking by its reference ('R12' an itinerary, 'P34' a site order). */
export const bookingQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: operatorKeys.booking(ref),
    queryFn: async () => {
      const rows = await fetchBookings(await getSupabase(), { text: ref });
      return rows.find((row) => row.ref === ref.toUpperCase()) ?? null;
    },
  });
