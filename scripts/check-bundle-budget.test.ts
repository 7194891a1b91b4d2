import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  gzipSize,
  initialLoad,
  initialScripts,
  manifestFile,
  measureInitialJs,
} from './check-bundle-budget.ts';

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

  it('follows the boot script to the app it starts and what that imports, not to lazy chunks', () => {
    const bootHtml = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/boot-b.js">`;
    const manifest = {
      'index.html': { file: 'assets/index-a.js', imports: ['_boot.js'], dynamicImports: ['src/main.tsx'] },
      '_boot.js': { file: 'assets/boot-b.js' },
      'src/main.tsx': { file: 'assets/main-c.js', imports: ['_app.js', '_boot.js'] },
      '_app.js': { file: 'assets/app-d.js', imports: ['_runtime.js'], dynamicImports: ['src/page.tsx'] },
      '_runtime.js': { file: 'assets/runtime-e.js' },
      'src/page.tsx': { file: 'assets/page-f.js', imports: ['_app.js', '_calendar.js'] },
      '_calendar.js': { file: 'assets/calendar-g.js' },
    };
    expect(initialLoad(bootHtml, manifest).sort()).toEqual(
      [
        '/assets/index-a.js',
        '/assets/boot-b.js',
        '/assets/main-c.js',
        '/assets/app-d.js',
        '/assets/runtime-e.js',
      ].sort(),
    );

    const dir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-budget-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      mkdirSync(path.join(dir, path.dirname(manifestFile)));
      writeFileSync(path.join(dir, 'index.html'), bootHtml);
      writeFileSync(path.join(dir, manifestFile), JSON.stringify(manifest));
      for (const chunk of Object.values(manifest))
        writeFileSync(path.join(dir, chunk.file), `/* ${chunk.file} */`);
      writeFileSync(path.join(dir, 'assets/app-d.js'), 'export const app = 1;\n'.repeat(800));
      const measured = measureInitialJs(dir);
      expect(measured.files).toHaveLength(5);
      expect(measured.total).toBeGreaterThan(gzipSize('export const app = 1;\n'.repeat(800)));
      expect(measured.files.map((f) => f.file)).not.toContain('/assets/page-f.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
