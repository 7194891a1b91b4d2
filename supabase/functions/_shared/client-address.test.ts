import { addressKey, clientAddress, normaliseAddress } from './client-address.ts';

describe('normaliseAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]:443', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  it.each(['', 'unknown', '256.1.1.1', '1.2.3', 'example.com', '2001:db8::g'])('refuses %j', (raw) => {
    expect(normaliseAddress(raw)).toBeNull();
  });
});

describe('clientAddress reads the first entry of x-forwarded-for', () => {
  const request = (forwardedFor?: string) =>
    new Request('http://localhost/track-analytics', {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });

  it.each([
    ['198.51.100.4, 10.0.0.1', '198.51.100.4'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['nonsense, 10.0.0.1', null],
    [undefined, null],
  ])('%s', (header, expected) => {
    expect(clientAddress(request(header))).toBe(expected);
  });
});

describe('addressKey', () => {
  beforeAll(() => {
    process.env.SUPABASE_SERVICE_ROLE_KEY ??= 'test-secret';
  });

  it('is a stable hex key that does not contain the address', async () => {
    const key = await addressKey('203.0.113.7');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await addressKey('203.0.113.7')).toBe(key);
    expect(await addressKey('203.0.113.8')).not.toBe(key);
  });

  it('gives no key without an address', async () => {
    expect(await addressKey(null)).toBeNull();
  });
});
