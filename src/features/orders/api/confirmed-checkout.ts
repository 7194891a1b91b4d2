import { mutationOptions } from '@tanstack/react-query';
import type { CartCoupon } from '@/domain/coupons';
import { buildOrderDrafts } from '@/domain/order-drafts';
import { PAYMENT_CARD, PAYMENT_PIX } from '@/domain/orders';
import type { CartItem } from '@/domain/types';
import { customerIdOf } from '@/features/auth';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase';
import { createOrders } from './create-orders';
import { orderKeys } from './order-keys';

/**
 * A checkout the database confirms in the same insert, with no payment step:
 * - 'credit' (issue 31): the customer's credit pays it completely, at the cart's prices less its coupon (the PIX
 *   discount is for PIX); or the database refuses ('Seu crédito não cobre o total desta compra.');
 * - 'nothing': the coupon leaves nothing to pay at the PIX price, the lowest; a checkout of R$ 0 is confirmed at
 *   once (20261130000100_nothing_to_pay.sql), and a price that is not R$ 0 is refused as any stale price.
 */
export const confirmedCheckoutMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'confirmed'],
    mutationFn: async (
      {
        userId,
        items,
        coupon = null,
        paidBy,
      }: { userId: string; items: CartItem[]; coupon?: CartCoupon | null; paidBy: 'credit' | 'nothing' },
      { client },
    ) => {
      const payment = paidBy === 'credit' ? PAYMENT_CARD : PAYMENT_PIX;
      const { orders } = await createOrders(
        await getSupabase(),
        await customerIdOf(client, userId),
        buildOrderDrafts(items, payment, coupon).drafts,
        paidBy === 'credit' ? 'all' : 'none',
      );
      return orders;
    },
    onSettled: (_orders, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });
