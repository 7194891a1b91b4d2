import { describe, expect, it } from 'vitest';
import { validateCheckout } from './checkout-validation.ts';
import { makeItem } from './test-fixtures.ts';
import type { CartItem } from './types.ts';

// 2026-12-04 is a Friday.
const friday = new Date(2026, 11, 4);
const tour = (title: string, period: 'Manhã' | 'Tarde' | 'Manhã e Tarde', date: Date | null): CartItem =>
  makeItem({ id: title, title, period }, { date, hotel: 'Hotel Estoril' });

const HOTEL = 'É necessário escolher um hotel ou ponto de encontro';
const INVALID = 'Erro ao validar datas. Por favor, selecione as datas novamente.';

describe('checkout checks, with their exact messages', () => {
  it.each<[string, CartItem[], string, string[]]>([
    ['a complete cart passes', [tour('A', 'Manhã', friday)], 'Hotel Estoril', []],
    ['an empty hotel', [tour('A', 'Manhã', friday)], '', [HOTEL]],
    ['a hotel of blanks', [tour('A', 'Manhã', friday)], '   ', [HOTEL]],
    ['a meeting point counts as a hotel', [tour('A', 'Manhã', friday)], 'Portal da Cidade', []],
    [
      'one tour without a date',
      [tour('Rota do Horto', 'Manhã e Tarde', null)],
      'Hotel',
      ['1 passeio(s) sem data selecionada: Rota do Horto'],
    ],
    [
      'two tours without a date, titles joined with ", "',
      [tour('Rota do Horto', 'Manhã', null), tour('Agroturismo', 'Tarde', null), tour('C', 'Manhã', friday)],
      'Hotel',
      ['2 passeio(s) sem data selecionada: Rota do Horto, Agroturismo'],
    ],
    [
      'a date conflict',
      [tour('Parque Amantikir', 'Tarde', friday), tour('Fazenda Prana', 'Tarde', friday)],
      'Hotel',
      ['Conflito em 04/12/2026: "Parque Amantikir" (Tarde) e "Fazenda Prana" (Tarde)'],
    ],
    [
      'a morning and an afternoon tour on the same day are fine',
      [tour('City Tour', 'Manhã', friday), tour('Parque Amantikir', 'Tarde', friday)],
      'Hotel',
      [],
    ],
    ['an invalid date', [tour('A', 'Manhã', new Date('x'))], 'Hotel', [INVALID]],
    [
      'everything at once, in the order of the spec',
      [
        tour('Sem data', 'Manhã', null),
        tour('A', 'Manhã', friday),
        tour('B', 'Manhã e Tarde', friday),
        tour('Quebrada', 'Tarde', new Date('x')),
      ],
      '',
      [
        HOTEL,
        '1 passeio(s) sem data selecionada: Sem data',
        'Conflito em 04/12/2026: "A" (Manhã) e "B" (Manhã e Tarde)',
        INVALID,
      ],
    ],
  ])('%s', (_name, items, hotel, errors) => {
    expect(validateCheckout({ items, hotel })).toEqual(errors);
  });

  it('an empty cart has nothing to complain about but the hotel', () => {
    expect(validateCheckout({ items: [], hotel: '' })).toEqual([HOTEL]);
  });
});

describe('with today: a stored date that can no longer be booked must be chosen again', () => {
  const fridaysOnly = (date: Date) =>
    makeItem({ id: 'f', title: 'F', availableDays: ['friday'] }, { date, hotel: 'Hotel' });

  it.each([
    ['a date after today', friday, '2026-12-01', []],
    ['today', friday, '2026-12-04', []],
    ['a date before today', friday, '2026-12-05', [INVALID]],
    ['a weekday the tour does not run', new Date(2026, 11, 5), '2026-12-01', [INVALID]],
  ])('%s', (_name, date, today, errors) => {
    expect(validateCheckout({ items: [fridaysOnly(date)], hotel: 'Hotel', today })).toEqual(errors);
  });

  it('without today, past dates are not judged (the caller decides)', () => {
    expect(validateCheckout({ items: [fridaysOnly(friday)], hotel: 'Hotel' })).toEqual([]);
  });
});
