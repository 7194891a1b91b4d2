import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers, from the bottom: domain (pure, shared with the edge functions) → shared (lib, config, components, types,
// boot) → features → app. A layer imports only the layers below it; a feature imports another feature only through
// its public entry (index.ts), and only the features listed here, so the graph has no cycle; the app imports a
// feature's public entry and its route pages (*-page.tsx). src/testing is for tests only. docs/architecture.md.
const featureDependencies = {
  auth: [],
  consent: [],
  cart: ['auth'],
  orders: ['auth'],
  credits: ['auth', 'orders'],
  checkout: ['auth', 'cart', 'credits', 'orders'],
  purchases: ['auth', 'cart', 'checkout', 'credits', 'gift-cards', 'orders'],
  tours: ['cart', 'consent'],
  home: ['cart'],
  analytics: ['auth'],
  operator: ['auth', 'cart', 'credits'],
  boarding: ['auth'],
  info: [],
  misc: [],
  voucher: ['auth'],
  'gift-cards': ['auth', 'checkout', 'credits'],
};
const at = (glob) => path.join(import.meta.dirname, glob);
const sharedLayers = ['lib', 'config', 'components', 'types', 'boot'];
const boundaries = [
  {
    target: 'src/domain',
    from: at('src/*/**'),
    except: [at('src/domain/**'), at('src/types/*.ts')],
    message:
      'src/domain is pure: it imports itself and the database types only (the edge functions share it).',
  },
  ...sharedLayers.map((layer) => ({
    target: `src/${layer}`,
    from: [at('src/features/**'), at('src/app/**')],
    message: `src/${layer} is shared: move what both need down, or pass it in.`,
  })),
  {
    target: 'src/features',
    from: 'src/app',
    message: 'A feature never imports the app; the app composes features.',
  },
  ...Object.entries(featureDependencies).map(([feature, uses]) => ({
    target: `src/features/${feature}`,
    from: at('src/features/**'),
    except: [
      at(`src/features/${feature}/**`),
      ...uses.map((used) => at(`src/features/${used}/index.{ts,tsx}`)),
    ],
    message: uses.length
      ? `${feature} may use ${uses.join(', ')} through their index.ts only (eslint.config.js lists who uses whom).`
      : `${feature} uses no other feature (eslint.config.js lists who uses whom).`,
  })),
  {
    target: ['src/app', 'src/main.tsx', 'src/entry-server.tsx'],
    from: at('src/features/**'),
    except: [at('src/features/*/index.{ts,tsx}'), at('src/features/*/*-page.{ts,tsx}')],
    message: "The app imports a feature's index.ts or its route pages, nothing inside the feature.",
  },
  {
    target: at('src/**/!(*.test|test-utils).{ts,tsx}'),
    from: 'src/testing',
    message: 'src/testing is for tests only.',
  },
  {
    target: 'supabase/functions',
    from: at('src/**'),
    except: [at('src/domain/**'), at('src/types/**')],
    message: 'The edge functions share src/domain and the database types, nothing else of the app.',
  },
  {
    target: 'supabase',
    from: ['scripts', 'tests'],
    message: 'The backend and the functions stand alone: scripts and tests use them, never the reverse.',
  },
];

// One way for mutations: a feature's `xMutationOptions()` holds the mutation and its cache refresh (onSettled, so a
// failure refreshes too); a component uses it as it is and reacts per call, `mutate(variables, { onSuccess })`.
// Spreading the options and replacing a callback once dropped the refresh of My Purchases (issue 28).
const mutationRules = [
  {
    selector: "CallExpression[callee.name='useMutation'][arguments.0.type!='CallExpression']",
    message:
      "useMutation takes a feature's xMutationOptions() as it is; pass onSuccess/onError to mutate(variables, { ... }).",
  },
  {
    selector: 'ObjectExpression > SpreadElement[argument.callee.name=/MutationOptions$/]',
    message: 'Mutation options are used whole: never spread them to override a callback.',
  },
  {
    selector:
      "CallExpression[callee.name='mutationOptions'] > ObjectExpression > Property[key.name=/^on(Success|Error|Mutate)$/]",
    message:
      "A mutation's options refresh the cache in onSettled; per-call reactions belong to the component's mutate().",
  },
  {
    selector:
      "CallExpression[callee.name='mutationOptions'] CallExpression[callee.property.name='invalidateQueries']",
    message:
      'Refresh with refreshAfterMutation(client, key) (src/lib/query-client.ts): an awaited refetch runs before the per-call callbacks, and a component it removes never gets them.',
  },
];

/** Code that loads on first render goes through lazyPart/lazyPage (loadOnce: shared, retried, preloads in slices). */
const lazyCodeRule = {
  selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
  message:
    'Load a component on first render with lazyPart (or lazyPage) from src/boot/lazy-page.tsx: it goes through loadOnce.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', ...mutationRules, lazyCodeRule],
    },
  },
  {
    // The one place that builds lazy components on React.lazy.
    files: ['src/boot/lazy-page.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...mutationRules] },
  },
  {
    files: ['supabase/functions/**/index.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
