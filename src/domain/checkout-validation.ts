import { checkoutDateConflicts } from './booking-rules.ts';
import { isValidDate } from './dates.ts';
import type { CartItem } from './types.ts';

export const INVALID_DATES_MESSAGE = 'Erro ao validar datas. Por favor, selecione as datas novamente.';

/** Spec §5 checkout checks, in order; an empty list means the payment choice may open. */
export function validateCheckout({ items, hotel }: { items: CartItem[]; hotel: string }): string[] {
  const errors: string[] = [];
  if (!hotel.trim()) errors.push('É necessário escolher um hotel ou ponto de encontro');
  const withoutDate = items.filter((item) => item.bookingDetails?.date == null);
  if (withoutDate.length > 0) {
    errors.push(
      `${withoutDate.length} passeio(s) sem data selecionada: ${withoutDate.map((item) => item.title).join(', ')}`,
    );
  }
  const invalid = items.some(
    (item) => item.bookingDetails?.date != null && !isValidDate(item.bookingDetails.date),
  );
  if (invalid) {
    errors.push(INVALID_DATES_MESSAGE);
    return errors;
  }
  return [...errors, ...checkoutDateConflicts(items)];
}
