// The shop's analytics entry point: tiny, in the first page load. The tracker itself (hashing, queueing,
// sending) loads when the browser is idle; events recorded before that wait here.
import { loadOnce } from '@/boot/load-once';
import type { AnalyticsEventType, TrackedEvent } from './types';

export type { AnalyticsEventType } from './types';

const waiting: TrackedEvent[] = [];
const tracker = loadOnce(() =>
  import('./tracker').then(({ getTracker }) => {
    const loaded = getTracker();
    for (const event of waiting.splice(0)) loaded.record(event);
    return loaded;
  }),
);

/** Loads the tracker and hands it everything recorded so far; failures are silent (analytics never breaks a page). */
export function startAnalytics(): Promise<void> {
  return tracker.load().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Records an event (spec §3). Page path and title default to the current page at this moment; `at`, when it
 * happened, to now (the tracker may load only later, at idle).
 */
export function track(type: AnalyticsEventType, data?: TrackedEvent['data'], at = Date.now()): void {
  if (typeof window === 'undefined') return;
  const event: TrackedEvent = { type, data, path: window.location.pathname, title: document.title, at };
  const loaded = tracker.current();
  if (loaded) loaded.record(event);
  else waiting.push(event);
}
