/** A sliding-window counter per key, kept in memory (the embedded backend is one process). */
export function createRateLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    /** Records an attempt; false when the key is over its limit. */
    allow(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      recent.push(now);
      hits.set(key, recent);
      return recent.length <= limit;
    },
  };
}
