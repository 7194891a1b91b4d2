import { UAParser } from 'ua-parser-js';
import { redactPersonalData } from './redact.ts';
import type { AnalyticsRow } from './validate.ts';

type DeviceType = NonNullable<AnalyticsRow['device_type']>;

/** What a request's User-Agent header tells about the browser that sent it; null where it tells nothing. */
export type UserAgentFacts = { browser: string | null; os: string | null; device_type: DeviceType | null };

/** The columns' limit, as the validator checks the values an event sends itself. */
const MAX_NAME = 64;

/**
 * ua-parser-js reads at most 500 characters (its own limit); the header is cut before that anyway, so a
 * 10 kB header costs no more than a normal one.
 */
const MAX_HEADER = 512;

/** A name clipped to the column, never ending in half a surrogate pair; e-mails and phones replaced. */
function name(value: string | undefined): string | null {
  if (!value) return null;
  const clipped = value.slice(0, MAX_NAME).replace(/[\ud800-\udbff]$/, '');
  return redactPersonalData(clipped) || null;
}

/**
 * ua-parser-js's device type as the shop counts it: a tablet, a phone (a watch counts as one), or, for a
 * television, console, headset or embedded browser, not a phone nor a tablet. Desktop browsers have no device
 * type in ua-parser-js: null, the header says nothing.
 */
function deviceType(kind: string | undefined): DeviceType | null {
  if (kind === undefined) return null;
  if (kind === 'tablet') return 'tablet';
  if (kind === 'mobile' || kind === 'wearable') return 'mobile';
  return 'desktop';
}

/**
 * The browser, OS and device type of a User-Agent header (ua-parser-js). The browser is named without
 * ua-parser-js's "Mobile " prefix ('Mobile Chrome' is 'Chrome'): the device type already says it is a phone.
 */
export function readUserAgent(header: string | null): UserAgentFacts {
  const parser = new UAParser((header ?? '').slice(0, MAX_HEADER));
  return {
    browser: name(parser.getBrowser().name?.replace(/^Mobile /, '')),
    os: name(parser.getOS().name),
    device_type: deviceType(parser.getDevice().type),
  };
}

/**
 * An event with what the header tells filled in. Browser and OS: the event's own values when it sends them,
 * else the header's. Device type: the header's when it names one (it knows a tablet from a phone, which a
 * screen width does not), else the event's own (the tracker's guess from the screen), else 'desktop'.
 */
export function withUserAgent(row: AnalyticsRow, facts: UserAgentFacts): AnalyticsRow {
  return {
    ...row,
    browser: row.browser ?? facts.browser,
    os: row.os ?? facts.os,
    device_type: facts.device_type ?? row.device_type ?? 'desktop',
  };
}
