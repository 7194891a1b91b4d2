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
