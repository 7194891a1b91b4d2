import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

/** Opens (or creates) a PGlite database with the extensions hosted Supabase projects have. */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  const db = await PGlite.create({ dataDir, extensions: { pgcrypto, uuid_ossp } });
  return db;
}
