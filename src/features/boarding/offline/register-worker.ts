/** The boarding screen's service worker (src/features/boarding/embarque-sw.ts, built by vite-plugin-pwa into dist/). */
export const boardingWorkerUrl = '/embarque-sw.js';

/**
 * Registers the service worker that keeps /embarque working offline, scoped to /embarque only: registered from
 * this page alone, it never touches a visitor's pages. Not in dev (`npm run dev` serves no worker).
 */
export function registerBoardingWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(boardingWorkerUrl, { scope: '/embarque' }).catch(() => {
    // Without the worker the screen still works online and keeps its lists in IndexedDB.
  });
}
