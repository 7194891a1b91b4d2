import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { releaseEarlyInput } from './app/boot/early-input';
import { handOverPrerenderedHead } from './app/head-handoff';
import { normalisePath, startHydration } from './app/hydration';
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
  // The page's own code first, so no part of the page is left waiting for code while the rest hydrates. (Not a
  // top-level await: the page's chunk imports this one, which must have finished evaluating.)
  // In a task of its own: preloading the page's code adds a <link> per chunk, which is not free.
  void new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(() => preloadRoute(window.location.pathname))
    .then(
      () => true,
      () => false,
    )
    .then(
      (pageCodeLoaded) =>
        // One task of its own for tailwind-merge's first use, which builds its class table: inside a hydration
        // slice it would make that slice a long task.
        new Promise<boolean>((resolve) => {
          setTimeout(() => {
            warmUpClassMerging();
            setTimeout(() => resolve(pageCodeLoaded), 0);
          }, 0);
        }),
    )
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
