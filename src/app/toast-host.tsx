import { Suspense } from 'react';
import { lazyPart } from '@/boot/lazy-page';
import { useToasts } from '@/lib/toast-store';

const Toaster = lazyPart(() => import('@/components/ui/toaster'));

/** Loads the toast UI only once the first toast is raised, keeping it out of the first paint. */
export function ToastHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
