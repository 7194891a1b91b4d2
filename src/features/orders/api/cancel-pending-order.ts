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
 * The customer lets go of an order still waiting for its payment: 'aguardando pagamento' → 'cancelado', the one
 * change of status RLS allows a customer (a trigger stamps when and why). No money involved.
 */
export async function cancelPendingOrder(supabase: Supabase, orderId: number): Promise<void> {
  const { data, error } = await supabase
    .from('pedido_site')
    .update({ status: ORDER_CANCELLED })
    .eq('id', orderId)
    .eq('status', ORDER_PENDING)
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new OrderNotPendingError();
}

export const cancelPendingOrderMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'cancel-pending'],
    mutationFn: async (orderId: number) => cancelPendingOrder(await getSupabase(), orderId),
    onSettled: (_result, _error, _orderId, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });
