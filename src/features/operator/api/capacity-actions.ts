import { mutationOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

export type DepartureCapacityChange = {
  tour: string;
  day: string;
  /** null: back to the tour's capacity. */
  capacity: number | null;
  closed: boolean;
  reason: string;
};

/** One departure's capacity, or closed; seats already sold stay sold (admin_set_departure_capacity). */
export async function setDepartureCapacity(
  supabase: Supabase,
  { tour, day, capacity, closed, reason }: DepartureCapacityChange,
) {
  const { error } = await supabase.rpc('admin_set_departure_capacity', {
    p_passeio: tour,
    p_dia: day,
    // The generated type says number; the function takes null for "the tour's capacity".
    p_capacidade: capacity as number,
    p_fechado: closed,
    p_motivo: reason,
  });
  if (error) throw error;
}

/** A tour's capacity on every day the operator did not change (admin_set_tour_capacity). */
export async function setTourCapacity(
  supabase: Supabase,
  { tour, capacity }: { tour: string; capacity: number },
) {
  const { error } = await supabase.rpc('admin_set_tour_capacity', {
    p_passeio: tour,
    p_capacidade: capacity,
  });
  if (error) throw error;
}

export const setDepartureCapacityMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'set-departure-capacity'],
    mutationFn: async (change: DepartureCapacityChange) => setDepartureCapacity(await getSupabase(), change),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: operatorKeys.all }),
  });

export const setTourCapacityMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'set-tour-capacity'],
    mutationFn: async (change: { tour: string; capacity: number }) =>
      setTourCapacity(await getSupabase(), change),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
