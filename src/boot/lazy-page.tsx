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
  const Lazy = lazyPart(load);
  function Page(props: P) {
    return (
      <>
        <Lazy {...props} />
        <PageHydrated />
      </>
    );
  }
  return Object.assign(Page, { preload: Lazy.preload });
}

/**
 * A component whose code is not in the app chunk but loads when it first renders (through `loadOnce`): a dialog,
 * the signed-in menu, and the part of every page below the first screen (the footer). For the footer, the server
 * renders it once `preload()` has loaded it (src/entry-server.tsx); in prerendered HTML, inside a Suspense boundary
 * of its own, its HTML stays as served while the rest of the page hydrates, and React hydrates it in a task of its
 * own once its code has arrived. Its links work as plain links meanwhile. Once loaded, rendering it does not suspend.
 */
export function lazyPart<P extends object>(load: () => Promise<Module<P>>) {
  const part = loadOnce(load);
  const Lazy = lazy(() => {
    const loaded = part.current();
    return loaded ? settled(loaded) : part.load();
  });
  return Object.assign(Lazy, { preload: part.load });
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
