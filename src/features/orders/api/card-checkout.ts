import { mutationOptions } from '@tanstack/react-query';
import type { CardCheckoutItem } from '@/domain/card-checkout';
import type { CartCoupon } from '@/domain/coupons';
import { buildOrderDrafts } from '@/domain/order-drafts';
import { ORDER_PENDING, PAYMENT_CARD } from '@/domain/orders';
import type { CartItem } from '@/domain/types';
import { customerIdOf } from '@/features/auth';
import type { DepartureRefusal } from '@/domain/order-refusal';
import { refreshAfterMutation } from '@/lib/query-client';
import { functionErrorBody } from '@/lib/function-error';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { amountToPay, createOrders } from './create-orders';
import { orderKeys } from './order-keys';

/** The same pending card orders already exist: the card flow stops with 'Pedido duplicado' (spec §8). */
export class DuplicateOrderError extends Error {
  constructor() {
    super("Este pedido já foi registrado. Verifique 'Minhas Compras'.");
  }
}

/**
 * The checkout session could not be created (the function refused or failed). Its message is the function's when
 * it says why in Portuguese (a departure that filled up: 'Não há mais vagas para ...'), else the spec's.
 */
export class CheckoutSessionError extends Error {
  constructor(reason?: string) {
    super(reason ?? 'Não foi possível criar o pedido. Tente novamente.');
  }
}

const departureRefusals: readonly string[] = [
  'capacity_full',
  'sales_closed',
] satisfies DepartureRefusal['code'][];

/**
 * The reason a refusing function gives, for the refusals the customer can act on (a departure that filled up, or
 * whose online sales closed).
 */
async function refusalReason(error: unknown): Promise<string | undefined> {
  const { code, message } = await functionErrorBody(error);
  return code && departureRefusals.includes(code) ? message : undefined;
}

export type CheckoutSession = { sessionId: string; url: string };

/**
 * Spec calls 18 and 13: a checkout session for these pending card orders (the server prices them again), then
 * the session id saved on them (failure ignored). Also pays orders left pending by a cancelled payment.
 */
export async function openCheckoutSession(
  supabase: Supabase,
  checkoutItems: CardCheckoutItem[],
  amount: number,
  userEmail: string | null,
): Promise<CheckoutSession> {
  const { data, error } = await supabase.functions.invoke<{ sessionId?: string; url?: string }>(
    'create-checkout-session',
    { body: { amount, items: checkoutItems, userEmail } },
  );
  if (error) throw new CheckoutSessionError(await refusalReason(error));
  if (!data?.sessionId || !data.url) throw new CheckoutSessionError();
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

/**
 * The card flow of spec §4: the cart's orders inserted (calls 11–12), then a checkout session for them. Answers
 * the provider's page to redirect to.
 */
export async function startCardCheckout(
  supabase: Supabase,
  clientId: number,
  userEmail: string | null,
  items: CartItem[],
  useCredit = false,
  coupon: CartCoupon | null = null,
): Promise<CheckoutSession> {
  const { drafts } = buildOrderDrafts(items, PAYMENT_CARD, coupon);
  const created = await createOrders(supabase, clientId, drafts, useCredit ? 'part' : 'none');
  if (created.kind === 'duplicate') throw new DuplicateOrderError();
  const checkoutItems: CardCheckoutItem[] = created.orders.map((order, index) => ({
    orderId: order.id,
    tourId: items[index]!.id,
    date: order.data_passeio,
    adults: order.qtd_adults,
    children: order.qtd_children,
    babies: order.qtd_babies,
    pets: order.qtd_pets,
    quantity: items[index]!.quantity,
  }));
  // The session charges what the credit left (the function compares this amount with the database's).
  return openCheckoutSession(supabase, checkoutItems, amountToPay(created.orders), userEmail);
}

type CardCheckoutVariables = {
  userId: string;
  userEmail: string | null;
  items: CartItem[];
  useCredit?: boolean;
  coupon?: CartCoupon | null;
};

/** The card path of the checkout, from the cart. */
export const cardCheckoutMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'card'],
    mutationFn: async ({ userId, userEmail, items, useCredit, coupon }: CardCheckoutVariables, { client }) =>
      startCardCheckout(
        await getSupabase(),
        await customerIdOf(client, userId),
        userEmail,
        items,
        useCredit,
        coupon,
      ),
    onSettled: (_session, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });

type PayPendingVariables = { items: CardCheckoutItem[]; amount: number; userEmail: string | null };

/** Pending card orders paid later, from My Purchases: one checkout session for all of them. */
export const payPendingByCardMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'pay-pending'],
    mutationFn: async ({ items, amount, userEmail }: PayPendingVariables) =>
      openCheckoutSession(await getSupabase(), items, amount, userEmail),
    onSettled: (_session, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });
