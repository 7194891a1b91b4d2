import { describe, expect, it } from 'vitest';
import type { AvailabilityRow } from '@/domain/availability';
import type { Departure } from '@/domain/departures';
import { listedState } from './use-departure-states';

const now = new Date('2026-12-05T12:00:00Z');

const departure = (overrides: Partial<Departure> = {}): Departure => ({
  passeio: 'City Tour Tradicional',
  dia: '2026-12-05',
  por_carro: false,
  capacidade: 20,
  vendidas: 2,
  reservadas: 0,
  livres: 18,
  fechado: false,
  alterada: false,
  ...overrides,
});

const day = (overrides: Partial<AvailabilityRow> = {}): AvailabilityRow => ({
  dia: '2026-12-05',
  capacidade: 20,
  livres: 18,
  fechado: false,
  por_carro: false,
  vendas_ate: '2026-12-05T13:00:00Z',
  vendas_encerradas: false,
  partiu: false,
  ...overrides,
});

describe('listedState', () => {
  it.each([
    ['on sale, its seats', departure(), [day()], 'aberta'],
    ['full and on sale', departure({ livres: 0 }), [day()], 'esgotada'],
    [
      'its sales closed, by the database',
      departure(),
      [day({ vendas_encerradas: true })],
      'vendas-encerradas',
    ],
    [
      'its sales closed since the rows came',
      departure(),
      [day({ vendas_ate: '2026-12-05T11:59:00Z' })],
      'vendas-encerradas',
    ],
    [
      'full with its sales closed',
      departure({ livres: 0 }),
      [day({ vendas_encerradas: true })],
      'vendas-encerradas',
    ],
    ['left', departure(), [day({ vendas_encerradas: true, partiu: true })], 'partiu'],
    [
      'closed by the operator',
      departure({ fechado: true }),
      [day({ vendas_encerradas: true, partiu: true })],
      'fechada',
    ],
    ['its sales not known yet', departure(), undefined, 'aberta'],
    ['another day only known', departure(), [day({ dia: '2026-12-06', partiu: true })], 'aberta'],
  ])('%s', (_name, listed, days, expected) => {
    expect(listedState(listed, days, now)).toBe(expected);
  });
});
