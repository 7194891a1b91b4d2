import { queryOptions } from '@tanstack/react-query';
import { PAYMENT_PIX, type Itinerario, type PedidoSite } from '@/domain/orders';
import type { OrderCredit } from '@/domain/purchases';
import { customerIdOf } from '@/features/auth';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';
import { purchaseQueries } from './purchase-queries';

export type MyPurchases = {
  pendingOrders: PedidoSite[];
  upcomingItineraries: Itinerario[];
  paidCardOrders: PedidoSite[];
  pastItineraries: Itinerario[];
  /** The customer's orders the credit paid part of (`credito_usado` > 0), whatever their state (RLS: their own). */
  creditOrders: OrderCredit[];
};

/** The customer's orders that used credit, with how much: a few rows, read by id. */
export const creditOrdersQuery = (supabase: Supabase, clientId: number) =>
  supabase.from('pedido_site').select('id, credito_usado').eq('id_cliente', clientId).gt('credito_usado', 0);

/** A list the customer reads; a failing call leaves it empty, as the spec asks. */
async function list<Row>(query: PromiseLike<{ data: Row[] | null; error: unknown }>): Promise<Row[]> {
  const { data, error } = await query;
  return error ? [] : (data ?? []);
}

/**
 * Spec calls 14–17: the customer's pending and paid site orders and their itineraries, around `today`; and what the
 * credit paid of each order, so that a confirmed booking (an itinerary links its order) says so too.
 */
export async function fetchMyPurchases(
  supabase: Supabase,
  clientId: number,
  today: string,
): Promise<MyPurchases> {
  const queries = purchaseQueries(supabase, clientId, today);
  const [pendingOrders, upcomingItineraries, paidCardOrders, pastItineraries, creditOrders] =
    await Promise.all([
      list(queries.pendingOrders()),
      list(queries.upcomingItineraries()),
      list(queries.paidCardOrders()),
      list(queries.pastItineraries()),
      list(creditOrdersQuery(supabase, clientId)),
    ]);
  return { pendingOrders, upcomingItineraries, paidCardOrders, pastItineraries, creditOrders };
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
