import {
  addIsoDays,
  dayInSaoPaulo,
  isIsoDay,
  previousDayInSaoPaulo,
  todayInSaoPaulo,
} from './calendar-days.ts';

describe('isIsoDay', () => {
  it('knows real calendar days written YYYY-MM-DD', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-12-31')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('22/06/2099')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });
});

describe('days in São Paulo (UTC−3, no daylight-saving time since 2019)', () => {
  it('knows today and yesterday around midnight', () => {
    expect(todayInSaoPaulo(new Date('2026-11-11T02:59:59Z'))).toBe('2026-11-10'); // 23:59 on the 10th
    expect(previousDayInSaoPaulo(new Date('2026-11-11T02:59:59Z'))).toBe('2026-11-09');
    expect(todayInSaoPaulo(new Date('2026-11-11T03:00:00Z'))).toBe('2026-11-11'); // 00:00 on the 11th
    expect(previousDayInSaoPaulo(new Date('2026-11-11T03:00:00Z'))).toBe('2026-11-10');
  });

  it('crosses months and years', () => {
    expect(previousDayInSaoPaulo(new Date('2026-03-01T12:00:00Z'))).toBe('2026-02-28');
    expect(previousDayInSaoPaulo(new Date('2028-03-01T12:00:00Z'))).toBe('2028-02-29');
    expect(dayInSaoPaulo(new Date('2026-12-31T12:00:00Z'), 1)).toBe('2027-01-01');
    expect(dayInSaoPaulo(new Date('2027-01-01T02:00:00Z'), 0)).toBe('2026-12-31');
  });
});

describe('addIsoDays', () => {
  it('counts calendar days across months, leap days and years, both ways', () => {
    expect(addIsoDays('2026-11-25', 365)).toBe('2027-11-25');
    expect(addIsoDays('2027-11-25', 365)).toBe('2028-11-24'); // 2028 has a 29 February
    expect(addIsoDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addIsoDays('2026-12-31', 0)).toBe('2026-12-31');
  });
});
