/**
 * Runs `callback` once the browser is idle, at the latest after `timeoutMs`; where requestIdleCallback is
 * missing (Safari, jsdom), after `fallbackDelayMs`. Returns a function that cancels it.
 */
export function whenIdle(
  callback: () => void,
  { timeoutMs, fallbackDelayMs }: { timeoutMs: number; fallbackDelayMs: number },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackDelayMs);
  return () => window.clearTimeout(id);
}
