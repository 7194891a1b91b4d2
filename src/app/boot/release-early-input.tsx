import { useEffect } from 'react';
import { releaseEarlyInput } from './early-input';

/**
 * Placed after the page's own content, inside the same Suspense boundary: its effect runs once that content is
 * hydrated (React hydrates the layout first, each boundary's content later), with the page's key handlers in
 * place. Then the click or key held before the app started is given back.
 */
export function ReleaseEarlyInput() {
  useEffect(() => releaseEarlyInput(), []);
  return null;
}
