import { createStore } from '@/lib/store';
import { withPreloadsInSlices } from './preloads-in-slices';

/**
 * Code or data fetched on first use and kept: `load()` starts it once and every caller shares that promise; a
 * failure is not kept, so the next `load()` tries again (a flaky connection must not break a dialog for good).
 * `current()` is the value once loaded, synchronously, and `subscribe` says when it arrives, so a component can
 * render lazily loaded code without suspending (useDeferred in src/boot/deferred.ts). The preload links that loading
 * code makes Vite add go in in short slices (src/boot/preloads-in-slices.ts).
 */
export type LoadOnce<T> = {
  load(): Promise<T>;
  current(): T | undefined;
  subscribe(listener: () => void): () => void;
};

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  const loaded = createStore<{ value: T } | undefined>(undefined);
  return {
    load() {
      pending ??= withPreloadsInSlices(fetch).then(
        (value) => {
          loaded.set({ value });
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded.get()?.value,
    subscribe: loaded.subscribe,
  };
}
