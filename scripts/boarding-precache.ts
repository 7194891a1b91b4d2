import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the precache needs it. */
export type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};

const boardingPage = 'src/features/boarding/boarding-page.tsx';
/** A route's page module: the app starts every page lazily; the boarding worker keeps only its own. */
const routePage = /(^|\/)src\/features\/[^/]+\/[^/]+-page\.tsx$/;

/**
 * The built files /embarque needs, from Vite's manifest: the page's entry script and the app it starts, with
 * everything they import, statically or on demand (the Supabase client, the auth dialog, the layout's lazy
 * parts), except the other route pages; and the boarding page with all it loads (the camera scanner, the ZXing
 * polyfill and its WebAssembly). CSS, fonts and other assets of each come along.
 */
export function boardingFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) add(imported);
    for (const loaded of chunk.dynamicImports ?? []) {
      if (!routePage.test(loaded) || loaded === boardingPage) add(loaded);
    }
  };
  add('index.html');
  add(boardingPage);
  return files;
}

type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * workbox's manifest transform for the boarding worker: of the built scripts, styles and fonts its glob found, those
 * /embarque needs (boardingFiles); the other files it found (the logo) stay. Without a build manifest, nothing is left
 * out.
 */
export function boardingPrecache(outDir: string) {
  return async (entries: PrecacheEntry[]) => {
    const manifestFile = path.join(outDir, '.vite/manifest.json');
    if (!existsSync(manifestFile))
      return { manifest: entries, warnings: ['No build manifest: every file precached.'] };
    const needed = boardingFiles(
      JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>,
    );
    const kept = (url: string) => !url.startsWith('assets/') || needed.has(url);
    return { manifest: entries.filter((entry) => kept(entry.url.replace(/^\//, ''))), warnings: [] };
  };
}
