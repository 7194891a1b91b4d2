import { queryOptions } from '@tanstack/react-query';
import { PENDING_STATUS } from '@/domain/order-drafts';
import type { Itinerario, PedidoSite } from '@/domain/orders';
import { getSupabase } from '@/lib/supabase';

export type OrderRow = PedidoSite;
export type ItineraryRow = Itinerario;

export type MyPurchases = {
  pendingOrders: OrderRow[];
  upcomingItineraries: ItineraryRow[];
  paidCardOrders: OrderRow[];
  pastItineraries: ItineraryRow[];
};

const empty: MyPurchases = {
  pendingOrders: [],
  upcomingItineraries: [],
  paidCardOrders: [],
  pastItineraries: [],
};

/** Spec calls 10 and 14–17; a failing call leaves its list empty, as the spec asks. */
export async function fetchMyPurchases(userId: string, today: string): Promise<MyPurchases> {
  const supabase = await getSupabase();
  const { data: client } = await supabase
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', userId)
    .maybeSingle();
  if (!client) return empty;
  const id = (client as { id_cliente: number }).id_cliente;
  const list = async <T>(query: PromiseLike<{ data: unknown; error: unknown }>): Promise<T[]> => {
    const { data, error } = await query;
    return error ? [] : ((data ?? []) as T[]);
  };
  const [pendingOrders, upcomingItineraries, paidCardOrders, pastItineraries] = await Promise.all([
    list<OrderRow>(
      supabase
        .from('pedido_site')
        .select('*')
        .eq('id_cliente', id)
        .eq('status', PENDING_STATUS)
        .order('created_at', { ascending: false }),
    ),
    list<ItineraryRow>(
      supabase
        .from('itinerarios')
        .select('*')
        .eq('id_cliente', id)
        .eq('status', 'Aguardando')
        .gte('data_passeio', today)
        .order('data_passeio'),
    ),
    list<OrderRow>(
      supabase
        .from('pedido_site')
        .select('*')
        .eq('id_cliente', id)
        .eq('status', 'pago')
        .eq('tipo_pagamento', 'Cartão(Stripe)')
        .gte('data_passeio', today)
        .order('data_passeio'),
    ),
    list<ItineraryRow>(
      supabase
        .from('itinerarios')
        .select('*')
        .eq('id_cliente', id)
        .lt('data_passeio', today)
        .order('data_passeio', { ascending: false }),
    ),
  ]);
  return { pendingOrders, upcomingItineraries, paidCardOrders, pastItineraries };
}

export const myPurchasesQueryOptions = (userId: string, today: string) =>
  queryOptions({ queryKey: ['purchases', userId, today], queryFn: () => fetchMyPurchases(userId, today) });
