import { joinWithE } from './list-format.ts';
import type { Weekday } from './types.ts';

/** Sunday first, as Date.getDay() counts. */
export const weekdayOrder: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

const weekdayLabels: Record<Weekday, string> = {
  sunday: 'Domingo',
  monday: 'Segunda',
  tuesday: 'Terça',
  wednesday: 'Quarta',
  thursday: 'Quinta',
  friday: 'Sexta',
  saturday: 'Sábado',
};

/** 'Todos os dias' or the days in week order, e.g. 'Segunda, Quarta e Sábado'. */
export function describeAvailableDays(days: readonly string[]): string {
  const set = new Set(days.map((day) => day.toLowerCase()));
  const ordered = weekdayOrder.filter((day) => set.has(day));
  if (ordered.length === 7) return 'Todos os dias';
  const labels = ordered.map((day) => weekdayLabels[day]);
  return joinWithE(labels);
}

/** The weekday of a local calendar date, in the catalogue's lowercase English form. */
export function weekdayOf(date: Date): Weekday {
  const weekday = weekdayOrder[date.getDay()];
  if (!weekday) throw new RangeError('Invalid time value');
  return weekday;
}
