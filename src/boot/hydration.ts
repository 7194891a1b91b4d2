/**
 * Whether the app is hydrating prerendered HTML. While it is, providers start from the state the server
 * rendered (signed out, empty cart) and read the browser's storage in an effect, so the first client render
 * matches the HTML exactly.
 */
let hydrating = false;

export function startHydration() {
  hydrating = true;
}

export function isHydrating(): boolean {
  return hydrating;
}

/** Test-only. */
export function resetHydrationForTests() {
  hydrating = false;
}

export { normalisePath } from '@/config/static-pages';
