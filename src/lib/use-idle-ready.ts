import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

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
      cancelIdle = whenIdle(markReady, { timeoutMs: 3000, fallbackDelayMs });
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
