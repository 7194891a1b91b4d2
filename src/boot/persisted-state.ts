import { startTransition, useLayoutEffect, useState } from 'react';
import { createStore } from '@/lib/store';
import { isHydrating } from './hydration';

export type PersistedStateOptions<T> = {
  /** The localStorage key. */
  key: string;
  /** What the server renders, and the value whenever storage holds nothing usable. */
  initial: T;
  /** The stored text as a value; may throw (the value is then `initial`). */
  parse(stored: string): T;
  /**
   * The value as stored text. Without it the entry is only read here (another library writes it), and `set`
   * changes the value for this visit only.
   */
  serialize?(value: T): string;
};

export type PersistedState<T> = {
  readonly initial: T;
  /** The current value: what storage holds, or what it refused to keep during this visit. */
  get(): T;
  /** Stores a value (written only when it differs from what storage holds) and tells every reader. */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

const unreadable = Symbol();
type Stored = string | null | typeof unreadable;

/**
 * A value kept in localStorage and shared by every component that reads it, in this tab and the others. Storage
 * that is full, blocked (private mode) or holds garbage never breaks the page: a value it refuses is kept in
 * memory for this visit (as long as storage still holds what it held), and garbage reads as `initial` and stays
 * untouched until the value changes. Define it once per key, at module level; read it with usePersistedState.
 */
export function persistedState<T>({
  key,
  initial,
  parse,
  serialize,
}: PersistedStateOptions<T>): PersistedState<T> {
  // What storage held when it was last read or written, and the value that stands for it.
  let last: { stored: Stored; value: T } | undefined;
  const version = createStore(0);
  const changed = () => version.set((count) => count + 1);
  let followingOtherTabs = false;

  const readStorage = (): Stored => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return unreadable;
    }
  };
  const valueOf = (stored: Stored): T => {
    if (stored === null || stored === unreadable) return initial;
    try {
      return parse(stored);
    } catch {
      return initial;
    }
  };

  const get = (): T => {
    const stored = readStorage();
    if (last?.stored !== stored) last = { stored, value: valueOf(stored) };
    return last.value;
  };

  return {
    initial,
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      const text = serialize?.(value);
      let stored = readStorage();
      if (text !== undefined && stored !== text) {
        try {
          window.localStorage.setItem(key, text);
          stored = text;
        } catch {
          // Full or blocked: the value holds for this visit, while storage keeps what it had.
        }
      }
      last = { stored, value };
      changed();
    },
    subscribe(listener) {
      if (!followingOtherTabs && typeof window !== 'undefined') {
        followingOtherTabs = true;
        window.addEventListener('storage', (event) => {
          if (event.key === key || event.key === null) changed();
        });
      }
      return version.subscribe(listener);
    },
  };
}

/**
 * A persisted value in a component, safe to use while a prerendered page hydrates: a component hydrating renders
 * `initial` as the server did, then reads storage at once after, as a transition (an urgent update would make
 * React drop the prerendered HTML it is still hydrating); one mounted later reads storage in its first render.
 */
export function usePersistedState<T>(state: PersistedState<T>): [T, PersistedState<T>['set']] {
  const [hydrating] = useState(isHydrating);
  const [value, setValue] = useState(() => (hydrating ? state.initial : state.get()));
  useLayoutEffect(() => {
    const follow = () => {
      const next = state.get();
      if (isHydrating()) startTransition(() => setValue(() => next));
      else setValue(() => next);
    };
    // Storage as it is now: after hydrating, or changed since the first render.
    follow();
    return state.subscribe(follow);
  }, [state]);
  return [value, state.set];
}
