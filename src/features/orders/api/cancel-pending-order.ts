import { mutationOptions } from '@tanstack/react-query';
import { ORDER_CANCELLED, ORDER_PENDING } from '@/domain/orders';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

/** The order was no longer waiting for its payment (paid or cancelled meanwhile). */
export class OrderNotPendingError extends Error {
  constructor() {
    super('Este pedido não está mais aguardando pagamento.');
  }
}

/**
 * The customer lets go of orders still waiting for their payment: 'aguardando pagamento' → 'cancelado', the one
 * change of status RLS allows a customer (a trigger stamps when and why). No money involved. Answers the ids
 * cancelled: an order no longer pending (paid or cancelled meanwhile) is left as it is.
 */
export async function cancelPendingOrders(
  supabase: Supabase,
  orderIds: readonly number[],
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const { data, error } = await supabase
    .from('pedido_site')
    .update({ status: ORDER_CANCELLED })
    .in('id', [...orderIds])
    .eq('status', ORDER_PENDING)
    .select('id');
  if (error) throw error;
  return (data ?? []).map((row) => row.id);
}

/** One pending order, from My Purchases; OrderNotPendingError when it no longer waits for its payment. */
export async function cancelPendingOrder(supabase: Supabase, orderId: number): Promise<void> {
  if ((await cancelPendingOrders(supabase, [orderId])).length === 0) throw new OrderNotPendingError();
}

export const cancelPendingOrderMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'cancel-pending'],
    mutationFn: async (orderId: number) => cancelPendingOrder(await getSupabase(), orderId),
    onSettled: (_result, _error, _orderId, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });
