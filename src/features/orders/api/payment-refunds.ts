import { queryOptions } from '@tanstack/react-query';
import type { PaymentRefund, PixChargeOrders } from '@/domain/purchases';
import { customerIdOf } from '@/features/auth';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

/** The customer's refunds of payments that booked nothing, and the PIX charges they name (RLS: their own). */
export type MyPaymentRefunds = { refunds: PaymentRefund[]; charges: PixChargeOrders[] };

const none: MyPaymentRefunds = { refunds: [], charges: [] };

/**
 * Money a card session or PIX charge brought after its orders were cancelled goes back by itself (docs/payments.md):
 * its refunds, newest last, with the orders of the PIX charges they name, so My Purchases says so on the order.
 */
export async function fetchMyPaymentRefunds(supabase: Supabase, clientId: number): Promise<MyPaymentRefunds> {
  const { data, error } = await supabase
    .from('refunds')
    .select('id, payment_to_refund_id, metodo, valor, status, pago_em, stripe_session_id, pix_charge_id')
    .eq('id_cliente', clientId)
    .not('payment_to_refund_id', 'is', null)
    .order('id')
    .limit(50);
  if (error) throw error;
  const refunds = data ?? [];
  const chargeIds = [...new Set(refunds.flatMap((refund) => refund.pix_charge_id ?? []))];
  if (chargeIds.length === 0) return { refunds, charges: [] };
  const charges = await supabase.from('pix_charges').select('id, order_ids').in('id', chargeIds);
  if (charges.error) throw charges.error;
  return { refunds, charges: charges.data ?? [] };
}

/** Like the spec's lists, a failing read leaves My Purchases without them rather than failing it. */
export const myPaymentRefundsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.paymentRefunds(userId),
    queryFn: async ({ client }) =>
      fetchMyPaymentRefunds(await getSupabase(), await customerIdOf(client, userId)).catch(() => none),
  });
