import { describe, expect, it } from 'vitest';
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
