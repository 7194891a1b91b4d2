/**
 * Replays a REST_SQL_LOG (supabase/local/rest/sql-log.ts) on a PostgreSQL server, transaction by transaction
 * in the original order, and reports every statement whose answer differs from the one PGlite gave: an error
 * on one side only, another SQLSTATE, or other rows. Used by scripts/check-rest-pg15.sh after the conformance
 * suite ran against the embedded backend, so the SQL the REST grammar generates is known to run on hosted
 * Supabase's PostgreSQL 15 with the same meaning.
 * Usage: tsx scripts/replay-rest-sql.ts <log.jsonl> <postgres url> [schema.sql ...]
 * (the schema files are applied first, in order; without any, the conformance suite's schema)
 */
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import type { SqlLogLine } from '../supabase/local/rest/sql-log.ts';
import { conformanceSchemaSql } from '../tests/integration/rest/conformance-schema.ts';

type Statement = Extract<SqlLogLine, { sql: string }>;
type Transaction = { statements: Statement[]; end: 'commit' | 'rollback' };

// Answers that legitimately differ between two servers: plans (costs, the planner's row estimates) and the
// catalog's object ids.
const volatile = (sql: string) =>
  /^\s*explain\b/i.test(sql) || /\boid\b|pg_catalog\.\w+\.oid|::regclass::oid/i.test(sql);

function transactions(lines: SqlLogLine[]): Transaction[] {
  const open = new Map<number, Statement[]>();
  const done: Transaction[] = [];
  for (const line of lines) {
    if ('end' in line) {
      done.push({ statements: open.get(line.tx) ?? [], end: line.end });
      open.delete(line.tx);
    } else open.set(line.tx, [...(open.get(line.tx) ?? []), line]);
  }
  return done;
}

/** A bound value as PGlite sends it: text, with arrays as Postgres array literals and objects as JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const item = (v: unknown) => (v === null ? 'NULL' : `"${String(asText(v)).replace(/(["\\])/g, '\\$1')}"`);
    return `{${value.map(item).join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const normal = (rows: unknown) =>
  JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));

class Abort extends Error {}

async function main() {
  const [logFile, url, ...schemaFiles] = process.argv.slice(2);
  if (!logFile || !url) throw new Error('usage: replay-rest-sql.ts <log.jsonl> <postgres url>');
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SqlLogLine);
  // Values go as the text the log holds: postgres.js would otherwise JSON-encode a json parameter again.
  const text = (to: number) => ({
    to,
    from: [] as number[],
    serialize: (x: unknown) => String(x),
    parse: (x: string) => x,
  });
  const sql = postgres(url, {
    max: 1,
    onnotice: () => {},
    types: { bigint: postgres.BigInt, jsonAsText: text(114), jsonbAsText: text(3802) },
  });
  if (schemaFiles.length === 0) await sql.unsafe(conformanceSchemaSql);
  for (const file of schemaFiles) await sql.unsafe(readFileSync(file, 'utf8'));
  const failures: string[] = [];
  let statements = 0;
  for (const [index, tx] of transactions(lines).entries()) {
    try {
      await sql.begin(async (db) => {
        for (const statement of tx.statements) {
          statements++;
          const where = `transaction ${index + 1}: ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`;
          let rows: unknown[] | undefined;
          let error: string | undefined;
          try {
            // A savepoint per statement, so an error the log expects does not end the transaction early.
            rows = [
              ...(await db.savepoint((sp) =>
                sp.unsafe(statement.sql, statement.params.map(asText) as never[]),
              )),
            ];
          } catch (caught) {
            error = (caught as { code?: string }).code ?? String(caught);
          }
          if (statement.error !== undefined || error !== undefined) {
            if (statement.error !== error)
              failures.push(`${where}\n  PGlite: ${statement.error ?? 'ok'}, pg15: ${error ?? 'ok'}`);
            if (statement.error !== undefined) throw new Abort();
          } else if (!volatile(statement.sql) && normal(rows) !== normal(statement.rows)) {
            failures.push(
              `${where}\n  PGlite: ${normal(statement.rows).slice(0, 300)}\n  pg15:   ${normal(rows).slice(0, 300)}`,
            );
          }
        }
        if (tx.end === 'rollback') throw new Abort();
      });
    } catch (error) {
      if (!(error instanceof Abort)) throw error;
    }
  }
  await sql.end();
  console.log(
    `replayed ${statements} statements in ${transactions(lines).length} transactions; ${failures.length} differ`,
  );
  for (const failure of failures) console.log(failure);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

await main();
