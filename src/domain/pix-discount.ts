import { fromCents, roundMoney, toCents } from './money.ts';
import { cartItemTotal } from './pricing.ts';
import type { CartItem } from './types.ts';

/** R$10 off per tour per adult when paying by PIX for 2 or more tours. */
export const PIX_DISCOUNT_PER_TOUR_PER_ADULT = 10;

export function pixDiscount(tourCount: number, adults: number): number {
  if (tourCount < 2) return 0;
  return tourCount * PIX_DISCOUNT_PER_TOUR_PER_ADULT * Math.max(1, adults);
}

/** The promo banner: R$10 × item count, with the tiers it announces at 2 (R$20) and 3 (R$30) tours. */
export function pixBanner(tourCount: number) {
  return {
    perTour: PIX_DISCOUNT_PER_TOUR_PER_ADULT,
    current: tourCount >= 2 ? tourCount * PIX_DISCOUNT_PER_TOUR_PER_ADULT : 0,
    tiers: [2, 3].map((tours) => ({
      tours,
      discount: tours * PIX_DISCOUNT_PER_TOUR_PER_ADULT,
      reached: tourCount >= tours,
    })),
  };
}

/** Splits an amount into n parts in cents that sum exactly to it; the remainder cents go to the first parts. */
export function splitEvenly(total: number, n: number): number[] {
  if (n <= 0) return [];
  const cents = toCents(total);
  const base = Math.trunc(cents / n);
  const remainder = cents - base * n;
  return Array.from({ length: n }, (_, i) => fromCents(base + (i < remainder ? 1 : 0)));
}

/**
 * Per-item values charged with PIX: each item's value minus an even share of the discount, never below zero,
 * and summing exactly to the cart total minus the discount.
 */
export function orderValuesWithPix(
  items: CartItem[],
  adults: number,
): { values: number[]; discount: number; total: number } {
  const gross = items.map(cartItemTotal);
  const grossTotal = roundMoney(gross.reduce((sum, value) => sum + value, 0));
  const discount = Math.min(pixDiscount(items.length, adults), grossTotal);
  const shares = splitEvenly(discount, items.length);
  let values = gross.map((value, i) => roundMoney(value - (shares[i] ?? 0)));
  // A share larger than a cheap item moves to the others, so no order is negative.
  let deficit = values.reduce((sum, value) => sum + Math.min(0, value), 0);
  values = values.map((value) => Math.max(0, value));
  for (let i = 0; deficit < 0 && i < values.length; i++) {
    const take = Math.min(values[i]!, -deficit);
    values[i] = roundMoney(values[i]! - take);
    deficit = roundMoney(deficit + take);
  }
  return { values, discount, total: roundMoney(grossTotal - discount) };
}
