import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { operatorKeys } from './operator-keys';

export type AuditRow = Tables<'operator_audit'>;

/**
 * The audit trail of one booking ('R12' an itinerary, 'P34' a site order): its own rows and, for an itinerary
 * that confirms a PIX order, the order's (its confirmation).
 */
export async function fetchHistory(supabase: Supabase, ref: string): Promise<AuditRow[]> {
  const id = ref.slice(1);
  const entries = [
    ref.startsWith('R')
      ? `and(entity.eq.itinerarios,entity_id.eq.${id})`
      : `and(entity.eq.pedido_site,entity_id.eq.${id})`,
  ];
  if (ref.startsWith('R')) {
    const { data, error } = await supabase
      .from('itinerarios')
      .select('id_pedido')
      .eq('id_itinerario', Number(id))
      .maybeSingle();
    if (error) throw error;
    if (data?.id_pedido) entries.push(`and(entity.eq.pedido_site,entity_id.eq.${data.id_pedido})`);
  }
  const { data, error } = await supabase
    .from('operator_audit')
    .select('*')
    .or(entries.join(','))
    .order('at')
    .limit(200);
  if (error) throw error;
  return data ?? [];
}

export const historyQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: operatorKeys.history('booking', ref),
    queryFn: async () => fetchHistory(await getSupabase(), ref),
  });
