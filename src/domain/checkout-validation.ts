import { closedDepartureMessage, type AvailabilityRow } from './availability.ts';
import { checkoutDateConflicts, isDayAvailable } from './booking-rules.ts';
import { isValidDate } from './dates.ts';
import type { CartItem } from './types.ts';

export const HOTEL_REQUIRED_MESSAGE = 'É necessário escolher um hotel ou ponto de encontro';
const INVALID_DATES_MESSAGE = 'Erro ao validar datas. Por favor, selecione as datas novamente.';

function missingDatesMessage(titles: readonly string[]): string {
  return `${titles.length} passeio(s) sem data selecionada: ${titles.join(', ')}`;
}

export type CheckoutInput = {
  items: readonly CartItem[];
  /** The chosen hotel or meeting point (the name shared by every item). */
  hotel: string;
  /**
   * The São Paulo calendar day (YYYY-MM-DD). When given, a date that is no longer bookable (before today, or
   * on a weekday the tour does not run, e.g. restored from an old cart) counts as an invalid date.
   */
  today?: string;
  /** The days of each item's tour as tour_availability answered them (by tour id), when known. */
  availability?: (tourId: string) => readonly AvailabilityRow[] | undefined;
  /** The moment of the check: a day whose sales closed since the database answered counts as closed. */
  now?: Date;
};

/**
 * Spec §5 checkout checks: hotel or meeting point, a date for every tour, date conflicts between items,
 * invalid dates. An empty list means the payment choice may open.
 */
export function validateCheckout({ items, hotel, today, availability, now }: CheckoutInput): string[] {
  const errors: string[] = [];
  if (!hotel.trim()) errors.push(HOTEL_REQUIRED_MESSAGE);

  const withoutDate = items.filter((item) => item.bookingDetails?.date == null);
  if (withoutDate.length > 0) errors.push(missingDatesMessage(withoutDate.map((item) => item.title)));

  const dated = items.filter((item) => item.bookingDetails?.date != null);
  const usable = (item: CartItem) => {
    const date = item.bookingDetails?.date;
    return isValidDate(date) && (today === undefined || isDayAvailable(item, date, today));
  };
  errors.push(...checkoutDateConflicts(dated.filter(usable)));
  if (!dated.every(usable)) errors.push(INVALID_DATES_MESSAGE);
  // A departure whose online sales closed while it sat in the cart (the database refuses it in the same words).
  for (const item of dated.filter(usable)) {
    const closed = closedDepartureMessage(item, availability?.(item.id), now);
    if (closed) errors.push(closed);
  }
  return errors;
}
