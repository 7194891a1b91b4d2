/**
 * Each tour's id and title, in the catalogue's order: all that the code every visitor loads first needs of the
 * catalogue (the footer's links, the cart kept in storage, the prerendered paths). The tours themselves, with
 * their descriptions and FAQs, live in tours.ts, which takes each id and title from here, and load with the
 * pages that show them.
 */
export const tourTitles = {
  'city-tour-tradicional': 'City Tour Tradicional',
  'parque-amantikir': 'Parque Amantikir',
  'city-tour-cultural': 'City Tour Cultural',
  'fazenda-prana-por-do-sol': 'Fazenda Prana — Pôr do Sol',
  'agro-turismo': 'Agroturismo na Serra',
  'rota-do-horto': 'Rota do Horto Florestal',
  'rota-alto-lajeado': 'Rota Alto Lajeado',
  'turismo-aparecida': 'Turismo Aparecida',
} as const;

export type TourId = keyof typeof tourTitles;

/** The ids in the catalogue's order. */
export const tourIds = Object.keys(tourTitles) as TourId[];

/** Whether a string names a tour of the catalogue (an own key only: '__proto__' is not a tour). */
export function isTourId(id: string): id is TourId {
  return Object.hasOwn(tourTitles, id);
}

/** A tour's id and title, for a catalogue entry to spread. */
export function named(id: TourId): { id: TourId; title: string } {
  return { id, title: tourTitles[id] };
}
