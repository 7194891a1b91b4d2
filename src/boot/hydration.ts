/**
 * Whether the app is hydrating a prerendered page: from `startHydration()` (src/boot/start-app.ts) until the
 * page's own content has hydrated (`finishHydration()`, from the marker every lazy page renders after itself,
 * src/boot/lazy-page.tsx). While it is, the first render must match the HTML the server rendered, and every
 * update is a transition, so React never throws that HTML away. The tools in src/boot read it; features don't.
 */
let hydrating = false;
const waiting = new Set<() => void>();

export function startHydration(): void {
  hydrating = true;
}

export function finishHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

export function isHydrating(): boolean {
  return hydrating;
}

/** Runs `callback` once no hydration is in progress (at once when none is). Returns a function that cancels it. */
export function afterHydration(callback: () => void): () => void {
  if (!hydrating) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Test-only. */
export function resetHydrationForTests(): void {
  hydrating = false;
  waiting.clear();
}
