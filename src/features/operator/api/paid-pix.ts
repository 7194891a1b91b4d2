import { queryOptions } from '@tanstack/react-query';
import { ORDER_PAID } from '@/domain/orders';
import { newestPaymentFirst } from '@/domain/pix-charges';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';
import { fetchPixOrdersById, pixCheckoutsOf, type PixOrdersWithCharges } from './pending-pix';
import { fetchChargesPaidSince } from './pix-charges';

/** How far back the operator sees checkouts the provider confirmed: a working day and the night before it. */
export const PAID_PIX_HOURS = 24;

/**
 * The charges the provider confirmed since `since` (an instant) and the orders they booked. An order cancelled before
 * its charge was paid (by the customer, the operator or the lapse) stays cancelled and its money goes back at once
 * (card_payments_to_refund): it is not a tour 'reservado', so it is left out, and a charge with no order left with it.
 */
export async function fetchPaidPix(supabase: Supabase, since: string): Promise<PixOrdersWithCharges> {
  const charges = await fetchChargesPaidSince(supabase, since);
  const orders = await fetchPixOrdersById(
    supabase,
    charges.flatMap((charge) => charge.order_ids),
    ORDER_PAID,
  );
  return { orders, charges };
}

/** The checkouts paid through the provider in the last PAID_PIX_HOURS, the newest payment first. */
export const paidPixQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.paidPix(),
    queryFn: async () =>
      fetchPaidPix(await getSupabase(), new Date(Date.now() - PAID_PIX_HOURS * 3_600_000).toISOString()),
    select: (data) => newestPaymentFirst(pixCheckoutsOf(data)),
    refetchInterval: 60_000,
  });
