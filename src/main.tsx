import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { handOverPrerenderedHead } from './app/head-handoff';
import { normalisePath, startHydration } from './app/hydration';
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
  startHydration();
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
