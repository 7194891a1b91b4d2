/**
 * `npm run bench:web`: Lighthouse 12 in mobile mode (its default: a mid-range phone on slow 4G) with Debian's
 * Chromium on the production build served as `npm start` serves it, for `/` and one tour page, next to a bare
 * Vite + React page built in the same run (the floor to compare against). Prints the scores, LCP, TBT, CLS and
 * the gzip size of the JavaScript each page loads first and of all it loaded by the end of the run (network idle),
 * each also as a ratio to the bare page's. `/` and the tour page are audited a second time with every script
 * request refused: the floor their HTML and CSS set on this machine, and TBT less that floor is what the scripts
 * cost (a fresh renderer's first tasks, times the 4x CPU slowdown, fall after the simulated first paint on a slow
 * machine, scripts or none). Each page is audited BENCH_WEB_RUNS times (default 5)
 * and the median run is shown, with the range of the performance score. BENCH_WEB_PAGES adds more paths
 * (comma-separated). BENCH_WEB_SAVE names a directory to write each page's median Lighthouse report to (JSON),
 * to look into (its network requests, the LCP's phases). Not part of CI: Lighthouse needs a quiet machine.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { build, preview } from 'vite';
import { freePort, spawnShop, stopShop, waitForUrl } from './bench-support.ts';
import { ensureBuild, root } from './build-state.ts';
import { chromiumFlags, systemChromium } from './chromium.ts';
import { gzipSize, measureInitialJs } from './check-bundle-budget.ts';
import { fileForPath, resolvePage } from './prerender-plugin.ts';

type Row = {
  page: string;
  performance: number;
  performanceRange: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  /** TBT's lowest and highest over the valid runs: it moves the most from run to run. */
  tbtRange: [number, number];
  /** Lighthouse's rating of this machine's CPU (its benchmarkIndex), the median over the runs. */
  benchmarkIndex: number;
  /** The browser's version, from the median run. */
  browser: string;
  cls: number;
  js: number;
  jsByIdle: number;
};

/**
 * The gzip size of every script of the page's own origin that the run loaded until Lighthouse ended it (at network
 * idle), each counted once, read from the build it was served from (one measure whether or not a server compresses).
 */
function scriptsLoaded(lhr: Result, distDir: string): number {
  const items =
    (
      lhr.audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string }[] } | undefined
    )?.items ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const files = new Set(
    items
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
      .map((item) => path.join(distDir, decodeURIComponent(new URL(item.url).pathname))),
  );
  return [...files]
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
}

/** More paths to audit after `/` and the tour page (BENCH_WEB_PAGES, comma-separated, e.g. `/combo,/carrinho`). */
const extraPages = (process.env.BENCH_WEB_PAGES ?? '')
  .split(',')
  .map((page) => page.trim())
  .filter((page) => page.startsWith('/'));

/** Lighthouse runs per page (BENCH_WEB_RUNS, default 5); the table shows the median run, as Lighthouse advises. */
const runsPerPage = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5) || 5);

/**
 * `scriptsBlocked`: the page as the browser gets it with every script request refused (Lighthouse's
 * `blockedUrlPatterns`), served by the same server: its HTML, stylesheet, fonts and photos only. What a page costs
 * beyond that floor, measured in the same run, is what its scripts cost; the floor itself is what this machine's
 * fresh renderer costs for that HTML and CSS, times Lighthouse's CPU slowdown (docs/performance.md).
 */
