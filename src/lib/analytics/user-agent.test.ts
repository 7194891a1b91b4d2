import { readUserAgent } from './read-user-agent';
import { parseUserAgent } from './user-agent';

const androidPhone =
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const iPad =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('parseUserAgent', () => {
  it('tells the device type, browser and OS', () => {
    expect(parseUserAgent(androidPhone)).toEqual({
      deviceKind: 'mobile',
      browser: 'Mobile Chrome',
      os: 'Android',
    });
    expect(parseUserAgent(iPad)).toEqual({ deviceKind: 'tablet', browser: 'Mobile Safari', os: 'iOS' });
    expect(parseUserAgent(windowsFirefox)).toEqual({ deviceKind: null, browser: 'Firefox', os: 'Windows' });
  });

  it('gives nulls for an empty or unknown user agent', () => {
    expect(parseUserAgent('')).toEqual({ deviceKind: null, browser: null, os: null });
  });
});

describe('readUserAgent', () => {
  it('parses on this thread where there is no Web Worker (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(readUserAgent(androidPhone)).resolves.toEqual({
      deviceKind: 'mobile',
      browser: 'Mobile Chrome',
      os: 'Android',
    });
  });
});
