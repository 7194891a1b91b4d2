// Dates written for people. Kept apart from dates.ts, which the cart needs on every page. Plain code rather than
// date-fns' format and its pt-BR locale (6.6 kB gzip, which the tour page loaded before it could be used) for the
// two forms the shop writes.
import { parseIsoDate } from './dates.ts';

const months = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy */
export function formatDateBR(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A stored YYYY-MM-DD as dd/MM/yyyy. */
export const isoToBR = (iso: string) => iso.split('-').reverse().join('/');

/** 'dd de MMMM, yyyy', e.g. '24 de dezembro, 2026' */
export function formatDateLong(date: Date): string {
  return `${twoDigits(date.getDate())} de ${months[date.getMonth()]}, ${date.getFullYear()}`;
}

/** A stored YYYY-MM-DD in the long form, or '' when it is missing or not a calendar day. */
export function formatIsoDateLong(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  return date ? formatDateLong(date) : '';
}
