import { HttpError } from '../http-error.ts';

/** A PostgREST-shaped error: `{code, message, details, hint}` with its HTTP status. */
export class RestError extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(status, { code, details, hint, message }, headers, message);
    this.name = 'RestError';
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

export const unknownTable = (schema: string, table: string) =>
  new RestError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`);

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

type PgError = { code?: string; message: string; detail?: string; hint?: string };

function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code ?? '')
  );
}

/** PostgREST's SQLSTATE → HTTP status table. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('54')) return 413;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|55|57|58|P0|XX)/.test(code)) return 500;
  return 400;
}

/** Turns a database error into PostgREST's answer; anything else stays a bug (500 upstream). */
export function toRestError(error: unknown, role: string): RestError | null {
  if (error instanceof RestError) return error;
  if (!isPgError(error)) return null;
  const code = error.code ?? 'XX000';
  return new RestError(
    statusForSqlState(code, role),
    code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}
