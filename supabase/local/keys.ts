import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signApiKey } from './jwt.ts';

export type BackendKeys = { jwtSecret: string; anonKey: string; serviceRoleKey: string };

function readStored(file: string | undefined): Partial<BackendKeys> {
  if (!file || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<BackendKeys>;
  } catch {
    return {};
  }
}

/**
 * Keys given explicitly win. Otherwise the secret and the two API keys are generated once and
 * kept in `<dataDir>/keys.json`; an in-memory database gets fresh ones per process.
 */
export async function resolveKeys(
  dataDir: string | undefined,
  given: Partial<BackendKeys>,
): Promise<BackendKeys> {
  const file = dataDir ? path.join(dataDir, 'keys.json') : undefined;
  const stored = given.jwtSecret ? {} : readStored(file);
  const jwtSecret = given.jwtSecret ?? stored.jwtSecret ?? randomBytes(32).toString('base64url');
  const anonKey = given.anonKey ?? stored.anonKey ?? (await signApiKey('anon', jwtSecret));
  const serviceRoleKey =
    given.serviceRoleKey ?? stored.serviceRoleKey ?? (await signApiKey('service_role', jwtSecret));
  const keys = { jwtSecret, anonKey, serviceRoleKey };
  const nothingGiven = !given.jwtSecret && !given.anonKey && !given.serviceRoleKey;
  if (file && nothingGiven && stored.jwtSecret !== jwtSecret) {
    writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  }
  return keys;
}