async function audit(
  url: string,
  label: string,
  js: number,
  distDir: string,
  { scriptsBlocked = false } = {},
): Promise<Row> {
  const lhrs: Result[] = [];
  for (let run = 0; run < runsPerPage; run++) {
    // A fresh browser for every run, as Lighthouse's own CLI does: a long-lived one slows down run after run.
    const chrome = await chromeLauncher.launch({ chromePath: systemChromium, chromeFlags: chromiumFlags });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: scriptsBlocked
        ? ['performance']
        : ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(scriptsBlocked ? { blockedUrlPatterns: ['*.js'] } : {}),
    }).finally(() => chrome.kill());
    if (result?.lhr.runtimeError)
      console.log(`  ${label} · run ${run + 1}: ${result.lhr.runtimeError.message}`);
    if (result && !result.lhr.runtimeError) lhrs.push(result.lhr);
  }
  const valid = filterToValidRuns(lhrs) as Result[];
  if (valid.length === 0) throw new Error(`Lighthouse gave no valid run for ${url}`);
  const performances = valid.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  const tbts = valid.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? NaN);
  const indexes = valid.map((lhr) => lhr.environment.benchmarkIndex).sort((a, b) => a - b);
  const median = computeMedianRun(valid) as Result;
  const saveDir = process.env.BENCH_WEB_SAVE;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const file = path.join(saveDir, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`);
    writeFileSync(file, JSON.stringify(median));
    console.log(`  ${label} · median report: ${file}`);
  }
  const { categories, audits } = median;
  const score = (id: string) => (categories[id] ? Math.round((categories[id].score ?? 0) * 100) : Number.NaN);
  for (const [id, category] of Object.entries(categories)) {
    if ((category.score ?? 0) < 1) {
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
      if (failing.length) console.log(`  ${label} · ${id}: ${failing.join(', ')}`);
    }
  }
  const shifts =
    (
      audits['layout-shifts']?.details as
        { items?: { node?: { selector?: string }; score?: number }[] } | undefined
    )?.items ?? [];
  const blocking =
    (
      audits['render-blocking-resources']?.details as
        { items?: { url: string; wastedMs?: number }[] } | undefined
    )?.items ?? [];
  for (const item of blocking)
    console.log(`  ${label} · render-blocking: ${item.url} (${Math.round(item.wastedMs ?? 0)} ms)`);
  for (const shift of shifts.slice(0, 3)) {
    console.log(`  ${label} · layout shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? '?'}`);
  }
  return {
    page: label,
    performance: score('performance'),
    performanceRange: `${Math.min(...performances)}–${Math.max(...performances)} (${valid.length} runs)`,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    benchmarkIndex: indexes[Math.floor(indexes.length / 2)] ?? NaN,
    browser: /(?:Headless)?Chrome\/[\d.]+/.exec(median.environment.hostUserAgent)?.[0] ?? 'unknown',
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    js: scriptsBlocked ? 0 : js,
    jsByIdle: scriptsBlocked ? 0 : scriptsLoaded(median, distDir),
  };
}

/** A bare Vite + React page, built with the repo's Vite and React: the floor. */
async function buildBareApp(dir: string) {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><meta name="description" content="Página mínima" /><title>Vite + React</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'src/main.jsx'),
    `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
function App() { const [count, setCount] = useState(0); return <main><h1>Vite + React</h1><button onClick={() => setCount((c) => c + 1)}>count is {count}</button></main>; }
createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: {
        react: path.join(root, 'node_modules/react'),
        'react-dom': path.join(root, 'node_modules/react-dom'),
      },
    },
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
  });
}

