import compression from 'compression';
import type { Connect, Plugin } from 'vite';
import { clientOnlyPaths, clientOnlyPatterns, prerenderPaths } from '../src/config/static-pages.ts';

/** Stripe's origins: the hosted checkout the card flow redirects to, and Stripe.js should it be used. */
const stripe = ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://api.stripe.com'];

/** Origins the app may call: the Supabase project (HTTP and its realtime WebSocket) and Stripe's API. */
export function connectSources(supabaseUrl: string | undefined, extra: string | undefined): string[] {
  const sources = ["'self'"];
  if (supabaseUrl) {
    const origin = new URL(supabaseUrl).origin;
    sources.push(origin, origin.replace(/^http/, 'ws'));
  }
  sources.push('https://api.stripe.com');
  for (const source of (extra ?? '').split(/\s+/)) if (source) sources.push(source);
  return [...new Set(sources)];
}

/** The Content-Security-Policy: only the app itself, the Supabase project and Stripe. */
export function contentSecurityPolicy(connect: string[], { upgrade = true } = {}): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' compiles WebAssembly only (no eval): the boarding screen's QR decoder (ZXing) where the
    // browser has no BarcodeDetector. Site-wide: the static hosts cannot give one path a looser policy (below).
    "script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com",
    // Inline style attributes (React style props, Radix positioning) are part of the UI.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${stripe.slice(0, 2).join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    ...(upgrade ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function securityHeaders(csp: string, { hsts = true } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The camera for the shop's own pages: the driver's boarding screen scans vouchers (issue 30). A page still asks
    // the person first, and only the shop's own scripts run.
    'Permissions-Policy':
      'camera=(self), microphone=(), geolocation=(), payment=(self "https://checkout.stripe.com"), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/*
 * One policy for every path, the boarding screen's needs included: Netlify merges the headers of every matching
 * `_headers` rule (two CSPs both apply, so the stricter wins), Cloudflare Pages needs a `! Header` line Netlify
 * rejects, and Vercel lets the last match win. A looser rule for /embarque alone could not be written once for all
 * three, and a local server that differed from them would test something no host serves.
 */

/** Netlify / Cloudflare Pages `_headers`: security headers everywhere, long caching for hashed assets. */
export function headersFile(headers: Record<string, string>): string {
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  lines.push('', '/images/*', '  Cache-Control: public, max-age=604800');
  return `${lines.join('\n')}\n`;
}

/**
 * The pages the empty app shell answers: the client-only ones (the voucher's as the pattern '/voucher/:code', which
 * `_redirects` and Vercel's rewrites both read as one path segment), and without prerendering every public page too
 * ('/' excepted, which is index.html itself).
 */
export function shellPaths({ prerendered = true } = {}): string[] {
  const clientOnly = [...clientOnlyPaths, ...clientOnlyPatterns];
  return prerendered ? clientOnly : [...clientOnly, ...prerenderPaths.filter((path) => path !== '/')];
}

/**
 * Cloudflare Pages and Netlify `_redirects`: the shell's pages are rewritten (200) to `/shell`, the URL both hosts
 * serve shell.html at (Cloudflare turns a rewrite to `/shell.html` into a 308 redirect to `/shell`, a path the
 * router does not know). Unknown paths need no rule: both hosts answer them with 404.html and status 404
 * (Cloudflare rejects a `/* /404.html 404` line).
 */
export function redirectsFile(options: { prerendered?: boolean } = {}): string {
  return `${shellPaths(options)
    .map((path) => `${path}  /shell  200`)
    .join('\n')}\n`;
}

/**
 * Vercel's `vercel.json` (deploy `dist/` as the project): clean URLs without a trailing slash, so `combo.html` is
 * `/combo` as the sitemap says; the shell's pages rewritten to it; the same headers as `_headers`. Unknown paths
 * get 404.html with status 404 without a rule.
 */
export function vercelConfig(
  headers: Record<string, string>,
  options: { prerendered?: boolean } = {},
): string {
  const config = {
    cleanUrls: true,
    trailingSlash: false,
    rewrites: shellPaths(options).map((source) => ({ source, destination: '/shell' })),
    headers: [
      { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
      {
        source: '/assets/(.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      { source: '/images/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * Emits `_headers` and `_redirects` (Cloudflare Pages, Netlify) and `vercel.json` (Vercel) into dist/, with
 * the CSP built for VITE_SUPABASE_URL (CSP_CONNECT_SRC adds origins). `vite preview` (npm start) sends the same
 * policy, with the embedded backend's origin and without HSTS, so every local page runs under it too.
 */
export function hostingFilesPlugin(): Plugin {
  return {
    name: 'movie-tour-hosting-files',
    generateBundle(options) {
      if (options.format !== 'es' || this.environment?.config.build.ssr) return;
      const connect = connectSources(process.env.VITE_SUPABASE_URL, process.env.CSP_CONNECT_SRC);
      const headers = securityHeaders(contentSecurityPolicy(connect));
      const prerendered = process.env.PRERENDER !== 'false';
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile({ prerendered }) });
      this.emitFile({
        type: 'asset',
        fileName: 'vercel.json',
        source: vercelConfig(headers, { prerendered }),
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        const connect = connectSources(
          process.env.SUPABASE_URL || process.env.VITE_SUPABASE_URL,
          process.env.CSP_CONNECT_SRC,
        );
        const headers = securityHeaders(contentSecurityPolicy(connect, { upgrade: false }), { hsts: false });
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
      // Static hosts compress text; so does npm start (the `compression` middleware, gzip/deflate/brotli).
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
    },
  };
}
