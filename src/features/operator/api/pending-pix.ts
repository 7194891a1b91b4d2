import { queryOptions } from '@tanstack/react-query';
import { ORDER_PENDING, PAYMENT_PIX } from '@/domain/orders';
import { groupPixCheckouts, type PendingPixOrder } from '@/domain/operator';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

/** The PIX orders waiting for their transfer, each with its customer (RLS: the operator reads them all). */
export async function fetchPendingPix(supabase: Supabase): Promise<PendingPixOrder[]> {
  const { data, error } = await supabase
    .from('pedido_site')
    .select(
      'id, id_cliente, nome_passeio, data_passeio, valor, qtd_adults, qtd_children, qtd_babies, qtd_pets, hotel_local, pix_txid, created_at, clientes(nome_cliente, celular, email_cliente)',
    )
    .eq('status', ORDER_PENDING)
    .eq('tipo_pagamento', PAYMENT_PIX)
    .order('created_at', { ascending: true })
    .limit(1000);
  if (error) throw error;
  return (data ?? []).map((row) => ({ ...row, valor: Number(row.valor) }));
}

/** The pending PIX checkouts, grouped as the operator reconciles them. */
export const pendingPixQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.pendingPix(),
    queryFn: async () => fetchPendingPix(await getSupabase()),
    select: groupPixCheckouts,
    refetchInterval: 60_000,
  });
