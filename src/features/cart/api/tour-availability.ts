import { queryOptions, useQueries } from '@tanstack/react-query';
import type { AvailabilityRow } from '@/domain/availability';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { cartKeys } from './cart-keys';

/** How far ahead the calendars know the seats: tour_availability's days from today in São Paulo. */
export const AVAILABILITY_DAYS = 90;

/** The tour's days from today in São Paulo, each with its capacity and free seats (cars for per-car tours). */
export async function fetchTourAvailability(supabase: Supabase, tourId: string): Promise<AvailabilityRow[]> {
  const { data, error } = await supabase.rpc('tour_availability', {
    p_tour_id: tourId,
    p_days: AVAILABILITY_DAYS,
  });
  if (error) throw error;
  return data ?? [];
}

/** Fresh for a minute: seats go while a visitor looks, and the database refuses a day that filled meanwhile. */
export const tourAvailabilityQueryOptions = (tourId: string) =>
  queryOptions({
    queryKey: cartKeys.availability(tourId),
    queryFn: async () => fetchTourAvailability(await getSupabase(), tourId),
    staleTime: 60_000,
  });

/**
 * The days of every tour in the cart, for the checks before checkout (a departure whose sales closed while it sat in
 * the cart): a lookup by tour id, undefined until a tour's days have arrived.
 */
export function useCartAvailability(tourIds: readonly string[]) {
  const ids = [...new Set(tourIds)];
  return useQueries({
    queries: ids.map((id) => tourAvailabilityQueryOptions(id)),
    combine: (results) => {
      const byTour = new Map(ids.map((id, index) => [id, results[index]?.data]));
      return (tourId: string) => byTour.get(tourId);
    },
  });
}
