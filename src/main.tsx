import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { handOverPrerenderedHead } from './app/head-handoff';
import { normalisePath, startHydration } from './app/hydration';
import { preloadRoute } from './app/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered HTML of this very page (scripts/prerender-plugin.ts) is hydrated; anything else (the empty shell,
// or a static host's fallback page served for another path) is rendered from scratch.
const prerendered = container.dataset.prerendered;
handOverPrerenderedHead();
if (prerendered !== undefined && normalisePath(prerendered) === normalisePath(window.location.pathname)) {
  // The page's code first, so React hydrates all of it in one pass (src/app/lazy-route.ts).
  const hydrate = () => {
    startHydration();
    hydrateRoot(container, app);
  };
  preloadRoute(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(container).render(app);
}
