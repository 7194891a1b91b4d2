import { describe, expect, it } from 'vitest';
import {
  checkoutDateConflicts,
  itemDateConflict,
  periodsClashOnDateChange,
  periodsOverlapAtCheckout,
} from './booking-rules.ts';
import { getTourById } from './catalogue/tours.ts';
import { validateCheckout } from './checkout-validation.ts';
import { roundMoney } from './money.ts';
import { orderValuesWithPix, pixBanner, pixDiscount, splitEvenly } from './pix-discount.ts';
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

describe('PIX discount: R$10 per tour per adult from 2 tours', () => {
  it.each([
    [1, 2, 0],
    [2, 1, 20],
    [3, 1, 30],
    [3, 2, 60],
  ])('%s tour(s), %s adult(s) → R$%s', (tours, adults, discount) => {
    expect(pixDiscount(tours, adults)).toBe(discount);
  });

  it('the banner shows R$10 × tours and the tiers at 2 (R$20) and 3 (R$30)', () => {
    expect(pixBanner(2)).toEqual({
      perTour: 10,
      current: 20,
      tiers: [
        { tours: 2, discount: 20, reached: true },
        { tours: 3, discount: 30, reached: false },
      ],
    });
  });

  it.each([
    [10, 3, [3.34, 3.33, 3.33]],
    [20, 2, [10, 10]],
    [0.01, 2, [0.01, 0]],
  ])('splits %s into %s parts that sum exactly', (total, n, parts) => {
    const result = splitEvenly(total, n);
    expect(result).toEqual(parts);
    expect(roundMoney(result.reduce((a, b) => a + b, 0))).toBe(total);
  });

  it('order values with PIX sum exactly to the total charged', () => {
    const items = [
      item('city-tour-tradicional', { adults: 2 }),
      item('fazenda-prana-por-do-sol', { adults: 2 }),
      item('rota-do-horto', { adults: 2 }),
    ];
    const { values, discount, total } = orderValuesWithPix(items, 2);
    expect(discount).toBe(60);
    expect(values).toEqual([160, 280, 200]);
    expect(total).toBe(640);
    expect(roundMoney(values.reduce((a, b) => a + b, 0))).toBe(total);
  });

  it('no order value goes negative', () => {
    const cheap = { ...item('city-tour-tradicional'), price: 5 };
    const { values, total } = orderValuesWithPix([cheap, item('agro-turismo', { adults: 1 })], 1);
    expect(values.every((value) => value >= 0)).toBe(true);
    expect(roundMoney(values.reduce((a, b) => a + b, 0))).toBe(total);
  });
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
