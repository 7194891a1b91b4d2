import { ITINERARY_WAITING, ORDER_PAID, ORDER_PENDING, PAYMENT_CARD } from '@/domain/orders';
import type { Supabase } from '@/lib/supabase';

/**
 * Spec calls 14–17, the four lists of My Purchases, as supabase-js queries (each awaits to `{ data, error }`).
 * fetchMyPurchases runs them; `npm run bench:backend` times these same queries.
 */
export function purchaseQueries(supabase: Supabase, clientId: number, today: string) {
  const orders = () => supabase.from('pedido_site').select('*').eq('id_cliente', clientId);
  const itineraries = () => supabase.from('itinerarios').select('*').eq('id_cliente', clientId);
  return {
    pendingOrders: () => orders().eq('status', ORDER_PENDING).order('created_at', { ascending: false }),
    upcomingItineraries: () =>
      itineraries().eq('status', ITINERARY_WAITING).gte('data_passeio', today).order('data_passeio'),
    paidCardOrders: () =>
      orders()
        .eq('status', ORDER_PAID)
        .eq('tipo_pagamento', PAYMENT_CARD)
        .gte('data_passeio', today)
        .order('data_passeio'),
    pastItineraries: () =>
      itineraries().lt('data_passeio', today).order('data_passeio', { ascending: false }),
  };
}
