import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { supabaseDir } from '../migrate.ts';

/**
 * `[api].max_rows` of supabase/config.toml, PostgREST's db-max-rows: the most rows a read answers at each level
 * of its select, and a function call; hosted Supabase applies the project's setting (1000 by default).
 */
export function configuredMaxRows(configFile = path.join(supabaseDir, 'config.toml')): number | undefined {
  if (!existsSync(configFile)) return undefined;
  const config = parseToml(readFileSync(configFile, 'utf8')) as { api?: { max_rows?: unknown } };
  const value = config.api?.max_rows;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
