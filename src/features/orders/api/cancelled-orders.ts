import { queryOptions } from '@tanstack/react-query';
import { ORDER_CANCELLED } from '@/domain/orders';
import type { PedidoSite } from '@/domain/orders';
import { customerIdOf } from '@/features/auth';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

/**
 * The customer's latest cancelled site orders (RLS: their own): unpaid PIX orders that lapsed, orders they let go
 * or the operator cancelled, and paid ones cancelled through a request. My Purchases says why each was cancelled.
 */
export async function fetchMyCancelledOrders(supabase: Supabase, clientId: number): Promise<PedidoSite[]> {
  const { data, error } = await supabase
    .from('pedido_site')
    .select('*')
    .eq('id_cliente', clientId)
    .eq('status', ORDER_CANCELLED)
    .order('status_changed_at', { ascending: false, nullsFirst: false })
    .limit(20);
  if (error) throw error;
  return data ?? [];
}

/** Like the spec's lists, a failing read leaves My Purchases without them rather than failing it. */
export const myCancelledOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.cancelledOrders(userId),
    queryFn: async ({ client }) =>
      fetchMyCancelledOrders(await getSupabase(), await customerIdOf(client, userId)).catch(
        (): PedidoSite[] => [],
      ),
  });
