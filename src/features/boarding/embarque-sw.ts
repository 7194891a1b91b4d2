// The service worker of the boarding screen (issue 30), registered from /embarque only with scope '/embarque': the
// code /embarque needs is precached (the list of files is chosen at build time, scripts/boarding-precache.ts), and
// the page itself and the runtime config are kept from the last visit online, so a reload without a network still
// opens the screen. Built by vite-plugin-pwa (injectManifest) into dist/embarque-sw.js.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

type ExtendableEventLike = Event & { waitUntil(promise: Promise<unknown>): void };

/**
 * This file runs as a service worker, where `self` is the worker's scope (the project's types are the page's):
 * what it uses of that scope, and the list of files the build writes in.
 */
declare const self: {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// Written out as `self.__WB_MANIFEST`: the build replaces exactly that expression with the list of files.
const precached = self.__WB_MANIFEST;

const pageCache = 'embarque-pagina';
const configCache = 'embarque-config';
const boardingPage = '/embarque';
const runtimeConfig = '/config.json';

cleanupOutdatedCaches();
precacheAndRoute(precached);

// The page and the runtime config (Supabase URL and key): fresh when online, the last copy when not.
registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: pageCache, networkTimeoutSeconds: 5 }), {
    allowlist: [/^\/embarque\/?$/],
  }),
);
registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname === runtimeConfig,
  new NetworkFirst({ cacheName: configCache, networkTimeoutSeconds: 5 }),
);

// The first visit is not served by the worker (it registers during it): its page and config are stored now.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(pageCache).then((cache) => cache.add(boardingPage)),
      // A build for a hosted project has no runtime config: nothing to keep then.
      caches.open(configCache).then((cache) => cache.add(runtimeConfig).catch(() => undefined)),
    ]).then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
