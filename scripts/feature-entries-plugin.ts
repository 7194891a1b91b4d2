import type { Plugin } from 'vite';

/** A feature's public entry: `src/features/<feature>/index.ts`. */
export const featureEntry = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;

/**
 * A feature's index.ts only re-exports (eslint.config.js, docs/architecture.md). Told that it has no side
 * effects, the bundler links each import straight to the module that defines it, so a page that uses one
 * export of a feature loads that module alone: without this, every module an entry re-exports lands in the
 * chunk of the entry's first importer (the cart's booking form and order summary in the home page's JS).
 */
export function featureEntriesPlugin(): Plugin {
  return {
    name: 'movie-tour:feature-entries',
    transform(code, id) {
      return featureEntry.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}
