import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { giftCardKeys } from './gift-card-keys';

export type PrintableGiftCard = {
  code: string;
  valor: number;
  buyer: string;
  recipient: string | null;
  message: string | null;
};

/**
 * public.gift_card(p_codigo): the card for its buyer, its recipient, whoever redeemed it and the operator; no row
 * (null here) for anyone else, an unpaid card or an unknown code.
 */
export async function fetchGiftCard(code: string): Promise<PrintableGiftCard | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('gift_card', { p_codigo: code });
  if (error) throw error;
  const row = data?.[0];
  return row
    ? {
        code: row.codigo,
        valor: Number(row.valor),
        buyer: row.comprador,
        recipient: row.destinatario_nome,
        message: row.mensagem,
      }
    : null;
}

export const giftCardQueryOptions = (userId: string, code: string) =>
  queryOptions({
    queryKey: giftCardKeys.card(userId, code),
    queryFn: () => fetchGiftCard(code),
  });
