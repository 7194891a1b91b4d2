import { getSupabaseConfig } from '@/config/env';
import { MAX_URL_PATH } from '@/domain/analytics-events';
import {
  browserContext,
  fingerprint,
  hasConsent,
  sessionId,
  takeFirstVisit,
  type BrowserContext,
} from './enrich';
import type { AnalyticsEventType, AnalyticsPayload, TrackedEvent } from './types';

/** Spec §7 call 21 timing: every 5 s while events wait, at 10 waiting, at once for these types. */
export const FLUSH_INTERVAL_MS = 5000;
const FLUSH_AT_QUEUED = 10;
const IMMEDIATE_TYPES: ReadonlySet<AnalyticsEventType> = new Set([
  'page_view',
  'click_whatsapp',
  'add_to_cart',
  'checkout_start',
  'checkout_complete',
]);
const MAX_PER_CALL = 50;

export type Sender = (events: AnalyticsPayload[], options: { keepalive: boolean }) => Promise<void>;

type Queued = { event: TrackedEvent; consent: boolean; at: number };

export type TrackerOptions = {
  win?: Window;
  send?: Sender;
  now?: () => number;
};

/** POSTs to track-analytics with the public key headers; `keepalive` lets it outlive the page. */
function fetchSender(win: Window = window): Sender {
  return async (events, { keepalive }) => {
    const { url, anonKey } = await getSupabaseConfig();
    await win.fetch(`${url}/functions/v1/track-analytics`, {
      method: 'POST',
      keepalive,
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
    });
  };
}

/**
 * Queues events, enriches them as spec §3 says and sends them; records time on page between page views and
 * when the page is hidden or left; counts clicks on WhatsApp links. Never throws: analytics failures are silent.
 */
export function createTracker({
  win = window,
  send = fetchSender(win),
  now = () => Date.now(),
}: TrackerOptions = {}) {
  const about: BrowserContext = browserContext(win);
  const session = sessionId(safe(() => win.sessionStorage));
  const local = safe(() => win.localStorage);
  let fingerprintValue: Promise<string | null> | null = null;
  const queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let page: { path: string; title: string; since: number } | null = null;

  const fingerprintOnce = () => (fingerprintValue ??= fingerprint(win).catch(() => null));

  function toPayload({ event }: Queued, print: string | null): AnalyticsPayload {
    return {
      event_type: event.type,
      // A path past the function's limit (a mistyped or forged address) would cost the whole batch its events.
      url_path: (event.path ?? win.location.pathname).slice(0, MAX_URL_PATH),
      page_title: (event.title ?? win.document.title).slice(0, 300) || null,
      event_data: event.data ?? {},
      session_id: session,
      user_fingerprint: print,
      ...about,
    };
  }

  async function flush(keepalive = false): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = queue.splice(0);
    if (batch.length === 0) return;
    try {
      const print = batch.some((entry) => entry.consent) ? await fingerprintOnce() : null;
      const payloads = batch.map((entry) => toPayload(entry, entry.consent ? print : null));
      for (let start = 0; start < payloads.length; start += MAX_PER_CALL) {
        await send(payloads.slice(start, start + MAX_PER_CALL), { keepalive }).catch(() => undefined);
      }
    } catch {
      // Silent by design (spec §8): the shop works the same without analytics.
    }
  }

  function enqueue(event: TrackedEvent) {
    queue.push({ event, consent: hasConsent(local), at: now() });
    if (IMMEDIATE_TYPES.has(event.type) || queue.length >= FLUSH_AT_QUEUED) void flush();
    else timer ??= setTimeout(() => void flush(), FLUSH_INTERVAL_MS);
  }

  /** time_on_page for the page being left, in whole seconds, only when above 0. */
  function closePage() {
    if (!page) return;
    // At most a day: a tab left open longer still counts one day (the server refuses more).
    const seconds = Math.min(Math.floor((now() - page.since) / 1000), 86_400);
    if (seconds > 0) enqueue({ type: 'time_on_page', data: { seconds }, path: page.path, title: page.title });
  }

  function record(event: TrackedEvent) {
    try {
      if (event.type === 'page_view') {
        closePage();
        const path = event.path ?? win.location.pathname;
        page = { path, title: event.title ?? win.document.title, since: event.at ?? now() };
        enqueue({
          ...event,
          path,
          data: { ...event.data, is_first_visit: takeFirstVisit(local, new Date(now())) },
        });
        return;
      }
      enqueue(event);
    } catch {
      // Silent.
    }
  }

  // Leaving or hiding the page: its time so far, then everything waiting, with keepalive.
  const onHide = () => {
    closePage();
    if (page) page = { ...page, since: now() };
    void flush(true);
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') onHide();
    else if (page) page = { ...page, since: now() };
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (link && /\/\/(www\.)?wa\.me\/|\/\/(api|web)\.whatsapp\.com\/|^whatsapp:/i.test(link.href)) {
      record({ type: 'click_whatsapp', data: {}, path: win.location.pathname, title: win.document.title });
    }
  };
  win.addEventListener('pagehide', onHide);
  win.document.addEventListener('visibilitychange', onVisibility);
  win.document.addEventListener('click', onClick, true);
  if (hasConsent(local)) void fingerprintOnce();

  return {
    record,
    flush,
    /** Events waiting to be sent (tests). */
    pending: () => queue.length,
    dispose() {
      if (timer) clearTimeout(timer);
      win.removeEventListener('pagehide', onHide);
      win.document.removeEventListener('visibilitychange', onVisibility);
      win.document.removeEventListener('click', onClick, true);
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;

function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

let shared: Tracker | null = null;

/** The page's one tracker. */
export function getTracker(): Tracker {
  shared ??= createTracker();
  return shared;
}
