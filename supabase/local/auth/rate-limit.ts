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

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export type BackoffOptions = {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
  /** A key with no failure for this long starts again from nothing. */
  forgetMs: number;
};

/**
 * Growing delays per key: after `free` failures, the next attempt must wait `baseMs`, then twice that after
 * each further failure, up to `maxMs`. A success forgets the key.
 */
export function createBackoff({ free, baseMs, maxMs, forgetMs }: BackoffOptions) {
  const failures = new Map<string, { count: number; last: number }>();
  let calls = 0;
  const current = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.last >= forgetMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** Milliseconds until the key may try again; 0 when it may now. */
    waitMs(key: string, now = Date.now()): number {
      const entry = current(key, now);
      if (!entry || entry.count < free) return 0;
      const delay = Math.min(maxMs, baseMs * 2 ** (entry.count - free));
      return Math.max(0, entry.last + delay - now);
    },
    fail(key: string, now = Date.now()) {
      if (++calls % 1000 === 0) {
        for (const [k, entry] of failures) if (now - entry.last >= forgetMs) failures.delete(k);
      }
      const entry = current(key, now);
      failures.set(key, { count: (entry?.count ?? 0) + 1, last: now });
    },
    succeed(key: string) {
      failures.delete(key);
    },
    /** How many keys are remembered. */
    get size() {
      return failures.size;
    },
  };
}