async function main() {
  await ensureBuild();
  const shopPort = await freePort();
  const apiPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-bench-web-'));
  const bareDir = mkdtempSync(path.join(root, 'node_modules/.cache/bench-web-bare-'));
  let shop: ChildProcess | undefined;
  let bareServer: Awaited<ReturnType<typeof preview>> | undefined;
  try {
    shop = spawnShop({ port: shopPort, apiPort, dataDir });
    await buildBareApp(bareDir);
    const barePort = await freePort();
    bareServer = await preview({
      root: bareDir,
      configFile: false,
      logLevel: 'warn',
      preview: { port: barePort, strictPort: true },
      build: { outDir: path.join(bareDir, 'dist') },
    });
    await waitForUrl(`http://localhost:${shopPort}/`, 120_000);

    const shopDist = path.join(root, 'dist');
    const shopJs = measureInitialJs(shopDist).total;
    const tourJs = measureInitialJs(path.join(root, 'dist'), fileForPath('/passeio/rota-do-horto')).total;
    const bareJs = measureInitialJs(path.join(bareDir, 'dist')).total;
    const rows = [
      await audit(`http://localhost:${shopPort}/`, 'Movie Tour /', shopJs, shopDist),
      await audit(
        `http://localhost:${shopPort}/passeio/rota-do-horto`,
        'Movie Tour /passeio/rota-do-horto',
        tourJs,
        shopDist,
      ),
    ];
    // The same two pages with their scripts refused: the floor that HTML and CSS set on this machine.
    const floors = [
      await audit(`http://localhost:${shopPort}/`, 'Movie Tour / without scripts', 0, shopDist, {
        scriptsBlocked: true,
      }),
      await audit(
        `http://localhost:${shopPort}/passeio/rota-do-horto`,
        'Movie Tour /passeio/rota-do-horto without scripts',
        0,
        shopDist,
        { scriptsBlocked: true },
      ),
    ];
    for (const extra of extraPages) {
      rows.push(
        await audit(
          `http://localhost:${shopPort}${extra}`,
          `Movie Tour ${extra}`,
          measureInitialJs(path.join(root, 'dist'), resolvePage(path.join(root, 'dist'), extra) ?? '404.html')
            .total,
          shopDist,
        ),
      );
    }
    const bare = await audit(
      `http://localhost:${barePort}/`,
      'bare Vite + React',
      bareJs,
      path.join(bareDir, 'dist'),
    );
    rows.push(...floors, bare);
    console.log(
      `\nLighthouse 12, mobile (simulated slow 4G, 4x CPU slowdown), Debian Chromium, median of ${runsPerPage} runs:`,
    );
    // The figures depend on the machine: compare two runs only when these match roughly.
    console.log(
      `${rows[0]!.browser}; Lighthouse's benchmarkIndex of this machine: ${rows.map((row) => Math.round(row.benchmarkIndex)).join(', ')} (per page)\n`,
    );
    console.log(
      '| page | performance (median run) | performance (all runs) | accessibility | best practices | SEO | LCP | TBT (all runs) | CLS | initial JS (gzip) | JS by network idle (gzip) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    const ratio = (bytes: number, floor: number) => `${(bytes / floor).toFixed(2)}×`;
    const orDash = (value: number) => (Number.isNaN(value) ? '—' : String(value));
    for (const row of rows) {
      const scripts = floors.includes(row)
        ? '— | —'
        : `${kB(row.js)} (${ratio(row.js, bare.js)}) | ${kB(row.jsByIdle)} (${ratio(row.jsByIdle, bare.jsByIdle)})`;
      console.log(
        `| ${row.page} | ${row.performance} | ${row.performanceRange} | ${orDash(row.accessibility)} | ${orDash(row.bestPractices)} | ${orDash(row.seo)} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms (${row.tbtRange.map(Math.round).join('–')}) | ${row.cls.toFixed(3)} | ${scripts} |`,
      );
    }
    // TBT's median runs, the page's less its floor's: what the scripts cost on this machine.
    console.log('\n| page | TBT | TBT without scripts | added by the scripts |');
    console.log('|---|---|---|---|');
    floors.forEach((floor, index) => {
      const page = rows[index]!;
      console.log(
        `| ${page.page} | ${Math.round(page.tbt)} ms | ${Math.round(floor.tbt)} ms | ${Math.round(page.tbt - floor.tbt)} ms |`,
      );
    });
    console.log(
      '\nRatios are to the bare page of this run. Targets: performance >= 95, accessibility 100, best practices >= 95,',
    );
    console.log(
      'SEO 100, CLS < 0.02, initial JS <= 170 kB (issue 32: initial JS and JS by idle within 1.5× the bare page).',
    );
  } finally {
    await new Promise<void>((resolve) =>
      bareServer ? bareServer.httpServer.close(() => resolve()) : resolve(),
    );
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
