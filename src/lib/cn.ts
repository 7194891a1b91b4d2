import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * The utilities this code base lets a later class override (a caller's className over a primitive's default, a
 * state's class over the base): a later class of a group replaces an earlier one with the same variants (`sm:`,
 * `hover:`). Any other class is kept as written. tailwind-merge does this for every utility, at 8.5 kB gzip of
 * the first load; these are the groups the shop uses. A new override of another utility adds its group here and
 * a row to cn.test.ts; in development and tests cn() reports any list tailwind-merge would merge differently.
 */
const groups: [group: string, pattern: RegExp][] = [
  ['p', /^p-/],
  ['px', /^px-/],
  ['py', /^py-/],
  ['pt', /^pt-/],
  ['pr', /^pr-/],
  ['pb', /^pb-/],
  ['pl', /^pl-/],
  ['gap', /^gap-(?![xy]-)/],
  ['h', /^h-/],
  ['min-h', /^min-h-/],
  ['max-h', /^max-h-/],
  ['w', /^w-/],
  ['max-w', /^max-w-/],
  ['font-size', /^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(rem|px|em)\])$/],
  ['text-align', /^text-(left|center|right|justify|start|end)$/],
  ['text-color', /^text-(?!(wrap|nowrap|balance|pretty|ellipsis|clip)$)/],
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['leading', /^leading-/],
  ['tracking', /^tracking-/],
  ['text-transform', /^(uppercase|lowercase|capitalize|normal-case)$/],
  ['whitespace', /^whitespace-/],
  [
    'bg-color',
    /^bg-(?!(gradient-|linear-|radial|conic|clip-|origin-|blend-|fixed|local|scroll|none|cover|contain|auto|repeat|no-repeat|center|top|bottom|left|right))/,
  ],
  ['border-w', /^border(-\d+)?$/],
  ['border-w-t', /^border-t(-\d+)?$/],
  ['border-w-b', /^border-b(-\d+)?$/],
  [
    'border-color',
    /^border-(?!([xytrblse](-\d+)?$|\d+$|solid$|dashed$|dotted$|double$|hidden$|none$|collapse$|separate$|spacing))/,
  ],
  ['rounded', /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|full))?$/],
  ['shadow', /^shadow(-(xs|sm|md|lg|xl|2xl|inner|none|\[.+\]))?$/],
  ['overflow', /^overflow-(auto|hidden|clip|visible|scroll)$/],
  ['overflow-x', /^overflow-x-/],
  ['overflow-y', /^overflow-y-/],
  ['flex-direction', /^flex-(row|col)(-reverse)?$/],
  ['justify-content', /^justify-(start|end|center|between|around|evenly|stretch|normal)$/],
  ['cursor', /^cursor-/],
];

/** A later class of the key group replaces earlier classes of these groups too (`p-4` replaces `px-3`). */
const alsoReplaces: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  'font-size': ['leading'],
  overflow: ['overflow-x', 'overflow-y'],
  'border-w': ['border-w-t', 'border-w-b'],
};

/** The class's variants (`sm:hover:`) and its utility (`bg-muted`), split at the last colon outside brackets. */
function splitVariants(className: string): [variants: string, utility: string] {
  let depth = 0;
  for (let index = className.length - 1; index >= 0; index--) {
    const char = className[index];
    if (char === ']') depth++;
    else if (char === '[') depth--;
    else if (char === ':' && depth === 0) return [className.slice(0, index + 1), className.slice(index + 1)];
  }
  return ['', className];
}

/**
 * What a page renders repeats the same few hundred class lists (every Badge, Button, card), and hydrating a page
 * merges each again: both lookups are remembered, so a list is merged once per page load, not once per element.
 * Bounded, since a few lists hold a value (an arbitrary width); past the bound the memory starts over.
 */
const MEMO_LIMIT = 2000;
const groupOfUtility = new Map<string, string | null>();
const mergedLists = new Map<string, string>();

function remember<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

function groupOf(utility: string): string | null {
  const known = groupOfUtility.get(utility);
  if (known !== undefined) return known;
  return remember(groupOfUtility, utility, groups.find(([, pattern]) => pattern.test(utility))?.[0] ?? null);
}

/** Keeps the last class of each group (per variants), dropping the earlier ones it overrides. */
export function mergeClasses(classList: string): string {
  return mergedLists.get(classList) ?? remember(mergedLists, classList, mergeUncached(classList));
}

function mergeUncached(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    const [variants, utility] = splitVariants(className);
    const group = groupOf(utility);
    if (group === null) {
      kept.push(className);
      continue;
    }
    if (taken.has(variants + group)) continue;
    taken.add(variants + group);
    for (const replaced of alsoReplaces[group] ?? []) taken.add(variants + replaced);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

export function cn(...inputs: ClassValue[]): string {
  const merged = mergeClasses(clsx(inputs));
  if (import.meta.env.DEV) reportMergeDifference(clsx(inputs), merged);
  return merged;
}

/** Development and tests only (the build drops it, and tailwind-merge with it). */
function reportMergeDifference(classList: string, merged: string): void {
  const expected = twMerge(classList);
  if (merged !== expected) {
    console.error(
      `cn(): "${classList}" gives "${merged}", tailwind-merge "${expected}"; add the group to src/lib/cn.ts`,
    );
  }
}
