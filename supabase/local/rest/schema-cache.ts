import type { Transaction } from '@electric-sql/pglite';
import { RestError } from './errors.ts';

/**
 * What PostgREST calls its schema cache, for the exposed schemas: tables and views with their columns, primary
 * and unique keys; relationships from foreign keys (many-to-one, one-to-many, one-to-one, many-to-many through a
 * join table, and through views over a table); functions taking a row of a relation (computed fields, and
 * computed relationships when they return rows of another relation). Read from the catalog when a request needs
 * it (embedding, computed fields), so DDL made at any time is seen.
 */

export type RelationInfo = {
  oid: number;
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, string>;
  primaryKey: string[];
  /** Column sets that are unique (the primary key and unique constraints). */
  uniqueKeys: string[][];
  rowType: number;
};

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

type ForeignKey = {
  name: string;
  source: RelationInfo;
  target: RelationInfo;
  sourceColumns: string[];
  targetColumns: string[];
  viaView: boolean;
};

export type Relationship =
  | {
      kind: 'fk';
      cardinality: Cardinality;
      constraint: string;
      source: RelationInfo;
      target: RelationInfo;
      /** Pairs: source column = target column. */
      sourceColumns: string[];
      targetColumns: string[];
      /** Whether the source holds the foreign key (it points at the target). */
      holdsKey: boolean;
      /** Through a view over the source or the target, rather than the tables the key joins. */
      viaView: boolean;
      toOne: boolean;
    }
  | {
      kind: 'm2m';
      cardinality: 'many-to-many';
      source: RelationInfo;
      target: RelationInfo;
      junction: RelationInfo;
      /** junction.fromJunction[i] = source.fromSource[i] */
      sourceFk: ForeignKey;
      targetFk: ForeignKey;
      toOne: false;
    }
  | {
      kind: 'computed';
      cardinality: 'one-to-many' | 'many-to-one';
      source: RelationInfo;
      target: RelationInfo;
      function: { schema: string; name: string };
      toOne: boolean;
    };

export type ComputedField = { schema: string; name: string; type: string };

export type SchemaCache = {
  relation(schema: string, name: string): RelationInfo | undefined;
  /** Relationships that start at `source`. */
  relationshipsFrom(source: RelationInfo): Relationship[];
  computedField(source: RelationInfo, name: string): ComputedField | undefined;
};

type RelationRow = {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  rowtype: number;
  columns: { name: string; type: string }[];
};
type KeyRow = { rel: number; type: string; cols: string[] };
type ForeignKeyRow = { name: string; src: number; tgt: number; srccols: string[]; tgtcols: string[] };
type ViewColumnRow = { view: number; base: number; column: string };
type FunctionRow = {
  schema: string;
  name: string;
  argtype: number;
  rettype: string;
  retrel: number;
  retset: boolean;
  rows: number;
};

const relationsSql = `
  select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind, c.reltype::int as rowtype,
         coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                           order by a.attnum) filter (where a.attnum is not null), '[]') as columns
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'p', 'f')
   group by c.oid, n.nspname, c.relname, c.relkind, c.reltype`;

const columnNames = (rel: string, keys: string) => `
  (select array_agg(a.attname order by k.ord) from unnest(${keys}) with ordinality as k(attnum, ord)
     join pg_catalog.pg_attribute a on a.attrelid = ${rel} and a.attnum = k.attnum)`;

const keysSql = `
  select conrelid::int as rel, contype::text as type, ${columnNames('conrelid', 'conkey')} as cols
    from pg_catalog.pg_constraint
   where contype in ('p', 'u') and connamespace in (select oid from pg_catalog.pg_namespace where nspname = any($1))`;

const foreignKeysSql = `
  select conname as name, conrelid::int as src, confrelid::int as tgt,
         ${columnNames('conrelid', 'conkey')} as srccols, ${columnNames('confrelid', 'confkey')} as tgtcols
    from pg_catalog.pg_constraint
   where contype = 'f' and connamespace in (select oid from pg_catalog.pg_namespace where nspname = any($1))
   order by conname`;

const viewColumnsSql = `
  select distinct v.oid::int as view, d.refobjid::int as base, a.attname as column
    from pg_catalog.pg_class v
    join pg_catalog.pg_namespace n on n.oid = v.relnamespace
    join pg_catalog.pg_rewrite r on r.ev_class = v.oid
    join pg_catalog.pg_depend d on d.objid = r.oid and d.classid = 'pg_catalog.pg_rewrite'::regclass
         and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjsubid > 0 and d.refobjid <> v.oid
    join pg_catalog.pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
   where v.relkind in ('v', 'm') and n.nspname = any($1)`;

const functionsSql = `
  select n.nspname as schema, p.proname as name, p.proargtypes[0]::int as argtype,
         format_type(p.prorettype, null) as rettype, t.typrelid::int as retrel, p.proretset as retset,
         p.prorows::int as rows
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_type t on t.oid = p.prorettype
   where n.nspname = any($1) and p.prokind = 'f' and p.pronargs - p.pronargdefaults <= 1 and p.pronargs >= 1`;

