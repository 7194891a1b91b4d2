import type { Transaction } from '@electric-sql/pglite';
import { RestError, unknownTable } from './errors.ts';

export type TableInfo = { name: string; columns: Map<string, string>; primaryKey: string[] };

type ColumnRow = { column: string; type: string; pk: boolean };

/** Columns and primary key of a table or view in `public`, read from the catalog per request. */
export async function lookupTable(tx: Transaction, name: string): Promise<TableInfo> {
  const { rows } = await tx.query<ColumnRow>(
    `select a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
            coalesce(a.attnum = any(i.indkey), false) as pk
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by a.attnum`,
    [name],
  );
  if (rows.length === 0) throw unknownTable(name);
  return {
    name,
    columns: new Map(rows.map((r) => [r.column, r.type])),
    primaryKey: rows.filter((r) => r.pk).map((r) => r.column),
  };
}

export type FunctionInfo = {
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
  returnsSet: boolean;
  /** Rows of columns (a table type, OUT params, TABLE(...)) rather than one scalar value. */
  composite: boolean;
  void: boolean;
};

type FunctionRow = {
  retset: boolean;
  composite: boolean;
  is_void: boolean;
  ndefaults: number;
  args: { name: string | null; type: string }[];
};

/**
 * The overload of public.<name> that accepts these argument names (defaults may be omitted). With
 * `extraAllowed` (GET), names that are not arguments are allowed: they are filters on the result.
 */
export async function lookupFunction(
  tx: Transaction,
  name: string,
  argNames: string[],
  extraAllowed = false,
): Promise<FunctionInfo> {
  const { rows } = await tx.query<FunctionRow>(
    `select p.proretset as retset, p.pronargdefaults as ndefaults,
            (t.typtype = 'c' or t.oid = 'pg_catalog.record'::regtype) as composite,
            t.oid = 'pg_catalog.void'::regtype as is_void,
            coalesce((select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.ord)
                        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes::text[])
                             with ordinality as a(type, name, mode, ord)
                       where a.mode is null or a.mode in ('i', 'b', 'v')), '[]') as args
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  for (const row of rows) {
    const required = row.args.length - row.ndefaults;
    const args = row.args.map((a, i) => ({ name: a.name ?? '', type: a.type, hasDefault: i >= required }));
    const known = new Set(args.map((a) => a.name));
    const fits =
      (extraAllowed || argNames.every((n) => known.has(n))) &&
      args.every((a) => a.hasDefault || argNames.includes(a.name));
    if (fits) return { name, args, returnsSet: row.retset, composite: row.composite, void: row.is_void };
  }
  const signature = [...argNames].sort().join(', ');
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${signature}) in the schema cache`,
    `Searched for the function public.${name} with parameters ${signature || 'none'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}
