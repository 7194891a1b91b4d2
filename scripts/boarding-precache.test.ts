import { boardingFiles, type ManifestChunk } from './boarding-precache.ts';

const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_runtime.js'],
    dynamicImports: ['_app.js', '_react.js'],
    css: ['assets/index.css'],
    assets: ['assets/inter.woff2'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js' },
  '_app.js': {
    file: 'assets/app.js',
    imports: ['index.html', '_react.js'],
    dynamicImports: [
      'node_modules/@supabase/supabase-js/dist/index.mjs',
      'src/features/home/home-page.tsx',
      'src/features/boarding/boarding-page.tsx',
      'src/app/layout/user-menu.tsx',
    ],
  },
  'node_modules/@supabase/supabase-js/dist/index.mjs': { file: 'assets/supabase.js' },
  'src/app/layout/user-menu.tsx': { file: 'assets/user-menu.js' },
  'src/features/home/home-page.tsx': { file: 'assets/home-page.js', imports: ['_tour-card.js'] },
  '_tour-card.js': { file: 'assets/tour-card.js' },
  'src/features/boarding/boarding-page.tsx': {
    file: 'assets/boarding-page.js',
    imports: ['_boarding-scan.js'],
    dynamicImports: ['src/features/boarding/components/camera-scanner.tsx'],
  },
  '_boarding-scan.js': { file: 'assets/boarding-scan.js' },
  'src/features/boarding/components/camera-scanner.tsx': {
    file: 'assets/camera-scanner.js',
    assets: ['assets/zxing_reader.wasm'],
  },
};

describe('what the boarding worker precaches', () => {
  const files = boardingFiles(manifest);

  it.each([
    ['the entry script, its CSS and fonts', 'assets/index.js'],
    ['the CSS', 'assets/index.css'],
    ['a font', 'assets/inter.woff2'],
    ['React', 'assets/react.js'],
    ['the app', 'assets/app.js'],
    ['the Supabase client the app loads on demand', 'assets/supabase.js'],
    ['the layout’s lazy parts', 'assets/user-menu.js'],
    ['the boarding page', 'assets/boarding-page.js'],
    ['what the boarding page imports', 'assets/boarding-scan.js'],
    ['the camera scanner it loads on demand', 'assets/camera-scanner.js'],
    ['the decoder’s WebAssembly', 'assets/zxing_reader.wasm'],
  ])('keeps %s', (_what, file) => expect(files.has(file)).toBe(true));

  it.each([
    ['another route page', 'assets/home-page.js'],
    ['what only another page imports', 'assets/tour-card.js'],
  ])('leaves out %s', (_what, file) => expect(files.has(file)).toBe(false));
});
