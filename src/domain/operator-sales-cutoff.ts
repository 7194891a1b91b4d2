// The operator's side of the sales cut-off (issue 28 section 2): each tour's hours before boarding when online
// sales close, shown beside its capacity on /admin/vagas, and Nova reserva, which may book until boarding.
import { dayMark, salesClosed, type AvailabilityRow, type DayMark, type Party } from './availability.ts';
import { DEFAULT_SALES_CUTOFF_HOURS, MAX_SALES_CUTOFF_HOURS } from './boarding.ts';
import type { TourCapacity } from './departures.ts';
import { parseWholeNumber } from './departures.ts';
import type { Tables } from '../types/database.ts';

export type SalesCutoffRow = Pick<Tables<'tour_sales_cutoff'>, 'passeio' | 'horas'>;

/** A tour's default capacity and its sales cut-off, as /admin/vagas lists them and its tour dialog edits them. */
export type TourSettings = TourCapacity & { cutoffHours: number };

/** Each tour with its cut-off: the operator's (a tour_sales_cutoff row) or the default of 2 hours. */
export function withSalesCutoffs(
  tours: readonly TourCapacity[],
  rows: readonly SalesCutoffRow[],
): TourSettings[] {
  return tours.map((tour) => ({
    ...tour,
    cutoffHours: rows.find((row) => row.passeio === tour.title)?.horas ?? DEFAULT_SALES_CUTOFF_HOURS,
  }));
}

/** 'Vendas online encerram 2 h antes do embarque'. */
export const salesCutoffLabel = (hours: number) => `Vendas online encerram ${hours} h antes do embarque`;

/** Hours typed by the operator: a whole number from 0 (sold until boarding) to 168 (a week), or null. */
export const parseSalesCutoff = (text: string) => parseWholeNumber(text, 0, MAX_SALES_CUTOFF_HOURS);

export const salesCutoffError = `Informe de 0 a ${MAX_SALES_CUTOFF_HOURS} horas.`;

/** What Nova reserva says of a day whose online sales have closed: the operator still books until boarding. */
export const operatorSalesClosedWarning =
  'As vendas online deste passeio já foram encerradas; a reserva pelo painel vale até o embarque.';

/** Whether Nova reserva warns about the chosen day: sold out online (at `now`), not yet departed. */
export const warnsSalesClosed = (row: AvailabilityRow | undefined, now: Date) =>
  row !== undefined && !row.partiu && salesClosed(row, now);

/**
 * Nova reserva's calendar marks: a departure that has left is closed ('Vendas encerradas', disabled); one whose
 * online sales closed is still booked by the operator, so only its seats mark it.
 */
export function operatorDayMarks(rows: readonly AvailabilityRow[], party: Party): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const row of rows) {
    const mark = row.partiu ? 'vendas-encerradas' : dayMark({ ...row, vendas_encerradas: false }, party);
    if (mark) marks.set(row.dia, mark);
  }
  return marks;
}
