/**
 * `npm run check:budget`: the JavaScript the home page loads before anything else, gzip-compressed, against the
 * 170 kB budget of issue 7: the boot script and its modulepreloads in dist/index.html, plus the app the boot
 * script starts after the first paint (its dynamic import, src/main.tsx) with everything that imports
 * statically, read from Vite's manifest. Lazy chunks (pages, dialogs, calendars) are excluded. Builds first when
 * the sources changed. Exits 1 above the budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir, ensureBuild } from './build-state.ts';

export const BUDGET_BYTES = 170 * 1000;

/** The JS files an HTML page loads up front: module scripts and modulepreloads with a local src/href. */
export function initialScripts(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g))
    files.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    files.add(match[1]!);
  return [...files].filter((file) => file.startsWith('/') && !file.startsWith('//'));
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
export const manifestFile = '.vite/manifest.json';

/**
 * The HTML's scripts with what they import statically and, for the entry scripts, the app they start (their
 * dynamic imports) with its static imports.
 */
export function initialLoad(html: string, manifest: Record<string, ManifestChunk>): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const file of initialScripts(html)) {
    const key = keyOfFile.get(file);
    if (!key) {
      files.add(file);
      continue;
    }
    add(key);
    for (const started of manifest[key]!.dynamicImports ?? []) add(started);
  }
  return [...files];
}

/** Each initial script with its gzip size, and the total. */
export function measureInitialJs(dir: string, htmlFile = 'index.html') {
  const html = readFileSync(path.join(dir, htmlFile), 'utf8');
  // A build without a manifest (the bare page of bench:web): the HTML's scripts alone.
  const manifest = existsSync(path.join(dir, manifestFile))
    ? (JSON.parse(readFileSync(path.join(dir, manifestFile), 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const files = initialLoad(html, manifest).map((file) => ({
    file,
    gzip: gzipSize(readFileSync(path.join(dir, file.replace(/^\/+/, '')))),
  }));
  return { files, total: files.reduce((sum, entry) => sum + entry.gzip, 0) };
}

async function main() {
  await ensureBuild();
  const { files, total } = measureInitialJs(distDir);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const { file, gzip } of files) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
  console.log(`Initial JS of the home page: ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})`);
  if (total > BUDGET_BYTES) {
    console.error(
      `Over budget by ${kb(total - BUDGET_BYTES)}: keep new code out of the first load (lazy import).`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
