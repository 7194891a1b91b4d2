/**
 * Every query key of the cart feature: the places a customer can be picked up from, the tours' free seats, and the
 * quote of the coupon applied to the cart.
 */
export const cartKeys = {
  all: ['cart'] as const,
  hotels: () => [...cartKeys.all, 'hotels'] as const,
  meetingPoints: () => [...cartKeys.all, 'meeting-points'] as const,
  availability: (tourId: string) => [...cartKeys.all, 'availability', tourId] as const,
  coupon: (code: string, lines: unknown) => [...cartKeys.all, 'coupon', code, lines] as const,
};
