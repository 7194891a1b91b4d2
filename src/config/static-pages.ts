// Which pages are prerendered at build time and which are served as the empty app shell. Shared by the
// server entry (src/entry-server.tsx), the build plugin and the preview server (relative imports only).
import { tourIds } from '../domain/catalogue/tour-names.ts';
import { paths } from './paths.ts';

/** Every public page: home, the tours and their galleries, combo, transfer, gift cards and the policy at both addresses. */
export const prerenderPaths: string[] = [
  paths.home,
  ...tourIds.flatMap((id) => [paths.tour(id), paths.gallery(id)]),
  paths.combo,
  paths.transfer,
  paths.giftCards,
  paths.cancellationPolicy,
  paths.cancellationPolicyAlt,
];

/** The path rendered as the 404 page (any path no route matches). */
export const notFoundPath = '/404';

/** Pages that only make sense in the browser (signed-in state, query strings): served as the empty shell. */
export const clientOnlyPaths: string[] = [
  paths.cart,
  paths.myPurchases,
  paths.auth,
  paths.resetPassword,
  paths.paymentResult,
  paths.testAnalytics,
  paths.boarding,
  ...Object.values(paths.operator),
];

/**
 * Client-only pages with a parameter, as the hosts' rules write them: ':code' stands for one path segment
 * (Cloudflare Pages and Netlify `_redirects` placeholders, Vercel's rewrites).
 */
export const clientOnlyPatterns: string[] = [`${paths.voucher('')}:code`, `${paths.giftCard('')}:codigo`];

/** Whether a path matches a pattern of clientOnlyPatterns: same segments, a ':name' segment matching any one. */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/** Whether the empty shell answers this (normalised) path. */
export function isClientOnlyPath(path: string): boolean {
  return (
    clientOnlyPaths.includes(path) || clientOnlyPatterns.some((pattern) => matchesPathPattern(pattern, path))
  );
}

/** '/passeio/x/' and '/passeio/x' are the same page. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
