/**
 * `npm run bench:render`: how long React takes to render each public page's tree, the same component code a
 * visitor's phone runs again when it hydrates the prerendered page (docs/performance.md). Builds the server entry
 * as the prerender does (production React, into node_modules/.cache), renders each page BENCH_RENDER_WARMUP times
 * to warm the JIT, then BENCH_RENDER_RUNS times, and prints the median and the fastest render per page. A figure
 * of this machine's CPU: compare runs of one machine, before and after a change.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { median } from './bench-support.ts';
import { root } from './build-state.ts';

// Production React (the server entry loads React from node_modules, which reads this when it is first imported).
process.env.NODE_ENV = 'production';

type ServerEntry = { render(url: string): Promise<string> };

const pages = ['/', '/passeio/rota-do-horto', '/combo', '/regras-de-cancelamento'];
const warmup = Math.max(1, Number(process.env.BENCH_RENDER_WARMUP ?? 20) || 20);
const runs = Math.max(1, Number(process.env.BENCH_RENDER_RUNS ?? 50) || 50);

async function main() {
  const outDir = await mkdtemp(path.join(root, 'node_modules/.cache/bench-render-'));
  try {
    await build({
      root,
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: path.join(root, 'src/entry-server.tsx'),
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
      },
    });
    const entry = (await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)) as ServerEntry;
    console.log(
      `\nReact render of each page's tree (node ${process.version}), ${runs} runs after ${warmup}:\n`,
    );
    console.log('| page | median | fastest | HTML |');
    console.log('|---|---|---|---|');
    for (const page of pages) {
      for (let run = 0; run < warmup; run++) await entry.render(page);
      const times: number[] = [];
      let html = '';
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        html = await entry.render(page);
        times.push(performance.now() - started);
      }
      console.log(
        `| \`${page}\` | ${median([...times].sort((a, b) => a - b)).toFixed(2)} ms | ${Math.min(...times).toFixed(2)} ms | ${(html.length / 1000).toFixed(1)} kB |`,
      );
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
