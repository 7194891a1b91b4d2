import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { operatorKeys } from './operator-keys';

export type AuditRow = Tables<'operator_audit'>;

/** The audit trail of one booking: its own rows and, for an itinerary of a PIX order, the order's. */
export async function fetchHistory(
  supabase: Supabase,
  entries: { entity: string; id: string }[],
): Promise<AuditRow[]> {
  const filter = entries.map(({ entity, id }) => `and(entity.eq.${entity},entity_id.eq.${id})`).join(',');
  const { data, error } = await supabase.from('operator_audit').select('*').or(filter).order('at').limit(200);
  if (error) throw error;
  return data ?? [];
}

export const historyQueryOptions = (entries: { entity: string; id: string }[]) =>
  queryOptions({
    queryKey: operatorKeys.history(
      entries.map((e) => e.entity).join('+'),
      entries.map((e) => e.id).join('+'),
    ),
    queryFn: async () => fetchHistory(await getSupabase(), entries),
    enabled: entries.length > 0,
  });
