import { isTypeName } from './casts.ts';
import { parseError } from './errors.ts';
import { splitTopLevel, unquote } from './parse.ts';

/**
 * PostgREST's `select` grammar as a tree: columns (with JSON paths, casts and aggregates), `*`, and embedded
 * resources (`alias:relation!hint!inner(...)`, `...relation(...)` to spread one into its parent).
 */

export type JsonStep = { arrow: '->' | '->>'; key: string };

/** A column with an optional JSON path: `data`, `data->a->>b`, `tags->0`. */
export type FieldPath = { column: string; path: JsonStep[] };

export const aggregates = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type AggregateName = (typeof aggregates)[number];

export type FieldItem = {
  kind: 'field';
  /** '' for `count()`, which counts rows. */
  field: FieldPath;
  alias?: string;
  /** `col::type`: the value's type; with an aggregate, the aggregate's result type (`col.sum()::text`). */
  cast?: string;
  aggregate?: { name: AggregateName; inputCast?: string };
};

export type EmbedItem = {
  kind: 'embed';
  /** A table, view, function or foreign-key column name. */
  name: string;
  alias?: string;
  /** A foreign key's name, one of its columns, or a join table. */
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  /** Empty for `rel()`: embedded for filtering only, absent from the answer. */
  select: SelectNode[];
};

export type SelectNode = { kind: 'star' } | FieldItem | EmbedItem;

const name = String.raw`(?:"(?:[^"\\]|\\.)*"|[^"():!.,>-]+(?:-(?!>)[^"():!.,>-]*)*)`;
const castPattern = String.raw`::([^:.()]+?)`;
const fieldPattern = new RegExp(
  String.raw`^(${name})((?:->>?(?:${name}|-?\d+))*)(?:${castPattern})?(?:\.(count|sum|avg|max|min)\(\))?(?:${castPattern})?$`,
);

function checkCast(cast: string | undefined): string | undefined {
  if (cast === undefined) return undefined;
  if (!isTypeName(cast)) throw parseError(`Invalid cast "${cast}"`, 'a cast is a type name');
  return cast.trim();
}

/** `data->a->>b` → the column and its steps; refuses anything else. */
export function parseFieldPath(text: string): FieldPath {
  const match = new RegExp(String.raw`^(${name})((?:->>?(?:${name}|-?\d+))*)$`).exec(text.trim());
  if (!match || !match[1]) throw parseError(`"failed to parse field (${text})"`, `unexpected "${text}"`);
  return { column: unquote(match[1].trim()), path: parseSteps(match[2] ?? '') };
}

function parseSteps(text: string): JsonStep[] {
  return [...text.matchAll(new RegExp(String.raw`(->>?)(${name}|-?\d+)`, 'g'))].map((m) => ({
    arrow: m[1] as JsonStep['arrow'],
    key: unquote(m[2] ?? ''),
  }));
}

/** The key a field gets in the answer: its alias, the aggregate, the last JSON key, or the column. */
export function fieldKey(item: FieldItem): string {
  if (item.alias) return item.alias;
  if (item.aggregate) return item.aggregate.name;
  const last = item.field.path.at(-1);
  return last ? last.key : item.field.column;
}

/** Splits `alias:rest` (a `::` cast is not an alias). */
function splitAlias(text: string): { alias?: string; rest: string } {
  const match = /^("(?:[^"\\]|\\.)*"|[^:"(]+):(?!:)([\s\S]+)$/.exec(text);
  if (!match) return { rest: text };
  return { alias: unquote((match[1] ?? '').trim()), rest: (match[2] ?? '').trim() };
}

function parseField(text: string, alias: string | undefined): FieldItem {
  if (/^count\(\)(::[^:]+)?$/.test(text)) {
    const cast = checkCast(/::(.+)$/.exec(text)?.[1]);
    return { kind: 'field', field: { column: '', path: [] }, alias, cast, aggregate: { name: 'count' } };
  }
  const match = fieldPattern.exec(text);
  if (!match || !match[1])
    throw parseError(`"failed to parse select parameter (${text})"`, `unexpected "${text}"`);
  const [, column = '', steps = '', firstCast, aggregate, outerCast] = match;
  const field: FieldPath = { column: unquote(column.trim()), path: parseSteps(steps) };
  if (aggregate) {
    return {
      kind: 'field',
      field,
      alias,
      cast: checkCast(outerCast),
      aggregate: { name: aggregate as AggregateName, inputCast: checkCast(firstCast) },
    };
  }
  if (outerCast !== undefined) throw parseError(`Invalid cast "${text}"`, 'a cast is a type name');
  return { kind: 'field', field, alias, cast: checkCast(firstCast) };
}

function parseEmbed(text: string, alias: string | undefined, spread: boolean): EmbedItem {
  const open = text.indexOf('(');
  const head = text.slice(0, open);
  const inner = text.slice(open + 1, -1);
  const [target = '', ...modifiers] = head.split('!').map((part) => part.trim());
  let hint: string | undefined;
  let join: EmbedItem['join'];
  for (const modifier of modifiers) {
    if (modifier === 'inner' || modifier === 'left') join = modifier;
    else if (hint === undefined && modifier) hint = unquote(modifier);
    else throw parseError(`"failed to parse select parameter (${text})"`, `unexpected "${modifier}"`);
  }
  if (!target) throw parseError(`"failed to parse select parameter (${text})"`, 'expected a relation name');
  return {
    kind: 'embed',
    name: unquote(target),
    alias,
    hint,
    join,
    spread,
    select: inner.trim() === '' ? [] : parseSelectList(inner),
  };
}

function parseItem(raw: string): SelectNode {
  const item = raw.trim();
  if (item === '*') return { kind: 'star' };
  if (item.startsWith('...')) {
    const rest = item.slice(3).trim();
    if (!rest.endsWith(')') || !rest.includes('(')) {
      throw parseError(`"failed to parse select parameter (${item})"`, 'a spread needs an embedded resource');
    }
    return parseEmbed(rest, undefined, true);
  }
  const { alias, rest } = splitAlias(item);
  // `name(...)`, `name!hint(...)`: an embedded resource; `count()` and `col.sum()` are aggregates.
  const head = /^([^():]*)\(/.exec(rest)?.[1];
  const aggregate =
    head !== undefined &&
    /^(count|.+\.(count|sum|avg|max|min))$/.test(head.trim()) &&
    /^[^(]*\(\)/.test(rest);
  const embed = head !== undefined && rest.endsWith(')') && !aggregate;
  return embed ? parseEmbed(rest, alias, false) : parseField(rest, alias);
}

function parseSelectList(text: string): SelectNode[] {
  return splitTopLevel(text).map((part) => {
    if (part.trim() === '') throw parseError(`"failed to parse select parameter (${text})"`);
    return parseItem(part);
  });
}

/** The `select` parameter; absent or empty means `*`. */
export function parseSelect(text: string | null): SelectNode[] {
  if (text === null || text.trim() === '') return [{ kind: 'star' }];
  return parseSelectList(text);
}
