import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signApiKey } from './jwt.ts';

/**
 * The project's keys, both generations Supabase issues: the legacy JWT API keys (anon, service_role), which it
 * deprecates by the end of 2026, and the opaque publishable (`sb_publishable_...`, a visitor) and secret
 * (`sb_secret_...`, the service role) keys that replace them. The backend accepts either kind.
 */
export type BackendKeys = {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
};

const opaqueKey = (prefix: 'sb_publishable_' | 'sb_secret_') =>
  prefix + randomBytes(24).toString('base64url');

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
  const publishableKey = given.publishableKey ?? stored.publishableKey ?? opaqueKey('sb_publishable_');
  const secretKey = given.secretKey ?? stored.secretKey ?? opaqueKey('sb_secret_');
  const keys = { jwtSecret, anonKey, serviceRoleKey, publishableKey, secretKey };
  const nothingGiven =
    !given.jwtSecret && !given.anonKey && !given.serviceRoleKey && !given.publishableKey && !given.secretKey;
  // Written when generated, and again when an older keys.json lacks the new kind of key.
  const changed = (Object.keys(keys) as (keyof BackendKeys)[]).some((name) => stored[name] !== keys[name]);
  if (file && nothingGiven && changed) {
    writeFileSync(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  }
  return keys;
}
