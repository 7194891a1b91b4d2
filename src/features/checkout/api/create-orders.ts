import type { SupabaseClient } from '@supabase/supabase-js';
import { PENDING_STATUS, priceAsOwnCheckout, type OrderDraft } from '@/domain/order-drafts';
import { orderRefusalMessage } from '@/domain/order-refusal';
import { getSupabase } from '@/lib/supabase';
import type { Database, Tables } from '@/types/database';

export type CreatedOrder = Tables<'pedido_site'>;

export class ClientNotFoundError extends Error {
  constructor() {
    super('Cliente não identificado. Faça login novamente.');
  }
}

/** The database refused the orders (a past day, a stale price, too many pending orders...): say why. */
export class OrderRefusedError extends Error {}

export type CreateOrdersResult =
  | { kind: 'created'; orders: CreatedOrder[] }
  /** The same pending orders already exist (a second attempt): they are returned, nothing is inserted. */
  | { kind: 'duplicate'; orders: CreatedOrder[] };

/** Spec call 10: the customer id of the signed-in user. */
async function fetchClientId(supabase: SupabaseClient<Database>, userId: string): Promise<number> {
  const { data, error } = await supabase
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', userId)
    .maybeSingle();
  if (error) throw error;
  if (!data) throw new ClientNotFoundError();
  return data.id_cliente;
}

/** Spec call 11: an identical pending order of this customer, if any. */
async function findPending(
  supabase: SupabaseClient<Database>,
  clientId: number,
  draft: OrderDraft,
): Promise<CreatedOrder | null> {
  let query = supabase
    .from('pedido_site')
    .select('*')
    .eq('id_cliente', clientId)
    .eq('nome_passeio', draft.nome_passeio)
    .eq('valor', draft.valor)
    .eq('tipo_pagamento', draft.tipo_pagamento)
    .eq('status', PENDING_STATUS);
  query = draft.data_passeio ? query.eq('data_passeio', draft.data_passeio) : query.is('data_passeio', null);
  const { data, error } = await query.limit(1);
  if (error) throw error;
  return (data ?? [])[0] ?? null;
}

const isFound = (order: CreatedOrder | null): order is CreatedOrder => order !== null;

/**
 * Inserts one pending order per draft (spec call 12). When every draft already exists as a pending order the
 * existing rows come back as a duplicate; the database's unique index backs this check against races.
 */
export async function createOrders(userId: string, drafts: OrderDraft[]): Promise<CreateOrdersResult> {
  const supabase = await getSupabase();
  const clientId = await fetchClientId(supabase, userId);
  const existing = await Promise.all(drafts.map((draft) => findPending(supabase, clientId, draft)));
  if (existing.every(isFound)) return { kind: 'duplicate', orders: existing };
  const missing = drafts.filter((_, index) => !existing[index]);
  // The database prices each insert as one checkout (the PIX discount counts the orders inserted together).
  const toInsert = missing.length < drafts.length ? priceAsOwnCheckout(missing) : missing;
  const { data, error } = await supabase
    .from('pedido_site')
    .insert(toInsert.map((draft) => ({ ...draft, id_cliente: clientId })))
    .select();
  if (error) {
    if (error.code === '23505') {
      const again = await Promise.all(drafts.map((draft) => findPending(supabase, clientId, draft)));
      if (again.every(isFound)) return { kind: 'duplicate', orders: again };
    }
    const refusal = orderRefusalMessage(error);
    if (refusal) throw new OrderRefusedError(refusal);
    throw error;
  }
  const inserted = data ?? [];
  const orders = drafts.map(
    (draft, index) => existing[index] ?? inserted.find((row) => row.nome_passeio === draft.nome_passeio)!,
  );
  return { kind: 'created', orders };
}
