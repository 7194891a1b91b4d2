import { toIsoDate, weekdayOf } from './dates.ts';
import type { Tour } from './types.ts';

/** Bookable: not before today (São Paulo calendar day, YYYY-MM-DD) and on one of the tour's weekdays. */
export function isDayAvailable(tour: Pick<Tour, 'availableDays'>, date: Date, todayIso: string): boolean {
  if (toIsoDate(date) < todayIso) return false;
  const weekday = weekdayOf(date);
  return tour.availableDays.some((day) => day.toLowerCase() === weekday);
}
