/**
 * Rendering for component and page tests: the app's providers, a router and a probe of the current location.
 * Only test files import `src/testing` (lint enforces it); it may import any layer, the app's providers included.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import type * as React from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

/** Shows the current path and hash, so a test can see where a click or key navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

export type TestRoute = { path: string; element: React.ReactElement };

/**
 * A query cache of the test's own, as a data page would get (src/lib/query-provider.tsx), so no test sees another's
 * cached answers.
 */
function TestQueryClient({ children }: { children: React.ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Routes as the app mounts them, with the app's providers (cart, session, head), opened at `route`. */
export function renderRoutes(routes: TestRoute[], route = '/') {
  return render(
    <AppProviders>
      <TestQueryClient>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {routes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {routes.some(({ path }) => path === '*') ? null : <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TestQueryClient>
    </AppProviders>,
  );
}

type RenderPageOptions = { route?: string; path?: string };

/** One page the way the app renders it, at `path` (every path by default), opened at `route`. */
export function renderPage(ui: React.ReactElement, { route = '/', path = '*' }: RenderPageOptions = {}) {
  return renderRoutes([{ path, element: ui }], route);
}

/** A component inside a router, e.g. a tour card, without the app's providers. */
export function renderInRouter(ui: React.ReactElement, route = '/') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
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
