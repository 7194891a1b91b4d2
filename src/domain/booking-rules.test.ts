import { describe, expect, it } from 'vitest';
import {
  checkoutDateConflicts,
  dateConflictMessage,
  findDateChangeConflict,
  isDayAvailable,
  itemDateConflict,
  periodsClashOnDateChange,
  periodsOverlapAtCheckout,
} from './booking-rules.ts';
import { itemOn, makeTour } from './test-fixtures.ts';
import type { Weekday } from './types.ts';

// 2026-11-22 is a Sunday.
const thursdaysAndSaturdays = makeTour({ availableDays: ['thursday', 'saturday'] });

describe('calendars disable past dates, days past the booking horizon and weekdays not in availableDays', () => {
  it.each([
    ['a Thursday after today', new Date(2026, 10, 26), '2026-11-22', true],
    ['a Saturday that is today', new Date(2026, 10, 28), '2026-11-28', true],
    ['today, late in the evening', new Date(2026, 10, 28, 23, 30), '2026-11-28', true],
    ['a Friday after today', new Date(2026, 10, 27), '2026-11-22', false],
    ['a Thursday before today', new Date(2026, 10, 19), '2026-11-22', false],
    ['yesterday, a Saturday', new Date(2026, 10, 21), '2026-11-22', false],
    ['a Thursday next year', new Date(2027, 0, 7), '2026-11-22', true],
    ['the last day of the booking horizon, 365 days on', new Date(2027, 10, 25), '2026-11-25', true],
    ['a Saturday past the booking horizon', new Date(2027, 10, 27), '2026-11-25', false],
    ['a Thursday in the year 9999', new Date(9999, 11, 2), '2026-11-25', false],
    ['an invalid date', new Date('x'), '2026-11-22', false],
  ])('%s → %s', (_name, date, today, expected) => {
    expect(isDayAvailable(thursdaysAndSaturdays, date, today)).toBe(expected);
  });

  it.each([['Thursday'], ['THURSDAY'], [' thursday ']])('reads the weekday %j case-insensitively', (day) => {
    const tour = makeTour({ availableDays: [day as Weekday] });
    expect(isDayAvailable(tour, new Date(2026, 10, 26), '2026-11-01')).toBe(true);
  });

  it('a tour with no available days is never bookable', () => {
    expect(isDayAvailable(makeTour({ availableDays: [] }), new Date(2026, 10, 26), '2026-11-01')).toBe(false);
  });
});

describe('the two readings of when periods clash', () => {
  // date change: either contains 'manhã e tarde', or the periods are equal (case-insensitive)
  // checkout: either is 'manhã e tarde', or both morning-only, or both afternoon-only
  it.each([
    ['Manhã', 'Manhã', true, true],
    ['Tarde', 'Tarde', true, true],
    ['Manhã', 'manhã', true, true],
    ['Tarde', 'TARDE', true, true],
    ['Manhã', 'Tarde', false, false],
    ['Tarde', 'Manhã', false, false],
    ['Manhã e Tarde', 'Manhã', true, true],
    ['Tarde', 'Manhã e Tarde', true, true],
    ['manhã e tarde', 'MANHÃ E TARDE', true, true],
    ['Manhã e Tarde', 'Noite', true, true],
    ['Manhã', 'Manhã (8h às 11h30)', false, true],
    ['Tarde (14h)', 'Tarde', false, true],
    ['Noite', 'Noite', true, false],
    [' Manha ', 'Manhã', true, true],
  ])('%j vs %j: on date change %s, at checkout %s', (a, b, onDateChange, atCheckout) => {
    expect(periodsClashOnDateChange(a, b)).toBe(onDateChange);
    expect(periodsClashOnDateChange(b, a)).toBe(onDateChange);
    expect(periodsOverlapAtCheckout(a, b)).toBe(atCheckout);
    expect(periodsOverlapAtCheckout(b, a)).toBe(atCheckout);
  });
});

