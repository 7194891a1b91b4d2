import { act, renderHook } from '@testing-library/react';
import { createStore, useStore } from './store';

describe('createStore', () => {
  it('tells every listener of a change, once, and none after it unsubscribes', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    store.set((previous) => previous + 1);
    store.set(3);
    stop();
    store.set(4);
    expect(seen).toEqual([2, 3]);
    expect(store.get()).toBe(4);
  });

  it('tells the next listener even when one unsubscribes while being told', () => {
    const store = createStore('a');
    const told: string[] = [];
    const stopFirst = store.subscribe(() => {
      told.push('first');
      stopFirst();
    });
    store.subscribe(() => told.push('second'));
    store.set('b');
    expect(told).toEqual(['first', 'second']);
  });
});

describe('useStore', () => {
  it('re-renders with the new value', () => {
    const store = createStore({ count: 0 });
    const { result } = renderHook(() => useStore(store));
    expect(result.current).toEqual({ count: 0 });
    act(() => store.set({ count: 1 }));
    expect(result.current).toEqual({ count: 1 });
  });
});
