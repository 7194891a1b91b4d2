// The pick-up windows the mails show; the cancellation policy reads a tour's departure from the same list.
import { tours } from '../catalogue/tours.ts';
import type { Period } from '../types.ts';

/** When the vehicle starts picking people up, by the tour's period: a window, since the route decides the minute. */
export const pickupWindows: Record<Period, string> = {
  Manhã: 'entre 8h e 8h30',
  Tarde: 'entre 13h e 13h30',
  'Manhã e Tarde': 'entre 7h30 e 8h',
};

// The operator confirms the exact time by the messaging app (the route depends on the day's bookings).
export const pickupNote = 'o horário exato é confirmado pelo WhatsApp';

export function pickupWindow(tourTitle: string): string | null {
  const tour = tours.find((candidate) => candidate.title === tourTitle);
  return tour ? pickupWindows[tour.period] : null;
}
