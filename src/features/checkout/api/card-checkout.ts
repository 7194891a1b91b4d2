import type { CardCheckoutItem } from '@/domain/card-checkout';
import { buildOrderDrafts } from '@/domain/order-drafts';
import { PAYMENT_CARD, ORDER_PENDING } from '@/domain/orders';
import type { CartItem } from '@/domain/types';
import { getSupabase } from '@/lib/supabase';
import { createOrders } from './create-orders';

/** The same pending card orders already exist: the card flow stops with 'Pedido duplicado' (spec §8). */
export class DuplicateOrderError extends Error {
  constructor() {
    super("Este pedido já foi registrado. Verifique 'Minhas Compras'.");
  }
}

/** The checkout session could not be created (the function refused or failed). */
export class CheckoutSessionError extends Error {
  constructor() {
    super('Não foi possível criar o pedido. Tente novamente.');
  }
}

/**
 * The card flow of spec §4: orders inserted (calls 10–12), a checkout session requested (call 18), the
 * session id saved on the orders (call 13, failure ignored). Answers the provider's page to redirect to.
 */
export async function startCardCheckout(
  userId: string,
  userEmail: string | null,
  items: CartItem[],
): Promise<{ sessionId: string; url: string }> {
  const { drafts, total } = buildOrderDrafts(items, PAYMENT_CARD);
  const created = await createOrders(userId, drafts);
  if (created.kind === 'duplicate') throw new DuplicateOrderError();
  const checkoutItems: CardCheckoutItem[] = created.orders.map((order, index) => ({
    orderId: Number(order.id),
    tourId: items[index]!.id,
    date: order.data_passeio,
    adults: order.qtd_adults,
    children: order.qtd_children,
    babies: order.qtd_babies,
    pets: order.qtd_pets,
    quantity: items[index]!.quantity,
  }));
  return openCheckoutSession(checkoutItems, total, userEmail);
}

/**
 * Spec calls 18 and 13: a checkout session for these pending card orders (the server prices them again), then
 * the session id saved on them (failure ignored). Also pays orders left pending by a cancelled payment.
 */
export async function openCheckoutSession(
  checkoutItems: CardCheckoutItem[],
  amount: number,
  userEmail: string | null,
): Promise<{ sessionId: string; url: string }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ sessionId?: string; url?: string }>(
    'create-checkout-session',
    { body: { amount, items: checkoutItems, userEmail } },
  );
  if (error || !data?.sessionId || !data.url) {
    throw new CheckoutSessionError();
  }
  await supabase
    .from('pedido_site')
    .update({ stripe_session_id: data.sessionId })
    .in(
      'id',
      checkoutItems.map((item) => item.orderId),
    )
    .eq('status', ORDER_PENDING)
    .then(
      () => undefined,
      () => undefined,
    );
  return { sessionId: data.sessionId, url: data.url };
}
