import { queryOptions } from '@tanstack/react-query';
import type { CouponQuote } from '@/domain/coupons';
import type { CartItem } from '@/domain/types';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { cartKeys } from './cart-keys';

/** A cart line as quote_coupon reads it: the order drafts' names. */
export type QuoteLine = {
  nome_passeio: string;
  qtd_adults: number;
  qtd_children: number;
  qtd_babies: number;
};

export const quoteLinesOf = (items: readonly CartItem[]): QuoteLine[] =>
  items.map((item) => ({
    nome_passeio: item.title,
    qtd_adults: item.bookingDetails?.adults ?? 1,
    qtd_children: item.bookingDetails?.children ?? 0,
    qtd_babies: item.bookingDetails?.babies ?? 0,
  }));

/** The database's discount of each cart line under a code, or its refusal ('Cupom expirado', ...). */
export async function fetchCouponQuote(
  supabase: Supabase,
  code: string,
  lines: QuoteLine[],
): Promise<CouponQuote> {
  const { data, error } = await supabase.rpc('quote_coupon', { p_codigo: code, p_itens: lines });
  if (error) throw error;
  return data as CouponQuote;
}

/** A refusal is an answer (`recusa`), not a failure: it is shown as it is. */
export const couponQuoteQueryOptions = (code: string, lines: QuoteLine[]) =>
  queryOptions({
    queryKey: cartKeys.coupon(code, lines),
    queryFn: async () => fetchCouponQuote(await getSupabase(), code, lines),
    retry: false,
    staleTime: 60_000,
  });
