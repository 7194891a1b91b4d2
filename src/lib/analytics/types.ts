import type { AnalyticsEventType } from '@/domain/analytics-events';

/** Spec §3 event types. */
export type { AnalyticsEventType };

/** What the shop records; the tracker adds the page and the visitor context. Never personal data. */
export type TrackedEvent = {
  type: AnalyticsEventType;
  data?: Record<string, string | number | boolean | null>;
  /** Defaults to the current path and title when the event is recorded. */
  path?: string;
  title?: string;
  /** When it happened (ms since the epoch); defaults to when the tracker gets it. A page's time counts from its view's. */
  at?: number;
};

/**
 * The body of one event for track-analytics (spec call 21). No browser nor OS: the function reads them from the
 * request's User-Agent header, and the device type too when the header names one.
 */
export type AnalyticsPayload = {
  event_type: AnalyticsEventType;
  url_path: string;
  page_title: string | null;
  event_data: Record<string, unknown>;
  session_id: string;
  user_fingerprint: string | null;
  device_type: 'tablet' | 'mobile' | 'desktop';
  screen_resolution: string | null;
  language: string | null;
  referrer: string;
};
