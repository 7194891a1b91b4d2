import { mutationOptions } from '@tanstack/react-query';
import type { CartCoupon } from '@/domain/coupons';
import { buildOrderDrafts } from '@/domain/order-drafts';
import { PAYMENT_CARD } from '@/domain/orders';
import type { CartItem } from '@/domain/types';
import { customerIdOf } from '@/features/auth';
import { refreshAfterMutation } from '@/lib/query-client';
import { getSupabase } from '@/lib/supabase';
import { createOrders } from './create-orders';
import { orderKeys } from './order-keys';

/**
 * Issue 31: a checkout the customer's credit pays completely, at the cart's prices less its coupon (the PIX
 * discount is for PIX). The database applies the credit and confirms the orders in the same insert, or refuses with its message
 * ('Seu crédito não cobre o total desta compra.').
 */
export const creditCheckoutMutationOptions = () =>
  mutationOptions({
    mutationKey: [...orderKeys.all, 'credit'],
    mutationFn: async (
      { userId, items, coupon = null }: { userId: string; items: CartItem[]; coupon?: CartCoupon | null },
      { client },
    ) => {
      const { orders } = await createOrders(
        await getSupabase(),
        await customerIdOf(client, userId),
        buildOrderDrafts(items, PAYMENT_CARD, coupon).drafts,
        'all',
      );
      return orders;
    },
    onSettled: (_orders, _error, _variables, _onMutate, { client }) =>
      refreshAfterMutation(client, orderKeys.mine()),
  });
