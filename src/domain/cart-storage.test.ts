import { describe, expect, it } from 'vitest';
import { parseStoredCart, reviveDate, serializeCart } from './cart-storage.ts';
import { getTourById } from './catalogue/tours.ts';
import type { CartItem } from './types.ts';

const horto = getTourById('rota-do-horto')!;

describe('parseStoredCart', () => {
  it('round-trips items with their booking details and dates', () => {
    const date = new Date(2026, 11, 24);
    const items: CartItem[] = [
      {
        ...horto,
        quantity: 2,
        bookingDetails: { date, hotel: 'Hotel A', adults: 2, children: 1, babies: 0, pets: 1 },
      },
    ];
    const [item] = parseStoredCart(serializeCart(items), getTourById);
    expect(item?.id).toBe('rota-do-horto');
    expect(item?.quantity).toBe(2);
    expect(item?.bookingDetails).toEqual({
      date,
      hotel: 'Hotel A',
      adults: 2,
      children: 1,
      babies: 0,
      pets: 1,
    });
    expect(item?.bookingDetails?.date).toBeInstanceOf(Date);
  });

  it('upgrades the earlier item form (no hotel, babies or pets)', () => {
    const earlier = JSON.stringify([
      {
        id: 'rota-do-horto',
        title: 'Rota do Horto',
        price: 110,
        period: 'Manhã e Tarde',
        quantity: 1,
        bookingDetails: { date: '2026-12-24T03:00:00.000Z', adults: 3, children: 2 },
      },
    ]);
    const [item] = parseStoredCart(earlier, getTourById);
    expect(item?.bookingDetails).toEqual({
      date: new Date('2026-12-24T03:00:00.000Z'),
      hotel: '',
      adults: 3,
      children: 2,
      babies: 0,
      pets: 0,
    });
    expect(item?.locations).toEqual(horto.locations);
  });

  it('takes prices and texts from the catalogue, never from storage', () => {
    const tampered = JSON.stringify([{ id: 'rota-do-horto', title: 'Grátis', price: 0.01, quantity: 1 }]);
    const [item] = parseStoredCart(tampered, getTourById);
    expect(item?.price).toBe(110);
    expect(item?.title).toBe(horto.title);
  });

  it.each([
    ['nothing', null],
    ['empty string', ''],
    ['broken JSON', '[{"id": '],
    ['an object', '{"id":"rota-do-horto"}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('answers [] for %s', (_name, raw) => {
    expect(parseStoredCart(raw, getTourById)).toEqual([]);
  });

  it('keeps the valid items and drops unknown tours, duplicates and junk', () => {
    const raw = JSON.stringify([
      { id: 'nao-existe', quantity: 1 },
      'texto',
      null,
      { id: 'rota-do-horto', quantity: 1 },
      { id: 'rota-do-horto', quantity: 3 },
      { id: 'agro-turismo', quantity: 1, bookingDetails: 'x' },
    ]);
    expect(parseStoredCart(raw, getTourById).map((item) => item.id)).toEqual([
      'rota-do-horto',
      'agro-turismo',
    ]);
  });

  it('clamps counts: quantity and adults at least 1, others at least 0, whole numbers, at most 50', () => {
    const raw = JSON.stringify([
      {
        id: 'rota-do-horto',
        quantity: -4,
        bookingDetails: { date: 'ontem', hotel: 7, adults: 0, children: -2, babies: 2.7, pets: 1e9 },
      },
    ]);
    const [item] = parseStoredCart(raw, getTourById);
    expect(item?.quantity).toBe(1);
    expect(item?.bookingDetails).toEqual({
      date: null,
      hotel: '',
      adults: 1,
      children: 0,
      babies: 2,
      pets: 50,
    });
  });
});

describe('reviveDate', () => {
  it('reads a calendar day as local midnight', () => {
    expect(reviveDate('2026-12-24')).toEqual(new Date(2026, 11, 24));
  });
  it.each([[''], ['32/13/2026'], [123], [null]])('rejects %j', (value) => {
    expect(reviveDate(value)).toBeNull();
  });
});
