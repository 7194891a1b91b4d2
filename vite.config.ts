import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { boardingPrecache } from './scripts/boarding-precache.ts';
import { compileHintsPlugin } from './scripts/compile-hints-plugin.ts';
import { envCheckPlugin } from './scripts/env-check-plugin.ts';
import { runtimeConfigPlugin } from './scripts/runtime-config-plugin.ts';
import { seoFilesPlugin } from './scripts/generate-seo-files.ts';
import { hostingFilesPlugin } from './scripts/hosting-files-plugin.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { featureEntriesPlugin } from './scripts/feature-entries-plugin.ts';

/**
 * The staff's pages (the console, the boarding screen, the analytics page): their chunks' names, which come from
 * their modules' file names. Their dependencies are not preloaded from the app chunk, so the list of them stays out
 * of every visitor's first load; a staff page loads them when it is opened.
 */
const staffPages = ['operator', 'boarding', 'analytics'].flatMap((feature) =>
  readdirSync(fileURLToPath(new URL(`./src/features/${feature}`, import.meta.url)))
    .filter((file) => file.endsWith('-page.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length)),
);
const staffPage = new RegExp(`^assets/(${staffPages.join('|')})-[\\w-]+\\.js$`);

/**
 * The unit test files that need a module graph of their own, and run isolated (the 'unit-isolated' project): those
 * that replace modules with `vi.mock`, and those that check what a fresh page has not loaded yet (marked with a
 * `// Runs isolated:` comment saying why), which a file before them in a shared graph may have loaded.
 */
const isolatedUnitTests = readdirSync(fileURLToPath(new URL('./src', import.meta.url)), { recursive: true })
  .map(String)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => {
    const source = readFileSync(fileURLToPath(new URL(`./src/${file}`, import.meta.url)), 'utf8');
    return source.includes('vi.mock(') || /^\/\/ Runs isolated:/m.test(source);
  })
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

type ModuleGraph = {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

/** Whether a module is the page's entry or imported statically by something that is. */
function loadedByEntryScript(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  return Boolean(
    info?.isEntry || info?.importers.some((importer) => loadedByEntryScript(importer, graph, seen)),
  );
}

/** Whether the entry script imports a module dynamically: the app it starts (and React, in its own group). */
function startedByEntryScript(id: string, graph: ModuleGraph): boolean {
  return Boolean(
    graph.getModuleInfo(id)?.dynamicImporters.some((importer) => loadedByEntryScript(importer, graph)),
  );
}

export default defineConfig({
  plugins: [
    envCheckPlugin(),
    react(),
    tailwindcss(),
    runtimeConfigPlugin(),
    seoFilesPlugin(),
    prerenderPlugin(),
    hostingFilesPlugin(),
    featureEntriesPlugin(),
    compileHintsPlugin(),
    // The boarding screen's service worker (issue 30): registered by /embarque alone, with scope '/embarque'.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/boarding',
      filename: 'embarque-sw.ts',
      scope: '/embarque',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css,woff2,wasm}', 'logo.svg', 'favicon.svg'],
        manifestTransforms: [boardingPrecache(fileURLToPath(new URL('./dist', import.meta.url)))],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-bundle-budget.ts follows the boot script to the app it starts.
    manifest: true,
    // Every browser the shop targets (es2022) preloads modules itself: no polyfill in the boot script.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) => (staffPage.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // The boot (docs/boot.md) in three pieces, told apart by the module graph, never by file names: the
        // page's entry script with what it imports statically (one small chunk, the only script a page asks for
        // up front); React, evaluated in a task of its own; and the app the entry script starts after the first
        // paint (its dynamic import) with everything that imports statically, in one chunk (as an entry's
        // would), not as dozens of small shared chunks.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: (id, graph) => (startedByEntryScript(id, graph) ? 'app' : null),
              debugName: 'app',
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores, which is one worker on 2 cores: every core gets one.
    maxWorkers: availableParallelism(),
    // A file's first test pays for its lazy imports (the calendar, a dialog), seconds on a loaded 2-core machine.
    testTimeout: 15_000,
    projects: [
      {
        // One jsdom per worker, reused by its files: building a jsdom and importing React for each of about
        // a hundred files was two thirds of the run. tests/setup-unit.ts cleans the page and storage after
        // every test. A file that needs its own module graph runs isolated (above).
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedUnitTests,
          setupFiles: ['./tests/setup-unit.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          globals: true,
          include: isolatedUnitTests,
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        // The build plugins and scripts, next to the code they test: no browser, no backend.
        extends: true,
        test: {
          name: 'unit-scripts',
          environment: 'node',
          globals: true,
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['tests/integration/**/*.test.{ts,tsx}', 'supabase/**/*.test.ts'],
          setupFiles: ['./tests/setup-integration.ts'],
          // One module graph per worker, shared by its files: each file imported and compiled PGlite (and its
          // WebAssembly), supabase-js and the backend again, which was over two fifths of the suites' time. The
          // files share no state through modules: each starts its own database or backend, and the backend keeps
          // its per-run state (rate limits, mailbox, schema cache) on the backend it started.
          isolate: false,
          // And what a test replaced (a spy, an environment variable) is put back after it, pass or fail, so it
          // never reaches the next file.
          restoreMocks: true,
          unstubEnvs: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has its own database (or backend on a free port), so files run side by side.
        },
      },
    ],
  },
});
