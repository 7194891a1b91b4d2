/**
 * `npm run check:budget`: the JavaScript the home page loads before anything else (the entry script and its
 * modulepreloads in dist/index.html; lazy chunks excluded), gzip-compressed, against the 170 kB budget of
 * issue 7. Builds first when the sources changed. Exits 1 above the budget.
 */
import { readFileSync } from 'node:fs';
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

/** Each initial script with its gzip size, and the total. */
export function measureInitialJs(dir: string, htmlFile = 'index.html') {
  const html = readFileSync(path.join(dir, htmlFile), 'utf8');
  const files = initialScripts(html).map((file) => ({
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
