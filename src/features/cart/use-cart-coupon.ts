import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePersistedState } from '@/boot/persisted-state';
import { normalizeCouponCode } from '@/domain/coupon-code';
import { cartCouponOf, couponRefusalOf, type CartCoupon } from '@/domain/coupons';
import type { CartItem } from '@/domain/types';
import { errorText } from '@/lib/error-text';
import { couponQuoteQueryOptions, quoteLinesOf } from './api/coupon-quote';
import { storedCoupon } from './coupon-storage';

export type CartCouponState = {
  /** The code applied, as stored; null without one. */
  code: string | null;
  /** The coupon as the database quoted it for these items; null without one, while it loads, or when refused. */
  coupon: CartCoupon | null;
  /** Why the database refused the code ('Cupom expirado', ...). */
  refusal: string | null;
  checking: boolean;
  apply(typed: string): void;
  remove(): void;
};

/** The cart's coupon: the stored code and the database's quote of it for the cart's items. */
export function useCartCoupon(items: readonly CartItem[]): CartCouponState {
  const [code, setCode] = usePersistedState(storedCoupon);
  const lines = useMemo(() => quoteLinesOf(items), [items]);
  const quote = useQuery({
    ...couponQuoteQueryOptions(code ?? '', lines),
    enabled: !!code && lines.length > 0,
  });
  return {
    code,
    coupon: code && quote.data ? cartCouponOf(quote.data) : null,
    refusal: !code ? null : quote.error ? errorText(quote.error) : couponRefusalOf(quote.data),
    checking: !!code && quote.isFetching,
    apply: (typed) => setCode(normalizeCouponCode(typed)),
    remove: () => setCode(null),
  };
}
