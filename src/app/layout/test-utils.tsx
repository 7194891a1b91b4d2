import { render } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../providers';

/** Shows the current path, so a test can see where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

type RenderOptions = { route?: string; path?: string };

/** Renders a page the way the app does: router plus head manager, with a probe of the current location. */
export function renderPage(ui: React.ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

export function canonicalHref(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

export function jsonLdOfType(type: string): Record<string, unknown> | undefined {
  return Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
    .map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}
