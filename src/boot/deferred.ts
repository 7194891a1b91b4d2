import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { afterHydration } from './hydration';
import type { LoadOnce } from './load-once';

type IdleTiming = { timeoutMs: number; fallbackDelayMs: number };

/**
 * Runs `callback` once the page has hydrated and loaded and the browser is idle, at the latest `timeoutMs` after
 * that; where requestIdleCallback is missing (Safari, jsdom), `fallbackDelayMs` after it. Returns a function that
 * cancels it.
 */
function whenPageIdle(callback: () => void, { timeoutMs, fallbackDelayMs }: IdleTiming): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, fallbackDelayMs);
      cancel = () => window.clearTimeout(id);
    }
  };
  const afterLoad = () => {
    if (document.readyState === 'complete') return whenIdle();
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  };
  cancel = afterHydration(afterLoad);
  return () => cancel();
}

const pageIdle: IdleTiming = { timeoutMs: 3000, fallbackDelayMs: 1500 };
// In view: fetched when the browser has nothing better to do, a little sooner than what is not in view.
const inViewIdle: IdleTiming = { timeoutMs: 5000, fallbackDelayMs: 1000 };

const subscribeToNothing = () => () => {};

export type DeferOptions<T> = {
  /** Start once the page has hydrated and loaded and the browser is idle. */
  idle?: boolean;
  /** Start once this element has scrolled into view (and the browser is idle). */
  view?: RefObject<Element | null>;
  /** Code to load on start; `module` is it once loaded. */
  load?: LoadOnce<T>;
};

export type Deferred<T> = {
  /**
   * Whether the piece of UI may start: with `load`, once its code is in (at once where another component loaded
   * it already); without, once started. Always false on the server and while hydrating, so it never changes
   * the prerendered HTML, and its change is never urgent.
   */
  ready: boolean;
  module: T | undefined;
  /** Starts it now (the visitor is reaching for it); rejects when its code could not load. */
  start(): Promise<unknown>;
  /** Pointer, focus and touch handlers that start it: spread them on what the visitor reaches for. */
  intent: {
    onPointerEnter(): void;
    onPointerDown(): void;
    onFocus(): void;
    onTouchStart(): void;
  };
};

/**
 * The one way to keep a piece of UI (and its code) out of the first load and the hydration: it starts when the
 * browser is idle (`idle`), when it scrolls into view (`view`), or at once when the visitor reaches for it
 * (`intent`, `start()`), whichever comes first. Examples: the carousels, the booking calendar, the chat button.
 */
export function useDeferred<T = never>({ idle = false, view, load }: DeferOptions<T> = {}): Deferred<T> {
  const [started, setStarted] = useState(false);
  const startedRef = useRef(false);
  const module = useSyncExternalStore(
    load?.subscribe ?? subscribeToNothing,
    () => load?.current(),
    () => undefined,
  );
  const ready = load ? module !== undefined : started;

  const start = useCallback((): Promise<unknown> => {
    if (!startedRef.current) {
      startedRef.current = true;
      startTransition(() => setStarted(true));
    }
    return load ? load.load() : Promise.resolve();
  }, [load]);
  const startQuietly = useCallback(() => void start().catch(() => undefined), [start]);

  useEffect(() => {
    if (!idle || ready) return;
    return whenPageIdle(startQuietly, pageIdle);
  }, [idle, ready, startQuietly]);

  useEffect(() => {
    const element = view?.current;
    if (!element || ready || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenPageIdle(startQuietly, inViewIdle);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [view, ready, startQuietly]);

  return {
    ready,
    module,
    start,
    intent: {
      onPointerEnter: startQuietly,
      onPointerDown: startQuietly,
      onFocus: startQuietly,
      onTouchStart: startQuietly,
    },
  };
}
