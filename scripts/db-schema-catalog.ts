/**
 * Reads the shop's schema from pg_catalog and writes each object as the SQL that states it today, for
 * scripts/db-schema.ts. Everything is read with an empty search_path, so every name PostgreSQL prints is
 * schema-qualified (as pg_dump does), and sorted by name, so the same database always gives the same text.
 */
import { functionFileNames, policyFileName, type FunctionIdentity } from './db-schema.ts';

export type SchemaObject = { file: string; title: string; sql: string };
/** A transaction of PGlite or of the `postgres` client (scripts/db-schema.ts --database), whichever reads. */
export type Catalog = { query<T>(sql: string): Promise<{ rows: T[] }> };
type Grant = { grantee: string; privileges: string[]; grantable: boolean };
type Comment = { target: string; text: string };

const ours = (classid: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${classid}'::regclass and d.objid = ${oid}
    and d.deptype = 'e')`;

// One grantee's privileges; on a table 'all' when they are every privilege a table has on this server (PostgreSQL
// 17 added MAINTAIN: printing the list would make the same grant read differently on 15 and 18).
const grantsSql = (acl: string, kind: string, owner: string) => `coalesce((
  select json_agg(json_build_object('grantee', g.grantee, 'privileges', g.privileges, 'grantable', g.grantable)
                  order by g.grantee collate "C")
    from (select case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end as grantee,
                 case when '${kind}' = 'r' and array_agg(a.privilege_type order by a.privilege_type collate "C") = (
                        select array_agg(f.privilege_type order by f.privilege_type collate "C")
                          from aclexplode(acldefault('${kind}', ${owner})) f where f.grantee = ${owner})
                      then array['all'] else array_agg(a.privilege_type order by a.privilege_type collate "C") end
                   as privileges,
                 bool_and(a.is_grantable) as grantable
            from aclexplode(coalesce(${acl}, acldefault('${kind}', ${owner}))) a
           where a.grantee <> ${owner}
           group by a.grantee) g), '[]')`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function grantLines(grants: Grant[], on: string): string[] {
  return grants.map(
    ({ grantee, privileges, grantable }) =>
      `grant ${privileges.map((p) => p.toLowerCase()).join(', ')} on ${on} to ${grantee}` +
      `${grantable ? ' with grant option' : ''};`,
  );
}

function commentLines(comments: Comment[]): string[] {
  return comments.map(({ target, text }) => `comment on ${target} is ${literal(text)};`);
}

const sections = (...parts: string[][]) =>
  parts
    .filter((part) => part.length > 0)
    .map((part) => part.join('\n'))
    .join('\n\n');

async function functions(tx: Catalog): Promise<SchemaObject[]> {
  const { rows } = await tx.query<
    FunctionIdentity & { signature: string; definition: string; comment: string | null; grants: Grant[] }
  >(`select p.proname as name, coalesce(oidvectortypes(p.proargtypes), '') as "argTypes",
            format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as signature,
            pg_get_functiondef(p.oid) as definition, obj_description(p.oid, 'pg_proc') as comment,
            ${grantsSql('p.proacl', 'f', 'p.proowner')} as grants
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind in ('f', 'p') and ${ours('pg_proc', 'p.oid')}
      order by p.proname collate "C", oidvectortypes(p.proargtypes) collate "C"`);
  const names = functionFileNames(rows);
  return rows.map((row, index) => {
    const on = `function ${row.signature}`;
    const publicExecutes = row.grants.some((grant) => grant.grantee === 'public');
    return {
      file: `functions/${names[index]}`,
      title: `function ${row.signature}`,
      sql: sections(
        [`${row.definition.trimEnd()};`],
        commentLines(row.comment === null ? [] : [{ target: on, text: row.comment }]),
        [...(publicExecutes ? [] : [`revoke all on ${on} from public;`]), ...grantLines(row.grants, on)],
      ),
    };
  });
}

type Column = {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  identity: string;
  generated: string;
  collation: string | null;
  comment: string | null;
  grants: Grant[];
};
type Relation = {
  name: string;
  qualified: string;
  kind: string;
  rls: boolean;
  forceRls: boolean;
  options: string[] | null;
  view: string | null;
  comment: string | null;
  grants: Grant[];
  columns: Column[];
  constraints: { name: string; definition: string; comment: string | null }[];
  indexes: { name: string; definition: string; comment: string | null }[];
};

function columnLine(column: Column): string {
  const parts = [`  ${column.name} ${column.type}`];
  if (column.collation) parts.push(`collate ${column.collation}`);
  if (column.identity)
    parts.push(`generated ${column.identity === 'a' ? 'always' : 'by default'} as identity`);
  if (column.generated) parts.push(`generated always as (${column.default}) stored`);
  else if (column.default !== null) parts.push(`default ${column.default}`);
  if (column.notNull) parts.push('not null');
  return parts.join(' ');
}

function columnGrants(relation: Relation): string[] {
  const byGrant = new Map<string, string[]>();
  for (const column of relation.columns) {
    for (const grant of column.grants) {
      for (const privilege of grant.privileges) {
        const key = `${privilege.toLowerCase()}\0${grant.grantee}\0${grant.grantable}`;
        byGrant.set(key, [...(byGrant.get(key) ?? []), column.name]);
      }
    }
  }
  return [...byGrant]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, columns]) => {
      const [privilege, grantee, grantable] = key.split('\0');
      const option = grantable === 'true' ? ' with grant option' : '';
      return `grant ${privilege} (${columns.join(', ')}) on table ${relation.qualified} to ${grantee}${option};`;
    });
}

function renderRelation(relation: Relation): string {
  const comments: Comment[] = [
    ...(relation.comment === null
      ? []
      : [{ target: `${relation.kind} ${relation.qualified}`, text: relation.comment }]),
    ...relation.columns.flatMap((column) =>
      column.comment === null
        ? []
        : [{ target: `column ${relation.qualified}.${column.name}`, text: column.comment }],
    ),
    ...relation.constraints.flatMap(({ name, comment }) =>
      comment === null ? [] : [{ target: `constraint ${name} on ${relation.qualified}`, text: comment }],
    ),
    ...relation.indexes.flatMap(({ name, comment }) =>
      comment === null ? [] : [{ target: `index public.${name}`, text: comment }],
    ),
  ];
  const options = relation.options ? ` with (${relation.options.join(', ')})` : '';
  const grants = [...grantLines(relation.grants, `table ${relation.qualified}`), ...columnGrants(relation)];
  if (relation.kind !== 'table') {
    const create = relation.kind === 'view' ? 'create view' : 'create materialized view';
    return sections(
      [`${create} ${relation.qualified}${options} as`, `${relation.view?.trimEnd().replace(/;$/, '')};`],
      relation.indexes.map(({ definition }) => `${definition};`),
      commentLines(comments),
      grants,
    );
  }
  const body = [
    ...relation.columns.map(columnLine),
    ...relation.constraints.map(({ name, definition }) => `  constraint ${name} ${definition}`),
  ];
  return sections(
    [`create table ${relation.qualified} (`, body.join(',\n'), `)${options};`],
    [
      ...(relation.rls ? [`alter table ${relation.qualified} enable row level security;`] : []),
      ...(relation.forceRls ? [`alter table ${relation.qualified} force row level security;`] : []),
    ],
    relation.indexes.map(({ definition }) => `${definition};`),
    commentLines(comments),
    grants,
  );
}

async function relations(tx: Catalog): Promise<SchemaObject[]> {
  // Not-null constraints are left out of the constraint list: PostgreSQL 18 catalogues them (contype 'n', with
  // generated names) where 15 does not; the columns say `not null` on both.
  const { rows } = await tx.query<Relation>(`
    select c.relname as name, format('%I.%I', n.nspname, c.relname) as qualified,
           case c.relkind when 'v' then 'view' when 'm' then 'materialized view' else 'table' end as kind,
           c.relrowsecurity as rls, c.relforcerowsecurity as "forceRls", c.reloptions as options,
           case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as view,
           obj_description(c.oid, 'pg_class') as comment,
           ${grantsSql('c.relacl', 'r', 'c.relowner')} as grants,
           (select json_agg(json_build_object(
                     'name', quote_ident(a.attname), 'type', format_type(a.atttypid, a.atttypmod),
                     'notNull', a.attnotnull, 'default', pg_get_expr(ad.adbin, ad.adrelid),
                     'identity', a.attidentity, 'generated', a.attgenerated,
                     'collation', case when a.attcollation <> t.typcollation
                                       then (select format('%I.%I', cn.nspname, co.collname) from pg_collation co
                                               join pg_namespace cn on cn.oid = co.collnamespace
                                              where co.oid = a.attcollation) end,
                     'comment', col_description(c.oid, a.attnum),
                     'grants', case when a.attacl is null then '[]'::json
                                    else ${grantsSql('a.attacl', 'c', 'c.relowner')} end)
                   order by a.attnum)
              from pg_attribute a join pg_type t on t.oid = a.atttypid
              left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
           coalesce((select json_agg(json_build_object('name', quote_ident(k.conname),
                                                       'definition', pg_get_constraintdef(k.oid),
                                                       'comment', obj_description(k.oid, 'pg_constraint'))
                                     order by k.conname collate "C")
                       from pg_constraint k where k.conrelid = c.oid and k.contype not in ('n', 't')), '[]') as constraints,
           coalesce((select json_agg(json_build_object('name', quote_ident(ic.relname),
                                                       'definition', pg_get_indexdef(i.indexrelid),
                                                       'comment', obj_description(i.indexrelid, 'pg_class'))
                                     order by ic.relname collate "C")
                       from pg_index i join pg_class ic on ic.oid = i.indexrelid
                      where i.indrelid = c.oid
                        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid
                                           and k.conrelid = c.oid and k.contype in ('p', 'u', 'x'))), '[]') as indexes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and ${ours('pg_class', 'c.oid')}
     order by c.relname collate "C"`);
  return rows.map((relation) => ({
    file: `${relation.kind === 'table' ? 'tables' : 'views'}/${relation.name}.sql`,
    title: `${relation.kind} ${relation.qualified}`,
    sql: renderRelation(relation),
  }));
}

async function triggers(tx: Catalog): Promise<SchemaObject[]> {
  // Also the shop's triggers on tables it does not own (auth.users), found by their function in public.
  const { rows } = await tx.query<{
    name: string;
    schema: string;
    table: string;
    qualified: string;
    definition: string;
    comment: string | null;
  }>(`select t.tgname as name, n.nspname as schema, c.relname as table,
             format('%I.%I', n.nspname, c.relname) as qualified,
             pg_get_triggerdef(t.oid) as definition, obj_description(t.oid, 'pg_trigger') as comment
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_proc p on p.oid = t.tgfoid
       where not t.tgisinternal and (n.nspname = 'public' or p.pronamespace = 'public'::regnamespace)
       order by n.nspname collate "C", c.relname collate "C", t.tgname collate "C"`);
  return rows.map((row) => ({
    file: `triggers/${row.schema === 'public' ? row.table : `${row.schema}.${row.table}`}/${row.name}.sql`,
    title: `trigger ${row.name} on ${row.qualified}`,
    sql: sections(
      [`${row.definition};`],
      commentLines(
        row.comment === null
          ? []
          : [{ target: `trigger ${row.name} on ${row.qualified}`, text: row.comment }],
      ),
    ),
  }));
}

const commands: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };

async function policies(tx: Catalog): Promise<SchemaObject[]> {
  const { rows } = await tx.query<{
    name: string;
    table: string;
    qualified: string;
    command: string;
    permissive: boolean;
    roles: string[];
    using: string | null;
    check: string | null;
    comment: string | null;
  }>(`select p.polname as name, c.relname as table, format('%I.%I', n.nspname, c.relname) as qualified,
             p.polcmd as command, p.polpermissive as permissive,
             array(select g.name from (select case when r = 0 then 'public' else quote_ident(pg_get_userbyid(r)) end
                     from unnest(p.polroles) r) g (name) order by g.name collate "C") as roles,
             pg_get_expr(p.polqual, p.polrelid) as using, pg_get_expr(p.polwithcheck, p.polrelid) as check,
             obj_description(p.oid, 'pg_policy') as comment
        from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public'
       order by c.relname collate "C", p.polname collate "C"`);
  return rows.map((row) => {
    const name = `"${row.name.replaceAll('"', '""')}"`;
    return {
      file: `policies/${row.table}/${policyFileName(row.name)}`,
      title: `policy ${name} on ${row.qualified}`,
      sql: sections(
        [
          `create policy ${name}`,
          `  on ${row.qualified}`,
          `  as ${row.permissive ? 'permissive' : 'restrictive'}`,
          `  for ${commands[row.command] ?? row.command}`,
          `  to ${row.roles.join(', ')}` +
            (row.using === null ? '' : `\n  using (${row.using})`) +
            (row.check === null ? '' : `\n  with check (${row.check})`) +
            ';',
        ],
        commentLines(
          row.comment === null ? [] : [{ target: `policy ${name} on ${row.qualified}`, text: row.comment }],
        ),
      ),
    };
  });
}

