import { describe, expect, it } from 'vitest';
import {
  checkoutExpiry,
  defaultCapacity,
  departureDayLabel,
  departureLoadLabel,
  departureState,
  departureStateLabel,
  filterDepartures,
  freeSeatsLabel,
  formatSaoPauloDateTime,
  holdExpiryLabel,
  isOffSale,
  needsAttention,
  parseWholeNumber,
  periodOf,
  sortDepartures,
  tourCapacities,
  withHoldExpiry,
  type Departure,
} from './departures.ts';

const departure = (overrides: Partial<Departure> = {}): Departure => ({
  passeio: 'Rota do Horto Florestal',
  dia: '2026-12-05',
  por_carro: false,
  capacidade: 20,
  vendidas: 0,
  reservadas: 0,
  livres: 20,
  fechado: false,
  alterada: false,
  vendas_encerradas: false,
  partiu: false,
  ...overrides,
});
const car = (overrides: Partial<Departure> = {}) =>
  departure({ passeio: 'Turismo Aparecida', por_carro: true, capacidade: 3, livres: 3, ...overrides });

describe('a departure is closed, gone, off sale, full, on its last seats (4 or fewer; one car) or open', () => {
  const closedSales = { vendas_encerradas: true };
  const gone = { vendas_encerradas: true, partiu: true };
  it.each([
    ['20 free', departure(), 'aberta', false, false],
    ['5 free', departure({ livres: 5 }), 'aberta', false, false],
    ['4 free', departure({ livres: 4 }), 'ultimas-vagas', true, false],
    ['1 free', departure({ livres: 1 }), 'ultimas-vagas', true, false],
    ['none free', departure({ livres: 0 }), 'esgotada', true, false],
    ['closed', departure({ fechado: true, capacidade: 0, livres: 0 }), 'fechada', false, false],
    ['2 cars free', car({ livres: 2 }), 'aberta', false, false],
    ['1 car free', car({ livres: 1 }), 'ultimas-vagas', true, false],
    ['no car free', car({ livres: 0 }), 'esgotada', true, false],
    ['its online sales closed', departure(closedSales), 'vendas-encerradas', false, true],
    [
      'full, its online sales closed',
      departure({ livres: 0, ...closedSales }),
      'vendas-encerradas',
      false,
      true,
    ],
    [
      'on its last car, its online sales closed',
      car({ livres: 1, ...closedSales }),
      'vendas-encerradas',
      false,
      true,
    ],
    ['left', departure(gone), 'partiu', false, true],
    ['full and left', departure({ livres: 0, ...gone }), 'partiu', false, true],
    [
      'closed by the operator and left',
      departure({ fechado: true, livres: 0, ...gone }),
      'fechada',
      false,
      false,
    ],
  ] as const)('%s → %s', (_name, row, state, attention, offSale) => {
    expect(departureState(row)).toBe(state);
    expect(needsAttention(row)).toBe(attention);
    expect(isOffSale(row)).toBe(offSale);
  });

  it.each([
    ['fechada', 'Fechada'],
    ['partiu', 'Partiu'],
    ['vendas-encerradas', 'Vendas encerradas'],
    ['esgotada', 'Esgotada'],
    ['ultimas-vagas', 'Últimas vagas'],
    ['aberta', 'Com vagas'],
  ] as const)('%s reads %s', (state, label) => {
    expect(departureStateLabel(state)).toBe(label);
  });
});

describe('the load of a departure in one line', () => {
  it.each([
    [departure({ vendidas: 12, reservadas: 3, livres: 5 }), '12 vendidas · 3 reservadas · 5 livres de 20'],
    [
      departure({ vendidas: 1, reservadas: 1, livres: 1, capacidade: 3 }),
      '1 vendida · 1 reservada · 1 livre de 3',
    ],
    [
      departure({ vendidas: 0, reservadas: 0, livres: 0, capacidade: 0 }),
      '0 vendidas · 0 reservadas · 0 livres de 0',
    ],
    [car({ vendidas: 1, livres: 2 }), '1 vendido · 0 reservados · 2 livres de 3 carros'],
    [car({ capacidade: 1, livres: 1 }), '0 vendidos · 0 reservados · 1 livre de 1 carro'],
  ])('%j → %s', (row, label) => {
    expect(departureLoadLabel(row)).toBe(label);
    expect(label.endsWith(freeSeatsLabel(row))).toBe(true);
  });
});

describe('the filters of the list', () => {
  const rows = [
    departure({ dia: '2026-12-05', livres: 0 }),
    departure({ dia: '2026-12-06', livres: 3, alterada: true }),
    departure({ dia: '2026-12-07', fechado: true, capacidade: 0, livres: 0, alterada: true }),
    car({ dia: '2026-12-05', livres: 2 }),
    departure({
      passeio: 'City Tour Tradicional',
      dia: '2026-12-04',
      livres: 0,
      vendas_encerradas: true,
      partiu: true,
    }),
    car({ dia: '2026-12-04', livres: 1, vendas_encerradas: true }),
  ];
  const days = (list: Departure[]) => list.map((row) => `${row.dia} ${row.passeio}`);

  it.each([
    [
      {},
      [
        '2026-12-04 City Tour Tradicional',
        '2026-12-04 Turismo Aparecida',
        '2026-12-05 Rota do Horto Florestal',
        '2026-12-05 Turismo Aparecida',
        '2026-12-06 Rota do Horto Florestal',
        '2026-12-07 Rota do Horto Florestal',
      ],
    ],
    [{ tour: 'Turismo Aparecida' }, ['2026-12-04 Turismo Aparecida', '2026-12-05 Turismo Aparecida']],
    [{ state: 'lotadas' }, ['2026-12-05 Rota do Horto Florestal', '2026-12-06 Rota do Horto Florestal']],
    [{ state: 'encerradas' }, ['2026-12-04 City Tour Tradicional', '2026-12-04 Turismo Aparecida']],
    [{ state: 'fechadas' }, ['2026-12-07 Rota do Horto Florestal']],
    [{ state: 'alteradas' }, ['2026-12-06 Rota do Horto Florestal', '2026-12-07 Rota do Horto Florestal']],
    [{ tour: 'Turismo Aparecida', state: 'lotadas' }, []],
    [{ tour: 'Turismo Aparecida', state: 'encerradas' }, ['2026-12-04 Turismo Aparecida']],
  ] as const)('%j', (filters, expected) => {
    expect(days(filterDepartures(rows, filters))).toEqual(expected);
  });
});

