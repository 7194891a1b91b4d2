import { queryOptions } from '@tanstack/react-query';
import { todayInSaoPaulo } from '@/domain/calendar-days';
import {
  ORDER_CANCELLED,
  ORDER_PENDING,
  PAYMENT_PIX,
  PIX_LAPSE_REASON,
  type OrderStatus,
} from '@/domain/orders';
import { withHoldExpiry } from '@/domain/departures';
import { groupPixCheckouts, type PendingPixOrder } from '@/domain/operator';
import { withPixCharges, type CheckoutPixCharge } from '@/domain/pix-charges';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';
import { fetchChargesOf, inBatches } from './pix-charges';

/** A pending PIX order and when it lapses (its seats are held until then). */
export type PendingPixHold = PendingPixOrder & { expira_em: string | null };

/** PIX orders and the provider's charges of their checkouts (none for a checkout paid to the static key). */
export type PixOrdersWithCharges = { orders: PendingPixHold[]; charges: CheckoutPixCharge[] };

const pixOrderColumns =
  'id, id_cliente, nome_passeio, data_passeio, valor, credito_usado, qtd_adults, qtd_children, qtd_babies, qtd_pets, hotel_local, pix_txid, created_at, expira_em, voucher, clientes(nome_cliente, celular, email_cliente)';

/** The PIX orders in `status`, each with its customer (RLS: the operator reads them all); callers filter on. */
function pixOrders(supabase: Supabase, status: OrderStatus) {
  return supabase
    .from('pedido_site')
    .select(pixOrderColumns)
    .eq('status', status)
    .eq('tipo_pagamento', PAYMENT_PIX);
}

/** The PIX orders with these ids (in `status`, or whatever their state), each with its customer. */
export function fetchPixOrdersById(
  supabase: Supabase,
  ids: readonly number[],
  status?: OrderStatus,
): Promise<PendingPixHold[]> {
  return inBatches(ids, (batch) => {
    const rows = supabase.from('pedido_site').select(pixOrderColumns).in('id', batch);
    return status ? rows.eq('status', status) : rows;
  }).then((rows) =>
    rows.map((row) => ({ ...row, valor: Number(row.valor), credito_usado: Number(row.credito_usado) })),
  );
}

/** The PIX orders waiting for their transfer, each with its customer. */
export async function fetchPendingPix(supabase: Supabase): Promise<PendingPixHold[]> {
  const { data, error } = await pixOrders(supabase, ORDER_PENDING)
    .order('created_at', { ascending: true })
    .limit(1000);
  if (error) throw error;
  return (data ?? []).map((row) => ({
    ...row,
    valor: Number(row.valor),
    credito_usado: Number(row.credito_usado),
  }));
}

async function withTheirCharges(supabase: Supabase, orders: PendingPixHold[]): Promise<PixOrdersWithCharges> {
  return {
    orders,
    charges: await fetchChargesOf(
      supabase,
      orders.map((order) => order.pix_txid),
    ),
  };
}

/** Checkouts as the operator reconciles them: grouped, each with when it lapses and its charges. */
export const pixCheckoutsOf = ({ orders, charges }: PixOrdersWithCharges) =>
  withPixCharges(withHoldExpiry(groupPixCheckouts(orders), orders), charges);

/** The pending PIX checkouts, grouped as the operator reconciles them, each with when it lapses. */
export const pendingPixQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.pendingPix(),
    queryFn: async () => {
      const supabase = await getSupabase();
      return withTheirCharges(supabase, await fetchPendingPix(supabase));
    },
    select: pixCheckoutsOf,
    refetchInterval: 60_000,
  });

/**
 * The PIX orders the lapse job cancelled because no transfer came in time, for tours still to come (from `today`,
 * in São Paulo): a transfer that arrives late can still be confirmed, with the seats checked again.
 */
export async function fetchLapsedPix(supabase: Supabase, today: string): Promise<PendingPixHold[]> {
  const { data, error } = await pixOrders(supabase, ORDER_CANCELLED)
    .eq('motivo_cancelamento', PIX_LAPSE_REASON)
    .gte('data_passeio', today)
    .order('created_at', { ascending: false })
    .limit(500);
  if (error) throw error;
  return (data ?? []).map((row) => ({
    ...row,
    valor: Number(row.valor),
    credito_usado: Number(row.credito_usado),
  }));
}

/** The lapsed PIX checkouts, newest first, grouped as the pending ones. */
export const lapsedPixQueryOptions = (today = todayInSaoPaulo(new Date())) =>
  queryOptions({
    queryKey: operatorKeys.lapsedPix(today),
    queryFn: async () => {
      const supabase = await getSupabase();
      return withTheirCharges(supabase, await fetchLapsedPix(supabase, today));
    },
    select: pixCheckoutsOf,
  });
