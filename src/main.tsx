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
  // Hydrate at once (clicks on the page are replayed by React once its code arrives), fetching that code now.
  // The providers' first updates are transitions, so React never throws the prerendered page away for them.
  startHydration();
  void preloadRoute(window.location.pathname).catch(() => undefined);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
