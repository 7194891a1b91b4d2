import { describe, expect, it } from 'vitest';
import { formatBRL, fromCents, roundMoney, sumMoney, toCents } from './money.ts';

// Intl separates 'R$' from the number with a no-break space; compare with a plain one.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money is shown as BRL in pt-BR with 2 decimals', () => {
  it.each([
    [90, 'R$ 90,00'],
    [1100, 'R$ 1.100,00'],
    [0, 'R$ 0,00'],
    [137.5, 'R$ 137,50'],
    [2350.456, 'R$ 2.350,46'],
    [1234567.8, 'R$ 1.234.567,80'],
  ])('formatBRL(%s) is %s', (value, expected) => {
    expect(plain(formatBRL(value))).toBe(expected);
  });

  it('writes every amount in cents exactly as Intl does, no-break space included', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const amounts = [
      ...Array.from({ length: 200_001 }, (_, cents) => cents - 100_000),
      ...Array.from({ length: 2_000 }, (_, i) => (i * 7_919_993) % 10_000_000_000),
    ].map(fromCents);
    const differing = amounts.filter((value) => formatBRL(value) !== intl.format(value));
    expect(differing).toEqual([]);
  });
});

describe('values rounded to 2 decimals, without float drift', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [0.1 + 0.2, 0.3],
    [1234.005, 1234.01],
    [8.345, 8.35],
    [2.675, 2.68],
    [10 / 3, 3.33],
    [-1.005, -1.01],
    [-0.001, 0],
    [500, 500],
  ])('roundMoney(%s) is %s', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it.each([
    [1.1, 110],
    [0.29, 29],
    [19.99, 1999],
    [-3.335, -334],
  ])('toCents(%s) is %s', (value, cents) => {
    expect(toCents(value)).toBe(cents);
    expect(fromCents(cents)).toBe(roundMoney(value));
  });

  it('sums in cents: 0.1 + 0.2 + 0.3 is exactly 0.6', () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumMoney([])).toBe(0);
  });
});
