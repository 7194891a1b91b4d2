import { Suspense } from 'react';
import { PageErrorBoundary } from './page-error-boundary';
import { AppProviders } from './providers';
import { RouteTracker } from './route-tracker';
import { ScrollToTop } from './scroll-to-top';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      {/* The layout's pages have their own inside it; this one catches the gallery and the layout itself. */}
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </PageErrorBoundary>
      <ScrollToTop />
      <RouteTracker />
    </AppProviders>
  );
}
