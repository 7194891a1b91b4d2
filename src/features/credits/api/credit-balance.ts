import { queryOptions } from '@tanstack/react-query';
import { moneyFromColumn } from '@/domain/orders';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { creditKeys } from './credit-keys';

export type CreditBalance = {
  balance: number;
  /** When the next part of the balance expires, and how much (null when nothing is due). */
  nextExpiry: string | null;
  expiring: number | null;
};

/** credit_balance(): the signed-in customer's own (no id), or, for the operator, the customer's with that id. */
export async function fetchCreditBalance(supabase: Supabase, customerId?: number): Promise<CreditBalance> {
  const { data, error } = await supabase.rpc(
    'credit_balance',
    customerId === undefined ? {} : { p_id_cliente: customerId },
  );
  if (error) throw error;
  const row = (data ?? [])[0];
  return {
    balance: moneyFromColumn(row?.saldo) ?? 0,
    nextExpiry: row?.proxima_expiracao ?? null,
    expiring: moneyFromColumn(row?.valor_a_expirar),
  };
}

/** The signed-in customer's credit balance. */
export const myCreditBalanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: creditKeys.balance(userId),
    queryFn: async () => fetchCreditBalance(await getSupabase()),
  });
