import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

const here = path.dirname(fileURLToPath(import.meta.url));
export const supabaseDir = path.resolve(here, '..');
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const seedFile = path.join(supabaseDir, 'seed.sql');

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
  await db.exec(await readFile(path.join(here, 'bootstrap.sql'), 'utf8'));

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
