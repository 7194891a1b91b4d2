import { queryOptions } from '@tanstack/react-query';
import type { Itinerario, PedidoSite } from '@/domain/orders';
import { customerIdOf } from '@/features/auth';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';
import { purchaseQueries } from './purchase-queries';

export type MyPurchases = {
  pendingOrders: PedidoSite[];
  upcomingItineraries: Itinerario[];
  paidCardOrders: PedidoSite[];
  pastItineraries: Itinerario[];
};

/** A list the customer reads; a failing call leaves it empty, as the spec asks. */
async function list<Row>(query: PromiseLike<{ data: Row[] | null; error: unknown }>): Promise<Row[]> {
  const { data, error } = await query;
  return error ? [] : (data ?? []);
}

/** Spec calls 14–17: the customer's pending and paid site orders and their itineraries, around `today`. */
export async function fetchMyPurchases(
  supabase: Supabase,
  clientId: number,
  today: string,
): Promise<MyPurchases> {
  const queries = purchaseQueries(supabase, clientId, today);
  const [pendingOrders, upcomingItineraries, paidCardOrders, pastItineraries] = await Promise.all([
    list(queries.pendingOrders()),
    list(queries.upcomingItineraries()),
    list(queries.paidCardOrders()),
    list(queries.pastItineraries()),
  ]);
  return { pendingOrders, upcomingItineraries, paidCardOrders, pastItineraries };
}

export const myPurchasesQueryOptions = (userId: string, today: string) =>
  queryOptions({
    queryKey: orderKeys.purchases(userId, today),
    queryFn: async ({ client }) =>
      fetchMyPurchases(await getSupabase(), await customerIdOf(client, userId), today),
  });
