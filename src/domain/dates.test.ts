import { describe, expect, it } from 'vitest';
import { isDayAvailable } from './availability.ts';
import { formatDateBR, formatDateLong, parseIsoDate, toIsoDate, todayInSaoPaulo } from './dates.ts';

describe('"today" is the calendar day in America/Sao_Paulo', () => {
  it.each([
    ['2026-03-10T02:30:00Z', '2026-03-09'],
    ['2026-03-10T03:00:00Z', '2026-03-10'],
    ['2026-12-31T23:59:00Z', '2026-12-31'],
    ['2027-01-01T02:59:59Z', '2026-12-31'],
  ])('at %s it is %s', (now, today) => {
    expect(todayInSaoPaulo(new Date(now))).toBe(today);
  });
});

describe('calendar dates', () => {
  it('round-trips YYYY-MM-DD', () => {
    expect(toIsoDate(parseIsoDate('2026-02-28')!)).toBe('2026-02-28');
  });
  it.each([['2026-02-30'], ['2026-13-01'], ['26-01-01'], [''], [null]])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
  it('formats dd/MM/yyyy and the long Portuguese form', () => {
    const date = new Date(2026, 11, 4);
    expect(formatDateBR(date)).toBe('04/12/2026');
    expect(formatDateLong(date)).toBe('04 de dezembro, 2026');
  });
});

describe('availability: past dates and weekdays outside availableDays are disabled', () => {
  const tour = { availableDays: ['thursday', 'saturday'] as const } as unknown as {
    availableDays: ('thursday' | 'saturday')[];
  };
  it.each([
    ['a Thursday after today', new Date(2026, 10, 26), '2026-11-22', true],
    ['a Saturday that is today', new Date(2026, 10, 21), '2026-11-21', true],
    ['a Friday', new Date(2026, 10, 27), '2026-11-22', false],
    ['a past Thursday', new Date(2026, 10, 19), '2026-11-22', false],
  ])('%s', (_name, date, today, expected) => {
    expect(isDayAvailable(tour, date, today)).toBe(expected);
  });
  it('reads weekday names case-insensitively', () => {
    expect(
      isDayAvailable({ availableDays: ['Thursday' as 'thursday'] }, new Date(2026, 10, 26), '2026-11-01'),
    ).toBe(true);
  });
});
