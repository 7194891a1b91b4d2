import { describe, expect, it } from 'vitest';
import { parseCardCheckoutRequest } from './card-checkout.ts';
import { parseStoredCart } from './cart-storage.ts';
import { isTourId } from './catalogue/tour-names.ts';
import { MAX_PER_COUNTER, partyWithinLimits } from './order-limits.ts';

const party = { adults: 1, children: 0, babies: 0, pets: 0 };

describe('party counters: adults from 1, the others from 0, each up to the one limit', () => {
  it.each([
    ['one adult', party, true],
    [`${MAX_PER_COUNTER} of every kind`, { adults: 50, children: 50, babies: 50, pets: 50 }, true],
    ['no adult', { ...party, adults: 0 }, false],
    [`${MAX_PER_COUNTER + 1} adults`, { ...party, adults: 51 }, false],
    [`${MAX_PER_COUNTER + 1} children`, { ...party, children: 51 }, false],
    [`${MAX_PER_COUNTER + 1} babies`, { ...party, babies: 51 }, false],
    [`${MAX_PER_COUNTER + 1} pets`, { ...party, pets: 51 }, false],
    ['10,000 adults', { ...party, adults: 10_000 }, false],
    ['negative children', { ...party, children: -1 }, false],
    ['half an adult', { ...party, adults: 1.5 }, false],
  ])('%s → %s', (_what, counts, within) => {
    expect(partyWithinLimits(counts)).toBe(within);
  });
});

describe('the card checkout and the stored cart use the same limit', () => {
  const item = { orderId: 1, tourId: 'city-tour-tradicional', date: '2099-06-22', ...party };
  it.each([
    [MAX_PER_COUNTER, true],
    [MAX_PER_COUNTER + 1, false],
  ])('a card checkout item with %s adults is accepted: %s', (adults, ok) => {
    expect(parseCardCheckoutRequest({ amount: 90, items: [{ ...item, adults }] }).ok).toBe(ok);
  });

  it('a stored cart claiming more is read back at the limit', () => {
    const stored = JSON.stringify([
      {
        id: 'agro-turismo',
        quantity: 1,
        bookingDetails: { adults: 10_000, children: 0, babies: 0, pets: 0 },
      },
    ]);
    expect(parseStoredCart(stored, isTourId)[0]?.bookingDetails?.adults).toBe(MAX_PER_COUNTER);
  });
});
