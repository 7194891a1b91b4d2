import { queryOptions } from '@tanstack/react-query';
import { parsePaymentRefund, type PaymentRefund } from '@/domain/payment-refunds';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

/**
 * admin_payment_refunds(): the refunds of payments that booked nothing still to pay, oldest first, each with its
 * customer and order (the database refuses anyone but the operator).
 */
export async function fetchPaymentRefunds(supabase: Supabase): Promise<PaymentRefund[]> {
  const { data, error } = await supabase.rpc('admin_payment_refunds');
  if (error) throw error;
  return (data ?? []).map(parsePaymentRefund);
}

export const paymentRefundsQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.paymentRefunds(),
    queryFn: async () => fetchPaymentRefunds(await getSupabase()),
    refetchInterval: 60_000,
  });