const isUnique = (rel: RelationInfo, columns: string[]) =>
  rel.uniqueKeys.some((key) => key.length > 0 && key.every((column) => columns.includes(column)));

/** Loads the schema cache of `schemas` from the catalog. */
export async function loadSchemaCache(tx: Transaction, schemas: string[]): Promise<SchemaCache> {
  const [relations, keys, foreignKeys, viewColumns, functions] = await Promise.all([
    tx.query<RelationRow>(relationsSql, [schemas]),
    tx.query<KeyRow>(keysSql, [schemas]),
    tx.query<ForeignKeyRow>(foreignKeysSql, [schemas]),
    tx.query<ViewColumnRow>(viewColumnsSql, [schemas]),
    tx.query<FunctionRow>(functionsSql, [schemas]),
  ]);
  const byOid = new Map<number, RelationInfo>();
  const byName = new Map<string, RelationInfo>();
  for (const row of relations.rows) {
    const rel: RelationInfo = {
      oid: row.oid,
      schema: row.schema,
      name: row.name,
      kind: row.kind === 'v' || row.kind === 'm' ? 'view' : 'table',
      columns: new Map(row.columns.map((c) => [c.name, c.type])),
      primaryKey: [],
      uniqueKeys: [],
      rowType: row.rowtype,
    };
    byOid.set(rel.oid, rel);
    byName.set(`${rel.schema}.${rel.name}`, rel);
  }
  for (const key of keys.rows) {
    const rel = byOid.get(key.rel);
    if (!rel || !key.cols) continue;
    rel.uniqueKeys.push(key.cols);
    if (key.type === 'p') rel.primaryKey = key.cols;
  }

  // A view over one table stands for it wherever it shows the columns a foreign key uses.
  const viewsOf = new Map<number, { view: RelationInfo; columns: Set<string> }[]>();
  const viewBases = new Map<number, Map<number, Set<string>>>();
  for (const row of viewColumns.rows) {
    const bases = viewBases.get(row.view) ?? new Map<number, Set<string>>();
    bases.set(row.base, (bases.get(row.base) ?? new Set()).add(row.column));
    viewBases.set(row.view, bases);
  }
  for (const [viewOid, bases] of viewBases) {
    const view = byOid.get(viewOid);
    if (!view) continue;
    for (const [baseOid, used] of bases) {
      const shown = new Set([...used].filter((column) => view.columns.has(column)));
      viewsOf.set(baseOid, [...(viewsOf.get(baseOid) ?? []), { view, columns: shown }]);
    }
  }
  const standIns = (rel: RelationInfo, columns: string[]) => [
    rel,
    ...(viewsOf.get(rel.oid) ?? []).filter((v) => columns.every((c) => v.columns.has(c))).map((v) => v.view),
  ];

  const fks: ForeignKey[] = [];
  for (const row of foreignKeys.rows) {
    const source = byOid.get(row.src);
    const target = byOid.get(row.tgt);
    if (!source || !target || !row.srccols || !row.tgtcols) continue;
    for (const s of standIns(source, row.srccols))
      for (const t of standIns(target, row.tgtcols))
        fks.push({
          name: row.name,
          source: s,
          target: t,
          sourceColumns: row.srccols,
          targetColumns: row.tgtcols,
          viaView: s !== source || t !== target,
        });
  }

  const from = new Map<number, Relationship[]>();
  const add = (rel: Relationship) => from.set(rel.source.oid, [...(from.get(rel.source.oid) ?? []), rel]);
  for (const fk of fks) {
    const oneToOne = isUnique(fk.source, fk.sourceColumns);
    add({
      kind: 'fk',
      cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
      constraint: fk.name,
      source: fk.source,
      target: fk.target,
      sourceColumns: fk.sourceColumns,
      targetColumns: fk.targetColumns,
      holdsKey: true,
      viaView: fk.viaView,
      toOne: true,
    });
    add({
      kind: 'fk',
      cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
      constraint: fk.name,
      source: fk.target,
      target: fk.source,
      sourceColumns: fk.targetColumns,
      targetColumns: fk.sourceColumns,
      holdsKey: false,
      viaView: fk.viaView,
      toOne: oneToOne,
    });
  }
  // Many-to-many: a table whose primary key holds the columns of two foreign keys joins their targets.
  for (const junction of byOid.values()) {
    if (junction.kind !== 'table' || junction.primaryKey.length === 0) continue;
    const own = fks.filter(
      (fk) => fk.source === junction && fk.sourceColumns.every((c) => junction.primaryKey.includes(c)),
    );
    for (const a of own)
      for (const b of own) {
        if (a === b) continue;
        add({
          kind: 'm2m',
          cardinality: 'many-to-many',
          source: a.target,
          target: b.target,
          junction,
          sourceFk: a,
          targetFk: b,
          toOne: false,
        });
      }
  }

  const computedFields = new Map<string, ComputedField>();
  for (const fn of functions.rows) {
    const sources = [...byOid.values()].filter((rel) => rel.rowType === fn.argtype);
    for (const source of sources) {
      const target = fn.retrel ? [...byOid.values()].find((rel) => rel.oid === fn.retrel) : undefined;
      if (target) {
        const toOne = !fn.retset || fn.rows === 1;
        add({
          kind: 'computed',
          cardinality: toOne ? 'many-to-one' : 'one-to-many',
          source,
          target,
          function: { schema: fn.schema, name: fn.name },
          toOne,
        });
      } else if (!fn.retset) {
        computedFields.set(`${source.oid}.${fn.name}`, {
          schema: fn.schema,
          name: fn.name,
          type: fn.rettype,
        });
      }
    }
  }

  return {
    relation: (schema, name) => byName.get(`${schema}.${name}`),
    relationshipsFrom: (source) => from.get(source.oid) ?? [],
    computedField: (source, name) => computedFields.get(`${source.oid}.${name}`),
  };
}

