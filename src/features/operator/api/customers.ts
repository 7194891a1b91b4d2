import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { moneyFromColumn } from '@/domain/orders';
import { creditKeys } from '@/features/credits';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

export type CustomerWithCredit = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  credit: number;
  bookings: number;
};

/** admin_customers(): up to 100 customers, newest first, found by name, e-mail or phone digits. */
export async function fetchCustomers(supabase: Supabase, search: string): Promise<CustomerWithCredit[]> {
  const { data, error } = await supabase.rpc('admin_customers', search ? { p_busca: search } : {});
  if (error) throw error;
  return (data ?? []).map((row) => ({
    id: row.id_cliente,
    name: row.nome,
    email: row.email,
    phone: row.telefone,
    credit: moneyFromColumn(row.saldo_credito) ?? 0,
    bookings: row.reservas,
  }));
}

export const customersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: operatorKeys.customerList(search.trim().toLowerCase()),
    queryFn: async () => fetchCustomers(await getSupabase(), search.trim()),
  });

export type CreditGrant = { customerId: number; value: number; reason: string };

/** admin_grant_credit(): a goodwill credit with its reason (audited; the database checks amount and reason). */
export async function grantCredit(supabase: Supabase, { customerId, value, reason }: CreditGrant) {
  const { error } = await supabase.rpc('admin_grant_credit', {
    p_id_cliente: customerId,
    p_valor: value,
    p_motivo: reason,
  });
  if (error) throw error;
}

export const grantCreditMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'grant-credit'],
    mutationFn: async (grant: CreditGrant) => grantCredit(await getSupabase(), grant),
    onSettled: (_data, _error, _variables, _onMutate, { client }) => {
      refreshAfterMutation(client, operatorKeys.all);
      refreshAfterMutation(client, creditKeys.all);
    },
  });
