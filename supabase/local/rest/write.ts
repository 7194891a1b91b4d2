import type { Transaction } from '@electric-sql/pglite';
import { lookupTable, type TableInfo } from './catalog.ts';
import { jsonBody, Params, quoteIdent, selectList, whereClause, type Relation } from './build-sql.ts';
import { RestError } from './errors.ts';
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

/** Runs a write; with return=representation its rows come back as JSON, else only the count. */
async function runWrite(
  tx: Transaction,
  call: RestCall,
  statement: string,
  returning: string,
  params: Params,
): Promise<JsonRows> {
  if (!call.prefer.representation) {
    const result = await tx.query(statement, params.values);
    return { body: '', n: result.affectedRows ?? 0, one: null };
  }
  const sql = `with _w as (${statement} returning ${returning}) ${jsonBody('select * from _w', call.stripNulls)}`;
  return (await tx.query<JsonRows>(sql, params.values)).rows[0] ?? { body: '[]', n: 0, one: null };
}

function finish(call: RestCall, status: number, parts: JsonRows[]): RestResult {
  const n = parts.reduce((sum, p) => sum + p.n, 0);
  const headers: Record<string, string> = call.prefer.count ? { 'Content-Range': `*/${n}` } : {};
  if (!call.prefer.representation) return { status: status === 201 ? 201 : 204, body: null, headers };
  const items = parts.map((p) => p.body.slice(1, -1)).filter((s) => s !== '');
  const one = parts.find((p) => p.n === 1)?.one ?? null;
  return { status, body: rowsBody(call, { body: `[${items.join(',')}]`, n, one }), headers };
}

function conflictClause(call: RestCall, query: ParsedQuery, table: TableInfo, columns: string[]): string {
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
  const updated = columns.filter((c) => !target.includes(c));
  const set = (updated.length ? updated : target).map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
  return ` on conflict${targetSql} do update set ${set.join(', ')}`;
}

export async function insertRows(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, null));
  if (!isRow(call.body) && !(Array.isArray(call.body) && call.body.every(isRow))) {
    throw invalidBody('Expected a JSON object or an array of JSON objects');
  }
  const rows = Array.isArray(call.body) ? (call.body as Row[]) : [call.body];
  const table = await lookupTable(tx, call.target);
  const rel: Relation = { alias: table.name, name: table.name, columns: table.columns };
  const returning = selectList(rel, query.select);
  const target = `public.${quoteIdent(table.name)} as ${quoteIdent(rel.alias)}`;
  // missing=default: each row inserts only its own keys, so absent ones take the column default.
  const batches = call.prefer.missingDefault
    ? rows.map((row) => ({ rows: [row], columns: Object.keys(row) }))
    : [{ rows, columns: query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))] }];

  const parts: JsonRows[] = [];
  for (const batch of batches) {
    if (batch.rows.length === 0) continue;
    checkColumns(table, batch.columns);
    const params = new Params();
    const conflict = conflictClause(call, query, table, batch.columns);
    const statements =
      batch.columns.length === 0
        ? batch.rows.map(() => `insert into ${target} default values${conflict}`)
        : [
            `insert into ${target} (${batch.columns.map(quoteIdent).join(', ')}) ` +
              `select ${batch.columns.map((c) => `_b.${quoteIdent(c)}`).join(', ')} ` +
              `from json_populate_recordset(null::public.${quoteIdent(table.name)}, ${params.add(JSON.stringify(batch.rows))}::json) as _b` +
              conflict,
          ];
    for (const statement of statements) parts.push(await runWrite(tx, call, statement, returning, params));
  }
  return finish(call, 201, parts);
}

export async function updateRows(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, null));
  if (!isRow(call.body)) throw invalidBody('Expected a JSON object');
  const table = await lookupTable(tx, call.target);
  const rel: Relation = { alias: table.name, name: table.name, columns: table.columns };
  const columns = Object.keys(call.body);
  checkColumns(table, columns);
  const params = new Params();
  const body = params.add(JSON.stringify(call.body));
  const where = whereClause(rel, query.filters, params);
  if (columns.length === 0) return finish(call, 200, [{ body: '[]', n: 0, one: null }]);
  const statement =
    `update public.${quoteIdent(table.name)} as ${quoteIdent(rel.alias)} ` +
    `set ${columns.map((c) => `${quoteIdent(c)} = _b.${quoteIdent(c)}`).join(', ')} ` +
    `from json_populate_record(null::public.${quoteIdent(table.name)}, ${body}::json) as _b${where}`;
  return finish(call, 200, [await runWrite(tx, call, statement, selectList(rel, query.select), params)]);
}

export async function deleteRows(tx: Transaction, call: RestCall): Promise<RestResult> {
  const query = await withCasts(tx, parseQuery(call.url, null));
  const table = await lookupTable(tx, call.target);
  const rel: Relation = { alias: table.name, name: table.name, columns: table.columns };
  const params = new Params();
  const statement = `delete from public.${quoteIdent(table.name)} as ${quoteIdent(rel.alias)}${whereClause(rel, query.filters, params)}`;
  return finish(call, 200, [await runWrite(tx, call, statement, selectList(rel, query.select), params)]);
}
