import { describe, expect, it } from 'vitest';
import { roundMoney, sumMoney } from './money.ts';
import { orderValuesWithPix, pixBanner, pixDiscount, splitEvenly } from './pix-discount.ts';
import { makeItem } from './test-fixtures.ts';

const tours = (n: number) => Array.from({ length: n }, (_, i) => makeItem({ id: `t${i}` }));

describe('PIX discount is R$10 per tour per adult when 2 or more tours (tour count × 10 × adults)', () => {
  it.each([
    [0, 1, 0],
    [1, 1, 0],
    [1, 4, 0],
    [2, 1, 20],
    [2, 2, 40],
    [3, 1, 30],
    [3, 2, 60],
    [4, 3, 120],
  ])('%s tour(s), %s adult(s) → R$%s', (count, adults, discount) => {
    expect(pixDiscount(tours(count), adults)).toBe(discount);
  });

  it('counts at least 1 adult, as the counters never go below 1', () => {
    expect(pixDiscount(tours(2), 0)).toBe(20);
    expect(pixDiscount(tours(2), Number.NaN)).toBe(20);
  });
});

describe('the promo banner shows R$10 × item count, with tiers at 2 (R$20) and 3 (R$30)', () => {
  it.each([
    [0, 0, [false, false]],
    [1, 0, [false, false]],
    [2, 20, [true, false]],
    [3, 30, [true, true]],
    [5, 50, [true, true]],
  ])('%s item(s): R$%s, tiers reached %j', (count, current, reached) => {
    expect(pixBanner(count)).toEqual({
      perTour: 10,
      current,
      tiers: [
        { tours: 2, discount: 20, reached: reached[0] },
        { tours: 3, discount: 30, reached: reached[1] },
      ],
    });
  });
});

describe('the discount is split evenly, rounded to 2 decimals, and the parts sum exactly', () => {
  it.each([
    [20, 2, [10, 10]],
    [10, 3, [3.34, 3.33, 3.33]],
    [20, 3, [6.67, 6.67, 6.66]],
    [100, 7, [14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]],
    [0.01, 2, [0.01, 0]],
    [0, 3, [0, 0, 0]],
    [60, 1, [60]],
  ])('splitEvenly(%s, %s) → %j (remainder cents to the first items)', (total, n, parts) => {
    const result = splitEvenly(total, n);
    expect(result).toEqual(parts);
    expect(sumMoney(result)).toBe(total);
  });

  it.each([[0], [-1], [1.5]])('splitEvenly into %s parts gives nothing', (n) => {
    expect(splitEvenly(10, n)).toEqual([]);
  });
});

describe('order values with PIX sum exactly to the total charged and are never negative', () => {
  it('3 tours for 2 adults: R$60 off, R$20 per order', () => {
    const items = [
      makeItem({ id: 'a', price: 90 }, { adults: 2 }),
      makeItem({ id: 'b', price: 150 }, { adults: 2 }),
      makeItem({ id: 'c', price: 110 }, { adults: 2 }),
    ];
    expect(orderValuesWithPix(items, 2)).toEqual({ values: [160, 280, 200], discount: 60, total: 640 });
  });

  it('a single tour gets no discount', () => {
    expect(orderValuesWithPix([makeItem({ price: 470 }, { adults: 2, children: 1 })], 2)).toEqual({
      values: [1175],
      discount: 0,
      total: 1175,
    });
  });

  it('an empty cart charges nothing', () => {
    expect(orderValuesWithPix([], 1)).toEqual({ values: [], discount: 0, total: 0 });
  });

  it.each([
    [2, 1, 10],
    [3, 2, 20],
    [4, 3, 30],
  ])('%s tours for %s adult(s): each order gets R$%s off (10 × adults)', (count, adults, share) => {
    const items = Array.from({ length: count }, (_, i) => makeItem({ id: `t${i}`, price: 100 }, { adults }));
    const { values } = orderValuesWithPix(items, adults);
    expect(values).toEqual(items.map(() => 100 * adults - share));
  });

  it('a share larger than a cheap order moves to the next orders, so none is negative', () => {
    const items = [makeItem({ id: 'cheap', price: 5 }), makeItem({ id: 'dear', price: 470 })];
    const { values, total, discount } = orderValuesWithPix(items, 1);
    expect(discount).toBe(20);
    expect(values).toEqual([0, 455]);
    expect(total).toBe(455);
  });

  it('the discount never exceeds what the cart is worth', () => {
    const items = [makeItem({ id: 'a', price: 5 }), makeItem({ id: 'b', price: 5 })];
    expect(orderValuesWithPix(items, 3)).toEqual({ values: [0, 0], discount: 10, total: 0 });
  });

  it.each([
    [[90, 120, 150], 1],
    [[90, 120, 150, 470, 110], 2],
    [[99.99, 0.01, 12.34], 4],
    [[500, 90], 7],
  ])('prices %j with %s adult(s): values sum exactly to the total and are >= 0', (prices, adults) => {
    const items = prices.map((price, i) => makeItem({ id: `t${i}`, price }, { adults }));
    const { values, total } = orderValuesWithPix(items, adults);
    expect(sumMoney(values)).toBe(total);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(roundMoney(value)).toBe(value);
    }
  });
});
