// When a departure leaves and until when it is sold online (issue 28). The catalogue's boarding times are the one
// source: the cancellation policy, the pick-up windows of the mails and the database (through the SQL generated
// by scripts/tour-catalogue-sql.ts) all count from them.
import { isIsoDay } from './calendar-days.ts';
import { tours } from './catalogue/tours.ts';
import { isoToBR } from './date-format.ts';

export type ClockTime = { hours: number; minutes: number };

/** Online sales of a departure close this many hours before its boarding, unless the operator sets the tour's. */
export const DEFAULT_SALES_CUTOFF_HOURS = 2;
/** The operator's cut-off of a tour: from 0 (sold until boarding) to a week. */
export const MAX_SALES_CUTOFF_HOURS = 168;
/** The vehicle picks people up from the boarding time to this many minutes later (the route decides the minute). */
export const PICKUP_WINDOW_MINUTES = 30;

const hourMs = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function parseClockTime(text: string): ClockTime {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new RangeError(`Not a time: '${text}'`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

const minutesOf = ({ hours, minutes }: ClockTime) => hours * 60 + minutes;
const clockOf = (total: number): ClockTime => ({ hours: Math.floor(total / 60) % 24, minutes: total % 60 });

/** The earliest boarding of the catalogue: a title it does not know (a combo, a retired tour) leaves then, so its
 * limits never fall later than a real departure would put them. */
export const earliestBoardingTime: string = tours
  .map((tour) => tour.boardingTime)
  .reduce((a, b) => (minutesOf(parseClockTime(a)) <= minutesOf(parseClockTime(b)) ? a : b));

/** The tour's boarding time, 'HH:MM'. */
export function boardingTimeOf(tourTitle: string): string {
  return tours.find((tour) => tour.title === tourTitle)?.boardingTime ?? earliestBoardingTime;
}

/** '8h', '7h30': a time as the shop writes it in sentences. */
export const clockBR = (time: ClockTime) => `${time.hours}h${time.minutes ? pad(time.minutes) : ''}`;

/** 'entre 8h e 8h30': the tour's pick-up window, or null for a title the catalogue does not know. */
export function pickupWindow(tourTitle: string): string | null {
  const tour = tours.find((candidate) => candidate.title === tourTitle);
  if (!tour) return null;
  const start = parseClockTime(tour.boardingTime);
  return `entre ${clockBR(start)} e ${clockBR(clockOf(minutesOf(start) + PICKUP_WINDOW_MINUTES))}`;
}

/** When the tour leaves: its date at its boarding time, in São Paulo. */
export function departureInstant(tourTitle: string, tourDate: string): Date {
  if (!isIsoDay(tourDate)) throw new RangeError(`Not a calendar day: '${tourDate}'`);
  // São Paulo is UTC−3 all year: Brazil has had no daylight-saving time since 2019.
  return new Date(`${tourDate}T${boardingTimeOf(tourTitle)}:00-03:00`);
}

/** When online sales of the departure close: `cutoffHours` before its boarding. */
export function salesCloseInstant(
  tourTitle: string,
  tourDate: string,
  cutoffHours = DEFAULT_SALES_CUTOFF_HOURS,
): Date {
  return new Date(departureInstant(tourTitle, tourDate).getTime() - cutoffHours * hourMs);
}

/** The words of the database's refusal, and of the calendars and the cart, for a departure no longer sold. */
export const salesClosedMessage = (tourTitle: string, tourDate: string) =>
  `As vendas para ${tourTitle} em ${isoToBR(tourDate)} já foram encerradas.`;

export const salesClosedLabel = 'Vendas encerradas';
