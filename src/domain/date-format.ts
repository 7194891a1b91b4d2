// Dates written for people, with date-fns. Kept apart from dates.ts, which the cart needs on every page, so
// date-fns loads only with the pages that show dates.
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { parseIsoDate } from './dates.ts';

/** dd/MM/yyyy */
export function formatDateBR(date: Date): string {
  return format(date, 'dd/MM/yyyy');
}

/** 'dd de MMMM, yyyy', e.g. '24 de dezembro, 2026' */
export function formatDateLong(date: Date): string {
  return format(date, "dd 'de' MMMM, yyyy", { locale: ptBR });
}

/** A stored YYYY-MM-DD in the long form, or '' when it is missing or not a calendar day. */
export function formatIsoDateLong(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  return date ? formatDateLong(date) : '';
}
