import { roundMoney } from './money.ts';
import type { BookingDetails, CartItem, Tour } from './types.ts';

/** A car of a per-car tour carries up to this many people. */
export const PEOPLE_PER_CAR = 4;

type Party = Pick<BookingDetails, 'adults' | 'children' | 'babies'>;

export function peopleCount({ adults, children, babies }: Party): number {
  return adults + children + babies;
}

// Per-car reading: everyone on board (adults, children and babies) needs a seat, so the number of cars
// is the party size divided by 4, rounded up, and at least one.
export function carsNeeded(party: Party): number {
  return Math.max(1, Math.ceil(peopleCount(party) / PEOPLE_PER_CAR));
}

/** Spec §9: adults × price + children × price × 0.5; babies and pets free; per car for 'carro' tours. */
export function orderValue(tour: Pick<Tour, 'price' | 'priceUnit'>, party: Party): number {
  if (tour.priceUnit === 'carro') return roundMoney(tour.price * carsNeeded(party));
  return roundMoney(party.adults * tour.price + party.children * tour.price * 0.5);
}

/** Spec §9 cart total of one item: the order value × quantity, or price × quantity without details. */
export function cartItemTotal(item: CartItem): number {
  if (!item.bookingDetails) return roundMoney(item.price * item.quantity);
  const { adults = 1, children = 0, babies = 0 } = item.bookingDetails;
  return roundMoney(orderValue(item, { adults, children, babies }) * item.quantity);
}

export function cartTotal(items: CartItem[]): number {
  return roundMoney(items.reduce((sum, item) => sum + cartItemTotal(item), 0));
}

export function itemCount(items: Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function priceUnitLabel(tour: Pick<Tour, 'priceUnit'>): 'por pessoa' | 'por carro' {
  return tour.priceUnit === 'carro' ? 'por carro' : 'por pessoa';
}
