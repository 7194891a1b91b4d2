import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` attempts per key in the window, then refuses until old attempts leave it', () => {
    const limiter = createRateLimiter(3, 1000);
    expect([0, 100, 200].map((t) => limiter.allow('a', t))).toEqual([true, true, true]);
    expect(limiter.allow('a', 300)).toBe(false);
    expect(limiter.allow('b', 300)).toBe(true);
    // At 1050 the attempt at 0 has left the window, but the refused one at 300 still counts.
    expect(limiter.allow('a', 1050)).toBe(false);
    expect(limiter.allow('a', 1350)).toBe(true);
  });

  it('forgets idle keys every 1000 attempts, so distinct keys do not pile up', () => {
    const limiter = createRateLimiter(1, 10);
    for (let i = 0; i < 999; i++) limiter.allow(`k${i}`, 0);
    expect(limiter.size).toBe(999);
    expect(limiter.allow('fresh', 50)).toBe(true);
    expect(limiter.size).toBe(1);
  });
});
