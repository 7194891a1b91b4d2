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

export const unknownTable = (schema: string, table: string, closest: string | null = null) =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    closest === null ? null : `Perhaps you meant the table '${schema}.${closest}'`,
  );

function grams(word: string, size: number): Map<string, number> {
  const padded = `-${word.toLowerCase()}-`;
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [gram, count] of a) dot += count * (b.get(gram) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((sum, c) => sum + c * c, 0));
  return dot === 0 ? 0 : dot / (norm(a) * norm(b));
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate most like `name`, as PostgREST's "Perhaps you meant" hints pick it (a fuzzy set: candidates
 * sharing tri- or bigrams, ranked by edit distance), or null when none scores at least a third.
 */
export function closestName(name: string, candidates: Iterable<string>): string | null {
  // Compared as the fuzzy set does: lower case, letters, digits, spaces and commas only.
  const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N} ,]/gu, '');
  const list = [...new Set(candidates)];
  const normalised = new Map(list.map((candidate) => [candidate, normalise(candidate)]));
  name = normalise(name);
  if (name === '') return null;
  for (const size of [3, 2]) {
    const target = grams(name, size);
    const sharing = list.filter((candidate) => cosine(target, grams(normalised.get(candidate)!, size)) > 0);
    if (sharing.length === 0) continue;
    const scored = sharing.map((candidate) => ({
      candidate,
      score:
        1 -
        levenshtein(name, normalised.get(candidate)!) /
          Math.max(name.length, normalised.get(candidate)!.length, 1),
    }));
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    return best.score >= 1 / 3 ? best.candidate : null;
  }
  return null;
}

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
