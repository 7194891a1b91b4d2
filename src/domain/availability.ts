// Seats left on a tour's days, as the booking calendars show them (issue 19). The database counts them
// (tour_availability); this says, for the party being booked, which days are full and which nearly full.
import { carsNeeded } from './pricing.ts';
import type { BookingDetails } from './types.ts';

/** One day of tour_availability(): seats (cars, for a per-car tour) the day has and has left. */
export type AvailabilityRow = {
  dia: string;
  capacidade: number;
  livres: number;
  fechado: boolean;
  por_carro: boolean;
};

/** A day that cannot take the party ('esgotado') or has few seats left ('ultimas-vagas'). */
export type DayMark = 'esgotado' | 'ultimas-vagas';

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

/** The day's mark for this party, or null when it has room to spare. */
export function dayMark(row: AvailabilityRow, party: Party): DayMark | null {
  const needed = Math.max(1, partyUnits(row.por_carro, party));
  if (row.fechado || row.livres <= 0 || row.livres < needed) return 'esgotado';
  return row.livres <= (row.por_carro ? LAST_CARS : LAST_SEATS) ? 'ultimas-vagas' : null;
}

/** The marked days of a tour for this party, by 'YYYY-MM-DD'; days left out have room (or are not known). */
export function availabilityMarks(rows: readonly AvailabilityRow[], party: Party): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const row of rows) {
    const mark = dayMark(row, party);
    if (mark) marks.set(row.dia, mark);
  }
  return marks;
}
