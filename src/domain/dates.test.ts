import { describe, expect, it } from 'vitest';
import { formatDateBR, formatDateLong, formatIsoDateLong } from './date-format.ts';
import { isSameCalendarDay, isValidDate, parseIsoDate, startOfCalendarDay, toIsoDate } from './dates.ts';
import { todayInSaoPaulo } from './calendar-days.ts';
import { weekdayOf } from './weekdays.ts';

describe('"today" is the calendar day in America/Sao_Paulo, from a `now` passed in', () => {
  it.each([
    ['2026-03-10T02:30:00Z', '2026-03-09'],
    ['2026-03-10T03:00:00Z', '2026-03-10'],
    ['2026-12-31T23:59:00Z', '2026-12-31'],
    ['2027-01-01T02:59:59Z', '2026-12-31'],
    ['2027-01-01T03:00:00Z', '2027-01-01'],
    // Brazil has had no daylight-saving time since 2019: always UTC−3.
    ['2026-11-01T02:59:00Z', '2026-10-31'],
    ['2026-11-01T03:00:00Z', '2026-11-01'],
  ])('at %s it is %s', (now, today) => {
    expect(todayInSaoPaulo(new Date(now))).toBe(today);
  });
});

describe('stored dates are YYYY-MM-DD; calendar dates are local midnight', () => {
  it.each([
    ['2026-02-28', new Date(2026, 1, 28)],
    ['2028-02-29', new Date(2028, 1, 29)],
    ['2026-12-31', new Date(2026, 11, 31)],
    ['2026-01-01', new Date(2026, 0, 1)],
  ])('parseIsoDate(%s) is that day at local midnight and round-trips', (iso, date) => {
    expect(parseIsoDate(iso)).toEqual(date);
    expect(toIsoDate(parseIsoDate(iso)!)).toBe(iso);
  });

  it.each([
    ['2026-02-29'],
    ['2026-02-30'],
    ['2026-04-31'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-1-5'],
    ['26-01-01'],
    ['2026-01-01T00:00:00Z'],
    [' 2026-01-01'],
    [''],
    [null],
    [undefined],
  ])('parseIsoDate rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });

  it('toIsoDate reads the local calendar day, whatever the time of day', () => {
    expect(toIsoDate(new Date(2026, 11, 4, 0, 0))).toBe('2026-12-04');
    expect(toIsoDate(new Date(2026, 11, 4, 23, 59))).toBe('2026-12-04');
  });

  it('toIsoDate refuses an invalid Date instead of answering NaN-NaN-NaN', () => {
    expect(() => toIsoDate(new Date('x'))).toThrow(RangeError);
  });

  it('startOfCalendarDay and isSameCalendarDay ignore the time of day', () => {
    expect(startOfCalendarDay(new Date(2026, 11, 4, 15, 30))).toEqual(new Date(2026, 11, 4));
    expect(isSameCalendarDay(new Date(2026, 11, 4, 8), new Date(2026, 11, 4, 20))).toBe(true);
    expect(isSameCalendarDay(new Date(2026, 11, 4, 23), new Date(2026, 11, 5, 0))).toBe(false);
  });

  it('isValidDate accepts only real Date objects', () => {
    expect(isValidDate(new Date(2026, 0, 1))).toBe(true);
    expect(isValidDate(new Date('x'))).toBe(false);
    expect(isValidDate('2026-01-01')).toBe(false);
    expect(isValidDate(null)).toBe(false);
  });
});

describe("dates are shown as dd/MM/yyyy or 'dd de MMMM, yyyy'", () => {
  it.each([
    [new Date(2026, 11, 4), '04/12/2026', '04 de dezembro, 2026'],
    [new Date(2026, 0, 1), '01/01/2026', '01 de janeiro, 2026'],
    [new Date(2026, 2, 9), '09/03/2026', '09 de março, 2026'],
    [new Date(2027, 5, 30), '30/06/2027', '30 de junho, 2027'],
  ])('%s is %s and %s', (date, short, long) => {
    expect(formatDateBR(date)).toBe(short);
    expect(formatDateLong(date)).toBe(long);
  });

  it.each([
    [0, 'janeiro'],
    [1, 'fevereiro'],
    [2, 'março'],
    [3, 'abril'],
    [4, 'maio'],
    [5, 'junho'],
    [6, 'julho'],
    [7, 'agosto'],
    [8, 'setembro'],
    [9, 'outubro'],
    [10, 'novembro'],
    [11, 'dezembro'],
  ])('month %i is written %s', (month, name) => {
    expect(formatDateLong(new Date(2026, month, 15))).toBe(`15 de ${name}, 2026`);
  });

  it.each([
    ['2026-03-09', '09 de março, 2026'],
    ['2026-02-30', ''],
    [null, ''],
  ])('formatIsoDateLong(%j) is %j', (iso, expected) => {
    expect(formatIsoDateLong(iso)).toBe(expected);
  });
});

describe('weekday of a date, as the catalogue writes availableDays', () => {
  it.each([
    [new Date(2026, 10, 22), 'sunday'],
    [new Date(2026, 10, 23), 'monday'],
    [new Date(2026, 10, 24), 'tuesday'],
    [new Date(2026, 10, 25), 'wednesday'],
    [new Date(2026, 10, 26), 'thursday'],
    [new Date(2026, 10, 27), 'friday'],
    [new Date(2026, 10, 28), 'saturday'],
    [new Date(2026, 10, 28, 23, 59), 'saturday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('refuses an invalid Date', () => {
    expect(() => weekdayOf(new Date('x'))).toThrow(RangeError);
  });
});
