import { readUserAgent, withUserAgent, type UserAgentFacts } from './user-agent.ts';
import type { AnalyticsRow } from './validate.ts';

const chromeAndroidPhone =
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const iPadSafari =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const firefoxLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
/** bowser knows the browser but neither the OS nor the platform. */
const firefoxFreeBsd = 'Mozilla/5.0 (X11; FreeBSD amd64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const samsungTablet =
  'Mozilla/5.0 (Linux; Android 12; SAMSUNG SM-T870) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36';
const chromeWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const samsungWatch =
  'Mozilla/5.0 (Linux; Android 11; SM-R875F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/2.0 Chrome/87.0.4280.141 Mobile Safari/537.36';
const smartTv =
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36';

describe('readUserAgent', () => {
  it.each<[string, string | null, UserAgentFacts]>([
    [
      'Chrome on an Android phone',
      chromeAndroidPhone,
      { browser: 'Chrome', os: 'Android', device_type: 'mobile' },
    ],
    ['Safari on an iPhone', iPhoneSafari, { browser: 'Safari', os: 'iOS', device_type: 'mobile' }],
    ['Safari on an iPad', iPadSafari, { browser: 'Safari', os: 'iOS', device_type: 'tablet' }],
    ['Firefox on a Linux desktop', firefoxLinux, { browser: 'Firefox', os: 'Linux', device_type: 'desktop' }],
    ['Chrome on Windows', chromeWindows, { browser: 'Chrome', os: 'Windows', device_type: 'desktop' }],
    ['Safari on a Mac', safariMac, { browser: 'Safari', os: 'macOS', device_type: 'desktop' }],
    [
      'Firefox on FreeBSD: the browser only',
      firefoxFreeBsd,
      { browser: 'Firefox', os: null, device_type: null },
    ],
    [
      'Samsung Internet on a Samsung tablet',
      samsungTablet,
      { browser: 'Samsung Internet for Android', os: 'Android', device_type: 'tablet' },
    ],
    [
      'a watch, counted as a phone',
      samsungWatch,
      { browser: 'Samsung Internet for Android', os: 'Android', device_type: 'mobile' },
    ],
    [
      'a television, neither phone nor tablet',
      smartTv,
      { browser: 'Samsung Internet for Android', os: 'Tizen', device_type: 'desktop' },
    ],
    [
      'a bot, neither phone nor tablet',
      googlebot,
      { browser: 'Googlebot', os: null, device_type: 'desktop' },
    ],
    ['an empty header', '', { browser: null, os: null, device_type: null }],
    ['a header of spaces', '   ', { browser: null, os: null, device_type: null }],
    [
      "an unknown client named only by bowser's last resort ('Mozilla')",
      'Mozilla/5.0 (compatible)',
      { browser: null, os: null, device_type: null },
    ],
    ['no header', null, { browser: null, os: null, device_type: null }],
    ['garbage', '%%%<script>\u00ff\u00fe;;((', { browser: null, os: null, device_type: null }],
    ["Node's fetch", 'node', { browser: null, os: null, device_type: null }],
  ])('%s', (_, header, facts) => {
    expect(readUserAgent(header)).toEqual(facts);
  });

  it('reads a 10 kB header by its first characters', () => {
    const huge = `${chromeAndroidPhone} ${'x'.repeat(10 * 1024)}`;
    expect(readUserAgent(huge)).toEqual({ browser: 'Chrome', os: 'Android', device_type: 'mobile' });
    expect(readUserAgent(`Mozilla/5.0 (${'('.repeat(10 * 1024)}`)).toEqual({
      browser: null,
      os: null,
      device_type: null,
    });
  });
});

const row = (overrides: Partial<AnalyticsRow> = {}): AnalyticsRow => ({
  event_type: 'page_view',
  url_path: '/',
  page_title: null,
  event_data: {},
  session_id: 'sessao-12345678',
  user_fingerprint: null,
  device_type: null,
  browser: null,
  os: null,
  screen_resolution: null,
  language: null,
  referrer: 'direct',
  ...overrides,
});

describe('withUserAgent', () => {
  const phone = readUserAgent(chromeAndroidPhone);
  const desktop = readUserAgent(firefoxLinux);
  const browserOnly = readUserAgent(firefoxFreeBsd);
  const nothing = readUserAgent('');

  it.each<[string, Partial<AnalyticsRow>, UserAgentFacts, Partial<AnalyticsRow>]>([
    ['fills what the event lacks', {}, phone, { browser: 'Chrome', os: 'Android', device_type: 'mobile' }],
    [
      "keeps the event's own browser and OS",
      { browser: 'Firefox', os: 'Windows' },
      phone,
      { browser: 'Firefox', os: 'Windows', device_type: 'mobile' },
    ],
    [
      'fills only the one the event lacks',
      { browser: 'Brave' },
      phone,
      { browser: 'Brave', os: 'Android', device_type: 'mobile' },
    ],
    [
      "takes the header's device type over the screen's guess",
      { device_type: 'desktop' },
      readUserAgent(iPadSafari),
      { browser: 'Safari', os: 'iOS', device_type: 'tablet' },
    ],
    [
      "takes the header's desktop over the screen's guess of a phone (a narrow window)",
      { device_type: 'mobile' },
      desktop,
      { browser: 'Firefox', os: 'Linux', device_type: 'desktop' },
    ],
    [
      "keeps the event's device type when the header names none",
      { device_type: 'mobile' },
      browserOnly,
      { browser: 'Firefox', os: null, device_type: 'mobile' },
    ],
    [
      'says desktop when neither tells',
      {},
      browserOnly,
      { browser: 'Firefox', os: null, device_type: 'desktop' },
    ],
    [
      'stores nulls and desktop for an unreadable header and an event that sends nothing',
      {},
      nothing,
      { browser: null, os: null, device_type: 'desktop' },
    ],
    [
      'keeps everything the event sends when the header is unreadable',
      { browser: 'Chrome', os: 'Android', device_type: 'tablet' },
      nothing,
      { browser: 'Chrome', os: 'Android', device_type: 'tablet' },
    ],
  ])('%s', (_, sent, facts, stored) => {
    const event = row(sent);
    expect(withUserAgent(event, facts)).toEqual({ ...event, ...stored });
  });
});
