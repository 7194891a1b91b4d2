import { queryOptions } from '@tanstack/react-query';
import { moneyFromColumn } from '@/domain/orders';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

export type OperatorGiftCard = {
  id: number;
  code: string;
  value: number;
  payment: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
  buyerName: string;
  buyerEmail: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  redeemedAt: string | null;
  redeemedBy: string | null;
};

/** admin_gift_cards(): up to 200 cards, newest first, found by code, buyer, recipient or who redeemed it. */
export async function fetchGiftCards(supabase: Supabase, search: string): Promise<OperatorGiftCard[]> {
  const { data, error } = await supabase.rpc('admin_gift_cards', search ? { p_busca: search } : {});
  if (error) throw error;
  // The generated types call every column non-null; the recipient, the payment and the redemption may be absent.
  return (data ?? []).map((row) => ({
    id: row.id,
    code: row.codigo,
    value: moneyFromColumn(row.valor) ?? 0,
    payment: row.tipo_pagamento,
    status: row.status,
    createdAt: row.created_at,
    paidAt: row.pago_em ?? null,
    buyerName: row.comprador_nome,
    buyerEmail: row.comprador_email ?? null,
    recipientName: row.destinatario_nome ?? null,
    recipientEmail: row.destinatario_email ?? null,
    redeemedAt: row.resgatado_em ?? null,
    redeemedBy: row.resgatado_por_nome ?? null,
  }));
}

export const giftCardsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: operatorKeys.giftCards(search.trim().toLowerCase()),
    queryFn: async () => fetchGiftCards(await getSupabase(), search.trim()),
  });
