// Calendar dates are local Dates at midnight (what a date picker gives); stored dates are 'YYYY-MM-DD'.
// "Today" is always the São Paulo calendar day: todayInSaoPaulo in calendar-days.ts. No imports: the cart, which
// every page loads, reads its stored dates with these.

export function isValidDate(date: unknown): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/** A local calendar date (as a date picker gives it) as YYYY-MM-DD. Throws RangeError on an invalid Date. */
export function toIsoDate(date: Date): string {
  if (!isValidDate(date)) throw new RangeError('Invalid time value');
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** YYYY-MM-DD as a local Date at midnight; null when it is not a real calendar day. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0–99 would otherwise mean 1900–1999
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** The same calendar day at local midnight. */
export function startOfCalendarDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function isSameCalendarDay(a: Date, b: Date): boolean {
  return toIsoDate(a) === toIsoDate(b);
}
