import { isoToBR } from '@/domain/date-format';
import type { PurchaseCard } from '@/domain/purchases';

/** Back to the button that opened the dialog or, when the request just sent removed it, to the card's state. */
export function returnFocus(event: Event, trigger: HTMLElement | null, stateId: string) {
  event.preventDefault();
  (trigger?.isConnected ? trigger : document.getElementById(stateId))?.focus();
}

/** The booking a dialog is about: 'City Tour Tradicional · 04/01/2027 · Reserva P12' ('Pedido' before payment). */
export const bookingSummary = (card: PurchaseCard, noun: 'Reserva' | 'Pedido' = 'Reserva') =>
  [card.tourName, card.date ? isoToBR(card.date) : null, `${noun} ${card.ref}`].filter(Boolean).join(' · ');
