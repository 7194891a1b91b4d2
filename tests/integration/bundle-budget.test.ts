import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSize, initialScripts, measureInitialJs } from '../../scripts/check-bundle-budget.ts';

describe('the JS budget measurement', () => {
  const html = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="stylesheet" href="/assets/index.css">
    <link rel="preload" as="image" href="/logo.svg">
    <script type="application/ld+json">{"@type":"TravelAgency"}</script>
    <script type="module" src="https://cdn.example/x.js"></script>
  </head><body></body></html>`;

  it('counts the module entry and its modulepreloads, not styles, images, data or other hosts', () => {
    expect(initialScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });

  it('sums their gzip sizes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-budget-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'index.html'), html);
      const a = 'export const a = 1;\n'.repeat(500);
      const b = 'console.log("b");';
      writeFileSync(path.join(dir, 'assets/index-a.js'), a);
      writeFileSync(path.join(dir, 'assets/vendor-b.js'), b);
      writeFileSync(path.join(dir, 'assets/lazy-c.js'), 'x'.repeat(100_000));
      const measured = measureInitialJs(dir);
      expect(measured.total).toBe(gzipSize(a) + gzipSize(b));
      expect(measured.files.map((f) => f.file)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
