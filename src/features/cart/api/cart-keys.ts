/** Every query key of the cart feature: the places a customer can be picked up from, and the tours' free seats. */
export const cartKeys = {
  all: ['cart'] as const,
  hotels: () => [...cartKeys.all, 'hotels'] as const,
  meetingPoints: () => [...cartKeys.all, 'meeting-points'] as const,
  availability: (tourId: string) => [...cartKeys.all, 'availability', tourId] as const,
};