/** What public holds that this view does not print yet: it fails rather than leave a part of the schema out. */
async function unrendered(tx: Catalog): Promise<string[]> {
  const { rows } = await tx.query<{ what: string }>(`
    select format('%s %s', case c.relkind when 'S' then 'sequence' when 'f' then 'foreign table'
                                          when 'c' then 'composite type' else c.relkind::text end, c.relname) as what
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('S', 'f', 'c') and ${ours('pg_class', 'c.oid')}
       -- a sequence of an identity or serial column is the column's
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i'))
    union all
    select format('type %s', t.typname) from pg_type t
     where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'r', 'm') and ${ours('pg_type', 't.oid')}
    union all
    select format('aggregate %s', p.proname) from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prokind in ('a', 'w') and ${ours('pg_proc', 'p.oid')}
    order by 1`);
  return rows.map((row) => row.what);
}

/** Every function, table, view, trigger and policy of the shop, each as its file. */
export async function readSchema(tx: Catalog): Promise<SchemaObject[]> {
  await tx.query(`select set_config('search_path', '', true)`);
  const missing = await unrendered(tx);
  if (missing.length > 0) {
    throw new Error(
      `scripts/db-schema.ts does not print these yet; teach it before adding them: ${missing.join(', ')}`,
    );
  }
  return [
    ...(await functions(tx)),
    ...(await relations(tx)),
    ...(await triggers(tx)),
    ...(await policies(tx)),
  ];
}
