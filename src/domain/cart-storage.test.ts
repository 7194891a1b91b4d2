import { describe, expect, it } from 'vitest';
import { cartItems, parseStoredCart, reviveDate, serializeCart } from './cart-storage.ts';
import { makeDetails, makeTour } from './test-fixtures.ts';
import type { CartLine, Tour } from './types.ts';

const horto = makeTour({
  id: 'rota-do-horto',
  title: 'Rota do Horto Florestal',
  price: 110,
  period: 'Manhã e Tarde',
});
const agro = makeTour({ id: 'agro-turismo', title: 'Agroturismo na Serra', price: 470 });
const catalogue = new Map<string, Tour>([horto, agro].map((tour) => [tour.id, tour]));
const lookup = (id: string) => catalogue.get(id);
const isKnown = (id: string) => catalogue.has(id);
/** What the cart shows of a stored value: its lines with their tours. */
const parse = (value: unknown) => cartItems(parseStoredCart(JSON.stringify(value), isKnown), lookup);

describe('the cart is persisted under "cart" and restored with dates converted back to dates', () => {
  it('round-trips lines with their booking details', () => {
    const date = new Date(2026, 11, 24);
    const lines: CartLine[] = [
      {
        id: 'rota-do-horto',
        quantity: 2,
        bookingDetails: makeDetails({ date, hotel: 'Hotel A', adults: 2, children: 1, pets: 1 }),
      },
      { id: 'agro-turismo', quantity: 1 },
    ];
    const restored = parseStoredCart(serializeCart(lines), isKnown);
    expect(restored).toEqual(lines);
    expect(restored[0]?.bookingDetails?.date).toBeInstanceOf(Date);
  });

  it('stores the calendar day as YYYY-MM-DD, the tour id and the choices only', () => {
    const date = new Date(2026, 11, 24, 18, 45);
    const stored = JSON.parse(
      serializeCart([{ ...horto, quantity: 1, bookingDetails: makeDetails({ date }) }]),
    );
    expect(stored).toEqual([
      {
        id: 'rota-do-horto',
        quantity: 1,
        bookingDetails: { date: '2026-12-24', hotel: '', adults: 1, children: 0, babies: 0, pets: 0 },
      },
    ]);
  });

  it('an item without a date keeps date null', () => {
    const [line] = parseStoredCart(
      serializeCart([{ id: 'rota-do-horto', quantity: 1, bookingDetails: makeDetails() }]),
      isKnown,
    );
    expect(line?.bookingDetails?.date).toBeNull();
  });
});

describe('cartItems: each line with its tour from the catalogue', () => {
  it("adds every tour field to the line and keeps the line's order and choices", () => {
    const details = makeDetails({ date: new Date(2026, 11, 24), adults: 3 });
    expect(
      cartItems(
        [
          { id: 'agro-turismo', quantity: 2, bookingDetails: details },
          { id: 'rota-do-horto', quantity: 1 },
        ],
        lookup,
      ),
    ).toEqual([
      { ...agro, quantity: 2, bookingDetails: details },
      { ...horto, quantity: 1 },
    ]);
  });

  it('leaves out a line whose tour the catalogue does not know', () => {
    expect(cartItems([{ id: 'nao-existe', quantity: 1 }], lookup)).toEqual([]);
  });
});

describe('the earlier stored item form {id, title, price, period, quantity, bookingDetails {date, adults, children}}', () => {
  it('is upgraded: hotel empty, babies and pets 0, every tour field from the catalogue', () => {
    const [item] = parse([
      {
        id: 'rota-do-horto',
        title: 'Rota do Horto',
        price: 110,
        period: 'Manhã e Tarde',
        quantity: 1,
        bookingDetails: { date: new Date(2026, 11, 24).toISOString(), adults: 3, children: 2 },
      },
    ]);
    expect(item).toEqual({
      ...horto,
      quantity: 1,
      bookingDetails: { date: new Date(2026, 11, 24), hotel: '', adults: 3, children: 2, babies: 0, pets: 0 },
    });
  });

  it('a timestamp is revived as its local calendar day at midnight', () => {
    expect(reviveDate(new Date(2026, 11, 24, 15, 30).toISOString())).toEqual(new Date(2026, 11, 24));
  });
});

