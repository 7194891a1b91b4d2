import type { BookingDetails, CartItem, Tour } from './types.ts';

export const CART_STORAGE_KEY = 'cart';
const MAX_PEOPLE = 50;
const MAX_ITEMS = 50;

type Lookup = (id: string) => Tour | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function count(value: unknown, min: number, fallback: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(MAX_PEOPLE, Math.max(min, Math.trunc(number)));
}

/** A stored date: an ISO timestamp (what JSON makes of a Date) or a calendar day 'YYYY-MM-DD'. */
export function reviveDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function reviveDetails(value: unknown): BookingDetails | undefined {
  if (!isRecord(value)) return undefined;
  return {
    date: reviveDate(value.date),
    hotel: typeof value.hotel === 'string' ? value.hotel.slice(0, 200) : '',
    adults: count(value.adults, 1, 1),
    children: count(value.children, 0, 0),
    babies: count(value.babies, 0, 0),
    pets: count(value.pets, 0, 0),
  };
}

/**
 * Reads the `cart` value from storage. Accepts the current item form and the earlier one ({id, title, price,
 * period, quantity, bookingDetails {date, adults, children}}), takes every tour field from the catalogue (never
 * from storage), drops unknown or duplicate tours, and answers [] for anything unreadable.
 */
export function parseStoredCart(raw: string | null, lookup: Lookup): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: CartItem[] = [];
  for (const entry of parsed.slice(0, MAX_ITEMS)) {
    if (!isRecord(entry) || typeof entry.id !== 'string') continue;
    const tour = lookup(entry.id);
    if (!tour || items.some((item) => item.id === tour.id)) continue;
    const bookingDetails = reviveDetails(entry.bookingDetails);
    items.push({
      ...tour,
      quantity: count(entry.quantity, 1, 1),
      ...(bookingDetails ? { bookingDetails } : {}),
    });
  }
  return items;
}

/** What is stored: the tour id and the customer's choices; prices and texts stay in the catalogue. */
export function serializeCart(items: CartItem[]): string {
  return JSON.stringify(
    items.map((item) => ({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      bookingDetails: item.bookingDetails
        ? {
            ...item.bookingDetails,
            date: item.bookingDetails.date ? item.bookingDetails.date.toISOString() : null,
          }
        : undefined,
    })),
  );
}
