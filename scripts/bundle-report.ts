/**
 * `npm run report:bundle`: which modules the home page's first-load JavaScript holds. Builds the production
 * bundle with source maps into a temporary directory (dist/ is left alone), takes the home page's initial scripts
 * as `check:budget` counts them, and prints, per chunk, its gzip size and the packages and source files it holds,
 * largest first. A module's bytes are the generated code its source map attributes to it; its gzip figure is
 * that code compressed alone, so the column shows the order of magnitude, not a share that adds up to the chunk.
 * BUNDLE_REPORT_TOP limits the rows per chunk (default 15).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { root } from './build-state.ts';
import { gzipSize, measureInitialJs } from './check-bundle-budget.ts';

/** A source path as a row name: a package under node_modules, else the path inside the repository. */
export function moduleGroup(source: string): string {
  const normalised = source.replaceAll('\\', '/');
  const inModules = normalised.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = normalised.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const inRepo = normalised.indexOf('/src/');
  return inRepo >= 0 ? normalised.slice(inRepo + 1) : normalised.replace(/^(\.\.\/)+/, '');
}

/** The generated code of one chunk, split by the group (package or file) its source map names for each piece. */
export function codeByGroup(
  code: string,
  map: ConstructorParameters<typeof TraceMap>[0],
): Map<string, string> {
  const lines = code.split('\n');
  const pieces: { line: number; column: number; group: string }[] = [];
  eachMapping(new TraceMap(map), (mapping) => {
    pieces.push({
      line: mapping.generatedLine - 1,
      column: mapping.generatedColumn,
      group: mapping.source ? moduleGroup(mapping.source) : '(generated)',
    });
  });
  pieces.sort((a, b) => a.line - b.line || a.column - b.column);
  const groups = new Map<string, string>();
  pieces.forEach((piece, index) => {
    const next = pieces[index + 1];
    const end = next && next.line === piece.line ? next.column : lines[piece.line]!.length;
    groups.set(piece.group, (groups.get(piece.group) ?? '') + lines[piece.line]!.slice(piece.column, end));
  });
  return groups;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const top = Number(process.env.BUNDLE_REPORT_TOP ?? 15);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-bundle-'));
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: 'hidden' } });
    const { files, total } = measureInitialJs(outDir);
    console.log(`Initial JS of the home page: ${kb(total)} gzip, in ${files.length} files\n`);
    for (const { file, gzip } of [...files].sort((a, b) => b.gzip - a.gzip)) {
      const full = path.join(outDir, file.replace(/^\/+/, ''));
      const code = readFileSync(full, 'utf8');
      console.log(`${kb(gzip).padStart(9)}  ${file}`);
      let map;
      try {
        map = JSON.parse(readFileSync(`${full}.map`, 'utf8'));
      } catch {
        continue;
      }
      const rows = [...codeByGroup(code, map)]
        .map(([group, text]) => ({ group, raw: text.length, gzip: gzipSize(text) }))
        .sort((a, b) => b.raw - a.raw);
      for (const row of rows.slice(0, top)) {
        console.log(
          `    ${kb(row.raw).padStart(9)} raw ${kb(row.gzip).padStart(8)} gzip alone  ${row.group}`,
        );
      }
      if (rows.length > top) console.log(`    … ${rows.length - top} more`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
