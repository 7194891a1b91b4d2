import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { pixTransactionId } from '@/domain/br-code';
import type { CartCoupon } from '@/domain/coupons';
import { buildOrderDrafts } from '@/domain/order-drafts';
import type { DepartureRefusal } from '@/domain/order-refusal';
import { ORDER_PAID, PAYMENT_PIX, type PedidoSite } from '@/domain/orders';
import type { PixChargeRow, PixPayment } from '@/domain/pix-payment';
import type { CartItem } from '@/domain/types';
import { customerIdOf } from '@/features/auth';
import { functionErrorBody } from '@/lib/function-error';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { amountToPay, createOrders } from './create-orders';
import { orderKeys } from './order-keys';

/** The charge could not be created for a reason the customer can act on (its message says which). */
export class PixChargeRefusedError extends Error {}

/** The provider already has this checkout's money: nothing more to pay. */
export class PixAlreadyPaidError extends Error {}

type ChargeAnswer = {
  /** 'static': the shop confirms PIX by hand (PIX_MODE=static) and makes no charges. */
  mode?: unknown;
  chargeId?: unknown;
  brCode?: unknown;
  amount?: unknown;
  expiresAt?: unknown;
  testPageUrl?: unknown;
};

/**
 * Refusals the customer can act on: the departure's (seats gone, sales closed, as the card checkout's), then the
 * charge's own (the hold over, orders no longer payable), then a lapsed checkout's credit or coupon that can no
 * longer be used again (spent elsewhere, used up, expired). Any other failure falls back to the static key.
 */
const refusals = new Set<string>([
  ...(['capacity_full', 'sales_closed'] satisfies DepartureRefusal['code'][]),
  'hold_over',
  'order_not_payable',
  'order_not_found',
  'credit_spent',
  'coupon_refused',
]);

/** A PIX checkout to pay: its orders (all of one checkout), their total and its transaction id. */
export type PixCheckoutRef = { orderIds: number[]; amount: number; txid: string };

/** The checkout of orders just recorded together. */
const checkoutOf = (orders: readonly PedidoSite[]): PixCheckoutRef => ({
  orderIds: orders.map((order) => order.id),
  amount: amountToPay(orders),
  // The database gives a checkout's orders their transaction id; the operator finds the transfer by it.
  txid: orders.find((order) => order.pix_txid)?.pix_txid ?? pixTransactionId(Date.now()),
});

/**
 * Issue 29: the provider's charge for a checkout's pending PIX orders, priced by the database; the same charge
 * while it lives, a new one (the orders reopened if their seats are still free) after it expired. A shop without a
 * provider (PIX_MODE=static), or a provider that cannot be reached, gets the static key, which the operator
 * confirms by hand: the sale is never lost to a provider's fault.
 */
export async function openPixPayment(supabase: Supabase, checkout: PixCheckoutRef): Promise<PixPayment> {
  const fallback: PixPayment = { kind: 'static', amount: checkout.amount, txid: checkout.txid };
  const { data, error } = await supabase.functions.invoke<ChargeAnswer>('create-pix-charge', {
    body: { orderIds: checkout.orderIds },
  });
  if (error) {
    const { code, message } = await functionErrorBody(error);
    if (code === 'already_paid') throw new PixAlreadyPaidError(message);
    if (code && refusals.has(code) && message) throw new PixChargeRefusedError(message);
    return fallback;
  }
  const { chargeId, brCode, amount, expiresAt, testPageUrl } = data ?? {};
  // The static mode's answer has no charge: the static key it is.
  if (typeof chargeId !== 'string' || typeof brCode !== 'string' || typeof expiresAt !== 'string')
    return fallback;
  return {
    kind: 'charge',
    chargeId,
    brCode,
    amount: typeof amount === 'number' ? amount : checkout.amount,
    expiresAt,
    testPageUrl: typeof testPageUrl === 'string' ? testPageUrl : null,
    txid: checkout.txid,
  };
}

export type PixCheckout = { orders: PedidoSite[]; payment: PixPayment };

/** The PIX path of the checkout: the cart's orders, with the PIX discount, then their charge. */
export const pixCheckoutMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'pix'],
    mutationFn: async (
      {
        userId,
        items,
        useCredit = false,
        coupon = null,
      }: { userId: string; items: CartItem[]; useCredit?: boolean; coupon?: CartCoupon | null },
      { client },
    ): Promise<PixCheckout> => {
      const supabase = await getSupabase();
      const { orders } = await createOrders(
        supabase,
        await customerIdOf(client, userId),
        buildOrderDrafts(items, PAYMENT_PIX, coupon).drafts,
        useCredit ? 'part' : 'none',
      );
      return { orders, payment: await openPixPayment(supabase, checkoutOf(orders)) };
    },
    onSettled: (_result, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });

/** A PIX checkout paid from My Purchases: its live charge, or a new one after it expired. */
export const payPendingByPixMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'pay-pending-pix'],
    mutationFn: async (checkout: PixCheckoutRef) => openPixPayment(await getSupabase(), checkout),
    onSettled: (_payment, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });

/** How often the dialog asks whether the charge was paid: the webhook's word shows within about a second. */
export const PIX_STATUS_POLL_MS = 1000;

/**
 * The charge as its owner reads it, asked again every second while it waits. Once paid, `unbooked` counts the
 * orders it paid for that are not booked (cancelled before the money came, or no longer bookable): the database
 * recorded their money for a refund, and the dialog says so.
 */
export type PixChargeState = Pick<PixChargeRow, 'status' | 'expires_at' | 'paid_at'> & {
  /** The orders the charge pays (none for a gift card). */
  orders: number;
  unbooked: number;
};

async function readPixCharge(chargeId: string): Promise<PixChargeState | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('pix_charges')
    .select('status, expires_at, paid_at, order_ids')
    .eq('id', chargeId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const { order_ids: orderIds, ...charge } = data;
  const orders = orderIds.length;
  if (charge.status !== 'pago' || orders === 0) return { ...charge, orders, unbooked: 0 };
  const booked = await supabase
    .from('pedido_site')
    .select('id', { count: 'exact', head: true })
    .in('id', orderIds)
    .eq('status', ORDER_PAID);
  if (booked.error) throw booked.error;
  return { ...charge, orders, unbooked: orders - (booked.count ?? orders) };
}

export const pixChargeQueryOptions = (chargeId: string) =>
  queryOptions({
    queryKey: [...orderKeys.mine(), 'pix-charge', chargeId],
    queryFn: () => readPixCharge(chargeId),
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === 'aguardando' ? PIX_STATUS_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
