import { unknownColumn } from './errors.ts';
import { parseList, type Condition, type Filter, type OrderItem, type SelectItem } from './parse.ts';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Collects parameter values; SQL text only ever gets `$n` placeholders and quoted identifiers. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Where column names are checked; `null` columns (function results) are left to Postgres. */
export type Relation = { alias: string; name: string; columns: Map<string, string> | null };

export function columnRef(rel: Relation, column: string): string {
  if (rel.columns && !rel.columns.has(column)) throw unknownColumn(rel.name, column);
  return `${quoteIdent(rel.alias)}.${quoteIdent(column)}`;
}

export function selectList(rel: Relation, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${quoteIdent(rel.alias)}.*`;
      const ref = columnRef(rel, item.column);
      const expr = item.cast ? `${ref}::${item.cast}` : ref;
      return `${expr} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

const comparison: Partial<Record<Condition['op'], string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};
const textSearch: Partial<Record<Condition['op'], string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function conditionSql(rel: Relation, c: Condition, params: Params): string {
  const ref = columnRef(rel, c.column);
  let sql: string;
  if (c.op === 'is') {
    sql = `${ref} is ${{ null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[c.value.toLowerCase()]}`;
  } else if (c.op === 'in') {
    const values = parseList(c.value);
    sql = values.length === 0 ? 'false' : `${ref} in (${values.map((v) => params.add(v)).join(', ')})`;
  } else if (textSearch[c.op]) {
    const config = c.config ? `${params.add(c.config)}::regconfig, ` : '';
    sql = `${ref} @@ ${textSearch[c.op]}(${config}${params.add(c.value)})`;
  } else {
    const value = c.op === 'like' || c.op === 'ilike' ? c.value.replace(/\*/g, '%') : c.value;
    const bound = c.op === 'ov' && /^\(.*\)$/.test(value) ? `{${value.slice(1, -1)}}` : value;
    sql = `${ref} ${comparison[c.op]} ${params.add(bound)}`;
  }
  return c.negate ? `not (${sql})` : sql;
}

export function filterSql(rel: Relation, filter: Filter, params: Params): string {
  if (filter.kind === 'condition') return conditionSql(rel, filter, params);
  const joined = filter.children.map((child) => `(${filterSql(rel, child, params)})`).join(` ${filter.op} `);
  return filter.negate ? `not (${joined})` : joined;
}

export function whereClause(rel: Relation, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => `(${filterSql(rel, f, params)})`).join(' and ')}`;
}

export function orderClause(rel: Relation, order: OrderItem[]): string {
  if (order.length === 0) return '';
  const items = order.map(
    (o) =>
      `${columnRef(rel, o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  );
  return ` order by ${items.join(', ')}`;
}

export function pageClause(limit: number | undefined, offset: number | undefined, params: Params): string {
  let sql = '';
  if (limit !== undefined) sql += ` limit ${params.add(limit)}`;
  if (offset) sql += ` offset ${params.add(offset)}`;
  return sql;
}

/** Wraps a row-producing query so Postgres renders the JSON, exactly as PostgREST does. */
export function jsonBody(inner: string, stripNulls: boolean): string {
  const agg = stripNulls ? `json_strip_nulls(coalesce(json_agg(_r), '[]'))` : `coalesce(json_agg(_r), '[]')`;
  const one = stripNulls ? `json_strip_nulls(json_agg(_r) -> 0)` : `json_agg(_r) -> 0`;
  return `select ${agg}::text as body, count(*)::int as n, (case when count(*) = 1 then ${one} end)::text as one from (${inner}) _r`;
}
