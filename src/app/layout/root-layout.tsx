import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="conteudo" className="flex-1">
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
