// What a coupon code is, and the code kept beside the cart: all that the cart, loaded on every page, needs of
// coupons. The rest of them (the arithmetic, the quote, the operator's form) is coupons.ts, loaded with the cart
// page.

export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,30}$/;

/** What the customer typed, as the database reads it: trimmed, upper-case. */
export const normalizeCouponCode = (raw: string) => raw.trim().toUpperCase();

/** The coupon applied to the cart is kept beside it, under its own key. */
export const COUPON_STORAGE_KEY = 'cart-coupon';

/** The stored code, or null for anything that is not one (a corrupted value is ignored, never a crash). */
export function parseStoredCoupon(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > 200) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'string') return null;
  const code = normalizeCouponCode(parsed);
  return COUPON_CODE_PATTERN.test(code) ? code : null;
}
