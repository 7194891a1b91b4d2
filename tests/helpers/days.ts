import { dayInSaoPaulo } from '../../src/domain/calendar-days.ts';
import { tours } from '../../src/domain/catalogue/tours.ts';
import { weekdayOrder } from '../../src/domain/weekdays.ts';
import type { Tour } from '../../src/domain/types.ts';

// Orders are stored only for bookable days (today or later in São Paulo, a weekday the tour runs), so tests
// compute their days from today rather than writing dates that will one day be past.

/** Today in São Paulo, YYYY-MM-DD. */
export const todayInSaoPaulo = () => dayInSaoPaulo(new Date());

/** The day `offset` days after (or before) today in São Paulo, YYYY-MM-DD. */
export const daysFromToday = (offset: number) => dayInSaoPaulo(new Date(), offset);

/** A tour of the catalogue by id or title. */
export function tourNamed(idOrTitle: string): Tour {
  const tour = tours.find((candidate) => candidate.id === idOrTitle || candidate.title === idOrTitle);
  if (!tour) throw new Error(`no tour ${idOrTitle} in the catalogue`);
  return tour;
}

const weekdayOf = (day: string) => weekdayOrder[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

/**
 * The `nth` day (1 = the first) on which the tour runs, counting from `fromOffset` days after today in São
 * Paulo (1 = tomorrow, so the day stays bookable if the test runs across midnight).
 */
export function runDay(idOrTitle: string, nth = 1, fromOffset = 1): string {
  const tour = tourNamed(idOrTitle);
  let found = 0;
  for (let offset = fromOffset; offset < fromOffset + 7 * nth + 7; offset++) {
    const day = daysFromToday(offset);
    if (tour.availableDays.includes(weekdayOf(day)) && ++found === nth) return day;
  }
  throw new Error(`${tour.id} never runs`);
}

/** The first `weekday` ('monday'...) from `fromOffset` days after today in São Paulo on, YYYY-MM-DD. */
export function weekdayFromToday(weekday: (typeof weekdayOrder)[number], fromOffset = 1): string {
  for (let offset = fromOffset; offset < fromOffset + 7; offset++) {
    const day = daysFromToday(offset);
    if (weekdayOf(day) === weekday) return day;
  }
  throw new Error(`no ${weekday} in a week`);
}

/**
 * The `nth` day (1 = the first) from `fromOffset` days after today in São Paulo on whose weekday is one of
 * `weekdays`: a different day for each n, for suites that need many (one checkout each).
 */
export function nthWeekdayFromToday(
  weekdays: readonly (typeof weekdayOrder)[number][],
  nth: number,
  fromOffset = 1,
): string {
  let found = 0;
  for (let offset = fromOffset; offset < fromOffset + 7 * nth + 7; offset++) {
    const day = daysFromToday(offset);
    if (weekdays.includes(weekdayOf(day)) && ++found === nth) return day;
  }
  throw new Error(`no ${weekdays.join(' or ')} from ${fromOffset} days on`);
}

/** A day from `fromOffset` on on which the tour does not run (null when it runs every day). */
export function closedDay(idOrTitle: string, fromOffset = 1): string | null {
  const tour = tourNamed(idOrTitle);
  for (let offset = fromOffset; offset < fromOffset + 7; offset++) {
    const day = daysFromToday(offset);
    if (!tour.availableDays.includes(weekdayOf(day))) return day;
  }
  return null;
}

/** The `nth` day after today in São Paulo that falls on `weekday` (0 = Sunday), YYYY-MM-DD. */
export function nextWeekday(weekday: number, nth = 1): string {
  let found = 0;
  for (let offset = 1; ; offset++) {
    const day = daysFromToday(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === weekday && ++found === nth) return day;
  }
}
