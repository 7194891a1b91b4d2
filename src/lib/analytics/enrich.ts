import { cookieConsentAccepted, cookieConsentKey } from '@/config/consent-storage';
import type { AnalyticsPayload } from './types';

const SESSION_KEY = 'analytics_session_id';
const FIRST_VISIT_KEY = 'analytics_first_visit';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const read = (storage: StorageLike | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (storage: StorageLike | undefined, key: string, value: string) => {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage blocked or full: the value lives for this page only.
  }
};

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The tab's session id (sessionStorage `analytics_session_id`); a corrupted value is replaced. */
export function sessionId(storage: StorageLike | undefined): string {
  const stored = read(storage, SESSION_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,128}$/.test(stored)) return stored;
  const id = randomId();
  write(storage, SESSION_KEY, id);
  return id;
}

/** True the first time this browser is seen (localStorage `analytics_first_visit` absent), then remembered. */
export function takeFirstVisit(storage: StorageLike | undefined, now: Date): boolean {
  if (read(storage, FIRST_VISIT_KEY)) return false;
  write(storage, FIRST_VISIT_KEY, now.toISOString());
  return true;
}

export function hasConsent(storage: StorageLike | undefined): boolean {
  return read(storage, cookieConsentKey) === cookieConsentAccepted;
}

/**
 * The tracker's guess at the device from the screen: a phone below 768 px, else a desktop. track-analytics
 * keeps it only when the request's User-Agent header names no device type (desktop browsers, unknown ones).
 */
function deviceGuess(screenWidth: number): AnalyticsPayload['device_type'] {
  return screenWidth > 0 && screenWidth < 768 ? 'mobile' : 'desktop';
}

export type BrowserContext = {
  device_type: AnalyticsPayload['device_type'];
  screen_resolution: string | null;
  language: string | null;
  referrer: string;
};

/**
 * What spec §3 adds to every event about the browser, from the window; nothing here identifies a person. The
 * browser and OS are not sent: track-analytics reads them from the request's User-Agent header.
 */
export function browserContext(win: Window): BrowserContext {
  const { width, height } = win.screen ?? { width: 0, height: 0 };
  const language = win.navigator.language;
  return {
    device_type: deviceGuess(width),
    screen_resolution: width > 0 && height > 0 ? `${width}x${height}` : null,
    language: language && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(language) ? language : null,
    referrer: externalReferrer(win.document.referrer, win.location.origin),
  };
}

/** The page that sent the visitor ('direct' if none, or if it was this shop). */
function externalReferrer(referrer: string, origin: string): string {
  if (!referrer) return 'direct';
  try {
    const url = new URL(referrer);
    if (url.origin === origin) return 'direct';
    return `${url.origin}/`.slice(0, 2048);
  } catch {
    return 'direct';
  }
}

/**
 * A one-way hash (SHA-256) of stable browser traits, to count returning visitors without cookies of our
 * own. Only computed after the visitor accepted cookies; the traits themselves are never sent.
 */
export async function fingerprint(win: Window): Promise<string | null> {
  const subtle = win.crypto?.subtle;
  if (!subtle) return null;
  const nav = win.navigator as Navigator & { deviceMemory?: number };
  const traits = [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.hardwareConcurrency ?? '',
    nav.deviceMemory ?? '',
    nav.maxTouchPoints ?? '',
    win.screen ? `${win.screen.width}x${win.screen.height}x${win.screen.colorDepth}` : '',
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  ].join('|');
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(traits));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}
