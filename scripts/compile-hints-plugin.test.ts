import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { compileHint, compileHintsPlugin, withCompileHint } from './compile-hints-plugin.ts';

describe('compile hints', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts every script of the build with the hint, and its source map still points at the source', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/main.js"></script>');
    writeFileSync(path.join(dir, 'main.js'), "import('./lazy.js').then((lazy) => lazy.run());\n");
    writeFileSync(
      path.join(dir, 'lazy.js'),
      "\n\nexport function run() {\n  console.log('lazy-marker');\n}\n",
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHintsPlugin()],
      build: { outDir: path.join(dir, 'dist'), sourcemap: 'hidden', modulePreload: { polyfill: false } },
    });

    const assets = path.join(dir, 'dist/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const file of scripts)
      expect(readFileSync(path.join(assets, file), 'utf8')).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);

    const lazy = scripts.find((file) =>
      readFileSync(path.join(assets, file), 'utf8').includes('lazy-marker'),
    )!;
    const lines = readFileSync(path.join(assets, lazy), 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('lazy-marker'));
    const map = new TraceMap(readFileSync(path.join(assets, `${lazy}.map`), 'utf8'));
    const original = originalPositionFor(map, {
      line: line + 1,
      column: lines[line]!.indexOf('lazy-marker'),
    });
    expect(original.source).toMatch(/lazy\.js$/);
    expect(original.line).toBe(4);
  });

  it('adds the hint once, moving the source map down one line once', () => {
    const chunk = { type: 'chunk' as const, code: 'run();', map: { mappings: 'AAAA' } };
    const mapAsset = { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA' }) };
    withCompileHint(chunk, mapAsset);
    withCompileHint(chunk, mapAsset);
    expect(chunk.code).toBe(`${compileHint}run();`);
    expect(chunk.map.mappings).toBe(';AAAA');
    expect(JSON.parse(String(mapAsset.source))).toEqual({ version: 3, mappings: ';AAAA' });
  });
});
