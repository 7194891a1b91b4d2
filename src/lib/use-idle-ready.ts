import { startTransition, useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: for extras that must stay out of the first paint. The
 * change is a transition, so it never makes React give up hydrating a prerendered page still waiting for code.
 */
export function useIdleReady(fallbackDelayMs = 1500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const markReady = () => startTransition(() => setReady(true));
    let cancelIdle = () => {};
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(markReady, { timeout: 3000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(markReady, fallbackDelayMs);
        cancelIdle = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') {
      schedule();
      return () => cancelIdle();
    }
    window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancelIdle();
    };
  }, [fallbackDelayMs]);
  return ready;
}
