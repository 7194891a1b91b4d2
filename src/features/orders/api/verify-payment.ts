import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

/**
 * What the return page learns: whether the payment booked the tours, and how many of the session's orders it
 * could not pay (cancelled before the money came), whose money is refunded.
 */
export type PaymentVerification = { success: boolean; refundedOrders: number };

/** Spec call 19: asks the server whether the provider session is paid (which also confirms its orders). */
export async function verifyPayment(supabase: Supabase, sessionId: string): Promise<PaymentVerification> {
  const { data, error } = await supabase.functions.invoke<{ success?: unknown; refundedOrders?: unknown }>(
    'verify-stripe-payment',
    { body: { sessionId } },
  );
  if (error) throw error;
  const refunded = data?.refundedOrders;
  return {
    success: data?.success === true,
    refundedOrders:
      typeof refunded === 'number' && Number.isSafeInteger(refunded) && refunded > 0 ? refunded : 0,
  };
}

/** The provider's return page asks once per session; nothing to ask without one. */
export const paymentVerificationQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: orderKeys.paymentVerification(sessionId),
    queryFn: async () => verifyPayment(await getSupabase(), sessionId!),
    enabled: sessionId !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
