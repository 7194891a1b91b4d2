import { creditRefusalMessage, PAYMENT_CREDIT } from '@/domain/credits';
import { priceAsOwnCheckout, type OrderDraft } from '@/domain/order-drafts';
import { orderRefusalMessage } from '@/domain/order-refusal';
import { sumMoney } from '@/domain/money';
import { moneyFromColumn, ORDER_PENDING, type PedidoSite } from '@/domain/orders';
import type { Supabase } from '@/lib/supabase';

/** The database refused the orders (a past day, a stale price, too many pending orders...): say why. */
export class OrderRefusedError extends Error {}

export type CreateOrdersResult =
  | { kind: 'created'; orders: PedidoSite[] }
  /** The same pending orders already exist (a second attempt): they are returned, nothing is inserted. */
  | { kind: 'duplicate'; orders: PedidoSite[] };

/** Spec call 11: an identical pending order of this customer, if any. */
async function findPending(
  supabase: Supabase,
  clientId: number,
  draft: OrderDraft,
): Promise<PedidoSite | null> {
  let query = supabase
    .from('pedido_site')
    .select('*')
    .eq('id_cliente', clientId)
    .eq('nome_passeio', draft.nome_passeio)
    .eq('valor', draft.valor)
    .eq('tipo_pagamento', draft.tipo_pagamento)
    .eq('status', ORDER_PENDING);
  query = draft.data_passeio ? query.eq('data_passeio', draft.data_passeio) : query.is('data_passeio', null);
  const { data, error } = await query.limit(1);
  if (error) throw error;
  return (data ?? [])[0] ?? null;
}

const isFound = (order: PedidoSite | null): order is PedidoSite => order !== null;

/** What a checkout's orders leave to pay: their values less the credit the database applied to them. */
export const amountToPay = (orders: readonly PedidoSite[]) =>
  sumMoney(
    orders.flatMap((order) => [
      moneyFromColumn(order.valor) ?? 0,
      -(moneyFromColumn(order.credito_usado) ?? 0),
    ]),
  );

/**
 * How the checkout uses the customer's credit: not at all, for part of the total (the rest by PIX or card), or for
 * all of it (tipo 'Crédito', confirmed at once). The database decides how much: the client only asks.
 */
export type CreditUse = 'none' | 'part' | 'all';

export const pendingWithoutCredit =
  'Você já tem este passeio aguardando pagamento sem o crédito. Cancele esse pedido em Minhas Compras para pagar com o crédito.';

const creditColumns = (credit: CreditUse) =>
  credit === 'all'
    ? { usar_credito: true, tipo_pagamento: PAYMENT_CREDIT }
    : { usar_credito: credit === 'part' };

/**
 * Inserts one pending order per draft (spec call 12). When every draft already exists as a pending order the
 * existing rows come back as a duplicate; the database's unique index backs this check against races. Orders paid
 * another way than by card cancel the customer's pending card orders of the same tours and days (the database
 * does, as it inserts them: supersede_pending_card_orders).
 */
export async function createOrders(
  supabase: Supabase,
  clientId: number,
  drafts: OrderDraft[],
  credit: CreditUse = 'none',
): Promise<CreateOrdersResult> {
  // Orders the credit pays, and a checkout with nothing to pay, are confirmed at once: no pending order of theirs
  // can exist to be found again.
  const existing =
    credit === 'all' || drafts.every((draft) => draft.valor === 0)
      ? drafts.map(() => null)
      : await Promise.all(drafts.map((draft) => findPending(supabase, clientId, draft)));
  // A pending order of an earlier try without the credit would be charged in full: the customer is told how to
  // use the credit instead (the database keeps one pending order per item, so a second cannot be inserted).
  if (credit === 'part' && existing.some((order) => order !== null && !order.usar_credito)) {
    throw new OrderRefusedError(pendingWithoutCredit);
  }
  if (existing.every(isFound)) return { kind: 'duplicate', orders: existing };
  const missing = drafts.filter((_, index) => !existing[index]);
  // The database prices each insert as one checkout (the PIX discount counts the orders inserted together).
  const toInsert = missing.length < drafts.length ? priceAsOwnCheckout(missing) : missing;
  const { data, error } = await supabase
    .from('pedido_site')
    .insert(toInsert.map((draft) => ({ ...draft, id_cliente: clientId, ...creditColumns(credit) })))
    .select();
  if (error) {
    if (error.code === '23505') {
      const again = await Promise.all(drafts.map((draft) => findPending(supabase, clientId, draft)));
      if (again.every(isFound)) return { kind: 'duplicate', orders: again };
    }
    const refusal = orderRefusalMessage(error) ?? creditRefusalMessage(error);
    if (refusal) throw new OrderRefusedError(refusal);
    throw error;
  }
  const inserted = data ?? [];
  const orders = drafts.map(
    (draft, index) => existing[index] ?? inserted.find((row) => row.nome_passeio === draft.nome_passeio)!,
  );
  return { kind: 'created', orders };
}
