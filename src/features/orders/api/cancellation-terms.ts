import { queryOptions } from '@tanstack/react-query';
import { termsFromRow, type CancellationTerms } from '@/domain/booking-change-terms';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

/** cancellation_terms_for: what the policy gives today for one of the customer's bookings ('R5', 'P12'). */
export async function fetchCancellationTerms(supabase: Supabase, ref: string): Promise<CancellationTerms> {
  const { data, error } = await supabase.rpc('cancellation_terms_for', { p_ref: ref });
  if (error) throw error;
  const row = data?.[0];
  if (!row) throw new Error('Reserva não encontrada.');
  return termsFromRow(row);
}

/** Asked each time the dialog opens: the answer changes with the day and the hour. */
export const cancellationTermsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: orderKeys.cancellationTerms(ref),
    queryFn: async () => fetchCancellationTerms(await getSupabase(), ref),
    staleTime: 0,
    gcTime: 0,
  });
