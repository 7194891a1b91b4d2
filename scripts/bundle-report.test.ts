import { describe, expect, it } from 'vitest';
import { codeByGroup, moduleGroup } from './bundle-report.ts';

describe('moduleGroup', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom.production.js', 'react-dom'],
    ['../../node_modules/@tanstack/query-core/build/modern/query.js', '@tanstack/query-core'],
    ['../../node_modules/.pnpm/x/node_modules/clsx/dist/clsx.mjs', 'clsx'],
    ['../../work/main/src/app/routes.tsx', 'src/app/routes.tsx'],
    ['..\\..\\src\\main.tsx', 'src/main.tsx'],
    ['virtual:preload-helper', 'virtual:preload-helper'],
  ])('%s → %s', (source, group) => {
    expect(moduleGroup(source)).toBe(group);
  });
});

describe('codeByGroup', () => {
  it('gives each piece of a line to the source its mapping names, up to the next mapping', () => {
    // Line 1: "abc" from the package, "de" from src/x.ts; line 2: "fgh" from the package again.
    const map = {
      version: 3 as const,
      sources: ['../node_modules/pkg/index.js', '../src/x.ts'],
      names: [],
      mappings: 'AAAA,GCAA;ADAA',
    };
    const groups = codeByGroup('abcde\nfgh', map);
    expect(Object.fromEntries(groups)).toEqual({ pkg: 'abcfgh', 'src/x.ts': 'de' });
  });
});
