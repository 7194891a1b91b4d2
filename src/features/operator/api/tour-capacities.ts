import { queryOptions } from '@tanstack/react-query';
import { tourCapacities } from '@/domain/departures';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

/** The capacities the operator set per tour (RLS: the operator reads them); the others have the default. */
export async function fetchTourCapacities(supabase: Supabase) {
  const { data, error } = await supabase.from('tour_capacity').select('passeio, capacidade');
  if (error) throw error;
  return data ?? [];
}

/** Every tour of the catalogue with its capacity. */
export const tourCapacitiesQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.tourCapacities(),
    queryFn: async () => fetchTourCapacities(await getSupabase()),
    select: tourCapacities,
  });
