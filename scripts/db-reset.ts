/** `npm run db:reset`: deletes the local database (DATA_DIR, default .data), never under a running backend. */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { lockHolder } from '../supabase/local/lock.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const holder = existsSync(dataDir) ? lockHolder(dataDir) : null;
if (holder !== null) {
  console.error(`The backend (pid ${holder}) is using ${dataDir}. Stop it first (Ctrl+C in its terminal).`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next start creates a new database with the migrations and seed.`);
