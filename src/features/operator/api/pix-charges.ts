import type { CheckoutPixCharge } from '@/domain/pix-charges';
import type { Supabase } from '@/lib/supabase';

const chargeColumns = 'id, id_cliente, pix_txid, order_ids, status, expires_at, paid_at, created_at';

/**
 * Rows fetched by a list of keys, a hundred keys a request: the keys travel in the URL, and a few requests beat one
 * URL longer than a proxy accepts.
 */
export async function inBatches<Key, Row>(
  keys: readonly Key[],
  fetchBatch: (batch: Key[]) => PromiseLike<{ data: Row[] | null; error: Error | null }>,
): Promise<Row[]> {
  const unique = [...new Set(keys)];
  const requests: PromiseLike<{ data: Row[] | null; error: Error | null }>[] = [];
  for (let start = 0; start < unique.length; start += 100)
    requests.push(fetchBatch(unique.slice(start, start + 100)));
  return (await Promise.all(requests)).flatMap(({ data, error }) => {
    if (error) throw error;
    return data ?? [];
  });
}

/**
 * The provider's charges of these checkouts, by transaction id (RLS: the operator reads them all). A checkout
 * without any is paid to the static key and confirmed by hand.
 */
export function fetchChargesOf(
  supabase: Supabase,
  txids: readonly (string | null)[],
): Promise<CheckoutPixCharge[]> {
  return inBatches(
    txids.filter((txid): txid is string => !!txid),
    (batch) => supabase.from('pix_charges').select(chargeColumns).in('pix_txid', batch).order('created_at'),
  );
}

/** The charges the provider says were paid since `since` (an instant), newest first. */
export async function fetchChargesPaidSince(supabase: Supabase, since: string): Promise<CheckoutPixCharge[]> {
  const { data, error } = await supabase
    .from('pix_charges')
    .select(chargeColumns)
    .eq('status', 'pago')
    .gte('paid_at', since)
    .order('paid_at', { ascending: false })
    .limit(500);
  if (error) throw error;
  return data ?? [];
}
