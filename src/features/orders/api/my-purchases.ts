import { queryOptions } from '@tanstack/react-query';
import {
  ITINERARY_WAITING,
  ORDER_PAID,
  ORDER_PENDING,
  PAYMENT_CARD,
  type Itinerario,
  type PedidoSite,
} from '@/domain/orders';
import { customerIdOf } from '@/features/auth';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

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
  const orders = () => supabase.from('pedido_site').select('*').eq('id_cliente', clientId);
  const itineraries = () => supabase.from('itinerarios').select('*').eq('id_cliente', clientId);
  const [pendingOrders, upcomingItineraries, paidCardOrders, pastItineraries] = await Promise.all([
    list(orders().eq('status', ORDER_PENDING).order('created_at', { ascending: false })),
    list(itineraries().eq('status', ITINERARY_WAITING).gte('data_passeio', today).order('data_passeio')),
    list(
      orders()
        .eq('status', ORDER_PAID)
        .eq('tipo_pagamento', PAYMENT_CARD)
        .gte('data_passeio', today)
        .order('data_passeio'),
    ),
    list(itineraries().lt('data_passeio', today).order('data_passeio', { ascending: false })),
  ]);
  return { pendingOrders, upcomingItineraries, paidCardOrders, pastItineraries };
}

export const myPurchasesQueryOptions = (userId: string, today: string) =>
  queryOptions({
    queryKey: orderKeys.purchases(userId, today),
    queryFn: async ({ client }) =>
      fetchMyPurchases(await getSupabase(), await customerIdOf(client, userId), today),
  });
