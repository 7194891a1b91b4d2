/** Whether dist/ is older than the sources, and building it when it is (npm start, check:budget). */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

export const root = path.resolve(import.meta.dirname, '..');
export const distDir = path.join(root, 'dist');
const stampFile = path.join(distDir, '.build-stamp');

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, child) => Math.max(max, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

export function buildIsStale(): boolean {
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts'];
  return inputs.some((entry) => newestMtime(entry) > built);
}

/** Builds the production bundle when the sources changed since the last build. */
export async function ensureBuild(log: (message: string) => void = console.log): Promise<void> {
  if (!buildIsStale()) return;
  log('Construindo a versão de produção...');
  await build({ root, logLevel: 'warn' });
  writeFileSync(stampFile, new Date().toISOString());
}
