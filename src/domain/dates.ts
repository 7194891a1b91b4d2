import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import type { Weekday } from './types.ts';

const saoPaulo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in America/Sao_Paulo at `now`, as YYYY-MM-DD. */
export function todayInSaoPaulo(now: Date): string {
  return saoPaulo.format(now);
}

/** A local calendar date (as a date picker gives it) as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** YYYY-MM-DD as a local Date at midnight; null when it is not a real calendar day. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function isValidDate(date: unknown): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/** dd/MM/yyyy */
export function formatDateBR(date: Date): string {
  return format(date, 'dd/MM/yyyy');
}

/** 'dd de MMMM, yyyy', e.g. '24 de dezembro, 2026' */
export function formatDateLong(date: Date): string {
  return format(date, "dd 'de' MMMM, yyyy", { locale: ptBR });
}

const weekdays: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function weekdayOf(date: Date): Weekday {
  return weekdays[date.getDay()]!;
}
