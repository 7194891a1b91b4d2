import { describe, expect, it } from 'vitest';
import {
  availabilityMarks,
  closedDepartureMessage,
  dayMark,
  partyUnits,
  type AvailabilityRow,
} from './availability.ts';

const party = (adults: number, children = 0, babies = 0) => ({ adults, children, babies });
const seats = (livres: number, overrides: Partial<AvailabilityRow> = {}): AvailabilityRow => ({
  dia: '2026-12-05',
  capacidade: 20,
  livres,
  fechado: false,
  por_carro: false,
  vendas_ate: '2026-12-05T09:00:00Z',
  vendas_encerradas: false,
  partiu: false,
  ...overrides,
});
const cars = (livres: number, overrides: Partial<AvailabilityRow> = {}) =>
  seats(livres, { capacidade: 3, por_carro: true, ...overrides });

describe('a party takes a seat per adult and child, babies on a lap none; per car, ceil(people / 4) cars', () => {
  it.each([
    [false, party(1), 1],
    [false, party(2, 1), 3],
    [false, party(2, 0, 2), 2],
    [false, party(0, 0, 1), 0],
    [true, party(1), 1],
    [true, party(4), 1],
    [true, party(3, 1, 1), 2],
    [true, party(9), 3],
  ])('per car %s, %j → %s', (perCar, people, units) => {
    expect(partyUnits(perCar, people)).toBe(units);
  });
});

describe("per-person tours: 'Esgotado' when the party does not fit, 'Últimas vagas' at 4 seats or fewer", () => {
  it.each([
    ['20 free', seats(20), party(2), null],
    ['5 free', seats(5), party(2), null],
    ['4 free, party of 2', seats(4), party(2), 'ultimas-vagas'],
    ['4 free, party of 4', seats(4), party(4), 'ultimas-vagas'],
    ['1 free, 1 adult', seats(1), party(1), 'ultimas-vagas'],
    ['3 free, party of 4', seats(3), party(3, 1), 'esgotado'],
    ['5 free, party of 6: full for them', seats(5), party(4, 2), 'esgotado'],
    ['none free', seats(0), party(1), 'esgotado'],
    ['closed, seats or not', seats(20, { fechado: true }), party(1), 'esgotado'],
    ['babies only still need a free seat on the day', seats(0), party(0, 0, 1), 'esgotado'],
    ['babies ride on a lap', seats(1), party(1, 0, 2), 'ultimas-vagas'],
  ] as const)('%s', (_name, row, people, mark) => {
    expect(dayMark(row, people)).toBe(mark);
  });
});

describe("per-car tours count cars: 'Esgotado' without the cars the party needs, 'Últimas vagas' at one car", () => {
  it.each([
    ['3 cars free', cars(3), party(4), null],
    ['2 cars free, 4 people', cars(2), party(4), null],
    ['2 cars free, 5 people need 2', cars(2), party(5), null],
    ['1 car free, 4 people', cars(1), party(2, 1, 1), 'ultimas-vagas'],
    ['1 car free, 5 people need 2', cars(1), party(5), 'esgotado'],
    ['no car free', cars(0), party(1), 'esgotado'],
    ['closed', cars(3, { fechado: true }), party(1), 'esgotado'],
  ] as const)('%s', (_name, row, people, mark) => {
    expect(dayMark(row, people)).toBe(mark);
  });
});

describe("'Vendas encerradas': a day no longer sold online, whatever its seats (issue 28)", () => {
  const closesAt = '2026-12-05T09:00:00Z';
  it.each([
    ['the database said so', seats(20, { vendas_encerradas: true }), undefined, 'vendas-encerradas'],
    [
      'the database said so, even when full',
      seats(0, { vendas_encerradas: true }),
      undefined,
      'vendas-encerradas',
    ],
    ['on sale a second before the close', seats(20), new Date('2026-12-05T08:59:59Z'), null],
    [
      'closed at the close the database gave, while the page sat open',
      seats(20),
      new Date(closesAt),
      'vendas-encerradas',
    ],
    ['without a clock, only the answer counts', seats(20), undefined, null],
  ] as const)('%s', (_name, row, now, mark) => {
    expect(dayMark(row, party(1), now)).toBe(mark);
  });

  it('flags a cart item whose departure closed while it sat in the cart, in the words of the database', () => {
    const item = { title: 'City Tour Tradicional', bookingDetails: { date: new Date(2026, 11, 5) } };
    const rows = [seats(20, { dia: '2026-12-05' })];
    const details = { ...item.bookingDetails, hotel: '', adults: 1, children: 0, babies: 0, pets: 0 };
    expect(
      closedDepartureMessage({ ...item, bookingDetails: details }, rows, new Date('2026-12-05T08:00:00Z')),
    ).toBeNull();
    expect(closedDepartureMessage({ ...item, bookingDetails: details }, rows, new Date(closesAt))).toBe(
      'As vendas para City Tour Tradicional em 05/12/2026 já foram encerradas.',
    );
    expect(
      closedDepartureMessage({ ...item, bookingDetails: details }, undefined, new Date(closesAt)),
    ).toBeNull();
    expect(
      closedDepartureMessage(
        { ...item, bookingDetails: { ...details, date: null } },
        rows,
        new Date(closesAt),
      ),
    ).toBeNull();
  });
});

describe('availabilityMarks', () => {
  it('keeps only the marked days, by YYYY-MM-DD', () => {
    const rows = [
      seats(20, { dia: '2026-12-03' }),
      seats(0, { dia: '2026-12-04' }),
      seats(3, { dia: '2026-12-05' }),
      seats(8, { dia: '2026-12-06', fechado: true }),
    ];
    expect(availabilityMarks(rows, party(2))).toEqual(
      new Map([
        ['2026-12-04', 'esgotado'],
        ['2026-12-05', 'ultimas-vagas'],
        ['2026-12-06', 'esgotado'],
      ]),
    );
    expect(availabilityMarks(rows, party(4)).get('2026-12-05')).toBe('esgotado');
    expect(availabilityMarks([], party(1)).size).toBe(0);
  });
});
