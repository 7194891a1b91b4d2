// The shop's analytics entry point: tiny, in the first page load. The tracker itself (user-agent parsing,
// hashing, queueing, sending) loads when the browser is idle; events recorded before that wait here.
import type { AnalyticsEventType, TrackedEvent } from './types';

export type { AnalyticsEventType } from './types';

type Tracker = { record(event: TrackedEvent): void };

const waiting: TrackedEvent[] = [];
let tracker: Tracker | null = null;
let loading: Promise<void> | null = null;

/** Loads the tracker and hands it everything recorded so far; failures are silent (analytics never breaks a page). */
export function startAnalytics(): Promise<void> {
  loading ??= import('./tracker')
    .then(({ getTracker }) => {
      tracker = getTracker();
      for (const event of waiting.splice(0)) tracker.record(event);
    })
    .catch(() => undefined);
  return loading;
}

/** Records an event (spec §3). Page path and title default to the current page at this moment. */
export function track(type: AnalyticsEventType, data?: TrackedEvent['data']): void {
  if (typeof window === 'undefined') return;
  const event: TrackedEvent = { type, data, path: window.location.pathname, title: document.title };
  if (tracker) tracker.record(event);
  else waiting.push(event);
}
