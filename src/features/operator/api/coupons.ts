import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CouponFields, OperatorCoupon } from '@/domain/operator-coupons';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { operatorKeys } from './operator-keys';

/** Every coupon with its uses and the discount its paid orders got (admin_coupons), newest first. */
export async function fetchCoupons(supabase: Supabase): Promise<OperatorCoupon[]> {
  const { data, error } = await supabase.rpc('admin_coupons');
  if (error) throw error;
  // The generated types read a function's columns as never null; these may be.
  return (data ?? []).map((row) => ({
    id: row.id,
    codigo: row.codigo,
    tipo: row.tipo === 'valor' ? 'valor' : 'percentual',
    percentual: row.percentual ?? null,
    valor: row.valor === null ? null : Number(row.valor),
    validoDe: row.valido_de ?? null,
    validoAte: row.valido_ate ?? null,
    passeios: row.passeios ?? null,
    minPessoas: row.min_pessoas,
    usosMax: row.usos_max ?? null,
    usosPorCliente: row.usos_por_cliente ?? null,
    ativo: row.ativo,
    usos: row.usos,
    descontoTotal: Number(row.desconto_total),
  }));
}

export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.coupons(),
    queryFn: async () => fetchCoupons(await getSupabase()),
  });

// null is "none" (no end date, every tour, no limit), which the generated Args cannot express.
const argsOf = (fields: CouponFields) => ({
  p_tipo: fields.tipo,
  p_percentual: fields.percentual as number,
  p_valor: fields.valor as number,
  p_valido_de: fields.validoDe as string,
  p_valido_ate: fields.validoAte as string,
  p_passeios: fields.passeios as string[],
  p_min_pessoas: fields.minPessoas,
  p_usos_max: fields.usosMax as number,
  p_usos_por_cliente: fields.usosPorCliente as number,
});

/** 'Novo cupom' (admin_create_coupon), or the changes to one (admin_update_coupon; the code stays). */
export async function saveCoupon(
  supabase: Supabase,
  { id, fields }: { id: number | null; fields: CouponFields },
) {
  const args = argsOf(fields);
  const { error } =
    id === null
      ? await supabase.rpc('admin_create_coupon', { ...args, p_codigo: fields.codigo })
      : await supabase.rpc('admin_update_coupon', { ...args, p_id: id });
  if (error) throw error;
}

export const saveCouponMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'save-coupon'],
    mutationFn: async (change: { id: number | null; fields: CouponFields }) =>
      saveCoupon(await getSupabase(), change),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.coupons()),
  });

/** Activates or deactivates a coupon (admin_set_coupon_active). */
export async function setCouponActive(supabase: Supabase, { id, ativo }: { id: number; ativo: boolean }) {
  const { error } = await supabase.rpc('admin_set_coupon_active', { p_id: id, p_ativo: ativo });
  if (error) throw error;
}

export const setCouponActiveMutationOptions = () =>
  mutationOptions({
    mutationKey: [...operatorKeys.all, 'set-coupon-active'],
    mutationFn: async (change: { id: number; ativo: boolean }) =>
      setCouponActive(await getSupabase(), change),
    onSettled: (_data, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, operatorKeys.coupons()),
  });
