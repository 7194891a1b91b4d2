import { queryOptions } from '@tanstack/react-query';
import { PAYMENT_PIX, type Itinerario, type PedidoSite } from '@/domain/orders';
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

/** While a PIX order waits, the page asks again this often: the provider's payment moves it by itself. */
export const PENDING_PIX_POLL_MS = 5000;

const waitsForPix = (purchases: MyPurchases | undefined) =>
  purchases?.pendingOrders.some((order) => order.tipo_pagamento === PAYMENT_PIX) ?? false;

export const myPurchasesQueryOptions = (userId: string, today: string) =>
  queryOptions({
    queryKey: orderKeys.purchases(userId, today),
    queryFn: async ({ client }) =>
      fetchMyPurchases(await getSupabase(), await customerIdOf(client, userId), today),
    refetchInterval: (query) => (waitsForPix(query.state.data) ? PENDING_PIX_POLL_MS : false),
  });
