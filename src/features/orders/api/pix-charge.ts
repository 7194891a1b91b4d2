import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { pixTransactionId } from '@/domain/br-code';
import { sumMoney } from '@/domain/money';
import { moneyFromColumn, type PedidoSite } from '@/domain/orders';
import type { PixChargeRow, PixPayment } from '@/domain/pix-payment';
import type { CartItem } from '@/domain/types';
import { customerIdOf } from '@/features/auth';
import { functionErrorBody } from '@/lib/function-error';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase, type Supabase } from '@/lib/supabase';
import { buildOrderDrafts } from '@/domain/order-drafts';
import { PAYMENT_PIX } from '@/domain/orders';
import { createOrders } from './create-orders';
import { orderKeys } from './order-keys';

/** The charge could not be created for a reason the customer can act on (its message says which). */
export class PixChargeRefusedError extends Error {}

/** The provider already has this checkout's money: nothing more to pay. */
export class PixAlreadyPaidError extends Error {}

type ChargeAnswer = {
  chargeId?: unknown;
  brCode?: unknown;
  amount?: unknown;
  expiresAt?: unknown;
  testPageUrl?: unknown;
};

/** Refusals the customer can act on: seats gone, sales closed, the hold over, orders no longer payable. */
const refusals = new Set([
  'capacity_full',
  'sales_closed',
  'hold_over',
  'order_not_payable',
  'order_not_found',
]);

/** The static key's payment of these orders: the operator confirms it by hand. */
const staticPayment = (orders: readonly PedidoSite[]): PixPayment => ({
  kind: 'static',
  amount: sumMoney(orders.map((order) => moneyFromColumn(order.valor) ?? 0)),
  // The database gives a checkout's orders their transaction id; the operator finds the transfer by it.
  txid: orders.find((order) => order.pix_txid)?.pix_txid ?? pixTransactionId(Date.now()),
});

/**
 * Issue 29: the provider's charge for these pending PIX orders (all of one checkout), priced by the database; the
 * same charge while it lives. A shop without a provider (PIX_MODE=static), or a provider that cannot be reached,
 * gets the static key, which the operator confirms by hand: the sale is never lost to a provider's fault.
 */
export async function openPixPayment(supabase: Supabase, orders: readonly PedidoSite[]): Promise<PixPayment> {
  const fallback = staticPayment(orders);
  const { data, error } = await supabase.functions.invoke<ChargeAnswer>('create-pix-charge', {
    body: { orderIds: orders.map((order) => order.id) },
  });
  if (error) {
    const { code, message } = await functionErrorBody(error);
    if (code === 'already_paid') throw new PixAlreadyPaidError(message);
    if (code && refusals.has(code) && message) throw new PixChargeRefusedError(message);
    return fallback;
  }
  const { chargeId, brCode, amount, expiresAt, testPageUrl } = data ?? {};
  if (typeof chargeId !== 'string' || typeof brCode !== 'string' || typeof expiresAt !== 'string')
    return fallback;
  return {
    kind: 'charge',
    chargeId,
    brCode,
    amount: typeof amount === 'number' ? amount : fallback.amount,
    expiresAt,
    testPageUrl: typeof testPageUrl === 'string' ? testPageUrl : null,
    txid: fallback.txid,
  };
}

export type PixCheckout = { orders: PedidoSite[]; payment: PixPayment };

/** The PIX path of the checkout: the cart's orders, with the PIX discount, then their charge. */
export const pixCheckoutMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'pix'],
    mutationFn: async (
      { userId, items }: { userId: string; items: CartItem[] },
      { client },
    ): Promise<PixCheckout> => {
      const supabase = await getSupabase();
      const { orders } = await createOrders(
        supabase,
        await customerIdOf(client, userId),
        buildOrderDrafts(items, PAYMENT_PIX).drafts,
      );
      return { orders, payment: await openPixPayment(supabase, orders) };
    },
    onSettled: (_result, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });

/** A checkout's pending PIX orders paid from My Purchases: their live charge, or a new one. */
export const payPendingByPixMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'pay-pending-pix'],
    mutationFn: async ({ orders }: { orders: PedidoSite[] }) => openPixPayment(await getSupabase(), orders),
    onSettled: (_payment, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });

/** How often the dialog asks whether the charge was paid: the webhook's word shows within about a second. */
export const PIX_STATUS_POLL_MS = 1000;

/** The charge's row as its owner reads it, asked again every second while it waits. */
export const pixChargeQueryOptions = (chargeId: string) =>
  queryOptions({
    queryKey: [...orderKeys.mine(), 'pix-charge', chargeId],
    queryFn: async (): Promise<Pick<PixChargeRow, 'status' | 'expires_at' | 'paid_at'> | null> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('pix_charges')
        .select('status, expires_at, paid_at')
        .eq('id', chargeId)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === 'aguardando' ? PIX_STATUS_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
