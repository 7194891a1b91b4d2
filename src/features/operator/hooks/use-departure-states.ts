import { salesClosed, type AvailabilityRow } from '@/domain/availability';
import { salesClosedLabel } from '@/domain/boarding';
import { tours } from '@/domain/catalogue/tours';
import {
  departureState,
  departureStateLabels,
  type Departure,
  type DepartureState,
} from '@/domain/departures';
import { useCartAvailability } from '@/features/cart';

/** A departure's seats ('Esgotada', 'Com vagas', ...), or no longer on sale: its online sales closed, or it left. */
export type ListedState = DepartureState | 'vendas-encerradas' | 'partiu';

export const listedStateLabels: Record<ListedState, string> = {
  ...departureStateLabels,
  'vendas-encerradas': salesClosedLabel,
  partiu: 'Partiu',
};

export type ListedDeparture = Departure & { state: ListedState };

/** Full or nearly full and still on sale: what 'Esgotadas ou com últimas vagas' and the panel point out. */
export const isNearlyFull = ({ state }: ListedDeparture) => state === 'esgotada' || state === 'ultimas-vagas';

/** No longer sold online: its cut-off before boarding passed, or it left. */
export const isOffSale = ({ state }: ListedDeparture) => state === 'vendas-encerradas' || state === 'partiu';

/**
 * A day the operator closed stays 'Fechada' (it never leaves); otherwise a departure that left, or whose online sales
 * closed (`days`: its tour's tour_availability rows, undefined until they arrive), says so before its seats.
 */
export function listedState(
  departure: Departure,
  days: readonly AvailabilityRow[] | undefined,
  now: Date,
): ListedState {
  const seats = departureState(departure);
  if (seats === 'fechada') return seats;
  const day = days?.find((row) => row.dia === departure.dia);
  if (day?.partiu) return 'partiu';
  if (day && salesClosed(day, now)) return 'vendas-encerradas';
  return seats;
}

const tourIds = tours.map((tour) => tour.id);
const tourIdOf = (title: string) => tours.find((tour) => tour.title === title)?.id ?? '';

/**
 * admin_departures() counts seats but does not say when sales close: each tour's tour_availability (the calendars'
 * rows, cached with them) does. Answers the departures with their state.
 */
export function useDepartureStates() {
  const daysOf = useCartAvailability(tourIds);
  return (departures: readonly Departure[], now = new Date()): ListedDeparture[] =>
    departures.map((departure) => ({
      ...departure,
      state: listedState(departure, daysOf(tourIdOf(departure.passeio)), now),
    }));
}
