import type { Transaction } from '@electric-sql/pglite';
import { jsonBody, Params, quoteIdent } from './build-sql.ts';
import { columnDefaults, lookupTable, type TableInfo } from './catalog.ts';
import { RestError } from './errors.ts';
import { createEnv, ReadCompiler, type Source } from './render.ts';
import { parseQuery, withCasts, type ParsedQuery } from './request.ts';
import { rowsBody, type JsonRows, type RestCall, type RestResult } from './result.ts';

type Row = Record<string, unknown>;

const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

const unknownBodyColumn = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

function checkColumns(table: TableInfo, columns: string[]) {
  for (const column of columns) if (!table.columns.has(column)) throw unknownBodyColumn(table.name, column);
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type WriteRows = JsonRows & { inserted: number };

/**
 * Runs a write statement (without RETURNING) and reads back what it wrote through the select tree, embedded
 * resources included, as PostgREST does: the statement is a CTE, and the answer a read of its rows.
 */
async function runWrite(
  tx: Transaction,
  call: RestCall,
  query: ParsedQuery,
  table: TableInfo,
  statement: string,
  params: Params,
): Promise<WriteRows> {
  const alias = quoteIdent(table.name);
  const upsert = call.prefer.resolution !== undefined;
  const returning = `${alias}.*${upsert ? `, (${alias}.xmax = 0) as "__pgrst_inserted"` : ''}`;
  const inserted = upsert ? `count(*) filter (where "__pgrst_inserted")::int` : 'count(*)::int';
  if (!call.prefer.representation) {
    const sql = `with "_w" as (${statement} returning ${returning}) select count(*)::int as n, ${inserted} as inserted from "_w"`;
    const row = (await tx.query<{ n: number; inserted: number }>(sql, params.values)).rows[0];
    return { body: '', n: row?.n ?? 0, one: null, inserted: row?.inserted ?? 0 };
  }
  const columns = [...table.columns.keys()].map(quoteIdent).join(', ');
  const source: Source = {
    from: `(select ${columns} from "_w")`,
    alias: table.name,
    schema: table.schema,
    name: table.name,
    columns: table.columns,
  };
  // The filters chose the rows to write; the answer shows those rows, ordered and embedded as asked.
  const compiler = new ReadCompiler(createEnv(tx, call.schemas), { ...query, filters: [] }, params);
  const compiled = await compiler.root(source, { page: false });
  const sql =
    `with "_w" as (${statement} returning ${returning}) ` +
    `select "_j".*, (select ${inserted} from "_w") as inserted from (${jsonBody(compiled.sql, call.stripNulls)}) as "_j"`;
  return (
    (await tx.query<WriteRows>(sql, params.values)).rows[0] ?? { body: '[]', n: 0, one: null, inserted: 0 }
  );
}

function finish(call: RestCall, status: number, parts: WriteRows[]): RestResult {
  const n = parts.reduce((sum, p) => sum + p.n, 0);
  const headers: Record<string, string> = call.prefer.count ? { 'Content-Range': `*/${n}` } : {};
  if (!call.prefer.representation) {
    return { status: status === 201 ? 201 : 204, body: null, headers, affected: n };
  }
  const items = parts.map((p) => p.body.slice(1, -1)).filter((s) => s !== '');
  const one = parts.find((p) => p.n === 1)?.one ?? null;
  return { status, body: rowsBody(call, { body: `[${items.join(',')}]`, n, one }), headers, affected: n };
}

function conflictClause(call: RestCall, query: ParsedQuery, table: TableInfo, updated: string[]): string {
  if (!call.prefer.resolution) return '';
  const target = query.onConflict ?? table.primaryKey;
  checkColumns(table, target);
  const targetSql = target.length ? ` (${target.map(quoteIdent).join(', ')})` : '';
  if (call.prefer.resolution === 'ignore-duplicates') return ` on conflict${targetSql} do nothing`;
  if (!target.length) {
    throw new RestError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
    );
  }
  const set = updated.filter((c) => !target.includes(c));
  const assignments = (set.length ? set : target).map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
  return ` on conflict${targetSql} do update set ${assignments.join(', ')}`;
}

