import { mutationOptions } from '@tanstack/react-query';
import { changeRefusalMessage } from '@/domain/booking-change-terms';
import type { BookingRequest, CompanyOption, CustomerRequestKind } from '@/domain/booking-changes';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { orderKeys } from './order-keys';

/** The database refused the request (the policy does not allow it, a request is already open...): say why. */
export class BookingChangeRefusedError extends Error {}

function refusedOr(error: { code?: string; message?: string; details?: string }): Error {
  const refusal = changeRefusalMessage(error);
  return refusal ? new BookingChangeRefusedError(refusal) : Object.assign(new Error(error.message), error);
}

export type BookingChange = {
  ref: string;
  kind: CustomerRequestKind;
  /** YYYY-MM-DD, for a reschedule. */
  newDate: string | null;
  message: string;
};

/** request_booking_change: the customer asks to cancel or move one of their bookings; the database judges it. */
export async function requestBookingChange(
  supabase: Supabase,
  { ref, kind, newDate, message }: BookingChange,
): Promise<BookingRequest> {
  const { data, error } = await supabase.rpc('request_booking_change', {
    p_ref: ref,
    p_tipo: kind,
    ...(newDate ? { p_nova_data: newDate } : {}),
    ...(message.trim() ? { p_mensagem: message.trim() } : {}),
  });
  if (error) throw refusedOr(error);
  return data;
}

export const requestBookingChangeMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'booking-change'],
    mutationFn: async (change: BookingChange) => requestBookingChange(await getSupabase(), change),
    onSettled: (_request, _error, _change, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });

export type CompanyChoice = { requestId: number; option: CompanyOption; newDate: string | null };

/** choose_company_cancellation_option: after the company cancelled, the customer's choice. */
export async function chooseCompanyOption(
  supabase: Supabase,
  { requestId, option, newDate }: CompanyChoice,
): Promise<BookingRequest> {
  const { data, error } = await supabase.rpc('choose_company_cancellation_option', {
    p_request_id: requestId,
    p_escolha: option,
    ...(option === 'remarcar' && newDate ? { p_nova_data: newDate } : {}),
  });
  if (error) throw refusedOr(error);
  return data;
}

export const chooseCompanyOptionMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'company-option'],
    mutationFn: async (choice: CompanyChoice) => chooseCompanyOption(await getSupabase(), choice),
    onSettled: (_request, _error, _choice, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });
