// The operator's view of capacity (issue 19): each departure's seats sold, held and free, which ones are full or
// nearly full, the tours' default capacities, and how long an unpaid PIX order still holds its seats. Pure: the
// console's pages fetch admin_departures() and the pending orders, this words them.
import { LAST_CARS, LAST_SEATS } from './availability.ts';
import { salesClosedLabel } from './boarding.ts';
import { tours } from './catalogue/tours.ts';
import type { Period } from './types.ts';
import type { Database } from '../types/database.ts';

/**
 * One row of admin_departures(): a tour on a day, counted in seats (cars for per-car tours); `alterada` when the
 * operator changed this day's capacity (or closed it); `vendas_encerradas` once its online sales closed and `partiu`
 * once it left, as tour_availability() says for the calendars.
 */
export type Departure = Database['public']['Functions']['admin_departures']['Returns'][number];

export type DepartureState =
  'fechada' | 'partiu' | 'vendas-encerradas' | 'esgotada' | 'ultimas-vagas' | 'aberta';

const stateLabels: Record<DepartureState, string> = {
  fechada: 'Fechada',
  partiu: 'Partiu',
  'vendas-encerradas': salesClosedLabel,
  esgotada: 'Esgotada',
  'ultimas-vagas': 'Últimas vagas',
  aberta: 'Com vagas',
};

/** 'Fechada', 'Partiu', 'Vendas encerradas', 'Esgotada', 'Últimas vagas' or 'Com vagas'. */
export const departureStateLabel = (state: DepartureState): string => stateLabels[state];

/**
 * Closed by the operator (a closed day stays so, even once gone); left; no longer sold online; full; 4 seats or
 * fewer free (one car); or open.
 */
export function departureState(
  departure: Pick<Departure, 'fechado' | 'partiu' | 'vendas_encerradas' | 'livres' | 'por_carro'>,
): DepartureState {
  if (departure.fechado) return 'fechada';
  if (departure.partiu) return 'partiu';
  if (departure.vendas_encerradas) return 'vendas-encerradas';
  if (departure.livres <= 0) return 'esgotada';
  return departure.livres <= (departure.por_carro ? LAST_CARS : LAST_SEATS) ? 'ultimas-vagas' : 'aberta';
}

export type StateFilter = '' | 'lotadas' | 'encerradas' | 'fechadas' | 'alteradas';

/** Its online sales closed, or it left: no longer sold, whatever its seats (a day the operator closed is 'Fechada'). */
export const isOffSale = (departure: Departure) => {
  const state = departureState(departure);
  return state === 'partiu' || state === 'vendas-encerradas';
};

/**
 * The operator's filters of the list: one tour ('' for all), and full or nearly full, no longer on sale, closed or
 * changed days.
 */
export function filterDepartures(
  departures: readonly Departure[],
  { tour = '', state = '' }: { tour?: string; state?: StateFilter },
): Departure[] {
  return sortDepartures(departures, tour || undefined).filter((departure) => {
    if (state === 'lotadas') return needsAttention(departure);
    if (state === 'encerradas') return isOffSale(departure);
    if (state === 'fechadas') return departure.fechado;
    if (state === 'alteradas') return departure.alterada;
    return true;
  });
}

/**
 * Full or nearly full and still on sale: what 'Esgotadas ou com últimas vagas' and the panel point out (a day the
 * operator closed, whose sales closed or that left is not news).
 */
export const needsAttention = (departure: Departure) => {
  const state = departureState(departure);
  return state === 'esgotada' || state === 'ultimas-vagas';
};

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** '5 livres de 20', '1 livre de 1 carro': what is left of a departure. */
export function freeSeatsLabel(departure: Pick<Departure, 'por_carro' | 'capacidade' | 'livres'>): string {
  const free = `${count(departure.livres, 'livre', 'livres')} de ${departure.capacidade}`;
  return departure.por_carro ? `${free} ${departure.capacidade === 1 ? 'carro' : 'carros'}` : free;
}

/**
 * '12 vendidas · 3 reservadas · 5 livres de 20' (seats), '1 vendido · 0 reservados · 2 livres de 3 carros'
 * (per-car tours count cars).
 */
export function departureLoadLabel(
  departure: Pick<Departure, 'por_carro' | 'capacidade' | 'vendidas' | 'reservadas' | 'livres'>,
): string {
  const [sold, held] = departure.por_carro
    ? [
        count(departure.vendidas, 'vendido', 'vendidos'),
        count(departure.reservadas, 'reservado', 'reservados'),
      ]
    : [
        count(departure.vendidas, 'vendida', 'vendidas'),
        count(departure.reservadas, 'reservada', 'reservadas'),
      ];
  return `${sold} · ${held} · ${freeSeatsLabel(departure)}`;
}

/** 'lugares' or 'carros': what a tour's capacity counts. */
export const capacityUnit = (perCar: boolean, value = 2) =>
  perCar ? (value === 1 ? 'carro' : 'carros') : value === 1 ? 'lugar' : 'lugares';

/** The catalogue's period of a tour by its title, or null for a title it does not know. */
export const periodOf = (title: string): Period | null =>
  tours.find((tour) => tour.title === title)?.period ?? null;

// Made on first use, like every formatter with a time zone.
let weekdayFormat: Intl.DateTimeFormat | undefined;

/** 'sáb., 05/12/2026': a departure's day with its weekday. */
export function departureDayLabel(iso: string): string {
  weekdayFormat ??= new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });
  return `${weekdayFormat.format(new Date(`${iso}T12:00:00Z`))}, ${iso.split('-').reverse().join('/')}`;
}

/** Departures by day, then by the catalogue's order of tours; only one tour's when `tour` is given. */
export function sortDepartures(departures: readonly Departure[], tour?: string): Departure[] {
  const order = (title: string) => {
    const index = tours.findIndex((candidate) => candidate.title === title);
    return index === -1 ? tours.length : index;
  };
  return departures
    .filter((departure) => !tour || departure.passeio === tour)
    .sort((a, b) => a.dia.localeCompare(b.dia) || order(a.passeio) - order(b.passeio));
}

// ─── Tours' default capacities ─────────────────────────────────────────────────────────────────────────────

/** Without the operator's figure: 20 seats, or 3 cars for per-car tours (the database's default too). */
/** A tour's capacity until the operator sets its own: seats, or cars for a per-car tour (generated into SQL). */
export const DEFAULT_TOUR_SEATS = 20;
export const DEFAULT_TOUR_CARS = 3;

export const defaultCapacity = (perCar: boolean) => (perCar ? DEFAULT_TOUR_CARS : DEFAULT_TOUR_SEATS);

export type TourCapacity = { title: string; perCar: boolean; capacity: number; changed: boolean };

/** Every tour of the catalogue with its capacity: the operator's (tour_capacity rows) or the default. */
export function tourCapacities(rows: readonly { passeio: string; capacidade: number }[]): TourCapacity[] {
  return tours.map((tour) => {
    const perCar = tour.priceUnit === 'carro';
    const row = rows.find((candidate) => candidate.passeio === tour.title);
    return {
      title: tour.title,
      perCar,
      capacity: row?.capacidade ?? defaultCapacity(perCar),
      changed: row !== undefined,
    };
  });
}

/** A whole number typed by the operator within [min, max], or null. */
export function parseWholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

// ─── Unpaid PIX orders holding seats ───────────────────────────────────────────────────────────────────────

/** The operator may give an order 1 to 168 hours more (admin_extend_pix_hold). */
export const MAX_HOLD_EXTENSION_HOURS = 168;

/** When a checkout lapses: the soonest expiry of its orders (they lapse together), or null when none has one. */
export function checkoutExpiry(orders: readonly { expira_em: string | null }[]): string | null {
  const expiries = orders.map((order) => order.expira_em).filter((value): value is string => !!value);
  if (expiries.length === 0) return null;
  return expiries.reduce((soonest, value) => (Date.parse(value) < Date.parse(soonest) ? value : soonest));
}

/** 'expira em 5 h', 'expira em 40 min', 'prazo vencido': how long an unpaid PIX order still holds its seats. */
export function holdExpiryLabel(expiresAt: string, now: Date): string {
  const minutes = Math.floor((Date.parse(expiresAt) - now.getTime()) / 60_000);
  if (minutes <= 0) return 'prazo vencido';
  if (minutes < 60) return `expira em ${minutes} min`;
  return `expira em ${Math.floor(minutes / 60)} h`;
}

// Made on first use: a formatter with a time zone loads the zone's data.
let saoPauloDateTime: Intl.DateTimeFormat | undefined;
let saoPauloClock: Intl.DateTimeFormat | undefined;

/** '26/11/2026 às 14:30', in São Paulo's time, whatever the device's zone. */
export function formatSaoPauloDateTime(iso: string): string {
  saoPauloDateTime ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    saoPauloDateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}

/** Each checkout with when it lapses, from its orders' expiries (`orders`: the pending orders it was made of). */
export function withHoldExpiry<Checkout extends { orders: readonly { id: number }[] }>(
  checkouts: readonly Checkout[],
  orders: readonly { id: number; expira_em: string | null }[],
): (Checkout & { expiresAt: string | null })[] {
  const expiryOf = new Map(orders.map((order) => [order.id, order.expira_em]));
  return checkouts.map((checkout) => ({
    ...checkout,
    expiresAt: checkoutExpiry(
      checkout.orders.map((order) => ({ expira_em: expiryOf.get(order.id) ?? null })),
    ),
  }));
}

/** '07:42': what a clock in São Paulo reads at the instant `iso`; '' for a value that is not an instant. */
export function clockInSaoPaulo(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  saoPauloClock ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return saoPauloClock.format(instant);
}
