import { formatDateBR, isValidDate, toIsoDate } from './dates.ts';
import type { CartItem } from './types.ts';

const norm = (period: string) => period.trim().toLowerCase();
const isFullDay = (period: string) => norm(period).includes('manhã e tarde');

/** Spec §5, cart conflict on date change: either period is 'manhã e tarde', or the periods are equal. */
export function periodsClashOnDateChange(a: string, b: string): boolean {
  return isFullDay(a) || isFullDay(b) || norm(a) === norm(b);
}

/** Spec §5, checkout: either is 'manhã e tarde', or both are morning-only, or both afternoon-only. */
export function periodsOverlapAtCheckout(a: string, b: string): boolean {
  if (isFullDay(a) || isFullDay(b)) return true;
  const morning = (p: string) => norm(p) === 'manhã';
  const afternoon = (p: string) => norm(p) === 'tarde';
  return (morning(a) && morning(b)) || (afternoon(a) && afternoon(b));
}

const sameDay = (a: Date, b: Date) => toIsoDate(a) === toIsoDate(b);

/** The message shown under an item whose date clashes with another item of the cart, or null. */
export function itemDateConflict(item: CartItem, items: CartItem[]): string | null {
  const date = item.bookingDetails?.date;
  if (!isValidDate(date)) return null;
  const other = items.find(
    (candidate) =>
      candidate.id !== item.id &&
      isValidDate(candidate.bookingDetails?.date) &&
      sameDay(candidate.bookingDetails!.date!, date) &&
      periodsClashOnDateChange(item.period, candidate.period),
  );
  return other
    ? `Conflito detectado: Você já tem o passeio "${other.title}" agendado para o mesmo dia e horário.`
    : null;
}

/** Every pair of items on the same day whose periods overlap, as the checkout's messages. */
export function checkoutDateConflicts(items: CartItem[]): string[] {
  const messages: string[] = [];
  items.forEach((a, i) => {
    items.slice(i + 1).forEach((b) => {
      const da = a.bookingDetails?.date;
      const db = b.bookingDetails?.date;
      if (!isValidDate(da) || !isValidDate(db) || !sameDay(da, db)) return;
      if (periodsOverlapAtCheckout(a.period, b.period)) {
        messages.push(
          `Conflito em ${formatDateBR(da)}: "${a.title}" (${a.period}) e "${b.title}" (${b.period})`,
        );
      }
    });
  });
  return messages;
}
