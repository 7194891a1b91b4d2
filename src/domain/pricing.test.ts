import { describe, expect, it } from 'vitest';
import {
  carsNeeded,
  cartItemTotal,
  cartTotal,
  itemCount,
  orderValue,
  peopleCount,
  priceUnitLabel,
} from './pricing.ts';
import { makeBareItem, makeDetails, makeItem, makeTour } from './test-fixtures.ts';

const perPerson = makeTour({ price: 110 });
const perCar = makeTour({ price: 500, priceUnit: 'carro' });
const party = (adults: number, children = 0, babies = 0) => ({ adults, children, babies });

describe('order value per item is adults × price + children × price × 0.5; babies and pets free', () => {
  it.each([
    ['1 adult', party(1), 110],
    ['2 adults', party(2), 220],
    ['a child (6 to 10) pays half', party(1, 1), 165],
    ['2 adults and 1 child', party(2, 1), 275],
    ['2 adults and 3 children', party(2, 3), 385],
    ['babies (under 6) are free', party(1, 0, 3), 110],
    ['children half, babies free', party(2, 2, 2), 330],
  ])('R$110 per person, %s → R$%s', (_name, people, expected) => {
    expect(orderValue(perPerson, people)).toBe(expected);
  });

  it('pets are free: they are not part of the price at all', () => {
    expect(orderValue(perPerson, makeDetails({ adults: 2, pets: 3 }))).toBe(220);
  });

  it('half of an odd price keeps its cents: R$ 95 child → R$ 47,50', () => {
    expect(orderValue(makeTour({ price: 95 }), party(1, 1))).toBe(142.5);
    expect(orderValue(makeTour({ price: 99.99 }), party(0, 1))).toBe(50);
  });
});

describe("priceUnit 'carro' is per car of up to 4 people (adults, children and babies take a seat)", () => {
  it.each([
    [party(1), 1, 500],
    [party(4), 1, 500],
    [party(2, 1, 1), 1, 500],
    [party(5), 2, 1000],
    [party(3, 1, 1), 2, 1000],
    [party(8), 2, 1000],
    [party(9), 3, 1500],
    [party(0), 1, 500],
  ])('%j → %s car(s), R$%s', (people, cars, expected) => {
    expect(carsNeeded(people)).toBe(cars);
    expect(orderValue(perCar, people)).toBe(expected);
  });

  it('a child does not halve a car', () => {
    expect(orderValue(perCar, party(1, 3))).toBe(500);
  });
});

describe('cart total for an item with booking details is the order value × quantity', () => {
  it.each([
    ['1 adult, quantity 1', { price: 470 }, { adults: 1 }, 1, 470],
    ['2 adults and 1 child, quantity 2', { price: 470 }, { adults: 2, children: 1 }, 2, 2350],
    ['babies and pets free', { price: 90 }, { adults: 2, babies: 1, pets: 2 }, 1, 180],
    ['per car, 6 people, quantity 1', { price: 500, priceUnit: 'carro' as const }, { adults: 6 }, 1, 1000],
  ])('%s', (_name, tour, details, quantity, expected) => {
    expect(cartItemTotal(makeItem(tour, details, quantity))).toBe(expected);
  });

  it('adults default to 1 and children to 0 when an earlier item lacks them', () => {
    const earlier = makeItem({ price: 120 });
    earlier.bookingDetails = { date: null } as unknown as typeof earlier.bookingDetails;
    expect(cartItemTotal(earlier)).toBe(120);
  });
});

describe('without booking details the cart total is price × quantity', () => {
  it.each([
    [{ price: 120 }, 3, 360],
    [{ price: 90 }, 1, 90],
    [{ price: 500, priceUnit: 'carro' as const }, 2, 1000],
  ])('%j × %s → R$%s', (tour, quantity, expected) => {
    expect(cartItemTotal(makeBareItem(tour, quantity))).toBe(expected);
  });
});

describe('cart total and item count', () => {
  it('the cart total adds the item totals exactly', () => {
    const items = [makeBareItem({ price: 120 }, 3), makeItem({ price: 110 }, { adults: 2, children: 1 })];
    expect(cartTotal(items)).toBe(635);
    expect(cartTotal([])).toBe(0);
  });

  it('adds cents without drift (R$ 0,10 + R$ 0,20 = R$ 0,30)', () => {
    expect(cartTotal([makeBareItem({ price: 0.1 }), makeBareItem({ price: 0.2 })])).toBe(0.3);
  });

  it('item count is the sum of quantities', () => {
    expect(itemCount([makeBareItem({}, 3), makeItem(), makeItem({}, {}, 2)])).toBe(6);
    expect(itemCount([])).toBe(0);
  });

  it('people on a card are adults + children + babies', () => {
    expect(peopleCount(party(2, 1, 1))).toBe(4);
  });
});

describe("price unit labels: 'por pessoa' or 'por carro'", () => {
  it.each([
    [makeTour(), 'por pessoa'],
    [makeTour({ priceUnit: 'carro' }), 'por carro'],
  ])('%#: %s', (tour, label) => {
    expect(priceUnitLabel(tour)).toBe(label);
  });
});
