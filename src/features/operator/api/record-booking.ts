import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { operatorKeys } from './operator-keys';
import { sendQueuedEmails } from './send-emails';

export type CustomerRow = Pick<
  Tables<'clientes'>,
  'id_cliente' | 'nome_cliente' | 'celular' | 'email_cliente'
>;

/** Customers whose mobile, e-mail or name matches (at least 3 characters typed). */
export async function findCustomers(supabase: Supabase, query: string): Promise<CustomerRow[]> {
  const text = query.trim();
  const digits = text.replace(/\D/g, '');
  const safe = text.replace(/[%*,()"\\]/g, ' ').trim();
  const filters = [`email_cliente.ilike.*${safe}*`, `nome_cliente.ilike.*${safe}*`];
  if (digits.length >= 4) filters.push(`celular.like.*${digits}*`);
  const { data, error } = await supabase
    .from('clientes')
    .select('id_cliente, nome_cliente, celular, email_cliente')
    .or(filters.join(','))
    .order('nome_cliente')
    .limit(10);
  if (error) throw error;
  return data ?? [];
}

export const customersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: operatorKeys.customers(query.trim().toLowerCase()),
    queryFn: async () => findCustomers(await getSupabase(), query),
    enabled: query.trim().length >= 3,
    staleTime: 10_000,
  });

export type NewBooking = {
  customerId: number | null;
  nome: string;
  celular: string;
  email: string;
  passeio: string;
  data: string;
  adultos: number;
  criancas: number;
  bebes: number;
  pets: number;
  embarque: string;
  passageiros: string;
  observacao: string;
  desconto: number;
  motivoDesconto: string;
};

/** What the database recorded: the new itinerary and its voucher's code. */
export type RecordedIds = { id: number; voucher: string | null };

/** A booking from the messaging app (admin_record_booking); answers the new itinerary's id and voucher. */
export async function recordBooking(supabase: Supabase, booking: NewBooking): Promise<RecordedIds> {
  const { data, error } = await supabase.rpc('admin_record_booking', {
    // null registers a new customer (the function's documented case), which the generated type cannot express.
    p_id_cliente: booking.customerId as number,
    p_nome: booking.nome,
    p_celular: booking.celular,
    p_email: booking.email,
    p_passeio: booking.passeio,
    p_data: booking.data,
    p_adultos: booking.adultos,
    p_criancas: booking.criancas,
    p_bebes: booking.bebes,
    p_pets: booking.pets,
    p_embarque: booking.embarque,
    p_passageiros: booking.passageiros,
    p_observacao: booking.observacao,
    p_desconto: booking.desconto,
    p_motivo_desconto: booking.motivoDesconto,
  });
  if (error) throw error;
  const id = Number(data);
  // The operator reads every itinerary; the code is only for the confirmation, so its absence is not a failure.
  const { data: row } = await supabase
    .from('itinerarios')
    .select('voucher')
    .eq('id_itinerario', id)
    .maybeSingle();
  return { id, voucher: row?.voucher ?? null };
}

export const recordBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'record-booking'],
    mutationFn: async (booking: NewBooking) => {
      const supabase = await getSupabase();
      const recorded = await recordBooking(supabase, booking);
      await sendQueuedEmails(supabase);
      return recorded;
    },
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.all),
  });
