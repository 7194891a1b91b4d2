import type { Transaction } from '@electric-sql/pglite';
import { parseError } from './errors.ts';
import type { SelectNode } from './select.ts';

/** The type names of more than one word that a cast may use; any other cast is a single name. */
const phrases = new Set([
  'double precision',
  'character varying',
  'bit varying',
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
]);

/**
 * Whether `text` can only be a type name: one bare name (letters, digits, `_`), or one of the few type names of
 * several words, optionally with `[]`. A cast is the one piece of a select list written into SQL as text, so
 * nothing else (spaces, quotes, operators, `from`, `union`) may reach it (issue 14: `col::text from x union
 * select rolname from pg_roles` read the catalog as anon).
 */
export function isTypeName(text: string): boolean {
  const name = text.trim().toLowerCase().replace(/\[\]$/, '');
  return /^[a-z_][a-z0-9_]*$/.test(name) || phrases.has(name);
}

async function resolveType(tx: Transaction, cast: string | undefined): Promise<string | undefined> {
  if (cast === undefined) return undefined;
  if (!isTypeName(cast)) throw parseError(`Invalid cast "${cast}"`, 'a cast is a type name');
  const { rows } = await tx.query<{ type: string | null }>(
    'select format_type(to_regtype($1), null) as type',
    [cast.trim()],
  );
  const type = rows[0]?.type;
  if (!type) throw parseError(`Invalid cast "${cast}"`, `type "${cast}" does not exist`);
  return type;
}

/**
 * Replaces each cast of a select tree by the catalog's own name for that type (`int` → `integer`), and refuses a
 * name the catalog does not know with PostgREST's 400, so what reaches SQL is a name Postgres printed itself.
 */
export async function resolveCasts(tx: Transaction, items: SelectNode[]): Promise<SelectNode[]> {
  const resolved: SelectNode[] = [];
  for (const item of items) {
    if (item.kind === 'star') resolved.push(item);
    else if (item.kind === 'embed') resolved.push({ ...item, select: await resolveCasts(tx, item.select) });
    else {
      const aggregate = item.aggregate && {
        ...item.aggregate,
        inputCast: await resolveType(tx, item.aggregate.inputCast),
      };
      resolved.push({ ...item, cast: await resolveType(tx, item.cast), aggregate });
    }
  }
  return resolved;
}
