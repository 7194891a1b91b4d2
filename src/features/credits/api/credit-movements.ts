import { queryOptions } from '@tanstack/react-query';
import { moneyFromColumn } from '@/domain/orders';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { creditKeys } from './credit-keys';

export type CreditMovement = {
  id: number;
  createdAt: string;
  tipo: string;
  description: string | null;
  /** Signed: money in is positive, money out negative. */
  value: number;
  expiresAt: string | null;
  /** The booking's voucher code, when the movement belongs to one. */
  voucherCode: string | null;
};

/**
 * credit_movements(): the ledger, newest first, one line per event (the movements of one event, one per credit
 * lot it touched, summed by the database); the customer's own (no id) or, for the operator,
 * any customer's.
 */
export async function fetchCreditMovements(
  supabase: Supabase,
  customerId?: number,
): Promise<CreditMovement[]> {
  const { data, error } = await supabase.rpc(
    'credit_movements',
    customerId === undefined ? {} : { p_id_cliente: customerId },
  );
  if (error) throw error;
  return (data ?? []).map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    tipo: row.tipo,
    description: row.descricao,
    value: moneyFromColumn(row.valor) ?? 0,
    expiresAt: row.expira_em,
    voucherCode: row.referencia,
  }));
}

/** The signed-in customer's movements. */
export const myCreditMovementsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: creditKeys.movements(userId),
    queryFn: async () => fetchCreditMovements(await getSupabase()),
  });

/** A customer's movements, as the operator reads them. */
export const customerCreditMovementsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: creditKeys.movements(customerId),
    queryFn: async () => fetchCreditMovements(await getSupabase(), customerId),
  });
