import { vi } from 'vitest';

/**
 * Waits until `assertion` passes, as `vi.waitFor` does, but for as long as a loaded 2-core machine running every
 * suite at once may need: `vi.waitFor`'s default of one second failed a scheduler test there.
 */
export function eventually<T>(assertion: () => T | Promise<T>, timeout = 10_000): Promise<T> {
  return vi.waitFor(assertion, { timeout, interval: 50 });
}
