import { persistedState } from '@/boot/persisted-state';
import { COUPON_STORAGE_KEY, parseStoredCoupon } from '@/domain/coupon-code';

/** The code applied to the cart, kept beside the cart so it survives a reload; cleared with the cart. */
export const storedCoupon = persistedState<string | null>({
  key: COUPON_STORAGE_KEY,
  initial: null,
  parse: parseStoredCoupon,
  serialize: (code) => JSON.stringify(code),
});
