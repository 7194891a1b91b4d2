import {
  ANALYTICS_EVENT_TYPES,
  MAX_URL_PATH,
  type AnalyticsEventType,
} from '../../../src/domain/analytics-events.ts';
import { isPersonalText, redactEventData, redactPath, redactPersonalData } from './redact.ts';

/** The event types of spec §3. */
const EVENT_TYPES = ANALYTICS_EVENT_TYPES;

type EventType = AnalyticsEventType;

/** A row for analytics_events, as validated (the server adds created_at). */
export type AnalyticsRow = {
  event_type: EventType;
  url_path: string;
  page_title: string | null;
  event_data: Record<string, unknown>;
  session_id: string;
  user_fingerprint: string | null;
  device_type: 'tablet' | 'mobile' | 'desktop' | null;
  browser: string | null;
  os: string | null;
  screen_resolution: string | null;
  language: string | null;
  referrer: string | null;
};

const MAX_EVENTS_PER_CALL = 50;
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_EVENT_DATA_BYTES = 4 * 1024;
const MAX_SECONDS_ON_PAGE = 24 * 60 * 60;

/**
 * Keys that would identify a person: refused wherever they appear in event_data (the tracker sending such a
 * field is a bug to see, not to hide). Values are redacted instead, see redact.ts.
 */
const personalKeys =
  /^(e-?mail|nome|name|nome_completo|full_?name|phone|telefone|celular|mobile|cpf|password|senha)$/i;

/** Deeper event_data is refused: the shop's events are flat, and the personal-key check must see every level. */
const MAX_EVENT_DATA_DEPTH = 5;

// PostgreSQL text and jsonb cannot hold U+0000 or half a surrogate pair: refused here rather than failing the insert.
const halfSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const storable = (value: string) => !value.includes('\u0000') && !halfSurrogate.test(value);

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalText(value: unknown, max: number, pattern?: RegExp): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > max || !storable(value)) return undefined;
  if (pattern && !pattern.test(value)) return undefined;
  return value;
}

/** What is wrong with event_data's contents (a personal key, unstorable text, too deep), or null. */
function dataProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return storable(value) ? null : 'text that cannot be stored';
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_EVENT_DATA_DEPTH) return `more than ${MAX_EVENT_DATA_DEPTH} levels`;
  const entries = Array.isArray(value) ? value.map((entry) => ['', entry] as const) : Object.entries(value);
  for (const [key, entry] of entries) {
    if (personalKeys.test(key)) return `personal data (${key})`;
    if (isPersonalText(key)) return 'personal data (an e-mail address or phone number as a key)';
    if (!storable(key)) return 'a key that cannot be stored';
    const found = dataProblem(entry, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The referrer as its origin only (`https://www.google.com/`): a path or query could identify a person. */
function referrerOrigin(value: string | null): string | null | undefined {
  if (value === null || value === 'direct') return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}/` : undefined;
  } catch {
    return undefined;
  }
}

function validateEvent(raw: unknown, index: number): Result<AnalyticsRow> {
  const fail = (what: string): Result<AnalyticsRow> => ({ ok: false, message: `events[${index}]: ${what}` });
  if (!isRecord(raw)) return fail('must be an object');
  const type = raw.event_type;
  if (typeof type !== 'string' || !(EVENT_TYPES as readonly string[]).includes(type)) {
    return fail(`event_type must be one of ${EVENT_TYPES.join(', ')}`);
  }
  if (
    typeof raw.url_path !== 'string' ||
    !raw.url_path.startsWith('/') ||
    raw.url_path.length > MAX_URL_PATH ||
    !storable(raw.url_path)
  ) {
    return fail(`url_path must be a path starting with / (at most ${MAX_URL_PATH} characters)`);
  }
  // The query and fragment are dropped: they may carry tokens or personal data, and pages are counted by path.
  const path = redactPath(raw.url_path.replace(/[?#].*$/s, ''));
  if (typeof raw.session_id !== 'string' || !/^[A-Za-z0-9_-]{8,128}$/.test(raw.session_id)) {
    return fail('session_id must be 8 to 128 letters, digits, - or _');
  }
  const data = raw.event_data ?? {};
  if (!isRecord(data)) return fail('event_data must be an object');
  if (new TextEncoder().encode(JSON.stringify(data)).byteLength > MAX_EVENT_DATA_BYTES) {
    return fail(`event_data is larger than ${MAX_EVENT_DATA_BYTES} bytes`);
  }
  const problem = dataProblem(data);
  if (problem) return fail(`event_data must not carry ${problem}`);
  if (type === 'time_on_page') {
    const seconds = data.seconds;
    if (
      typeof seconds !== 'number' ||
      !Number.isInteger(seconds) ||
      seconds < 1 ||
      seconds > MAX_SECONDS_ON_PAGE
    ) {
      return fail('time_on_page needs event_data.seconds, a whole number of seconds above 0');
    }
  }
  const referrer = optionalText(raw.referrer, 2048);
  const text = {
    page_title: optionalText(raw.page_title, 300),
    user_fingerprint: optionalText(raw.user_fingerprint, 128, /^[A-Za-z0-9_-]+$/),
    browser: optionalText(raw.browser, 64),
    os: optionalText(raw.os, 64),
    screen_resolution: optionalText(raw.screen_resolution, 32, /^\d{1,5}x\d{1,5}$/),
    language: optionalText(raw.language, 35, /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/),
    referrer: referrer === undefined ? undefined : referrerOrigin(referrer),
  };
  for (const [field, value] of Object.entries(text)) {
    if (value === undefined) return fail(`${field} is not valid`);
  }
  const device = raw.device_type ?? null;
  if (device !== null && device !== 'tablet' && device !== 'mobile' && device !== 'desktop') {
    return fail('device_type must be tablet, mobile or desktop');
  }
  // E-mail addresses and phone numbers in free text are replaced by [removido]: the event still counts, and
  // a page title, a label or a path that showed a customer's address does not store it.
  const redacted = (value: string | null | undefined) => (value ? redactPersonalData(value) : null);
  return {
    ok: true,
    value: {
      event_type: type as EventType,
      url_path: path,
      page_title: redacted(text.page_title),
      event_data: redactEventData(data) as Record<string, unknown>,
      session_id: raw.session_id,
      user_fingerprint: text.user_fingerprint ?? null,
      device_type: device,
      browser: redacted(text.browser),
      os: redacted(text.os),
      screen_resolution: text.screen_resolution ?? null,
      language: text.language ?? null,
      referrer: text.referrer ?? null,
    },
  };
}

/** `{events: [...]}` with 1 to 50 valid events, all or nothing. */
export function validateBatch(body: unknown): Result<AnalyticsRow[]> {
  if (!isRecord(body) || !Array.isArray(body.events)) {
    return { ok: false, message: 'The body must be {"events": [...]}' };
  }
  if (body.events.length === 0 || body.events.length > MAX_EVENTS_PER_CALL) {
    return { ok: false, message: `Send 1 to ${MAX_EVENTS_PER_CALL} events per call` };
  }
  const rows: AnalyticsRow[] = [];
  for (const [index, raw] of body.events.entries()) {
    const event = validateEvent(raw, index);
    if (!event.ok) return event;
    rows.push(event.value);
  }
  return { ok: true, value: rows };
}
