export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Collects parameter values; SQL text only ever gets `$n` placeholders and quoted identifiers. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Wraps a row-producing query so Postgres renders the JSON, exactly as PostgREST does. */
export function jsonBody(inner: string, stripNulls: boolean): string {
  const agg = stripNulls ? `json_strip_nulls(coalesce(json_agg(_r), '[]'))` : `coalesce(json_agg(_r), '[]')`;
  const one = stripNulls ? `json_strip_nulls(json_agg(_r) -> 0)` : `json_agg(_r) -> 0`;
  return `select ${agg}::text as body, count(*)::int as n, (case when count(*) = 1 then ${one} end)::text as one from (${inner}) _r`;
}
