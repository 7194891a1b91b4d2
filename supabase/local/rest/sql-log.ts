import { appendFileSync } from 'node:fs';
import type { Transaction } from '@electric-sql/pglite';

/**
 * REST_SQL_LOG=<file>: every statement a REST call runs (its role and claims, SQL, bound values and result or
 * error code) appended to the file as JSON lines, one transaction after another. For reading what the grammar
 * generates, and for scripts/check-rest-pg15.sh, which replays the log on PostgreSQL 15 and compares answers.
 */
export type SqlLogLine =
  | { tx: number; sql: string; params: unknown[]; rows?: unknown[]; error?: string }
  | { tx: number; end: 'commit' | 'rollback' };

const file = process.env.REST_SQL_LOG;
let transactions = 0;

const write = (line: SqlLogLine) => appendFileSync(file!, `${JSON.stringify(line)}\n`);

/** Runs `body` with a transaction that logs its statements when REST_SQL_LOG is set; otherwise the same one. */
export async function withSqlLog<T>(tx: Transaction, body: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!file) return body(tx);
  const id = ++transactions;
  const logged = new Proxy(tx, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver) as unknown;
      return async (sql: string, params: unknown[] = []) => {
        try {
          const result = await target.query(sql, params);
          write({ tx: id, sql, params, rows: result.rows });
          return result;
        } catch (error) {
          write({ tx: id, sql, params, error: (error as { code?: string }).code ?? 'unknown' });
          throw error;
        }
      };
    },
  });
  try {
    const result = await body(logged);
    write({ tx: id, end: 'commit' });
    return result;
  } catch (error) {
    write({ tx: id, end: 'rollback' });
    throw error;
  }
}
