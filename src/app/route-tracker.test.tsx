import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteTracker } from './route-tracker';

/** The path on screen when each page view is sent (track() reads the address at that moment), and when it was shown. */
const sent: string[] = [];
const shownAt: number[] = [];
const onScreen = { path: '/' };

vi.mock('@/lib/analytics', () => ({
  startAnalytics: () => Promise.resolve(),
  track: (type: string, _data: unknown, at: number) => {
    if (type !== 'page_view') return;
    sent.push(onScreen.path);
    shownAt.push(at);
  },
}));
vi.mock('@/boot/deferred', () => ({ useDeferred: () => ({ ready: false }) }));

/** Records the path on screen in the commit that shows it, before any effect of the page view runs. */
function ScreenProbe() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    onScreen.path = pathname;
  }, [pathname]);
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScreenProbe />
      <RouteTracker />
      <Link to="/combo">Promoções</Link>
      <Link to="/transfer">Transfer</Link>
    </MemoryRouter>,
  );
}

describe('RouteTracker', () => {
  beforeEach(() => {
    sent.length = 0;
    shownAt.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends one page view per page, once its title has settled', () => {
    renderAt('/');
    act(() => vi.advanceTimersByTime(300));
    act(() => screen.getByRole('link', { name: 'Promoções' }).click());
    act(() => vi.advanceTimersByTime(300));
    expect(sent).toEqual(['/', '/combo']);
  });

  it('never counts the next page twice when a page is left at once (a redirect, a second click)', () => {
    renderAt('/');
    act(() => vi.advanceTimersByTime(300));
    act(() => screen.getByRole('link', { name: 'Promoções' }).click());
    act(() => vi.advanceTimersByTime(100));
    act(() => screen.getByRole('link', { name: 'Transfer' }).click());
    act(() => vi.advanceTimersByTime(300));
    expect(sent).toEqual(['/', '/transfer']);
  });

  it('still counts the page when the app closes on it before the title settled', () => {
    const { unmount } = renderAt('/combo');
    act(() => vi.advanceTimersByTime(100));
    unmount();
    expect(sent).toEqual(['/combo']);
  });

  it("times the first page from the document's start and the others from their route change", () => {
    const documentStart = Math.round(performance.timeOrigin);
    renderAt('/');
    act(() => vi.advanceTimersByTime(5000));
    const leftAt = Date.now();
    act(() => screen.getByRole('link', { name: 'Promoções' }).click());
    act(() => vi.advanceTimersByTime(300));
    expect(sent).toEqual(['/', '/combo']);
    expect(shownAt).toEqual([documentStart, leftAt]);
  });

  it("times the page a visitor was redirected to from the document's start", () => {
    renderAt('/');
    act(() => vi.advanceTimersByTime(100));
    act(() => screen.getByRole('link', { name: 'Transfer' }).click());
    act(() => vi.advanceTimersByTime(300));
    expect(sent).toEqual(['/transfer']);
    expect(shownAt).toEqual([Math.round(performance.timeOrigin)]);
  });
});
