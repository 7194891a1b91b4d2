import { parseError } from './errors.ts';
import { parseFieldPath, type FieldPath } from './select.ts';

export const operators = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;
export type Operator = (typeof operators)[number];

export type Condition = {
  kind: 'condition';
  field: FieldPath;
  negate: boolean;
  op: Operator;
  /** Text search configuration, for fts(english) and friends. */
  config?: string;
  /** `eq(any).{a,b}`, `like(all).{a*,b*}`: the value is a list the operator is applied across. */
  quantifier?: 'any' | 'all';
  value: string;
};
export type Logic = { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };
export type Filter = Condition | Logic;
export type OrderItem = {
  field: FieldPath;
  /** `order=rel(col)`: a column of an embedded to-one resource. */
  embed?: string;
  descending: boolean;
  nulls?: 'first' | 'last';
};

/** Splits on `separator` outside double quotes and parentheses. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '\\' && i + 1 < text.length) {
      current += c + text[++i];
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    if (depth < 0) throw parseError(`Unbalanced parentheses in "${text}"`);
    if (c === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  if (quoted || depth !== 0) throw parseError(`Unbalanced quotes or parentheses in "${text}"`);
  parts.push(current);
  return parts;
}

/** `"Some Name"` → `Some Name` (with `\"` unescaped); bare names pass through. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

function identifier(text: string, what: string): string {
  const name = unquote(text.trim());
  if (!name || /[()]/.test(name) || name.includes('->')) throw parseError(`Unsupported ${what} "${text}"`);
  return name;
}

const quantified = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

/** `[not.]op[(config)].value` → a condition on `column`. */
export function parseCondition(column: string, text: string): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!match || !(operators as readonly string[]).includes(match[1] ?? '')) {
    throw parseError(`"failed to parse filter (${text})" (line 1, column 1)`, `unexpected "${text}"`);
  }
  const op = match[1] as Operator;
  const value = match[3] ?? '';
  const modifier = match[2];
  let quantifier: Condition['quantifier'];
  let config: string | undefined;
  if (modifier === 'any' || modifier === 'all') {
    if (!quantified.has(op))
      throw parseError(`"failed to parse filter (${text})"`, `unexpected "(${modifier})"`);
    if (!/^\{.*\}$/s.test(value))
      throw parseError(`"failed to parse filter (${text})"`, 'expected {a,b,...}');
    quantifier = modifier;
  } else if (modifier !== undefined) {
    if (!['fts', 'plfts', 'phfts', 'wfts'].includes(op))
      throw parseError(`"failed to parse filter (${text})"`, `unexpected "(${modifier})"`);
    config = modifier;
  }
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw parseError(
      `failed to parse filter (is.${value})`,
      'is accepts null, not_null, true, false or unknown',
    );
  }
  if (op === 'in' && !/^\(.*\)$/s.test(value))
    throw parseError(`failed to parse filter (in.${value})`, 'expected (a,b,...)');
  return { kind: 'condition', field: parseFieldPath(column), negate, op, config, quantifier, value };
}

/** `(a.eq.1,and(b.gt.2,c.is.null))` → logic tree. */
export function parseLogic(key: string, text: string): Logic {
  const keyMatch = /^(not\.)?(and|or)$/.exec(key);
  if (!keyMatch || !text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${text})`);
  }
  const children = splitTopLevel(text.slice(1, -1)).map((part): Filter => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested) return parseLogic(`${nested[1] ?? ''}${nested[2]}`, nested[3] ?? '');
    const dot = part.indexOf('.');
    if (dot <= 0) throw parseError(`failed to parse logic tree (${text})`);
    const value = part.slice(dot + 1);
    return parseCondition(
      part.slice(0, dot),
      value.replace(/\.("(?:[^"\\]|\\.)*")$/, (_m, q: string) => '.' + unquote(q)),
    );
  });
  if (children.length === 0) throw parseError(`failed to parse logic tree (${text})`);
  return { kind: 'logic', op: keyMatch[2] as 'and' | 'or', negate: Boolean(keyMatch[1]), children };
}

export function parseOrder(text: string | null): OrderItem[] {
  if (!text) return [];
  return splitTopLevel(text).map((raw) => {
    const parts = raw.split('.');
    const modifiers = parts.filter((p, i) => i > 0 && ['asc', 'desc', 'nullsfirst', 'nullslast'].includes(p));
    const columnText = parts.slice(0, parts.length - modifiers.length).join('.');
    if (parts.length - modifiers.length < 1 || modifiers.length > 2)
      throw parseError(`failed to parse order (${raw})`);
    const embedded = /^([^()]+)\(([^()]+)\)$/.exec(columnText.trim());
    const nulls = modifiers.includes('nullsfirst')
      ? 'first'
      : modifiers.includes('nullslast')
        ? 'last'
        : undefined;
    return {
      field: parseFieldPath(embedded ? (embedded[2] ?? '') : columnText),
      embed: embedded ? unquote((embedded[1] ?? '').trim()) : undefined,
      descending: modifiers.includes('desc'),
      nulls,
    };
  });
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd']. */
export function parseList(text: string): string[] {
  const inner = text.trim().slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

export function parseColumnsParam(text: string | null): string[] | undefined {
  return text === null ? undefined : splitTopLevel(text).map((c) => identifier(c, 'column'));
}

export function parseNonNegativeInt(name: string, text: string | null): number | undefined {
  if (text === null) return undefined;
  if (!/^\d+$/.test(text)) throw parseError(`"${name}" must be a non-negative integer`, `got "${text}"`);
  return Number(text);
}
