/** A sliding-window counter per key, kept in memory (the embedded backend is one process). */
export function createRateLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  let calls = 0;
  return {
    /** Records an attempt; false when the key is over its limit. */
    allow(key: string, now = Date.now()): boolean {
      // Forget idle keys now and then so a stream of distinct e-mails cannot grow the map forever.
      if (++calls % 1000 === 0) {
        for (const [k, times] of hits) if (now - times.at(-1)! >= windowMs) hits.delete(k);
      }
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      recent.push(now);
      hits.set(key, recent);
      return recent.length <= limit;
    },
    /** How many keys are remembered. */
    get size() {
      return hits.size;
    },
  };
}
