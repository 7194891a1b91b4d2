import { queryOptions } from '@tanstack/react-query';
import type { RequestWithBooking } from '@/domain/booking-changes';
import { customerIdOf } from '@/features/auth';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

/**
 * The customer's cancellation and rescheduling requests, newest first, each with its booking and refund (RLS: the
 * customer reads only their own). The spec's calls list active bookings only; cancelled ones are found here.
 */
export async function fetchMyBookingRequests(
  supabase: Supabase,
  clientId: number,
): Promise<RequestWithBooking[]> {
  const { data, error } = await supabase
    .from('booking_requests')
    .select('*, itinerarios(*), pedido_site(*), refunds(*)')
    .eq('id_cliente', clientId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

/** Like the spec's lists, a failing read leaves My Purchases without the requests rather than failing it. */
export const myBookingRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.requests(userId),
    queryFn: async ({ client }) =>
      fetchMyBookingRequests(await getSupabase(), await customerIdOf(client, userId)).catch(
        (): RequestWithBooking[] => [],
      ),
  });
