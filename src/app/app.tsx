import { Suspense } from 'react';
import { AppProviders } from './providers';
import { RouteTracker } from './route-tracker';
import { ScrollToTop } from './scroll-to-top';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
      <ScrollToTop />
      <RouteTracker />
    </AppProviders>
  );
}
