import { getSupabase } from '@/lib/supabase';

/** Spec call 19: asks the server whether the provider session is paid (which also confirms its orders). */
export async function verifyPayment(sessionId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ success?: unknown }>('verify-stripe-payment', {
    body: { sessionId },
  });
  if (error) throw error;
  return data?.success === true;
}
