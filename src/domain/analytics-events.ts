/**
 * The event types of spec §3, one list for the browser's tracker, the track-analytics function and the tests
 * (the analytics_events table's check constraint, migration 20261122000500, names the same six).
 */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'time_on_page',
  'click_whatsapp',
  'add_to_cart',
  'checkout_start',
  'checkout_complete',
] as const;

export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** An event's page path is at most this long: track-analytics refuses a longer one, and the tracker cuts it there. */
export const MAX_URL_PATH = 2048;