const loadTable = (tx: Transaction, call: RestCall) => lookupTable(tx, call.schema, call.target);

const target = (table: TableInfo) =>
  `${quoteIdent(table.schema)}.${quoteIdent(table.name)} as ${quoteIdent(table.name)}`;

export async function insertRows(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, null));
  if (!isRow(call.body) && !(Array.isArray(call.body) && call.body.every(isRow))) {
    throw invalidBody('Expected a JSON object or an array of JSON objects');
  }
  const rows = Array.isArray(call.body) ? (call.body as Row[]) : [call.body];
  const table = await loadTable(tx, call);
  // Without `columns`, PostgREST takes the keys of the objects and requires them to be the same in every one.
  const keys = rows.map((row) => Object.keys(row).sort().join('\u0000'));
  if (!query.columns && keys.some((k) => k !== keys[0])) throw invalidBody('All object keys must match');
  const all = query.columns ?? Object.keys(rows[0] ?? {});
  checkColumns(table, all);
  // Absent keys are null, as json_populate_recordset reads them; with missing=default they take the column's
  // default instead, evaluated for every row as PostgREST evaluates it (`defaults || row`), so a sequence
  // advances once per row even where the row gives the value.
  const defaults = call.prefer.missingDefault ? await columnDefaults(tx, table) : new Map<string, string>();
  const withDefaults = all.filter((c) => defaults.has(c));
  const parts: WriteRows[] = [];
  if (rows.length > 0) {
    const params = new Params();
    const conflict = conflictClause(call, query, table, all);
    const rowType = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
    // Objects without keys insert rows of defaults, one statement each; the body is then no parameter (a
    // parameter the statement does not use is an error of the protocol, not the caller's).
    const records = () => {
      const body = params.add(JSON.stringify(rows));
      return withDefaults.length === 0
        ? `json_populate_recordset(null::${rowType}, ${body}::json)`
        : `jsonb_populate_recordset(null::${rowType}, (select jsonb_agg(jsonb_build_object(` +
            withDefaults.map((c) => `${params.add(c)}::text, ${defaults.get(c)!}`).join(', ') +
            `) || "_e") from jsonb_array_elements(${body}::jsonb) as "_e"))`;
    };
    const statement =
      all.length === 0
        ? `insert into ${target(table)} default values${conflict}`
        : `insert into ${target(table)} (${all.map(quoteIdent).join(', ')}) ` +
          `select ${all.map((c) => `"_b".${quoteIdent(c)}`).join(', ')} from ${records()} as "_b"${conflict}`;
    const times = all.length === 0 ? rows.length : 1;
    for (let i = 0; i < times; i++) parts.push(await runWrite(tx, call, query, table, statement, params));
  }
  // An upsert that only updated existing rows answers 200, as PostgREST does; any new row makes it 201.
  const status =
    call.prefer.resolution === 'merge-duplicates' && parts.every((p) => p.inserted === 0) ? 200 : 201;
  return finish(call, status, parts);
}

/**
 * PUT: the single-row upsert of PostgREST. The filters must be `eq` on exactly the primary key's columns (405
 * PGRST105), no limit or offset (400 PGRST114), and the body one row whose key is the one in the URL (400 PGRST115);
 * the row is inserted, or replaces the one with that key.
 */
