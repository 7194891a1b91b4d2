import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { openDatabase } from '../../supabase/local/database.ts';
import {
  migrate,
  migrationsDir as defaultMigrationsDir,
  seedFile as defaultSeedFile,
} from '../../supabase/local/migrate.ts';
import { startBackend, type Backend, type BackendOptions } from '../../supabase/local/server.ts';

export type TestBackendOptions = Pick<
  BackendOptions,
  | 'emailConfirm'
  | 'authRateLimitMultiplier'
  | 'passwordCost'
  | 'siteUrl'
  | 'extraRoutes'
  | 'jwtSecret'
  | 'anonKey'
  | 'serviceRoleKey'
  | 'functionsDir'
  | 'schemas'
  | 'services'
> & {
  migrationsDir?: string;
  seedFile?: string | false;
  /** false: start from the migrated schema without seed.sql (same as seedFile: false). */
  seed?: boolean;
};

export type TestBackend = Backend & {
  dataDir: string;
  serviceClient(): SupabaseClient;
  anonClient(): SupabaseClient;
};

const templatePrefix = 'movie-tour-db-template-';
const here = path.dirname(fileURLToPath(import.meta.url));
const bootstrapFile = path.resolve(here, '../../supabase/local/bootstrap.sql');

async function templateKey(migrations: string, seed: string | false): Promise<string> {
  const hash = createHash('sha256').update('template-v2');
  hash.update(await readFile(bootstrapFile));
  const files = existsSync(migrations)
    ? (await readdir(migrations)).filter((f) => f.endsWith('.sql')).sort()
    : [];
  for (const file of files) hash.update(file).update(await readFile(path.join(migrations, file)));
  if (seed && existsSync(seed)) hash.update('seed').update(await readFile(seed));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Templates of earlier schema versions, unused for an hour, only fill the temp directory. Each use touches its
 * template: another checkout's run may be copying one built hours ago (a run of this checkout once removed the
 * template a clean clone's tests were copying, and they failed with ENOENT).
 */
async function removeOldTemplates() {
  const hourAgo = Date.now() - 3600_000;
  for (const name of await readdir(os.tmpdir())) {
    if (!name.startsWith(templatePrefix)) continue;
    const dir = path.join(os.tmpdir(), name);
    const modified = await stat(dir).then(
      (s) => s.mtimeMs,
      () => Date.now(),
    );
    if (modified < hourAgo) await rm(dir, { recursive: true, force: true });
  }
}

/** A migrated, seeded data directory, built once per schema version and shared by every test file. */
async function templateDir(migrations: string, seed: string | false): Promise<string> {
  const dir = path.join(os.tmpdir(), `${templatePrefix}${await templateKey(migrations, seed)}`);
  if (existsSync(dir)) {
    const now = new Date();
    await utimes(dir, now, now).catch(() => undefined); // removed meanwhile: the copy reports it
    return dir;
  }
  await removeOldTemplates();
  const building = `${dir}.building-${process.pid}-${Date.now()}`;
  const db = await openDatabase(building);
  try {
    await migrate(db, { migrations, seed });
  } finally {
    await db.close();
  }
  try {
    await rename(building, dir);
  } catch {
    await rm(building, { recursive: true, force: true }); // another run built it first
  }
  return dir;
}

const seedOf = (options: Pick<TestBackendOptions, 'seedFile' | 'seed'>) =>
  options.seed === false ? false : (options.seedFile ?? defaultSeedFile);

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

/** A private copy of the migrated template database, for tests that start and stop backends themselves. */
export async function prepareDataDir(
  options: Pick<TestBackendOptions, 'migrationsDir' | 'seedFile' | 'seed'> = {},
) {
  const template = await templateDir(options.migrationsDir ?? defaultMigrationsDir, seedOf(options));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'movie-tour-test-db-'));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}

/** A backend on a free port over a private copy of the template database; close() deletes the copy. */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dataDir = await prepareDataDir(options);
  const { seed: _seed, ...backendOptions } = options;
  const backend = await startBackend({
    // bcrypt at cost 4, as the factories' users (tests/helpers/factories.ts): at GoTrue's 10, each sign-up or
    // sign-in is about 70 ms of CPU, which the suites spent hundreds of times. signup.test.ts checks the default.
    passwordCost: 4,
    ...backendOptions,
    port: 0,
    dataDir,
    migrationsDir: options.migrationsDir ?? defaultMigrationsDir,
    seedFile: seedOf(options),
    quiet: true,
  });
  return {
    ...backend,
    dataDir,
    serviceClient: () => createClient(backend.url, backend.serviceRoleKey, clientOptions),
    anonClient: () => createClient(backend.url, backend.anonKey, clientOptions),
    close: async () => {
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
