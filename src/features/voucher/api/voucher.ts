import { queryOptions } from '@tanstack/react-query';
import { voucherOf, type Voucher } from '@/domain/voucher';
import { getSupabase, type Supabase } from '@/lib/supabase';

export const voucherKeys = {
  all: ['voucher'] as const,
  /** Per signed-in user: who asks decides whether the voucher opens. */
  one: (userId: string, code: string) => [...voucherKeys.all, userId, code] as const,
};

/** public.voucher(p_code): the booking's voucher, or null for a wrong code or one this account may not open. */
export async function fetchVoucher(supabase: Supabase, code: string): Promise<Voucher | null> {
  const { data, error } = await supabase.rpc('voucher', { p_code: code });
  if (error) throw error;
  const row = data?.[0];
  return row ? voucherOf(row) : null;
}

export const voucherQueryOptions = (userId: string, code: string) =>
  queryOptions({
    queryKey: voucherKeys.one(userId, code),
    queryFn: async () => fetchVoucher(await getSupabase(), code),
  });
