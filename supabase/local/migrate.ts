import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const here = path.dirname(fileURLToPath(import.meta.url));
export const supabaseDir = path.resolve(here, '..');
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const seedFile = path.join(supabaseDir, 'seed.sql');

/**
 * Runs bootstrap.sql unless this exact version already ran on the database: re-running it on every
 * start costs over a second, a third of the cold start.
 */
async function bootstrap(db: PGlite) {
  const sql = await readFile(path.join(here, 'bootstrap.sql'), 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  const applied = await db
    .query<{ hash: string }>('select hash from supabase_migrations.platform_bootstrap')
    .then((result) => result.rows[0]?.hash)
    .catch(() => undefined);
  if (applied === hash) return;
  await db.transaction(async (tx) => {
    await tx.exec(sql);
    await tx.exec(`create table if not exists supabase_migrations.platform_bootstrap (hash text not null);
      delete from supabase_migrations.platform_bootstrap;`);
    await tx.query('insert into supabase_migrations.platform_bootstrap (hash) values ($1)', [hash]);
  });
}

export type MigrateResult = { applied: string[]; seeded: boolean };

/**
 * Installs the platform pieces, applies every migration not applied yet (each exactly once, in
 * its own transaction), and runs seed.sql when the database was new.
 */
export async function migrate(
  db: PGlite,
  options: { migrations?: string; seed?: string | false } = {},
): Promise<MigrateResult> {
  const dir = options.migrations ?? migrationsDir;
  const fresh = (await db.query(`select to_regclass('supabase_migrations.schema_migrations') as t`))
    .rows[0] as { t: string | null };
  await bootstrap(db);

  const done = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  );
  const files = (await readdir(dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
    applied.push(file);
  }

  let seeded = false;
  const seed = options.seed ?? seedFile;
  if (fresh.t === null && seed) {
    const sql = await readFile(seed, 'utf8').catch(() => '');
    if (sql.trim()) {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
      });
      seeded = true;
    }
  }
  return { applied, seeded };
}
