import {
  afterHydration,
  finishHydration,
  isHydrating,
  resetHydrationForTests,
  startHydration,
} from './hydration';

describe('hydration', () => {
  afterEach(() => resetHydrationForTests());

  it('runs what waits for hydration once it has finished, and at once when none is in progress', () => {
    const waited = vi.fn();
    afterHydration(waited);
    expect(waited).toHaveBeenCalledOnce();

    startHydration();
    expect(isHydrating()).toBe(true);
    const later = vi.fn();
    const cancelled = vi.fn();
    afterHydration(later);
    afterHydration(cancelled)();
    expect(later).not.toHaveBeenCalled();
    finishHydration();
    expect(isHydrating()).toBe(false);
    expect(later).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
