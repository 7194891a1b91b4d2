import { queryOptions } from '@tanstack/react-query';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

/** Spec call 19: asks the server whether the provider session is paid (which also confirms its orders). */
export async function verifyPayment(supabase: Supabase, sessionId: string): Promise<boolean> {
  const { data, error } = await supabase.functions.invoke<{ success?: unknown }>('verify-stripe-payment', {
    body: { sessionId },
  });
  if (error) throw error;
  return data?.success === true;
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
