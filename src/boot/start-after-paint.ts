/**
 * When to start the app on a page. A prerendered page is already complete HTML, so the app's code
 * is fetched only once the page's main image has been painted: on a slow phone the stylesheet and
 * that image get the connection to themselves, and the page shows sooner. It starts at once on any pointer or
 * key interaction, and after `maxWaitMs` in any case. A page that is not prerendered (the empty shell of the
 * cart, My Purchases...) starts at once: there is nothing to show before the app.
 */
export type StartAfterPaintOptions = {
  /** Start no later than this after the boot script runs. */
  maxWaitMs?: number;
  /** After the main image has loaded, start this much later even if no paint of it was reported. */
  afterImageMs?: number;
};

// Focus and input too: a field filled without a key press (autofill, a paste, a test's fill) starts the app at once.
const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'input'] as const;

type Win = Window & typeof globalThis;

function supportsLargestPaint(win: Win): boolean {
  const observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  return Boolean(observer?.supportedEntryTypes?.includes('largest-contentful-paint'));
}

export function startAfterPaint(
  start: () => void,
  win: Win = window,
  { maxWaitMs = 3000, afterImageMs = 500 }: StartAfterPaintOptions = {},
): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  if (!root || root.dataset.prerendered === undefined) {
    start();
    return;
  }

  const cleanups: (() => void)[] = [];
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const cleanup of cleanups) cleanup();
    start();
  };
  const later = (ms: number) => {
    const id = win.setTimeout(go, ms);
    cleanups.push(() => win.clearTimeout(id));
  };
  const on = (target: EventTarget, type: string, listener: () => void) => {
    target.addEventListener(type, listener, { capture: true, passive: true });
    cleanups.push(() => target.removeEventListener(type, listener, { capture: true }));
  };

  later(maxWaitMs);
  for (const type of interactions) on(win, type, go);

  // The page marks its main image (the hero, a tour's first photo) with fetchpriority="high".
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (supportsLargestPaint(win)) {
    const observer = new win.PerformanceObserver((list: PerformanceObserverEntryList) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      // Without a main image, the first largest paint is the page's content.
      if (!image || entries.some((entry) => entry.element === image)) go();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    cleanups.push(() => observer.disconnect());
  }
  if (image) {
    // A main image that is not the largest paint (or a browser that reports none) still starts the app soon
    // after it loads; a broken one at once.
    if (image.complete) later(afterImageMs);
    else {
      on(image, 'load', () => later(afterImageMs));
      on(image, 'error', go);
    }
  } else if (!supportsLargestPaint(win)) {
    if (doc.readyState === 'complete') go();
    else on(win, 'load', go);
  }
}
