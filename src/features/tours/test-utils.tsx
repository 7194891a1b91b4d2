import { render } from '@testing-library/react';
import type * as React from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import GalleryPage from './gallery-page';
import TourPage from './tour-page';

// ResizeObserver, IntersectionObserver and matchMedia, which embla and Radix call, are stubbed globally
// in tests/setup-unit.ts; what jsdom still lacks for a carousel is layout, stubbed below per test.

/** Shows the current path and hash, so a test can see where a click or key navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

/** A component inside a router and a head manager, e.g. a tour card. */
export function renderInRouter(ui: React.ReactElement, route = '/') {
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

/** The tour and gallery routes as the app mounts them, with the app's providers (cart, session, head). */
export function renderTourRoute(route: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/passeio/:id" element={<TourPage />} />
          <Route path="/passeio/:id/galeria" element={<GalleryPage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * Gives every element a width and places siblings side by side, so embla measures a real track in jsdom
 * (it reads offsetWidth/offsetLeft). Returns the function that removes the stub.
 */
export function stubCarouselLayout(slideWidth = 600): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    offsetWidth: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
    offsetLeft: Object.getOwnPropertyDescriptor(proto, 'offsetLeft'),
  };
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: () => slideWidth });
  Object.defineProperty(proto, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      const siblings = this.parentElement ? Array.from(this.parentElement.children) : [];
      return Math.max(0, siblings.indexOf(this)) * slideWidth;
    },
  });
  return () => {
    for (const [key, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
    }
  };
}
