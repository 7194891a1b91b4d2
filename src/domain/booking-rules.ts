import { addIsoDays } from './calendar-days.ts';
import { formatDateBR } from './date-format.ts';
import { isSameCalendarDay, isValidDate, toIsoDate } from './dates.ts';
import { BOOKING_HORIZON_DAYS } from './order-limits.ts';
import { weekdayOf } from './weekdays.ts';
import type { CartItem, Tour } from './types.ts';

/**
 * Spec §5: a day is bookable when it is not before today (the São Paulo calendar day, YYYY-MM-DD) and its
 * weekday is one of the tour's availableDays (compared case-insensitively); and, as the database judges it, not
 * later than the booking horizon (BOOKING_HORIZON_DAYS after today).
 */
export function isDayAvailable(tour: Pick<Tour, 'availableDays'>, date: Date, today: string): boolean {
  if (!isValidDate(date)) return false;
  const day = toIsoDate(date);
  if (day < today || day > addIsoDays(today, BOOKING_HORIZON_DAYS)) return false;
  const weekday = weekdayOf(date);
  return tour.availableDays.some((day) => day.trim().toLowerCase() === weekday);
}

// Periods are compared case- and accent-insensitively ('Manhã', 'manha', ' MANHÃ ' are the same).
const norm = (period: string) =>
  period
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
const isFullDay = (period: string) => norm(period).includes('manha e tarde');
const isMorningOnly = (period: string) => norm(period).includes('manha') && !norm(period).includes('tarde');
const isAfternoonOnly = (period: string) => norm(period).includes('tarde') && !norm(period).includes('manha');

/** Spec §5, cart conflict on date change: either period contains 'manhã e tarde', or the periods are equal. */
export function periodsClashOnDateChange(a: string, b: string): boolean {
  return isFullDay(a) || isFullDay(b) || norm(a) === norm(b);
}

/** Spec §5, checkout: either is 'manhã e tarde', or both are morning-only, or both afternoon-only. */
export function periodsOverlapAtCheckout(a: string, b: string): boolean {
  if (isFullDay(a) || isFullDay(b)) return true;
  return (isMorningOnly(a) && isMorningOnly(b)) || (isAfternoonOnly(a) && isAfternoonOnly(b));
}

type Booked = Pick<CartItem, 'id' | 'title' | 'period' | 'bookingDetails'>;

const bookedDate = (item: Booked): Date | null => {
  const date = item.bookingDetails?.date;
  return isValidDate(date) ? date : null;
};

export function dateConflictMessage(otherTitle: string): string {
  return `Conflito detectado: Você já tem o passeio "${otherTitle}" agendado para o mesmo dia e horário.`;
}

/**
 * Spec §5 "Cart conflict on date change": the first other item booked on the same calendar day whose period
 * clashes with this item's (date-change reading). `date` defaults to the item's own date; pass the newly
 * picked date to check it before applying it.
 */
export function findDateChangeConflict<T extends Booked>(
  item: Booked,
  items: readonly T[],
  date: Date | null = bookedDate(item),
): T | undefined {
  if (!isValidDate(date)) return undefined;
  return items.find((other) => {
    const otherDate = bookedDate(other);
    return (
      other.id !== item.id &&
      otherDate !== null &&
      isSameCalendarDay(otherDate, date) &&
      periodsClashOnDateChange(item.period, other.period)
    );
  });
}

/** The message shown under an item whose date clashes with another item of the cart, or null. */
export function itemDateConflict(item: Booked, items: readonly Booked[], date?: Date | null): string | null {
  const other = findDateChangeConflict(item, items, date === undefined ? bookedDate(item) : date);
  return other ? dateConflictMessage(other.title) : null;
}

/** Spec §5 checkout: every pair of items on the same day whose periods overlap, as the checkout's messages. */
export function checkoutDateConflicts(items: readonly Booked[]): string[] {
  const messages: string[] = [];
  items.forEach((a, i) => {
    const dateA = bookedDate(a);
    if (!dateA) return;
    for (const b of items.slice(i + 1)) {
      const dateB = bookedDate(b);
      if (!dateB || !isSameCalendarDay(dateA, dateB) || !periodsOverlapAtCheckout(a.period, b.period))
        continue;
      messages.push(
        `Conflito em ${formatDateBR(dateA)}: "${a.title}" (${a.period}) e "${b.title}" (${b.period})`,
      );
    }
  });
  return messages;
}
