import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

/** Opens (or creates) a PGlite database with the extensions hosted Supabase projects have. */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  const db = await PGlite.create({ dataDir, extensions: { pgcrypto, uuid_ossp } });
  return db;
}

/**
 * Said at every start: PGlite runs PostgreSQL with fsync off and its Node filesystem never calls fsync, so a
 * killed process loses nothing but a power cut can lose the last writes. Not fixable at a bearable cost
 * (`npm run bench:durability`: an fsync of every data file per commit is ~100 ms a commit, and fsyncing only the
 * WAL is not enough because PGlite's checkpoints do not fsync the data files); docs/security.md.
 */
export const durabilityNotice =
  'Dados locais sem fsync: um corte de energia pode perder as últimas gravações. Para desenvolvimento e testes; em produção, use o Supabase hospedado.';
