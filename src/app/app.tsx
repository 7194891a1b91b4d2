import { Suspense } from 'react';
import { AppProviders } from './providers';
import { RouteTracker } from './route-tracker';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
      <RouteTracker />
    </AppProviders>
  );
}
