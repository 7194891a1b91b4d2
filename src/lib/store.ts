import { useSyncExternalStore } from 'react';

/**
 * A value outside React that components read and follow (toasts, cookie consent, lazily loaded code): the one
 * way to keep such a value, instead of a hand-written listener set per module.
 */
export type Store<T> = {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const updated = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      // A copy: a listener that unsubscribes while being told must not skip the next one.
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's value in a component, re-rendered when it changes; `serverValue` while prerendering/hydrating. */
export function useStore<T>(store: Store<T>, serverValue: T = store.get()): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
