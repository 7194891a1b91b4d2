import type { Transaction } from '@electric-sql/pglite';
import { resolveCasts } from './casts.ts';
import { RestError } from './errors.ts';
import {
  parseColumnsParam,
  parseCondition,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  type Filter,
  type OrderItem,
  type SelectItem,
} from './parse.ts';

export type Prefer = {
  representation: boolean;
  count: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
};

/** Everything PostgREST reads from the query string and headers, parsed before any SQL is built. */
export type ParsedQuery = {
  select: SelectItem[];
  filters: Filter[];
  order: OrderItem[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
  /** Query parameters that are not PostgREST keywords: filters for tables, arguments for GET rpc. */
  other: [string, string][];
};

const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const logicKeys = new Set(['or', 'and', 'not.or', 'not.and']);

export function parsePrefer(header: string | null): Prefer {
  const tokens = (header ?? '').split(/,\s*/).map((t) => t.trim().toLowerCase());
  const resolution = tokens.find((t) => t.startsWith('resolution='))?.slice('resolution='.length);
  return {
    representation: tokens.includes('return=representation'),
    count: tokens.some((t) => /^count=(exact|planned|estimated)$/.test(t)),
    resolution:
      resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : undefined,
    missingDefault: tokens.includes('missing=default'),
  };
}

/** `Range: 0-9` → offset/limit, as PostgREST accepts next to limit/offset. */
function applyRange(header: string | null, query: ParsedQuery) {
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
    other: [],
  };
  for (const [key, value] of params.entries()) {
    if (reserved.has(key)) continue;
    if (logicKeys.has(key)) query.filters.push(parseLogic(key, value));
    else if (filtersAllowed) query.filters.push(parseCondition(key, value));
    else query.other.push([key, value]);
  }
  applyRange(rangeHeader, query);
  return query;
}

/** The query with each cast of its select list checked against the catalog (casts.ts). */
export async function withCasts(tx: Transaction, query: ParsedQuery): Promise<ParsedQuery> {
  return { ...query, select: await resolveCasts(tx, query.select) };
}
