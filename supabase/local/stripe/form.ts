/** A value decoded from Stripe's bracketed form encoding: strings, nested objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const segmentsOf = (key: string): string[] | null => {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  return [match[1]!, ...rest];
};

/**
 * Decodes `a[b][0][c]=v` (what stripe-node sends, via qs) into nested values; numeric segments make arrays,
 * `[]` appends. Malformed keys are reported instead of guessed at.
 */
export function decodeStripeForm(
  body: string,
): { ok: true; value: Record<string, FormValue> } | { ok: false; key: string } {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = segmentsOf(key);
    if (!segments || segments.some((s) => s === '__proto__' || s === 'constructor' || s === 'prototype')) {
      return { ok: false, key };
    }
    let node: Record<string, FormValue> | FormValue[] = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      const last = i === segments.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(segments[i + 1]!);
      const slot: string | number = Array.isArray(node)
        ? segment === ''
          ? node.length
          : Number(segment)
        : segment;
      if (Array.isArray(node) && (!Number.isInteger(slot) || (slot as number) > 1000))
        return { ok: false, key };
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        break;
      }
      const existing = container[slot];
      if (existing === undefined || typeof existing === 'string') container[slot] = nextIsIndex ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    }
  }
  return { ok: true, value: root };
}

export const isRecord = (value: FormValue | undefined): value is { [key: string]: FormValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number from 1 to `max` written in digits, as Stripe's integer parameters take it; null otherwise. */
export const positiveInt = (value: FormValue | undefined, max: number) =>
  typeof value === 'string' && /^\d{1,12}$/.test(value) && Number(value) >= 1 && Number(value) <= max
    ? Number(value)
    : null;

/** Stripe's metadata rules: at most 50 keys, keys up to 40 and values up to 500 characters. */
export function decodeMetadata(
  value: FormValue | undefined,
): { ok: true; value: Record<string, string> } | { ok: false; message: string; param: string } {
  const metadata: Record<string, string> = {};
  if (value === undefined) return { ok: true, value: metadata };
  if (!isRecord(value)) return { ok: false, message: 'Invalid metadata.', param: 'metadata' };
  const entries = Object.entries(value);
  if (entries.length > 50)
    return { ok: false, message: 'Metadata can have at most 50 keys.', param: 'metadata' };
  for (const [key, text] of entries) {
    if (typeof text !== 'string' || key.length > 40 || text.length > 500) {
      return {
        ok: false,
        message: 'Metadata keys are at most 40 and values at most 500 characters.',
        param: `metadata[${key}]`,
      };
    }
    metadata[key] = text;
  }
  return { ok: true, value: metadata };
}
