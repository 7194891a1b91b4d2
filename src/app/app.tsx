import { Suspense } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </AppProviders>
  );
}
