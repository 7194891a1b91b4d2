import { lazy, useEffect, type ComponentType } from 'react';
import { releaseEarlyInput } from './early-input';
import { finishHydration } from './hydration';
import { loadOnce } from './load-once';

type Module<P> = { default: ComponentType<P> };

/**
 * A route's page, loaded on first use. `preload()` loads its code ahead (before hydrating the page's
 * prerendered HTML, src/boot/start-app.ts); once loaded, rendering it does not suspend, so no boundary is left
 * dehydrated waiting for code. After the page it renders a marker in the same Suspense boundary, whatever
 * boundary the route is in: its effect runs once the page's content has hydrated, which ends the hydration
 * and hands the page the click or key held since before the app started (src/boot/early-input.ts).
 */
export function lazyPage<P extends object>(load: () => Promise<Module<P>>) {
  const page = loadOnce(load);
  const Lazy = lazy(() => {
    const loaded = page.current();
    return loaded ? settled(loaded) : page.load();
  });
  function Page(props: P) {
    return (
      <>
        <Lazy {...props} />
        <PageHydrated />
      </>
    );
  }
  return Object.assign(Page, { preload: page.load });
}

/** A promise of a module already loaded whose `then` calls back at once: React.lazy reads it synchronously. */
function settled<P>(module: Module<P>): Promise<Module<P>> {
  const promise = Promise.resolve(module);
  Object.defineProperty(promise, 'then', {
    value: (onFulfilled?: (value: Module<P>) => unknown) => onFulfilled?.(module),
  });
  return promise;
}

function PageHydrated() {
  useEffect(() => {
    finishHydration();
    releaseEarlyInput();
  }, []);
  return null;
}
