// Calendar days written 'YYYY-MM-DD', and which day it is in São Paulo, the shop's time zone. No dependencies:
// the edge functions (Deno) use it too.

const shopTimeZone = 'America/Sao_Paulo';

// Made on first use: building a formatter with a time zone loads the zone's data, which would otherwise cost
// every page's start.
let shopDayFormat: Intl.DateTimeFormat | undefined;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day `offsetDays` after (or before) `now`'s day in São Paulo, YYYY-MM-DD. */
export function dayInSaoPaulo(now: Date, offsetDays = 0): string {
  shopDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: shopTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const today = shopDayFormat.format(now);
  return offsetDays === 0 ? today : addIsoDays(today, offsetDays);
}

/** The calendar day `days` after (or before) the day `day` (YYYY-MM-DD), YYYY-MM-DD. */
export function addIsoDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar day in São Paulo at `now`, YYYY-MM-DD. */
export const todayInSaoPaulo = (now: Date): string => dayInSaoPaulo(now);

/** The calendar day before `now`'s in São Paulo, YYYY-MM-DD. */
export const previousDayInSaoPaulo = (now: Date): string => dayInSaoPaulo(now, -1);
