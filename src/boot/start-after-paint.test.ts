import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterPaint } from './start-after-paint';

type Entry = { entryType: string; element: Element | null };

/** Stands in for the browser's largest-contentful-paint reports, which jsdom does not make. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static instances: FakeObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries(): Entry[] }) => void) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(element: Element | null) {
    if (!this.disconnected)
      this.callback({ getEntries: () => [{ entryType: 'largest-contentful-paint', element }] });
  }
}

function page(html: string, prerendered = true) {
  document.body.innerHTML = `<div id="root"${prerendered ? ' data-prerendered="/"' : ''}>${html}</div>`;
}

const image = () => document.querySelector('img')!;
const heading = () => document.querySelector('h1')!;

describe('startAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('starts at once on a page that is not prerendered', () => {
    page('', false);
    const start = vi.fn();
    startAfterPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('on a prerendered page, waits for the paint of the main image, then starts once', () => {
    page('<h1>Passeios</h1><img fetchpriority="high" src="/hero.avif" alt="">');
    const start = vi.fn();
    startAfterPaint(start);
    expect(start).not.toHaveBeenCalled();

    const [observer] = FakeObserver.instances;
    observer!.report(heading());
    expect(start).not.toHaveBeenCalled();
    observer!.report(image());
    expect(start).toHaveBeenCalledTimes(1);

    image().dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts soon after the main image loads even when no paint of it is reported', () => {
    page('<img fetchpriority="high" src="/hero.avif" alt="">');
    const start = vi.fn();
    startAfterPaint(start, window, { afterImageMs: 500 });
    image().dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(499);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the main image fails to load', () => {
    page('<img fetchpriority="high" src="/missing.avif" alt="">');
    const start = vi.fn();
    startAfterPaint(start);
    image().dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart'])('starts at once on %s', (type) => {
    page('<img fetchpriority="high" src="/hero.avif" alt="">');
    const start = vi.fn();
    startAfterPaint(start);
    window.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the longest wait whatever happens', () => {
    page('<img fetchpriority="high" src="/hero.avif" alt="">');
    const start = vi.fn();
    startAfterPaint(start, window, { maxWaitMs: 3000 });
    vi.advanceTimersByTime(2999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances[0]!.disconnected).toBe(true);
  });

  it('without a main image, starts on the first largest paint', () => {
    page('<h1>Regras de Cancelamento</h1>');
    const start = vi.fn();
    startAfterPaint(start);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.instances[0]!.report(heading());
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without paint reports or a main image, starts once the page has loaded', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    page('<h1>Regras de Cancelamento</h1>');
    const start = vi.fn();
    startAfterPaint(start);
    // jsdom has finished loading the test document.
    expect(start).toHaveBeenCalledTimes(1);
  });
});
