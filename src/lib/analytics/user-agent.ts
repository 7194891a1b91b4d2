import { UAParser } from 'ua-parser-js';

/** What the analytics events say about the browser, from its user agent. */
export type UserAgentInfo = { deviceKind: string | null; browser: string | null; os: string | null };

/** ua-parser-js's device type, browser and OS (not the CPU nor the engine, which no event carries). */
export function parseUserAgent(userAgent: string): UserAgentInfo {
  const parser = new UAParser(userAgent);
  return {
    deviceKind: parser.getDevice().type ?? null,
    browser: parser.getBrowser().name ?? null,
    os: parser.getOS().name ?? null,
  };
}
