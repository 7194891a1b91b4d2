import { mutationOptions } from '@tanstack/react-query';
import { refreshAfterMutation } from '@/lib/query-client';
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

/** How many hours before boarding a tour's online sales close (admin_set_tour_sales_cutoff). */
export async function setTourSalesCutoff(
  supabase: Supabase,
  { tour, hours }: { tour: string; hours: number },
) {
  const { error } = await supabase.rpc('admin_set_tour_sales_cutoff', { p_passeio: tour, p_horas: hours });
  if (error) throw error;
}

/** A tour's defaults as its dialog saves them: only what changed is sent. */
export type TourSettingsChange = { tour: string; capacity?: number; cutoffHours?: number };

export async function saveTourSettings(
  supabase: Supabase,
  { tour, capacity, cutoffHours }: TourSettingsChange,
) {
  if (capacity !== undefined) await setTourCapacity(supabase, { tour, capacity });
  if (cutoffHours !== undefined) await setTourSalesCutoff(supabase, { tour, hours: cutoffHours });
}

export const setDepartureCapacityMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'set-departure-capacity'],
    mutationFn: async (change: DepartureCapacityChange) => setDepartureCapacity(await getSupabase(), change),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const saveTourSettingsMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'save-tour-settings'],
    mutationFn: async (change: TourSettingsChange) => saveTourSettings(await getSupabase(), change),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });
