import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { envCheckPlugin } from './env-check-plugin.ts';

// A build with a bad VITE_* value in its .env stops before bundling, naming the variable.
describe('envCheckPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-env-check-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(path.join(dir, 'main.js'), 'console.log(import.meta.env.VITE_CONTACT_EMAIL);');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const buildWith = (dotenv: string) => {
    writeFileSync(path.join(dir, '.env'), dotenv);
    return build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [envCheckPlugin()],
      build: { outDir: path.join(dir, 'dist'), write: false },
    });
  };

  it('stops the build on a bad value, naming it', async () => {
    await expect(buildWith('VITE_WHATSAPP_NUMBER=12\n')).rejects.toThrow(/VITE_WHATSAPP_NUMBER/);
    await expect(buildWith('VITE_SUPABASE_URL=https://abc.supabase.co\n')).rejects.toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });

  it('lets a good environment build', async () => {
    await expect(
      buildWith('VITE_CONTACT_EMAIL=contato@example.com\nVITE_WHATSAPP_NUMBER=5512999990000\n'),
    ).resolves.toBeDefined();
  });
});
