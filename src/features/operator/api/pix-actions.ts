import { mutationOptions } from '@tanstack/react-query';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';
import { sendQueuedEmails } from './send-emails';

export type PixCheckoutRef = { idCliente: number; txid: string };

/** The transfer arrived: the checkout's orders are paid and booked; confirming again changes nothing. */
export async function confirmPixPayment(supabase: Supabase, { idCliente, txid }: PixCheckoutRef) {
  const { data, error } = await supabase.rpc('admin_confirm_pix_payment', {
    p_id_cliente: idCliente,
    p_pix_txid: txid,
  });
  if (error) throw error;
  return data ?? [];
}

/** No transfer came: the checkout's pending orders are cancelled, with the reason. */
export async function cancelPixOrder(
  supabase: Supabase,
  { idCliente, txid, reason }: PixCheckoutRef & { reason: string },
) {
  const { data, error } = await supabase.rpc('admin_cancel_pix_order', {
    p_id_cliente: idCliente,
    p_pix_txid: txid,
    p_reason: reason,
  });
  if (error) throw error;
  return data ?? 0;
}

/** The customer needs more time: the checkout's pending orders hold their seats `hours` more; answers the new end. */
export async function extendPixHold(
  supabase: Supabase,
  { idCliente, txid, hours }: PixCheckoutRef & { hours: number },
): Promise<string> {
  const { data, error } = await supabase.rpc('admin_extend_pix_hold', {
    p_id_cliente: idCliente,
    p_pix_txid: txid,
    p_hours: hours,
  });
  if (error) throw error;
  return data;
}

export const confirmPixMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'confirm-pix'],
    mutationFn: async (ref: PixCheckoutRef) => {
      const supabase = await getSupabase();
      const itineraries = await confirmPixPayment(supabase, ref);
      await sendQueuedEmails(supabase);
      return itineraries;
    },
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const cancelPixMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'cancel-pix'],
    mutationFn: async (input: PixCheckoutRef & { reason: string }) =>
      cancelPixOrder(await getSupabase(), input),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });

export const extendPixHoldMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'extend-pix-hold'],
    mutationFn: async (input: PixCheckoutRef & { hours: number }) =>
      extendPixHold(await getSupabase(), input),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });
