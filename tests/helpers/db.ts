import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { migrate, migrationsDir, seedFile, supabaseDir } from '../../supabase/local/migrate.ts';

export type Queryable = Pick<Transaction, 'query'>;

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export type RoleContext = { role: DbRole; sub?: string; claims?: Record<string, unknown> };

/** The callers a policy is tried as: a visitor, the service role, and a signed-in user (a customer or an operator). */
export const anon: RoleContext = { role: 'anon' };
export const service: RoleContext = { role: 'service_role' };
export const as = (user: { userId: string }): RoleContext => ({ role: 'authenticated', sub: user.userId });

export type SqlError = { code: string; message: string };

export type Attempt<T> = { rows: T[]; error: null } | { rows: []; error: SqlError };

const cacheDir = path.join(os.tmpdir(), 'movie-tour-test-db');
const extensions = { pgcrypto, uuid_ossp };

async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    path.join(supabaseDir, 'local', 'bootstrap.sql'),
    path.join(supabaseDir, 'local', 'migrate.ts'),
    seedFile,
    ...(await readdir(migrationsDir)).sort().map((file) => path.join(migrationsDir, file)),
  ];
  for (const file of files) {
    hash.update(file).update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Dumps of earlier schema versions, untouched for an hour, only fill the temp directory. */
async function removeStaleTemplates(keep: string): Promise<void> {
  const hourAgo = Date.now() - 3600_000;
  for (const name of await readdir(cacheDir)) {
    if (name === keep) continue;
    const file = path.join(cacheDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < hourAgo) await rm(file, { force: true });
  }
}

let template: Promise<Blob> | undefined;

// initdb + migrations take ~6 s; restoring a dump takes ~1 s. The dump is cached on disk by the
// hash of everything that shapes the schema, so test files and later runs skip the migration.
async function loadTemplate(): Promise<Blob> {
  const file = path.join(cacheDir, `${await schemaFingerprint()}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);

  const db = await PGlite.create({ extensions });
  await migrate(db);
  const dump = await db.dumpDataDir('none');
  await db.close();
  await mkdir(cacheDir, { recursive: true });
  await removeStaleTemplates(path.basename(file));
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** A migrated and seeded database of its own: a fresh copy of the cached template. */
export async function createTestDatabase(): Promise<PGlite> {
  template ??= loadTemplate();
  return PGlite.create({ loadDataDir: await template, extensions });
}

/**
 * Runs fn as PostgREST would run a request (transaction-local role and JWT claims), then rolls
 * everything back so each call starts from the same data.
 */
export async function asRole<T>(
  db: PGlite,
  who: RoleContext,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const claims = {
    role: who.role,
    ...(who.sub ? { sub: who.sub, aud: 'authenticated' } : {}),
    ...who.claims,
  };
  let result: { value: T } | undefined;
  await db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      who.role,
      JSON.stringify(claims),
    ]);
    result = { value: await fn(tx) };
    await tx.rollback();
  });
  if (!result) throw new Error('asRole: the transaction ended before fn returned');
  return result.value;
}

/** Runs fn as the caller, like asRole, and keeps what it wrote (for scenarios over several calls). */
export async function actAs<T>(
  db: PGlite,
  who: RoleContext,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const claims = {
    role: who.role,
    ...(who.sub ? { sub: who.sub, aud: 'authenticated' } : {}),
    ...who.claims,
  };
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      who.role,
      JSON.stringify(claims),
    ]);
    return fn(tx);
  });
}

/** Runs one statement inside a savepoint, so an expected error leaves the transaction usable. */
export async function attempt<T = Record<string, unknown>>(
  tx: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<Attempt<T>> {
  await tx.query('savepoint attempt');
  try {
    const { rows } = await tx.query<T>(sql, params);
    await tx.query('release savepoint attempt');
    return { rows, error: null };
  } catch (error) {
    await tx.query('rollback to savepoint attempt');
    const { code, message } = error as { code?: string; message?: string };
    if (!code) throw error;
    return { rows: [], error: { code, message: message ?? '' } };
  }
}
