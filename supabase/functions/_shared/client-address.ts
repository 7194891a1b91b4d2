import { secretKey } from './env.ts';

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function normalisedIpv4(text: string): string | null {
  const octets = ipv4.exec(text)?.slice(1).map(Number);
  return octets && octets.every((octet) => octet <= 255) ? octets.join('.') : null;
}

/** The eight groups of an IPv6 address, or null. The URL parser validates and compresses it first. */
function ipv6Groups(text: string): number[] | null {
  let host: string;
  try {
    host = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = host.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * One address in the form the limits count by: IPv4 as is, IPv6 by its /64 network (a host picks any
 * address in its /64 at will, so counting single IPv6 addresses would be no limit at all).
 */
export function normaliseAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const v4 = normalisedIpv4(text);
  if (v4) return v4;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The caller's address as the platform reports it: hosted Supabase's edge puts the client first in
 * x-forwarded-for (proxies after it append theirs). Null when there is none or it is not an address.
 */
export function clientAddress(req: Request): string | null {
  const first = req.headers.get('x-forwarded-for')?.split(',')[0];
  return first ? normaliseAddress(first) : null;
}

/**
 * A key for the address that is stable across calls but reveals nothing: an HMAC under the function's
 * secret key, because a plain hash of an IPv4 address is undone by hashing all 2^32 of them. No address,
 * no key (only the embedded backend's callers, all on this machine, come without one).
 */
export async function addressKey(address: string | null): Promise<string | null> {
  if (address === null) return null;
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secretKey()),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`client-address:${address}`));
  return Array.from(new Uint8Array(mac).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
