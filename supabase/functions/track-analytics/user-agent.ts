import Bowser from 'bowser';
import { redactPersonalData } from './redact.ts';
import type { AnalyticsRow } from './validate.ts';

type DeviceType = NonNullable<AnalyticsRow['device_type']>;

/** What a request's User-Agent header tells about the browser that sent it; null where it tells nothing. */
export type UserAgentFacts = { browser: string | null; os: string | null; device_type: DeviceType | null };

const NOTHING: UserAgentFacts = { browser: null, os: null, device_type: null };

/** The columns' limit, as the validator checks the values an event sends itself. */
const MAX_NAME = 64;

/** bowser's regular expressions read only the header's first characters, so a 10 kB header costs no more than a normal one. */
const MAX_HEADER = 512;

/**
 * The browser names bowser knows. For a header it does not recognise, bowser's last resort names the browser after
 * whatever comes before the first '/' ('Mozilla' for `Mozilla/5.0 (…`): that says nothing, so it is not stored.
 */
const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));

/** A name clipped to the column, never ending in half a surrogate pair; e-mails and phones replaced. */
function name(value: string | undefined): string | null {
  if (!value) return null;
  const clipped = value.slice(0, MAX_NAME).replace(/[\ud800-\udbff]$/, '');
  return redactPersonalData(clipped) || null;
}

/**
 * bowser's platform type as the shop counts it: a tablet, a phone (bowser counts a watch as one), or, for a
 * desktop, television or bot, not a phone nor a tablet. A header bowser cannot place: null, it says nothing.
 */
function deviceType(kind: string | undefined): DeviceType | null {
  if (!kind) return null;
  if (kind === 'tablet') return 'tablet';
  if (kind === 'mobile') return 'mobile';
  return 'desktop';
}

/** The browser, OS and device type of a User-Agent header, with bowser's names ('Chrome', 'macOS'). */
export function readUserAgent(header: string | null): UserAgentFacts {
  const ua = (header ?? '').slice(0, MAX_HEADER);
  // bowser refuses an empty header (it throws); there is nothing to read in one anyway.
  if (!ua.trim()) return NOTHING;
  const parsed = Bowser.parse(ua);
  const browser = parsed.browser.name;
  return {
    browser: browser && KNOWN_BROWSERS.has(browser) ? name(browser) : null,
    os: name(parsed.os.name),
    device_type: deviceType(parsed.platform.type),
  };
}

/**
 * An event with what the header tells filled in. Browser and OS: the event's own values when it sends them,
 * else the header's. Device type: the header's when it names one (it knows a tablet from a phone, and a desktop
 * from a narrow window, which a screen width does not), else the event's own (the tracker's guess from the
 * screen), else 'desktop'.
 */
export function withUserAgent(row: AnalyticsRow, facts: UserAgentFacts): AnalyticsRow {
  return {
    ...row,
    browser: row.browser ?? facts.browser,
    os: row.os ?? facts.os,
    device_type: facts.device_type ?? row.device_type ?? 'desktop',
  };
}
