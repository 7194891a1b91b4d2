import { RestError } from './errors.ts';
import type { Prefer } from './request.ts';

/** What every operation answers before it becomes an HTTP response. */
export type RestResult = {
  status: number;
  body: string | null;
  headers: Record<string, string>;
  /** Rows affected by a write (for max-affected). */
  affected?: number;
  /** The query that produced the rows, for `Accept: application/vnd.pgrst.plan` (explain). */
  plan?: { sql: string; params: unknown[]; rows?: string };
};

/** `Accept: application/vnd.pgrst.plan[+json|+text]; options=analyze|verbose...`. */
export type ExplainRequest = { format: 'json' | 'text'; options: string[] };

/** One call as the operations see it. */
export type RestCall = {
  method: string;
  target: string;
  /** The schema of this call (Accept-Profile / Content-Profile, else the first exposed schema). */
  schema: string;
  /** The exposed schemas. */
  schemas: string[];
  url: URL;
  prefer: Prefer;
  body: unknown;
  /** A text/plain, text/xml or octet-stream body of a function call: the value of its single unnamed parameter. */
  rawBody: boolean;
  /** `Accept: application/vnd.pgrst.object+json` (single()). */
  wantsObject: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv`. */
  csv: boolean;
  explain?: ExplainRequest;
  rangeHeader: string | null;
  /** max_rows of the project (PostgREST's db-max-rows), for reads and function calls. */
  maxRows?: number;
  /** What PostgREST hands the database as request.method, request.path, request.headers, request.cookies. */
  request: { method: string; path: string; headers: Record<string, string>; cookies: Record<string, string> };
};

export type JsonRows = { body: string; n: number; one: string | null };

export const singleRowError = (n: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );

/** Array body, or the single object single() asked for (throwing inside the transaction rolls a write back). */
export function rowsBody(call: RestCall, rows: JsonRows): string {
  if (!call.wantsObject) return rows.body;
  if (rows.n !== 1 || rows.one === null) throw singleRowError(rows.n);
  return rows.one;
}
