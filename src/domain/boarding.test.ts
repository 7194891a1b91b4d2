import { describe, expect, it } from 'vitest';
import {
  boardingTimeOf,
  DEFAULT_SALES_CUTOFF_HOURS,
  departureInstant,
  earliestBoardingTime,
  parseClockTime,
  pickupWindow,
  salesCloseInstant,
  salesClosedMessage,
} from './boarding.ts';
import { tours } from './catalogue/tours.ts';

const sp = (dayAndTime: string) => new Date(`${dayAndTime}-03:00`);

describe('each tour boards at its catalogue time', () => {
  it.each([
    ['City Tour Tradicional', '08:00'],
    ['Parque Amantikir', '13:00'],
    ['Agroturismo na Serra', '07:30'],
    ['a title the catalogue does not know leaves at the earliest boarding', '07:30'],
  ])('%s → %s', (title, time) => {
    expect(boardingTimeOf(title)).toBe(time);
  });

  it('every tour has a valid time, and the earliest is the catalogue’s earliest', () => {
    for (const tour of tours) expect(() => parseClockTime(tour.boardingTime)).not.toThrow();
    expect(earliestBoardingTime).toBe('07:30');
  });

  it.each(['8:00', '24:00', '07:60', '', 'manhã'])('refuses a time that is not HH:MM: %s', (text) => {
    expect(() => parseClockTime(text)).toThrow(RangeError);
  });

  it('the pick-up window runs 30 minutes from the boarding', () => {
    expect(pickupWindow('City Tour Tradicional')).toBe('entre 8h e 8h30');
    expect(pickupWindow('Rota do Horto Florestal')).toBe('entre 7h30 e 8h');
    expect(pickupWindow('Passeio antigo')).toBeNull();
  });

  it('the departure is the day at its boarding time in São Paulo', () => {
    expect(departureInstant('City Tour Tradicional', '2026-11-26')).toEqual(sp('2026-11-26T08:00'));
    expect(() => departureInstant('City Tour Tradicional', '2026-02-30')).toThrow(RangeError);
  });
});

describe('online sales close hours before the boarding (issue 28: the shop sold a departure that had left)', () => {
  it(`by default ${DEFAULT_SALES_CUTOFF_HOURS} hours before`, () => {
    expect(salesCloseInstant('City Tour Tradicional', '2026-11-26')).toEqual(sp('2026-11-26T06:00'));
  });

  it.each([
    ['sold until the boarding', 0, '2026-11-26T08:00'],
    ['the day before, at the same time', 24, '2026-11-25T08:00'],
    ['a week before', 168, '2026-11-19T08:00'],
  ])('the operator’s cut-off: %s (%i h)', (_name, hours, closes) => {
    expect(salesCloseInstant('City Tour Tradicional', '2026-11-26', hours)).toEqual(sp(closes));
  });

  it('the refusal names the tour and the day', () => {
    expect(salesClosedMessage('City Tour Tradicional', '2026-11-26')).toBe(
      'As vendas para City Tour Tradicional em 26/11/2026 já foram encerradas.',
    );
  });
});
