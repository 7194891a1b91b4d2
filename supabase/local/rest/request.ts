import type { Transaction } from '@electric-sql/pglite';
import { resolveCasts } from './casts.ts';
import { RestError } from './errors.ts';
import {
  parseColumnsParam,
  parseCondition,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  type Filter,
  type OrderItem,
} from './parse.ts';
import { parseSelect, type SelectNode } from './select.ts';

export type Prefer = {
  representation: boolean;
  /** return=headers-only: no body, the Location of the inserted row. */
  headersOnly: boolean;
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** tx=rollback: answer as if done, then roll the transaction back. */
  rollback: boolean;
  /** handling=strict: an unknown or invalid preference is refused rather than ignored. */
  strict: boolean;
  maxAffected?: number;
  singleObject: boolean;
  /** timezone=<name>: the session time zone of the call, as written (time zone names keep their case). */
  timezone?: string;
  /** The preferences applied, for the Preference-Applied header. */
  applied: string[];
};

/** Filters, order and page of one level of the answer: the root, or an embedded resource by its path. */
export type Level = { filters: Filter[]; order: OrderItem[]; limit?: number; offset?: number };

/** Everything PostgREST reads from the query string and headers, parsed before any SQL is built. */
export type ParsedQuery = Level & {
  select: SelectNode[];
  onConflict?: string[];
  columns?: string[];
  /** Embedded levels by their path of names or aliases: `messages`, `messages.channels`. */
  embedded: Map<string, Level>;
  /** Query parameters that are not PostgREST keywords: arguments for GET rpc. */
  other: [string, string][];
};

const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

const known =
  /^(return=(minimal|representation|headers-only)|count=(exact|planned|estimated)|resolution=(merge-duplicates|ignore-duplicates)|missing=(default|null)|tx=(commit|rollback)|handling=(lenient|strict)|max-affected=\d+|params=single-object|timezone=.+)$/;

export function parsePrefer(header: string | null): Prefer {
  const tokens = (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const lower = tokens.map((t) => t.toLowerCase());
  const has = (token: string) => lower.includes(token);
  const value = (name: string) => lower.find((t) => t.startsWith(`${name}=`))?.slice(name.length + 1);
  const resolution = value('resolution');
  const count = value('count');
  const strict = has('handling=strict');
  const maxAffected = value('max-affected');
  if (strict) {
    const unknown = tokens.filter((t) => !known.test(t.toLowerCase()));
    if (unknown.length > 0) {
      throw new RestError(
        400,
        'PGRST122',
        'Invalid preferences given with handling=strict',
        `Invalid preferences: ${unknown.join(', ')}`,
      );
    }
  }
  const prefer: Prefer = {
    representation: has('return=representation'),
    headersOnly: has('return=headers-only'),
    count: count === 'exact' || count === 'planned' || count === 'estimated' ? count : undefined,
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : undefined,
    missingDefault: has('missing=default'),
    rollback: has('tx=rollback'),
    strict,
    maxAffected: maxAffected === undefined ? undefined : Number(maxAffected),
    singleObject: has('params=single-object'),
    timezone: tokens.find((t) => /^timezone=/i.test(t))?.slice('timezone='.length),
    applied: [],
  };
  prefer.applied = tokens.filter((t) =>
    /^(return=|count=|resolution=|missing=(default|null)|tx=|handling=|max-affected=|params=single-object|timezone=)/i.test(
      t,
    ),
  );
  return prefer;
}

/** `Range: 0-9` → offset/limit, as PostgREST accepts next to limit/offset. */
function applyRange(header: string | null, query: Level) {
  if (!header) return;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : undefined;
  query.offset = Math.max(query.offset ?? 0, from);
  if (to !== undefined) {
    if (to < from) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable');
    const size = to - from + 1;
    query.limit = query.limit === undefined ? size : Math.min(query.limit, size);
  }
}

const emptyLevel = (): Level => ({ filters: [], order: [] });

/**
 * Splits a query parameter into the embedded path it applies to and what it is: `messages.id` is a filter on
 * `messages`, `messages.order` its order, `messages.or` a logic tree on it, `or` one on the root.
 */
function splitKey(key: string): { path: string; name: string } {
  const logic = /^(?:(.+)\.)?((?:not\.)?(?:or|and))$/.exec(key);
  if (logic) return { path: logic[1] ?? '', name: logic[2] ?? '' };
  // JSON paths (`data->a.b`) keep their dots only after an arrow; a path is names joined by dots before it.
  const arrow = key.indexOf('->');
  const head = arrow === -1 ? key : key.slice(0, arrow);
  const dot = head.lastIndexOf('.');
  if (dot === -1) return { path: '', name: key };
  return { path: key.slice(0, dot), name: key.slice(dot + 1) };
}

export function parseQuery(url: URL, rangeHeader: string | null, filtersAllowed = true): ParsedQuery {
  const params = url.searchParams;
  const query: ParsedQuery = {
    select: parseSelect(params.get('select')),
    filters: [],
    order: parseOrder(params.get('order')),
    limit: parseNonNegativeInt('limit', params.get('limit')),
    offset: parseNonNegativeInt('offset', params.get('offset')),
    onConflict: parseColumnsParam(params.get('on_conflict')),
    columns: parseColumnsParam(params.get('columns')),
    embedded: new Map(),
    other: [],
  };
  const level = (path: string): Level => {
    if (path === '') return query;
    const found = query.embedded.get(path) ?? emptyLevel();
    query.embedded.set(path, found);
    return found;
  };
  for (const [key, value] of params.entries()) {
    if (reserved.has(key)) continue;
    const { path, name } = splitKey(key);
    if (/^(not\.)?(or|and)$/.test(name)) level(path).filters.push(parseLogic(name, value));
    else if (path !== '' && name === 'order') level(path).order = parseOrder(value);
    else if (path !== '' && name === 'limit') level(path).limit = parseNonNegativeInt(key, value);
    else if (path !== '' && name === 'offset') level(path).offset = parseNonNegativeInt(key, value);
    else if (!filtersAllowed && path === '') query.other.push([key, value]);
    else level(path).filters.push(parseCondition(name, value));
  }
  applyRange(rangeHeader, query);
  return query;
}

/** The query with each cast of its select list checked against the catalog (casts.ts). */
export async function withCasts(tx: Transaction, query: ParsedQuery): Promise<ParsedQuery> {
  return { ...query, select: await resolveCasts(tx, query.select) };
}
