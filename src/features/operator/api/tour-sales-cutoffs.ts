import { queryOptions } from '@tanstack/react-query';
import type { SalesCutoffRow } from '@/domain/operator-sales-cutoff';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

/** The cut-offs the operator set per tour (RLS: the operator reads them); the others close 2 hours before. */
export async function fetchTourSalesCutoffs(supabase: Supabase): Promise<SalesCutoffRow[]> {
  const { data, error } = await supabase.from('tour_sales_cutoff').select('passeio, horas');
  if (error) throw error;
  return data ?? [];
}

export const tourSalesCutoffsQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.tourSalesCutoffs(),
    queryFn: async () => fetchTourSalesCutoffs(await getSupabase()),
  });
