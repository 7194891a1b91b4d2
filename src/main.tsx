import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { releaseEarlyInput } from './app/boot/early-input';
import { handOverPrerenderedHead } from './app/head-handoff';
import { normalisePath, startHydration } from './boot/hydration';
import { isKnownRoute, preloadRoute } from './app/routes';
import { notFoundPath } from './config/static-pages';
import { warmUpClassMerging } from './lib/cn';

// Started by src/boot.ts, which also loads the stylesheet.
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Prerendered HTML of this very page (scripts/prerender-plugin.ts), or the 404 page at a path no route answers, is
// hydrated; anything else (the empty shell, or the 404 page served for an unknown tour) is rendered from scratch.
const prerendered = container.dataset.prerendered;
handOverPrerenderedHead();
const path = normalisePath(window.location.pathname);
// The 404 page is the same whatever unknown path it answers.
const samePage =
  prerendered !== undefined &&
  (normalisePath(prerendered) === path || (prerendered === notFoundPath && !isKnownRoute(path)));
if (samePage) {
  // Each step in a task of its own, so none makes a long task on a phone:
  // 1. the page's own code, so no part of the page is left waiting for code while the rest hydrates (preloading
  //    adds a <link> per chunk, which is not free; not a top-level await: the page's chunk imports this one);
  // 2. tailwind-merge's first use, which builds its class table (inside a hydration slice, a long one);
  // 3. hydration.
  void nextTask()
    .then(() => preloadRoute(window.location.pathname))
    .then(
      () => true,
      () => false,
    )
    .then(async (pageCodeLoaded) => {
      await nextTask();
      warmUpClassMerging();
      await nextTask();
      return pageCodeLoaded;
    })
    .then((pageCodeLoaded) => {
      // Without its code the page cannot hydrate: clicks go back to the browser, and nothing is replayed.
      if (!pageCodeLoaded) releaseEarlyInput(false);
      startHydration();
      // As a transition, hydration works in short slices and leaves the main thread free; a click or key
      // meanwhile is held (src/app/boot/early-input.ts) and replayed once the page is hydrated. The providers' first
      // updates are transitions too, so React never throws the prerendered page away for them.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
} else {
  // Nothing prerendered to hold clicks for: React handles them from its first render.
  releaseEarlyInput(false);
  const root = createRoot(container);
  // As a transition, the first render works in short slices too.
  startTransition(() => root.render(app));
}
