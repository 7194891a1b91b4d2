import { roundMoney, sumMoney } from './money.ts';
import type { BookingDetails, CartItem, Tour } from './types.ts';

/** A car of a per-car tour carries up to this many people. */
export const PEOPLE_PER_CAR = 4;
/** Children (6 to 10 years) pay this share of the price; babies and pets ride free. */
export const CHILD_PRICE_FACTOR = 0.5;

type Party = Pick<BookingDetails, 'adults' | 'children' | 'babies'>;

/** People on a booking card: adults + children + babies (pets are not people). */
export function peopleCount({ adults, children, babies }: Party): number {
  return adults + children + babies;
}

// Per-car reading of spec §9 ("per car up to 4 people"): everyone on board needs a seat, babies included,
// so the number of cars is the party size divided by 4, rounded up, and at least one car.
export function carsNeeded(party: Party): number {
  return Math.max(1, Math.ceil(peopleCount(party) / PEOPLE_PER_CAR));
}

/** Spec §9: adults × price + children × price × 0.5; babies and pets free; per car for 'carro' tours. */
export function orderValue(tour: Pick<Tour, 'price' | 'priceUnit'>, party: Party): number {
  if (tour.priceUnit === 'carro') return roundMoney(tour.price * carsNeeded(party));
  return roundMoney(party.adults * tour.price + party.children * tour.price * CHILD_PRICE_FACTOR);
}

/**
 * Spec §9 cart total of one item: with booking details, the order value (adults default 1, children and
 * babies default 0) × quantity; without them, price × quantity.
 */
export function cartItemTotal(
  item: Pick<CartItem, 'price' | 'priceUnit' | 'quantity' | 'bookingDetails'>,
): number {
  if (!item.bookingDetails) return roundMoney(item.price * item.quantity);
  const { adults = 1, children = 0, babies = 0 } = item.bookingDetails;
  return roundMoney(orderValue(item, { adults, children, babies }) * item.quantity);
}

export function cartTotal(items: readonly CartItem[]): number {
  return sumMoney(items.map(cartItemTotal));
}

/** The cart badge: the sum of quantities. */
export function itemCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function priceUnitLabel(tour: Pick<Tour, 'priceUnit'>): 'por pessoa' | 'por carro' {
  return tour.priceUnit === 'carro' ? 'por carro' : 'por pessoa';
}