describe('a date change that clashes in the cart: the message under the item', () => {
  const day = new Date(2026, 11, 4);
  const otherDay = new Date(2026, 11, 5);

  it('names the other tour booked on the same day and period', () => {
    const items = [itemOn('City Tour Tradicional', 'Manhã', day), itemOn('City Tour Cultural', 'Manhã', day)];
    expect(itemDateConflict(items[0]!, items)).toBe(
      'Conflito detectado: Você já tem o passeio "City Tour Cultural" agendado para o mesmo dia e horário.',
    );
    expect(itemDateConflict(items[1]!, items)).toBe(dateConflictMessage('City Tour Tradicional'));
  });

  it.each([
    ['morning and afternoon on the same day', 'Manhã', day, 'Tarde', day, false],
    ['two mornings on different days', 'Manhã', day, 'Manhã', otherDay, false],
    ['a full-day tour and a morning one', 'Manhã e Tarde', day, 'Manhã', day, true],
    ['the same day at different times of day', 'Tarde', new Date(2026, 11, 4, 9), 'Tarde', day, true],
    ['the other item has no date', 'Manhã', day, 'Manhã', null, false],
    ['this item has no date', 'Manhã', null, 'Manhã', day, false],
    ['the other item has an invalid date', 'Manhã', day, 'Manhã', new Date('x'), false],
  ])('%s → conflict %s', (_name, periodA, dateA, periodB, dateB, expected) => {
    const items = [itemOn('A', periodA, dateA), itemOn('B', periodB, dateB)];
    expect(itemDateConflict(items[0]!, items) !== null).toBe(expected);
  });

  it('an item never conflicts with itself', () => {
    const only = itemOn('A', 'Manhã e Tarde', day);
    expect(itemDateConflict(only, [only])).toBeNull();
  });

  it('checks a newly picked date before it is applied', () => {
    const a = itemOn('A', 'Manhã', otherDay);
    const b = itemOn('B', 'Manhã', day);
    expect(itemDateConflict(a, [a, b])).toBeNull();
    expect(itemDateConflict(a, [a, b], day)).toBe(dateConflictMessage('B'));
    expect(findDateChangeConflict(a, [a, b], day)).toBe(b);
    expect(findDateChangeConflict(a, [a, b], null)).toBeUndefined();
  });
});

describe('the checkout’s conflict message: Conflito em {dd/MM/yyyy}: "{title}" ({period}) e "{title}" ({period})', () => {
  const day = new Date(2026, 11, 4);

  it('names the date, both tours and their periods', () => {
    const items = [itemOn('Parque Amantikir', 'Tarde', day), itemOn('Rota do Horto', 'Manhã e Tarde', day)];
    expect(checkoutDateConflicts(items)).toEqual([
      'Conflito em 04/12/2026: "Parque Amantikir" (Tarde) e "Rota do Horto" (Manhã e Tarde)',
    ]);
  });

  it('reports every overlapping pair once, in cart order', () => {
    const items = [
      itemOn('A', 'Manhã', day),
      itemOn('B', 'Tarde', day),
      itemOn('C', 'Manhã e Tarde', day),
      itemOn('D', 'Manhã', new Date(2026, 11, 5)),
    ];
    expect(checkoutDateConflicts(items)).toEqual([
      'Conflito em 04/12/2026: "A" (Manhã) e "C" (Manhã e Tarde)',
      'Conflito em 04/12/2026: "B" (Tarde) e "C" (Manhã e Tarde)',
    ]);
  });

  it.each([
    ['a morning and an afternoon tour on the same day', 'Manhã', 'Tarde', day],
    ['two morning tours without dates', 'Manhã', 'Manhã', null],
  ])('no message for %s', (_name, a, b, date) => {
    expect(checkoutDateConflicts([itemOn('A', a, date), itemOn('B', b, date)])).toEqual([]);
  });
});