const describe = (rel: Relationship) => {
  if (rel.kind === 'fk')
    return `${rel.constraint} using ${rel.source.name}(${rel.sourceColumns.join(', ')}) and ${rel.target.name}(${rel.targetColumns.join(', ')})`;
  if (rel.kind === 'm2m')
    return `${rel.junction.name} using ${rel.sourceFk.name}(${rel.sourceFk.sourceColumns.join(', ')}) and ${rel.targetFk.name}(${rel.targetFk.sourceColumns.join(', ')})`;
  return `${rel.function.name}`;
};

const hintOf = (rel: Relationship) =>
  rel.kind === 'fk' ? rel.constraint : rel.kind === 'm2m' ? rel.junction.name : rel.function.name;

/**
 * The relationship `name` (optionally `!hint`) names from `source`, as PostgREST resolves it: a relation joined
 * by a foreign key, a foreign-key column of `source`, or a function of `source`'s row. PGRST200 when none is
 * found, PGRST201 (300) when more than one is and no hint decides.
 */
export function resolveRelationship(
  cache: SchemaCache,
  source: RelationInfo,
  name: string,
  hint: string | undefined,
): Relationship {
  const all = cache.relationshipsFrom(source);
  let candidates = all.filter((rel) => {
    if (rel.kind === 'computed') return rel.function.name === name;
    if (rel.target.name === name) return true;
    if (rel.kind !== 'fk' || rel.viaView) return false;
    // Embedding by a foreign key's name, or through its column (`parent_id(*)`) from the table that holds it.
    if (rel.constraint === name) return rel.holdsKey || rel.source !== rel.target;
    return rel.holdsKey && rel.sourceColumns.length === 1 && rel.sourceColumns[0] === name;
  });
  // A function named like a relation is that relation's computed relationship only when nothing else is.
  if (candidates.some((rel) => rel.kind !== 'computed'))
    candidates = candidates.filter((rel) => rel.kind !== 'computed');
  if (hint !== undefined) {
    candidates = candidates.filter((rel) => {
      // As PostgREST: a self-reference is not told apart by its constraint's name, only by its columns.
      if (rel.kind === 'fk')
        return (
          (rel.constraint === hint && rel.source !== rel.target) ||
          rel.sourceColumns.includes(hint) ||
          rel.targetColumns.includes(hint)
        );
      if (rel.kind === 'm2m')
        return rel.junction.name === hint || rel.sourceFk.name === hint || rel.targetFk.name === hint;
      return rel.function.name === hint;
    });
  }
  // A table embedded in itself by its name means its children (one-to-many), not its parent.
  if (candidates.length > 1 && candidates.every((rel) => rel.kind === 'fk' && rel.source === rel.target)) {
    candidates = candidates.filter((rel) => rel.kind === 'fk' && !rel.holdsKey);
  }
  // Views and their base table can both match; prefer the relation named exactly.
  if (candidates.length > 1) {
    const exact = candidates.filter((rel) => rel.target.name === name);
    if (exact.length > 0) candidates = exact;
  }
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${name}' in the schema cache`,
      hint === undefined
        ? `Searched for a foreign key relationship between '${source.name}' and '${name}' in the schema '${source.schema}', but no matches were found.`
        : `Searched for a foreign key relationship between '${source.name}' and '${name}' using the hint '${hint}' in the schema '${source.schema}', but no matches were found.`,
    );
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${name}'`,
    candidates.map((rel) => ({
      cardinality: rel.cardinality,
      embedding: `${source.name} with ${name}`,
      relationship: describe(rel),
    })),
    `Try changing '${name}' to one of the following: ${candidates.map((rel) => `'${name}!${hintOf(rel)}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