export async function putRow(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, null));
  if (query.limit !== undefined || query.offset !== undefined) {
    throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  const table = await loadTable(tx, call);
  const filtered = query.filters.map((f) =>
    f.kind === 'condition' && !f.negate && f.op === 'eq' && !f.quantifier && f.field.path.length === 0
      ? f.field.column
      : null,
  );
  const pk = table.primaryKey;
  if (
    pk.length === 0 ||
    filtered.some((c) => c === null) ||
    filtered.length !== pk.length ||
    !pk.every((c) => filtered.includes(c))
  ) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
  const rows = Array.isArray(call.body) ? (call.body as unknown[]) : [call.body];
  if (!rows.every(isRow)) throw invalidBody('Expected a JSON object');
  const columns = query.columns ?? Object.keys((rows[0] as Row | undefined) ?? {});
  checkColumns(table, columns);
  const mismatch = new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  if (rows.length !== 1 || !pk.every((c) => columns.includes(c))) throw mismatch;
  const params = new Params();
  const rowType = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
  const body = params.add(JSON.stringify(rows));
  // The URL's key must be the body's: the filters judge the body's row.
  const compiler = new ReadCompiler(createEnv(tx, call.schemas), query, params);
  const bodySource: Source = {
    from: '',
    alias: '_b',
    schema: table.schema,
    name: table.name,
    columns: table.columns,
  };
  const conditions = await compiler.conditions(bodySource, query.filters);
  const set = columns.filter((c) => !pk.includes(c));
  const statement =
    `insert into ${target(table)} (${columns.map(quoteIdent).join(', ')}) ` +
    `select ${columns.map((c) => `"_b".${quoteIdent(c)}`).join(', ')} ` +
    `from json_populate_recordset(null::${rowType}, ${body}::json) as "_b" ` +
    `where ${conditions.map((c) => `(${c})`).join(' and ')} ` +
    `on conflict (${pk.map(quoteIdent).join(', ')}) do update set ` +
    (set.length ? set : pk).map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ');
  const written = await runWrite(
    tx,
    { ...call, prefer: { ...call.prefer, resolution: 'merge-duplicates' } },
    { ...query, filters: [] },
    table,
    statement,
    params,
  );
  if (written.n !== 1) throw mismatch;
  const result = finish(call, written.inserted > 0 ? 201 : 200, [written]);
  return call.prefer.representation ? result : { ...result, status: 204 };
}

export async function updateRows(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, null));
  if (!isRow(call.body)) throw invalidBody('Expected a JSON object');
  const table = await loadTable(tx, call);
  // `columns` names the columns set (a key of the body outside them is ignored, one absent is null), as PostgREST.
  const columns = query.columns ?? Object.keys(call.body);
  checkColumns(table, columns);
  if (columns.length === 0) return finish(call, 200, [{ body: '[]', n: 0, one: null, inserted: 0 }]);
  const params = new Params();
  const body = params.add(JSON.stringify(call.body));
  const where = await whereSql(tx, call, query, table, params);
  const rowType = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
  const defaults = call.prefer.missingDefault ? await columnDefaults(tx, table) : new Map<string, string>();
  const withDefaults = columns.filter((c) => defaults.has(c));
  const record =
    withDefaults.length === 0
      ? `json_populate_record(null::${rowType}, ${body}::json)`
      : `jsonb_populate_record(null::${rowType}, jsonb_build_object(` +
        withDefaults.map((c) => `${params.add(c)}::text, ${defaults.get(c)!}`).join(', ') +
        `) || ${body}::jsonb)`;
  const statement =
    `update ${target(table)} set ${columns.map((c) => `${quoteIdent(c)} = "_b".${quoteIdent(c)}`).join(', ')} ` +
    `from ${record} as "_b"${where}`;
  return finish(call, 200, [await runWrite(tx, call, query, table, statement, params)]);
}

export async function deleteRows(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, null));
  const table = await loadTable(tx, call);
  const params = new Params();
  const statement = `delete from ${target(table)}${await whereSql(tx, call, query, table, params)}`;
  return finish(call, 200, [await runWrite(tx, call, query, table, statement, params)]);
}

/** The WHERE of an update or delete: the query's filters on the table. */
async function whereSql(
  tx: Transaction,
  call: RestCall,
  query: ParsedQuery,
  table: TableInfo,
  params: Params,
): Promise<string> {
  const compiler = new ReadCompiler(createEnv(tx, call.schemas), query, params);
  const source: Source = {
    from: '',
    alias: table.name,
    schema: table.schema,
    name: table.name,
    columns: table.columns,
  };
  const conditions = await compiler.conditions(source, query.filters);
  return conditions.length ? ` where ${conditions.map((c) => `(${c})`).join(' and ')}` : '';
}
