/**
 * `npm run fonts:subset`: the shop's web font (Bebas Neue, the display face; body text is in the system's UI font)
 * cut down to what Portuguese text needs, into src/assets/fonts (committed; scripts/subset-fonts.test.ts checks it
 * is this script's output). Fontsource's Latin file holds more than the shop writes: 14.5 kB become 13.2 kB, which
 * every first visit fetches beside the page's main image (docs/performance.md). Characters outside the subset are
 * drawn by the system font (the @font-face unicode-range in src/index.css is `unicodeRange` below).
 * `--check` only compares, and exits 1 when a file is not what the script makes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
export const fontsDir = path.join(root, 'src/assets/fonts');

/** Basic Latin, Latin-1 (every Portuguese letter, ª º · «»), general punctuation, €, ™, arrows and minus. */
const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The CSS unicode-range of the subset, as src/index.css declares it for both fonts. */
export const unicodeRange = ranges
  .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
  .join(', ');

const characters = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join('');

type FontJob = { file: string; source: string };

export const fontJobs: FontJob[] = [
  {
    // The prerender plugin preloads the file whose name starts with 'bebas-neue'.
    file: 'bebas-neue-latin-pt-400.woff2',
    source: 'node_modules/@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2',
  },
];

/** One font job's output, made from its Fontsource file. */
export async function subset(job: FontJob): Promise<Buffer> {
  const source = readFileSync(path.join(root, job.source));
  return subsetFont(source, characters, { targetFormat: 'woff2' });
}

async function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  mkdirSync(fontsDir, { recursive: true });
  for (const job of fontJobs) {
    const output = await subset(job);
    const target = path.join(fontsDir, job.file);
    if (check) {
      if (!existsSync(target) || !readFileSync(target).equals(output)) {
        stale += 1;
        console.error(`${job.file}: not what npm run fonts:subset makes; run it`);
      }
      continue;
    }
    writeFileSync(target, output);
    console.log(`${job.file}: ${(output.length / 1024).toFixed(1)} kB`);
  }
  if (stale > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
