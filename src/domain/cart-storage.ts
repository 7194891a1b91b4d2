import { isValidDate, parseIsoDate, startOfCalendarDay, toIsoDate } from './dates.ts';
import { MAX_PER_COUNTER } from './order-limits.ts';
import type { BookingDetails, CartItem, CartLine, Tour } from './types.ts';

export const CART_STORAGE_KEY = 'cart';
/** The id of the signed-in user whose cart `cart` holds (adding to the cart requires signing in). */
export const CART_OWNER_STORAGE_KEY = 'cart-owner';

/** A stored owner: a user id as JSON text; anything else reads as none. */
export function parseStoredCartOwner(stored: string): string | null {
  const owner: unknown = JSON.parse(stored);
  return typeof owner === 'string' && owner.length > 0 && owner.length <= 64 ? owner : null;
}
/** Sane upper bounds for what storage may claim: people as the counters allow. */
const MAX_PEOPLE = MAX_PER_COUNTER;
const MAX_QUANTITY = 50;
const MAX_ITEMS = 50;
const MAX_RAW_LENGTH = 200_000;
const MAX_HOTEL_LENGTH = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number between min and max; the fallback for anything that is not a finite number. */
function count(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

/**
 * A stored date as the local calendar day at midnight: 'YYYY-MM-DD' (what serializeCart writes) or an ISO
 * timestamp (what JSON made of a Date in the earlier form). Null for anything else.
 */
export function reviveDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseIsoDate(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return isValidDate(instant) ? startOfCalendarDay(instant) : null;
}

function reviveDetails(value: unknown): BookingDetails | undefined {
  if (!isRecord(value)) return undefined;
  return {
    date: reviveDate(value.date),
    hotel: typeof value.hotel === 'string' ? value.hotel.trim().slice(0, MAX_HOTEL_LENGTH) : '',
    adults: count(value.adults, 1, MAX_PEOPLE, 1),
    children: count(value.children, 0, MAX_PEOPLE, 0),
    babies: count(value.babies, 0, MAX_PEOPLE, 0),
    pets: count(value.pets, 0, MAX_PEOPLE, 0),
  };
}

/**
 * Reads the `cart` value from storage without ever throwing. Accepts the current line form and the earlier item
 * form ({id, title, price, period, quantity, bookingDetails {date, adults, children}}), keeps only the tour id
 * and the customer's choices (a stored price or title is never read), drops unknown or repeated tours and junk
 * entries, and answers [] for anything unreadable.
 */
export function parseStoredCart(
  raw: string | null | undefined,
  isKnownTour: (id: string) => boolean,
): CartLine[] {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RAW_LENGTH) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: CartLine[] = [];
  for (const entry of parsed.slice(0, MAX_ITEMS)) {
    if (!isRecord(entry) || typeof entry.id !== 'string') continue;
    const { id } = entry;
    if (!isKnownTour(id) || lines.some((line) => line.id === id)) continue;
    const bookingDetails = reviveDetails(entry.bookingDetails);
    lines.push({
      id,
      quantity: count(entry.quantity, 1, MAX_QUANTITY, 1),
      ...(bookingDetails ? { bookingDetails } : {}),
    });
  }
  return lines;
}

/** What is stored: the tour id and the customer's choices, dates as 'YYYY-MM-DD'; the rest is catalogue. */
export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(
    lines.map(({ id, quantity, bookingDetails }) => ({
      id,
      quantity,
      ...(bookingDetails
        ? {
            bookingDetails: {
              ...bookingDetails,
              date: isValidDate(bookingDetails.date) ? toIsoDate(bookingDetails.date) : null,
            },
          }
        : {}),
    })),
  );
}

/**
 * The cart's lines with their tours, every tour field (the price above all) from the catalogue; a line whose
 * tour the catalogue does not know is left out.
 */
export function cartItems(lines: readonly CartLine[], lookup: (id: string) => Tour | undefined): CartItem[] {
  return lines.flatMap((line) => {
    const tour = lookup(line.id);
    return tour ? [{ ...tour, ...line }] : [];
  });
}
