import { describe, expect, it } from 'vitest';
import { createBackoff, createRateLimiter } from './rate-limit.ts';

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

describe('createBackoff', () => {
  const options = { free: 2, baseMs: 1000, maxMs: 4000, forgetMs: 60_000 };

  it('lets the free failures through, then doubles the wait after each further one, up to the cap', () => {
    const backoff = createBackoff(options);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      waits.push(backoff.waitMs('k', 0));
      backoff.fail('k', 0);
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 4000]);
    expect(backoff.waitMs('k', 3000)).toBe(1000);
    expect(backoff.waitMs('k', 4000)).toBe(0);
    expect(backoff.waitMs('other', 0)).toBe(0);
  });

  it('forgets a key after a success, or after a quiet spell', () => {
    const backoff = createBackoff(options);
    for (let i = 0; i < 3; i++) backoff.fail('a', 0);
    for (let i = 0; i < 3; i++) backoff.fail('b', 0);
    backoff.succeed('a');
    expect(backoff.waitMs('a', 0)).toBe(0);
    expect(backoff.waitMs('b', 59_999)).toBe(0);
    backoff.fail('b', 59_999);
    expect(backoff.waitMs('b', 59_999)).toBe(4000);
    expect(backoff.waitMs('b', 59_999 + 60_000)).toBe(0);
  });
});
