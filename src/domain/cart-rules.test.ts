import { describe, expect, it } from 'vitest';
import {
  checkoutDateConflicts,
  itemDateConflict,
  periodsClashOnDateChange,
  periodsOverlapAtCheckout,
} from './booking-rules.ts';
import { getTourById } from './catalogue/tours.ts';
import { validateCheckout } from './checkout-validation.ts';
import type { CartItem } from './types.ts';

const item = (
  id: string,
  details: Partial<NonNullable<CartItem['bookingDetails']>> = {},
  quantity = 1,
): CartItem => ({
  ...getTourById(id)!,
  quantity,
  bookingDetails: { date: null, hotel: '', adults: 1, children: 0, babies: 0, pets: 0, ...details },
});

describe('period rules (both readings of spec §5)', () => {
  it.each([
    ['Manhã', 'Manhã', true, true],
    ['Tarde', 'tarde', true, true],
    ['Manhã', 'Tarde', false, false],
    ['Manhã e Tarde', 'Tarde', true, true],
    ['manhã', 'Manhã e Tarde', true, true],
  ])('%s vs %s: on date change %s, at checkout %s', (a, b, onChange, atCheckout) => {
    expect(periodsClashOnDateChange(a, b)).toBe(onChange);
    expect(periodsOverlapAtCheckout(a, b)).toBe(atCheckout);
  });
});

describe('conflicts between cart items', () => {
  const day = new Date(2026, 11, 4);
  it('shows the per-item message naming the other tour', () => {
    const items = [item('city-tour-tradicional', { date: day }), item('city-tour-cultural', { date: day })];
    expect(itemDateConflict(items[0]!, items)).toBe(
      'Conflito detectado: Você já tem o passeio "City Tour Cultural" agendado para o mesmo dia e horário.',
    );
  });

  it('a morning and an afternoon tour on the same day are fine', () => {
    const items = [item('city-tour-tradicional', { date: day }), item('parque-amantikir', { date: day })];
    expect(itemDateConflict(items[0]!, items)).toBeNull();
    expect(checkoutDateConflicts(items)).toEqual([]);
  });

  it('the checkout message names the date, the tours and their periods', () => {
    const items = [item('parque-amantikir', { date: day }), item('rota-do-horto', { date: day })];
    expect(checkoutDateConflicts(items)).toEqual([
      'Conflito em 04/12/2026: "Parque Amantikir" (Tarde) e "Rota do Horto Florestal" (Manhã e Tarde)',
    ]);
  });
});

describe('checkout validation (spec §5)', () => {
  it('asks for a hotel or meeting point and lists tours without a date', () => {
    const items = [
      item('rota-do-horto'),
      item('agro-turismo'),
      item('parque-amantikir', { date: new Date(2026, 11, 7) }),
    ];
    expect(validateCheckout({ items, hotel: ' ' })).toEqual([
      'É necessário escolher um hotel ou ponto de encontro',
      '2 passeio(s) sem data selecionada: Rota do Horto Florestal, Agroturismo na Serra',
    ]);
  });

  it('reports invalid dates', () => {
    const items = [item('rota-do-horto', { date: new Date('x') })];
    expect(validateCheckout({ items, hotel: 'Hotel' })).toEqual([
      'Erro ao validar datas. Por favor, selecione as datas novamente.',
    ]);
  });

  it('passes a complete cart', () => {
    const items = [item('rota-do-horto', { date: new Date(2026, 11, 3) })];
    expect(validateCheckout({ items, hotel: 'Pousada' })).toEqual([]);
  });
});
