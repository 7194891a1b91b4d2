import { fromCents, toCents } from './money.ts';
import { cartItemTotal } from './pricing.ts';
import type { CartItem } from './types.ts';

/** Spec §9: R$10 off per tour per adult when paying by PIX for 2 or more tours. */
export const PIX_DISCOUNT_PER_TOUR_PER_ADULT = 10;
export const PIX_MIN_TOURS = 2;
/** The tiers the promo banner announces. */
const PIX_BANNER_TIERS = [2, 3] as const;

/**
 * Spec §9: tour count × R$10 × adults, from 2 tours. Each tour is in the cart at most once, so the tour count
 * is the number of items. Adults are at least 1 (the counters never go lower).
 */
export function pixDiscount(items: readonly unknown[], adults: number): number {
  const tours = items.length;
  if (tours < PIX_MIN_TOURS) return 0;
  return tours * PIX_DISCOUNT_PER_TOUR_PER_ADULT * Math.max(1, Math.trunc(adults) || 1);
}

export type PixBanner = {
  /** R$ per tour, as the banner headline says. */
  perTour: number;
  /** R$10 × item count once the cart has 2 or more tours, else 0. */
  current: number;
  tiers: { tours: number; discount: number; reached: boolean }[];
};

/** The promo banner: R$10 × item count, with the tiers it announces at 2 (R$20) and 3 (R$30) tours. */
export function pixBanner(tourCount: number): PixBanner {
  return {
    perTour: PIX_DISCOUNT_PER_TOUR_PER_ADULT,
    current: tourCount >= PIX_MIN_TOURS ? tourCount * PIX_DISCOUNT_PER_TOUR_PER_ADULT : 0,
    tiers: PIX_BANNER_TIERS.map((tours) => ({
      tours,
      discount: tours * PIX_DISCOUNT_PER_TOUR_PER_ADULT,
      reached: tourCount >= tours,
    })),
  };
}

function splitCents(cents: number, n: number): number[] {
  const base = Math.floor(cents / n);
  const remainder = cents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * Splits an amount into n parts of whole cents that sum exactly to it; the remainder cents go to the first
 * parts (R$10 in 3 → 3.34, 3.33, 3.33).
 */
export function splitEvenly(total: number, n: number): number[] {
  if (!Number.isInteger(n) || n <= 0) return [];
  return splitCents(toCents(total), n).map(fromCents);
}

export type PixOrderValues = {
  /** Per item, in cart order: its value minus its coupon discount and its share of the PIX discount, never below zero. */
  values: number[];
  /** The PIX discount actually given (never more than what the coupon left). */
  discount: number;
  /** What the customer is charged: the cart total minus the coupon and the PIX discount; the values sum to it. */
  total: number;
};

/**
 * Spec §9: the PIX discount split evenly across the cart items on their orders, rounded to cents. With a coupon,
 * `couponCents` (per item, in cart order) comes off each item first and the PIX discount applies to what is left
 * (docs/coupons.md).
 */
export function orderValuesWithPix(
  items: readonly CartItem[],
  adults: number,
  couponCents: readonly number[] = [],
): PixOrderValues {
  const net = items.map((item, i) => toCents(cartItemTotal(item)) - (couponCents[i] ?? 0));
  const netTotal = net.reduce((sum, cents) => sum + cents, 0);
  const discount = Math.min(toCents(pixDiscount(items, adults)), netTotal);
  const shares = items.length > 0 ? splitCents(discount, items.length) : [];
  const values = net.map((cents, i) => cents - (shares[i] ?? 0));
  // A share larger than a cheap item's value is taken from the next items instead, so no order is negative.
  let owed = values.reduce((sum, cents) => sum + Math.max(0, -cents), 0);
  for (let i = 0; i < values.length; i++) values[i] = Math.max(0, values[i]!);
  for (let i = 0; owed > 0 && i < values.length; i++) {
    const take = Math.min(values[i]!, owed);
    values[i]! -= take;
    owed -= take;
  }
  return {
    values: values.map(fromCents),
    discount: fromCents(discount),
    total: fromCents(netTotal - discount),
  };
}
