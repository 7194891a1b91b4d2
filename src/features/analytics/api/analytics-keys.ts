/** Every query key of the analytics feature; a new aggregation invalidates `analyticsKeys.all`. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (from: string) => [...analyticsKeys.all, 'overview', from] as const,
};