describe('departures in order', () => {
  it("by day, then in the catalogue's order; one tour's only when asked", () => {
    const rows = [
      departure({ passeio: 'Turismo Aparecida', dia: '2026-12-05' }),
      departure({ passeio: 'City Tour Tradicional', dia: '2026-12-05' }),
      departure({ passeio: 'City Tour Tradicional', dia: '2026-12-04' }),
    ];
    expect(sortDepartures(rows).map((row) => `${row.dia} ${row.passeio}`)).toEqual([
      '2026-12-04 City Tour Tradicional',
      '2026-12-05 City Tour Tradicional',
      '2026-12-05 Turismo Aparecida',
    ]);
    expect(sortDepartures(rows, 'Turismo Aparecida')).toHaveLength(1);
    expect(rows[0]!.passeio).toBe('Turismo Aparecida');
  });

  it('names the day with its weekday', () => {
    expect(departureDayLabel('2026-12-05')).toBe('sáb., 05/12/2026');
    expect(departureDayLabel('2026-11-30')).toBe('seg., 30/11/2026');
  });

  it("knows each tour's period", () => {
    expect(periodOf('City Tour Tradicional')).toBe('Manhã');
    expect(periodOf('Parque Amantikir')).toBe('Tarde');
    expect(periodOf('Passeio que não existe')).toBeNull();
  });
});

describe("tours' capacities: the operator's, or 20 seats / 3 cars", () => {
  it('lists every tour of the catalogue', () => {
    const list = tourCapacities([{ passeio: 'City Tour Tradicional', capacidade: 12 }]);
    expect(list.find((tour) => tour.title === 'City Tour Tradicional')).toEqual({
      title: 'City Tour Tradicional',
      perCar: false,
      capacity: 12,
      changed: true,
    });
    expect(list.find((tour) => tour.title === 'Turismo Aparecida')).toEqual({
      title: 'Turismo Aparecida',
      perCar: true,
      capacity: 3,
      changed: false,
    });
    expect(list.find((tour) => tour.title === 'Parque Amantikir')?.capacity).toBe(20);
    expect(defaultCapacity(false)).toBe(20);
  });

  it.each([
    ['12', 0, 500, 12],
    [' 0 ', 0, 500, 0],
    ['0', 1, 500, null],
    ['501', 0, 500, null],
    ['1,5', 0, 500, null],
    ['-2', 0, 500, null],
    ['', 0, 500, null],
    ['doze', 0, 500, null],
  ])('parseWholeNumber(%j, %s, %s) → %s', (text, min, max, value) => {
    expect(parseWholeNumber(text, min, max)).toBe(value);
  });
});

describe('unpaid PIX orders hold their seats until they lapse', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it.each([
    ['2026-11-25T17:00:00Z', 'expira em 5 h'],
    ['2026-11-25T17:59:00Z', 'expira em 5 h'],
    ['2026-11-26T12:00:00Z', 'expira em 24 h'],
    ['2026-11-25T12:40:00Z', 'expira em 40 min'],
    ['2026-11-25T12:00:30Z', 'prazo vencido'],
    ['2026-11-25T11:00:00Z', 'prazo vencido'],
  ])('%s → %s', (expiresAt, label) => {
    expect(holdExpiryLabel(expiresAt, now)).toBe(label);
  });

  it('a checkout lapses with its soonest order; none without an expiry', () => {
    expect(
      checkoutExpiry([
        { expira_em: '2026-11-26T12:00:00+00:00' },
        { expira_em: '2026-11-26T09:00:00-03:00' },
        { expira_em: null },
      ]),
    ).toBe('2026-11-26T12:00:00+00:00');
    expect(checkoutExpiry([{ expira_em: null }])).toBeNull();
  });

  it("says when in São Paulo's time", () => {
    expect(formatSaoPauloDateTime('2026-11-26T17:30:00Z')).toBe('26/11/2026 às 14:30');
    expect(formatSaoPauloDateTime('2026-11-27T02:05:00Z')).toBe('26/11/2026 às 23:05');
  });
});

describe('withHoldExpiry', () => {
  it("gives each checkout its orders' soonest expiry", () => {
    const checkouts = [
      { key: 'a', orders: [{ id: 1 }, { id: 2 }] },
      { key: 'b', orders: [{ id: 3 }] },
    ];
    const orders = [
      { id: 1, expira_em: '2026-11-26T12:00:00Z' },
      { id: 2, expira_em: '2026-11-26T10:00:00Z' },
      { id: 3, expira_em: null },
    ];
    expect(withHoldExpiry(checkouts, orders)).toEqual([
      { key: 'a', orders: [{ id: 1 }, { id: 2 }], expiresAt: '2026-11-26T10:00:00Z' },
      { key: 'b', orders: [{ id: 3 }], expiresAt: null },
    ]);
  });
});
