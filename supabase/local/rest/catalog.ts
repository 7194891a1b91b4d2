import type { Transaction } from '@electric-sql/pglite';
import { closestName, RestError, unknownTable } from './errors.ts';

export type TableInfo = { schema: string; name: string; columns: Map<string, string>; primaryKey: string[] };

type ColumnRow = { column: string; type: string; pk: boolean };

/** Columns and primary key of a table or view of `schema`, read from the catalog per request. */
export async function lookupTable(tx: Transaction, schema: string, name: string): Promise<TableInfo> {
  const { rows } = await tx.query<ColumnRow>(
    `select a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
            coalesce(a.attnum = any(i.indkey), false) as pk
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = $2 and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by a.attnum`,
    [name, schema],
  );
  if (rows.length === 0) {
    const { rows: names } = await tx.query<{ name: string }>(
      `select c.relname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
      [schema],
    );
    throw unknownTable(
      schema,
      name,
      closestName(
        name,
        names.map((r) => r.name),
      ),
    );
  }
  return {
    schema,
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
  /** The table or view whose rows it returns, when it returns one's rows. */
  returns?: { schema: string; name: string };
};

type FunctionRow = {
  rel_schema: string | null;
  rel_name: string | null;
  retset: boolean;
  composite: boolean;
  is_void: boolean;
  ndefaults: number;
  args: { name: string | null; type: string }[];
};

const singleTypes = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/**
 * The function `name` of `schema` a call means, as PostgREST chooses it: the overload whose named parameters
 * take the given argument names (defaults may be omitted; with `extraAllowed`, GET, other names are filters on the
 * result); failing that, the one with a single unnamed json, jsonb, text, xml or bytea parameter, which takes the
 * whole body (`single`). PGRST202 when none fits, PGRST203 (300) when several do.
 */
export async function lookupFunction(
  tx: Transaction,
  schema: string,
  name: string,
  argNames: string[],
  extraAllowed = false,
  options: { singleObject?: boolean } = {},
): Promise<FunctionInfo & { single: boolean }> {
  const { rows } = await tx.query<FunctionRow>(
    `select p.proretset as retset, p.pronargdefaults as ndefaults, rn.nspname as rel_schema, r.relname as rel_name,
            (t.typtype = 'c' or t.oid = 'pg_catalog.record'::regtype) as composite,
            t.oid = 'pg_catalog.void'::regtype as is_void,
            coalesce((select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.ord)
                        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes::text[])
                             with ordinality as a(type, name, mode, ord)
                       where a.mode is null or a.mode in ('i', 'b', 'v')), '[]') as args
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
       left join pg_catalog.pg_class r on r.oid = t.typrelid and r.relkind in ('r', 'v', 'm', 'p', 'f')
       left join pg_catalog.pg_namespace rn on rn.oid = r.relnamespace
      where n.nspname = $2 and p.proname = $1 and p.prokind = 'f'
      order by p.oid`,
    [name, schema],
  );
  const overloads = rows.map((row) => {
    const required = row.args.length - row.ndefaults;
    const info: FunctionInfo = {
      name,
      args: row.args.map((a, i) => ({ name: a.name ?? '', type: a.type, hasDefault: i >= required })),
      returnsSet: row.retset,
      composite: row.composite,
      void: row.is_void,
      returns: row.rel_schema && row.rel_name ? { schema: row.rel_schema, name: row.rel_name } : undefined,
    };
    return info;
  });
  const named = options.singleObject
    ? []
    : overloads.filter((fn) => {
        if (fn.args.some((a) => a.name === '')) return false;
        const known = new Set(fn.args.map((a) => a.name));
        return (
          (extraAllowed || argNames.every((n) => known.has(n))) &&
          fn.args.every((a) => a.hasDefault || argNames.includes(a.name))
        );
      });
  const exact = named.length > 1 ? named.filter((fn) => fn.args.length === argNames.length) : named;
  const namedChoice = exact.length === 1 ? exact : named;
  // A single unnamed json, jsonb, text, xml or bytea parameter takes the whole body: a candidate when there is a
  // body, or when the parameter has a default.
  const single = extraAllowed
    ? []
    : overloads.filter(
        (fn) =>
          fn.args.length === 1 &&
          fn.args[0]!.name === '' &&
          singleTypes.has(fn.args[0]!.type) &&
          (argNames.length > 0 || options.singleObject || fn.args[0]!.hasDefault),
      );
  const candidates = [...namedChoice, ...single];
  if (candidates.length === 1) return { ...candidates[0]!, single: single.includes(candidates[0]!) };
  if (candidates.length > 1) throw ambiguous(schema, name, candidates);
  const signature = [...argNames].sort().join(', ');
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${argNames.length === 0 ? ' without parameters' : `(${signature})`} in the schema cache`,
    `Searched for the function ${schema}.${name} ${argNames.length === 0 ? 'without parameters' : `with parameter${argNames.length > 1 ? 's' : ''} ${signature}`} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    await functionHint(tx, schema, name, argNames),
  );
}

/**
 * PostgREST's hint for a call that matched nothing: the overload of the same name whose parameters are closest to
 * the arguments given, or else the function of the schema whose name is closest.
 */
async function functionHint(
  tx: Transaction,
  schema: string,
  name: string,
  argNames: string[],
): Promise<string | null> {
  const prefix = `Perhaps you meant to call the function ${schema}.`;
  // Like PostgREST's schema cache, the hints know only the functions it lists: every parameter named, or a single
  // unnamed one that takes the whole body or a table's row (a computed field).
  const { rows } = await tx.query<{ name: string; args: string[] }>(
    `select p.proname as name, coalesce(p.proargnames[1:p.pronargs], '{}') as args
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'
        and (p.pronargs = 0
             or (p.proargnames is not null and '' <> all (p.proargnames[1:p.pronargs]))
             or (p.pronargs = 1
                 and (format_type(p.proargtypes[0], null) in ('json', 'jsonb', 'text', 'xml', 'bytea')
                      or exists (select from pg_catalog.pg_type t join pg_catalog.pg_class c on c.oid = t.typrelid
                                  where t.oid = p.proargtypes[0] and c.relkind in ('r', 'v', 'm', 'p', 'f')))))`,
    [schema],
  );
  const listed = (names: string[]) => `(${[...new Set(names)].sort().join(', ')})`;
  const known = rows.filter((row) => row.name === name);
  if (known.length > 0) {
    const closest = closestName(
      listed(argNames),
      known.map((row) => listed(row.args)),
    );
    return closest === null ? null : `${prefix}${name}${closest}`;
  }
  const closest = closestName(
    name,
    rows.map((r) => r.name),
  );
  return closest === null ? null : `${prefix}${closest}`;
}

function ambiguous(schema: string, name: string, overloads: FunctionInfo[]): RestError {
  // Fewer parameters first, then by signature, as PostgREST lists them.
  const signature = (fn: FunctionInfo) =>
    `${schema}.${name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
  const signatures = [...overloads]
    .sort((a, b) => a.args.length - b.args.length || signature(a).localeCompare(signature(b)))
    .map(signature);
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}