describe('prices and tour fields come from the catalogue, never from storage', () => {
  it('ignores a tampered price, title, period or priceUnit', () => {
    const [item] = parse([
      { id: 'rota-do-horto', title: 'Grátis', price: 0.01, period: 'Noite', priceUnit: 'carro', quantity: 1 },
    ]);
    expect(item).toEqual({ ...horto, quantity: 1 });
  });
});

describe('garbage or tampered storage gives [] (or the valid items) without throwing', () => {
  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['broken JSON', '[{"id": '],
    ['an object', '{"id":"rota-do-horto"}'],
    ['a number', '42'],
    ['a string', '"rota-do-horto"'],
    ['null', 'null'],
    ['a huge value', `[${'0,'.repeat(150_000)}0]`],
  ])('%s → []', (_name, raw) => {
    expect(parseStoredCart(raw, isKnown)).toEqual([]);
  });

  it('keeps the valid items and drops unknown tours, repeats and junk', () => {
    const items = parse([
      { id: 'nao-existe', quantity: 1 },
      'texto',
      null,
      [],
      { id: 42 },
      { id: 'rota-do-horto', quantity: 1 },
      { id: 'rota-do-horto', quantity: 3 },
      { id: 'agro-turismo', quantity: 1, bookingDetails: 'x' },
      { id: '__proto__', quantity: 1 },
    ]);
    expect(items.map((item) => item.id)).toEqual(['rota-do-horto', 'agro-turismo']);
    expect(items[1]?.bookingDetails).toBeUndefined();
  });

  it('never lets the catalogue check see anything but a string id', () => {
    const seen: unknown[] = [];
    parseStoredCart(JSON.stringify([{ id: { toString: 1 } }, { id: 'agro-turismo' }]), (id) => {
      seen.push(id);
      return isKnown(id);
    });
    expect(seen).toEqual(['agro-turismo']);
  });
});

describe('counters: quantity >= 1, adults >= 1, others >= 0, whole numbers, at most 50', () => {
  it.each([
    ['negative quantity', { quantity: -4 }, 1],
    ['zero quantity', { quantity: 0 }, 1],
    ['fractional quantity', { quantity: 2.9 }, 2],
    ['numeric string', { quantity: '3' }, 3],
    ['huge quantity', { quantity: 1e9 }, 50],
    ['missing quantity', {}, 1],
    ['NaN-like quantity', { quantity: 'muitos' }, 1],
  ])('%s → quantity %s', (_name, entry, quantity) => {
    expect(parse([{ id: 'agro-turismo', ...entry }])[0]?.quantity).toBe(quantity);
  });

  it('clamps each count and drops unreadable dates and hotels', () => {
    const [item] = parse([
      {
        id: 'rota-do-horto',
        bookingDetails: { date: 'ontem', hotel: 7, adults: 0, children: -2, babies: 2.7, pets: 1e9 },
      },
    ]);
    expect(item?.bookingDetails).toEqual({
      date: null,
      hotel: '',
      adults: 1,
      children: 0,
      babies: 2,
      pets: 50,
    });
  });

  it.each([
    ['adults', { adults: 1e6 }, { adults: 50 }],
    ['adults as text', { adults: 'dois' }, { adults: 1 }],
    ['children', { children: 3 }, { children: 3 }],
    ['a long hotel name is cut', { hotel: 'H'.repeat(500) }, { hotel: 'H'.repeat(200) }],
  ])('%s', (_name, details, expected) => {
    expect(parse([{ id: 'agro-turismo', bookingDetails: details }])[0]?.bookingDetails).toMatchObject(
      expected,
    );
  });
});

describe('reviveDate', () => {
  it.each([
    ['2026-12-24', new Date(2026, 11, 24)],
    ['2028-02-29', new Date(2028, 1, 29)],
  ])('reads the calendar day %s as local midnight', (value, date) => {
    expect(reviveDate(value)).toEqual(date);
  });

  it.each([
    [''],
    ['2026-02-30'],
    ['32/13/2026'],
    ['24 de dezembro'],
    ['2026-12-24T99:00'],
    [123],
    [null],
    [{}],
  ])('rejects %j', (value) => {
    expect(reviveDate(value)).toBeNull();
  });
});
