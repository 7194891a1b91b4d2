import { describe, expect, it } from 'vitest';
import type { AvailabilityRow } from './availability.ts';
import {
  operatorDayMarks,
  parseSalesCutoff,
  salesCutoffLabel,
  warnsSalesClosed,
  withSalesCutoffs,
} from './operator-sales-cutoff.ts';

const tour = (title: string) => ({ title, perCar: false, capacity: 20, changed: false });

describe("a tour's sales cut-off: the operator's, else 2 hours", () => {
  it.each([
    ['no row: the default', [], 2],
    ['the operator set 6 hours', [{ passeio: 'City Tour Tradicional', horas: 6 }], 6],
    ['sold until boarding', [{ passeio: 'City Tour Tradicional', horas: 0 }], 0],
    ['another tour’s row does not count', [{ passeio: 'Parque Amantikir', horas: 24 }], 2],
  ])('%s → %s h', (_name, rows, hours) => {
    expect(withSalesCutoffs([tour('City Tour Tradicional')], rows)[0]!.cutoffHours).toBe(hours);
  });

  it('reads as the console shows it', () => {
    expect(salesCutoffLabel(2)).toBe('Vendas online encerram 2 h antes do embarque');
  });

  it.each([
    ['0', 0],
    ['2', 2],
    ['168', 168],
    ['169', null],
    ['-1', null],
    ['1,5', null],
    ['', null],
  ])('the operator types %o → %s', (typed, hours) => {
    expect(parseSalesCutoff(typed)).toBe(hours);
  });
});

const row = (overrides: Partial<AvailabilityRow> = {}): AvailabilityRow => ({
  dia: '2026-12-10',
  capacidade: 20,
  livres: 12,
  fechado: false,
  por_carro: false,
  vendas_ate: '2026-12-10T09:00:00Z',
  vendas_encerradas: false,
  partiu: false,
  ...overrides,
});
const before = new Date('2026-12-10T08:00:00Z');
const after = new Date('2026-12-10T10:00:00Z');
const party = { adults: 2, children: 0, babies: 0 };

describe('Nova reserva books until boarding, warning once online sales closed', () => {
  it.each([
    ['on sale', row(), before, false],
    ['closed by the database', row({ vendas_encerradas: true }), before, true],
    ['closed since the answer', row(), after, true],
    ['departed: refused, not warned', row({ vendas_encerradas: true, partiu: true }), after, false],
    ['a day the database did not send', undefined, after, false],
  ])('%s → warns: %s', (_name, day, now, warns) => {
    expect(warnsSalesClosed(day, now)).toBe(warns);
  });

  it.each([
    ['closed online, seats left: bookable, no mark', row({ vendas_encerradas: true }), undefined],
    ['closed online and full: Esgotado', row({ vendas_encerradas: true, livres: 0 }), 'esgotado'],
    ['closed online, last seats', row({ vendas_encerradas: true, livres: 3 }), 'ultimas-vagas'],
    ['departed: closed', row({ vendas_encerradas: true, partiu: true }), 'vendas-encerradas'],
  ])('%s', (_name, day, mark) => {
    expect(operatorDayMarks([day], party).get(day.dia)).toBe(mark);
  });
});
