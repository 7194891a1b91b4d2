// Seats left on a tour's days, as the booking calendars show them (issue 19). The database counts them
// (tour_availability); this says, for the party being booked, which days are full, nearly full or no longer sold.
import { salesClosedMessage } from './boarding.ts';
import { isValidDate, toIsoDate } from './dates.ts';
import { carsNeeded } from './pricing.ts';
import type { BookingDetails, CartItem } from './types.ts';

/** One day of tour_availability(): seats (cars, for a per-car tour) the day has and has left. */
export type AvailabilityRow = {
  dia: string;
  capacidade: number;
  livres: number;
  fechado: boolean;
  por_carro: boolean;
  /** When online sales of the day's departure close (its boarding minus the tour's cut-off). */
  vendas_ate: string;
  /** Closed online when the database answered; `vendas_ate` tells when a day on sale then closes. */
  vendas_encerradas: boolean;
  /** The departure has left. */
  partiu: boolean;
};

/** A day no longer sold online ('vendas-encerradas'), that cannot take the party ('esgotado') or has few seats
 * left ('ultimas-vagas'). */
export type DayMark = 'vendas-encerradas' | 'esgotado' | 'ultimas-vagas';

/** A day with this many free seats or fewer says 'Últimas vagas'. */
export const LAST_SEATS = 4;
/** A per-car tour's day with this many free cars or fewer says 'Últimas vagas'. */
export const LAST_CARS = 1;

export type Party = Pick<BookingDetails, 'adults' | 'children' | 'babies'>;

/**
 * What a party takes of a departure, as the database counts it (booking_units): a seat per adult and child
 * (babies ride on a lap), or on a per-car tour the cars the party pays for.
 */
export function partyUnits(perCar: boolean, party: Party): number {
  return perCar ? carsNeeded(party) : party.adults + party.children;
}

/** Online sales of the day have closed: the database said so, or `now` is past the close it gave. */
export function salesClosed(
  row: Pick<AvailabilityRow, 'vendas_ate' | 'vendas_encerradas'>,
  now?: Date,
): boolean {
  return row.vendas_encerradas || (now !== undefined && now.getTime() >= Date.parse(row.vendas_ate));
}

/** The day's mark for this party (at `now`, when given), or null when it has room to spare. */
export function dayMark(row: AvailabilityRow, party: Party, now?: Date): DayMark | null {
  if (salesClosed(row, now)) return 'vendas-encerradas';
  const needed = Math.max(1, partyUnits(row.por_carro, party));
  if (row.fechado || row.livres <= 0 || row.livres < needed) return 'esgotado';
  return row.livres <= (row.por_carro ? LAST_CARS : LAST_SEATS) ? 'ultimas-vagas' : null;
}

/** The marked days of a tour for this party, by 'YYYY-MM-DD'; days left out have room (or are not known). */
export function availabilityMarks(
  rows: readonly AvailabilityRow[],
  party: Party,
  now?: Date,
): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const row of rows) {
    const mark = dayMark(row, party, now);
    if (mark) marks.set(row.dia, mark);
  }
  return marks;
}

/**
 * 'As vendas para {tour} em {dd/MM/yyyy} já foram encerradas.' when the cart item's departure is no longer sold
 * online (it closed while the item sat in the cart), else null. `rows` are the item's tour's days.
 */
export function closedDepartureMessage(
  item: Pick<CartItem, 'title' | 'bookingDetails'>,
  rows: readonly AvailabilityRow[] | undefined,
  now?: Date,
): string | null {
  const date = item.bookingDetails?.date;
  if (!rows || !isValidDate(date)) return null;
  const day = toIsoDate(date);
  const row = rows.find((candidate) => candidate.dia === day);
  return row && salesClosed(row, now) ? salesClosedMessage(item.title, day) : null;
}
