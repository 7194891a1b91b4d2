import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { operatorKeys } from './operator-keys';

export type AuditRow = Tables<'operator_audit'>;

/**
 * The audit trail of one booking ('R12' an itinerary, 'P34' a site order): its own rows; for an itinerary that
 * confirms a PIX order, the order's (its confirmation); and the rows of the booking's cancellation and
 * rescheduling requests and of their refunds (accepted, refused, refunded), and its boarding.
 */
export async function fetchHistory(supabase: Supabase, ref: string): Promise<AuditRow[]> {
  const id = Number(ref.slice(1));
  if (!Number.isSafeInteger(id)) return [];
  let orderId = ref.startsWith('R') ? null : id;
  if (ref.startsWith('R')) {
    const { data, error } = await supabase
      .from('itinerarios')
      .select('id_pedido')
      .eq('id_itinerario', id)
      .maybeSingle();
    if (error) throw error;
    orderId = data?.id_pedido ?? null;
  }
  const requests = await supabase
    .from('booking_requests')
    .select('id, refunds(id)')
    .or(
      [ref.startsWith('R') ? `id_itinerario.eq.${id}` : null, orderId ? `id_pedido.eq.${orderId}` : null]
        .filter(Boolean)
        .join(','),
    )
    .limit(100);
  if (requests.error) throw requests.error;
  const requestIds = (requests.data ?? []).map((request) => request.id);
  // A request has at most one refund (refunds.request_id is unique), so it is embedded as an object.
  const refundIds = (requests.data ?? []).flatMap((request) => (request.refunds ? [request.refunds.id] : []));

  const entries = [
    ref.startsWith('R') ? `and(entity.eq.itinerarios,entity_id.eq.${id})` : null,
    // The driver's check-in or 'Não compareceu' (issue 30), by the booking's reference.
    `and(entity.eq.embarques,entity_id.eq.${ref.charAt(0)}${id})`,
    orderId ? `and(entity.eq.pedido_site,entity_id.eq.${orderId})` : null,
    requestIds.length ? `and(entity.eq.booking_requests,entity_id.in.(${requestIds.join(',')}))` : null,
    refundIds.length ? `and(entity.eq.refunds,entity_id.in.(${refundIds.join(',')}))` : null,
  ].filter(Boolean);
  const { data, error } = await supabase
    .from('operator_audit')
    .select('*')
    .or(entries.join(','))
    // The rows of one transaction share its moment: their ids keep the order they were written in.
    .order('at')
    .order('id')
    .limit(200);
  if (error) throw error;
  return data ?? [];
}

export const historyQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: operatorKeys.history('booking', ref),
    queryFn: async () => fetchHistory(await getSupabase(), ref),
  });
