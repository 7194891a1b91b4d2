import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadHead } from '@/components/seo';

// Browser APIs jsdom lacks that Radix and embla call; inert stand-ins, never asserted on.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The head manager, which the app fetches after the first render (src/components/seo.tsx): loaded before the tests,
// so a page's first render has its head.
await preloadHead();

// What arrives asynchronously (a lazy component, a stand-in's answer) can take seconds on a busy 2-core machine
// running every suite; 1 s, the default, made calendar and dialog tests fail under load.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// A console.error during a test is a bug the test should surface, not hide. The unit files share one page
// (vite.config.ts), so this file runs once per file in the same realm: keep the real console.error once.
const realError = Symbol.for('movie-tour.console.error');
const originalError = ((globalThis as Record<symbol, typeof console.error>)[realError] ??= console.error);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
});
