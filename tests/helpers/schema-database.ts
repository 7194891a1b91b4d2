import type { PGlite } from '@electric-sql/pglite';
import { actAs, attempt, createTestDatabase, type RoleContext, type SqlError } from './db.ts';
import { createCustomer, createOperator, type Customer } from './factories.ts';

// The set-up the schema suites (tests/integration/schema) share: a database of the file's own (a fresh copy of the
// migrated, seeded template), the people a policy is tried as (a customer, another customer, the operator), and
// the readers the suites use. Like tests/integration/payments/card-payments-setup.ts, the bindings below are
// filled by the hooks withSchemaDatabase() registers in the calling file (each test file has its own copy of this
// module).

export let db: PGlite;
export let customer: Customer;
export let other: Customer;
export let operator: Customer;

/**
 * Gives the calling test file its database and, unless `people` is false, its customer ('Ana Cliente'), another
 * customer ('Outro Cliente') and an operator; closes the database after the file.
 */
export function withSchemaDatabase({ people = true }: { people?: boolean } = {}) {
  beforeAll(async () => {
    db = await createTestDatabase();
    if (!people) return;
    customer = await createCustomer(db, { nome: 'Ana Cliente' });
    other = await createCustomer(db, { nome: 'Outro Cliente' });
    operator = await createOperator(db);
  });
  afterAll(() => db?.close());
}

export type Row = Record<string, unknown>;

/** How many rows a query answers, read as the database owner. */
export const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params)).rows[0]!.n);

/** The rows of a query as JSON (dates as 'YYYY-MM-DD', numerics as numbers), read as the database owner. */
export const rowsOf = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ row: Row }>(`select to_jsonb(x) as row from (${sql}) x`, params)).rows.map((r) => r.row);
export const rowOf = async (sql: string, params: unknown[] = []) => (await rowsOf(sql, params))[0];

/** Calls a function as `who` and keeps what it wrote; answers its rows as JSON. */
export async function rowsAs(who: RoleContext, sql: string, params: unknown[] = []): Promise<Row[]> {
  const { rows } = await actAs(db, who, (tx) =>
    tx.query<{ row: Row }>(`select to_jsonb(x) as row from (${sql}) x`, params),
  );
  return rows.map((row) => row.row);
}

/** Like rowsAs, answering the first row. */
export const rowAs = async (who: RoleContext, sql: string, params: unknown[] = []): Promise<Row> =>
  (await rowsAs(who, sql, params))[0]!;

/** Runs a statement as `who` that must fail (and commits the transaction around it, so nothing can hide). */
export async function refused(who: RoleContext, sql: string, params: unknown[] = []): Promise<SqlError> {
  const result = await actAs(db, who, (tx) => attempt(tx, sql, params));
  if (!result.error) throw new Error(`expected a refusal of ${sql}`);
  return result.error;
}
