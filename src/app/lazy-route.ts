import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * `React.lazy` that can be loaded ahead: once `preload()` has resolved, rendering it does not suspend (the
 * module is handed over synchronously). Hydrating a prerendered page after preloading its route means no
 * boundary is left dehydrated, so the providers' first updates never force React to re-render the page.
 */
export function lazyRoute<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Component = lazy(() =>
    loaded
      ? // A thenable that resolves at once: React.lazy reads it synchronously.
        ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded!) } as unknown as Promise<
          Module<P>
        >)
      : preload(),
  );
  return Object.assign(Component, { preload });
}
