import { queryOptions } from '@tanstack/react-query';
import { groupManifest, type BoardingStatus, type ManifestRow } from '@/domain/operator';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

const isBoardingStatus = (value: string | null): value is BoardingStatus =>
  value === 'embarcou' || value === 'nao_compareceu';

/** The confirmed bookings of a day, from the site and the messaging app (admin_manifest). */
export async function fetchManifest(supabase: Supabase, day: string): Promise<ManifestRow[]> {
  const { data, error } = await supabase.rpc('admin_manifest', { p_day: day });
  if (error) throw error;
  return (data ?? []).map((row) => ({
    ...row,
    valor: Number(row.valor),
    embarque_status: isBoardingStatus(row.embarque_status) ? row.embarque_status : null,
  }));
}

export const manifestQueryOptions = (day: string) =>
  queryOptions({
    queryKey: operatorKeys.manifest(day),
    queryFn: async () => fetchManifest(await getSupabase(), day),
    select: groupManifest,
  });
