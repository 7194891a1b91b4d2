import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { normalisePath, notFoundPath } from '@/config/static-pages';
import { releaseEarlyInput } from './early-input';
import { handOverPrerenderedHead } from './head-handoff';
import { startHydration } from './hydration';

export type StartAppOptions = {
  /** The whole app, router included. */
  app: ReactNode;
  /** Loads the code of the page at a path (the 404 page where no route answers). */
  preloadPage(pathname: string): Promise<unknown>;
  /** Whether a route other than the 404 page answers a path. */
  isKnownPath(pathname: string): boolean;
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Started by src/boot.ts (through src/main.tsx, which composes the app). Prerendered HTML of this very page
 * (scripts/prerender-plugin.ts), or the 404 page at a path no route answers, is hydrated; anything else (the
 * empty shell, or the 404 page served for an unknown tour) is rendered from scratch. docs/boot.md.
 */
export function startApp({ app, preloadPage, isKnownPath }: StartAppOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root ausente em index.html');

  const prerendered = container.dataset.prerendered;
  handOverPrerenderedHead();
  const path = normalisePath(window.location.pathname);
  // The 404 page is the same whatever unknown path it answers.
  const samePage =
    prerendered !== undefined &&
    (normalisePath(prerendered) === path || (prerendered === notFoundPath && !isKnownPath(path)));

  if (!samePage) {
    // Nothing prerendered to hold clicks for: React handles them from its first render.
    releaseEarlyInput(false);
    const root = createRoot(container);
    // As a transition, the first render works in short slices too.
    startTransition(() => root.render(app));
    return;
  }

  // Each step in a task of its own, so none makes a long task on a phone:
  // 1. the page's own code, so no part of the page is left waiting for code while the rest hydrates (preloading
  //    adds a <link> per chunk, which is not free);
  // 2. hydration.
  void nextTask()
    .then(() => preloadPage(window.location.pathname))
    .then(
      () => true,
      () => false,
    )
    .then(async (pageCodeLoaded) => {
      await nextTask();
      return pageCodeLoaded;
    })
    .then((pageCodeLoaded) => {
      // Without its code the page cannot hydrate: clicks go back to the browser, and nothing is replayed.
      if (!pageCodeLoaded) releaseEarlyInput(false);
      startHydration();
      // As a transition, hydration works in short slices and leaves the main thread free; a click or key
      // meanwhile is held (src/boot/early-input.ts) and replayed once the page is hydrated (src/boot/lazy-page.tsx).
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
}
