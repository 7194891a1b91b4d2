import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { featureEntry } from '../../../scripts/feature-entries-plugin.ts';

// The layer and feature boundaries of eslint.config.js, as `npm run lint` applies them: each case lints one
// import written into a file at `file` (the file need not exist; the imported module does).
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint gave no result for ${file}`);
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('lint refuses an import across a boundary', () => {
  const refused: Array<[string, string, string, RegExp]> = [
    [
      'the domain importing a shared layer',
      'src/domain/x.ts',
      "import { cn } from '@/lib/cn';",
      /domain is pure/,
    ],
    [
      'a shared layer importing a feature',
      'src/components/x.ts',
      "import { useCart } from '@/features/cart';",
      /is shared/,
    ],
    [
      'a feature importing the app',
      'src/features/cart/x.ts',
      "import { paths } from '@/app/routes';",
      /never imports the app/,
    ],
    [
      'a feature importing a feature it does not depend on',
      'src/features/cart/x.ts',
      "import { orderKeys } from '@/features/orders';",
      /cart may use auth through/,
    ],
    [
      "a feature importing another feature's internals",
      'src/features/tours/x.ts',
      "import { TourBookingForm } from '@/features/cart/components/tour-booking-form';",
      /tours may use cart, consent through their index.ts only/,
    ],
    [
      "the app importing a feature's internals",
      'src/app/x.ts',
      "import { CartToggle } from '@/features/cart/components/cart-toggle';",
      /feature's index.ts or its route pages/,
    ],
    [
      'production code importing test support',
      'src/features/home/x.ts',
      "import { renderPage } from '@/testing/render';",
      /for tests only/,
    ],
    [
      'an edge function importing the app',
      'supabase/functions/_shared/x.ts',
      "import { cn } from '../../../src/lib/cn.ts';",
      /share src\/domain/,
    ],
    [
      'the embedded backend importing a script',
      'supabase/local/x.ts',
      "import { chromiumPath } from '../../scripts/chromium.ts';",
      /stand alone/,
    ],
  ];

  it.each(refused)('%s', async (_case, file, source, message) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });
});

describe('lint accepts the imports the layers allow', () => {
  const accepted: Array<[string, string, string]> = [
    [
      'a feature importing the domain and shared layers',
      'src/features/cart/x.ts',
      "import { cn } from '@/lib/cn';\nimport { formatBRL } from '@/domain/money';",
    ],
    [
      'a feature importing a dependency through its entry',
      'src/features/checkout/x.ts',
      "import { useCart } from '@/features/cart';",
    ],
    [
      'a feature importing its own internals',
      'src/features/cart/x.ts',
      "import { CartToggle } from './components/cart-toggle';",
    ],
    [
      'the app importing a route page',
      'src/app/x.ts',
      "const page = () => import('@/features/checkout/cart-page');",
    ],
    [
      'a test importing test support',
      'src/features/home/x.test.tsx',
      "import { renderPage } from '@/testing/render';",
    ],
    [
      'an edge function importing the domain',
      'supabase/functions/_shared/x.ts',
      "import { formatBRL } from '../../../src/domain/money.ts';",
    ],
  ];

  it.each(accepted)('%s', async (_case, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});

describe("a feature's public entry", () => {
  const entries = readdirSync(path.join(root, 'src/features'))
    .map((feature) => path.join(root, 'src/features', feature, 'index.ts'))
    .filter((file) => existsSync(file));

  it('only re-exports, so the build may treat it as free of side effects', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const file of entries) {
      const statements = readFileSync(file, 'utf8')
        .replace(/\/\/.*$/gm, '')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean);
      for (const statement of statements)
        expect(statement, file).toMatch(/^export (type )?\{[^}]*\} from '[^']+'$/s);
      expect(featureEntry.test(file), file).toBe(true);
    }
  });

  it('is the only module the build marks free of side effects', () => {
    expect(featureEntry.test(path.join(root, 'src/features/cart/cart-provider.tsx'))).toBe(false);
    expect(featureEntry.test(path.join(root, 'src/features/cart/components/index.ts'))).toBe(false);
  });
});
