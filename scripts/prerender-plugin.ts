import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { isClientOnlyPath, normalisePath } from '../src/config/static-pages.ts';

type ServerEntry = {
  render(url: string): Promise<string>;
  prerenderPaths: string[];
  notFoundPath: string;
};

/** The empty app page for client-only routes (cart, my purchases, ...): no prerendered content to mismatch. */
export const shellFile = 'shell.html';
export const notFoundFile = '404.html';
export { prerenderedHeadAttribute } from '../src/boot/head-handoff.ts';
import { prerenderedHeadAttribute } from '../src/boot/head-handoff.ts';

// React emits the hoisted <title>, <meta> and <link> tags first when it renders without <html>: they go to <head>.
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** Puts a rendered page into the built index.html: its head tags into <head>, its markup into #root. */
export function injectPage(template: string, rendered: string, pagePath: string): string {
  const head = leadingHeadTags.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length);
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('index.html has no <div id="root"></div> or </head>');
  }
  // Marked so the browser can drop them before React inserts its own copies (hydration does not adopt them).
  const markedHead = head.replace(/<(title|meta|link)\b/g, `<$1 ${prerenderedHeadAttribute}=""`);
  return template
    .replace('</head>', () => `${markedHead}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${pagePath}">${body}</div>`);
}

/**
 * Where a page's HTML goes: '/' → index.html, '/combo' → combo.html, '/passeio/x' → passeio/x.html. Cloudflare
 * Pages, Netlify and Vercel (cleanUrls) all serve `combo.html` at `/combo` with 200, the URL the sitemap and the
 * canonical tags give; `combo/index.html` made Cloudflare redirect `/combo` to `/combo/`.
 */
export function fileForPath(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\/+/, '')}.html`;
}

/**
 * Which built file answers a page request: the prerendered page, the empty shell for client-only routes, or
 * the 404 page (a 'noindex' page answered with 200, like the SPA fallback before it: a 404 status makes the
 * browser log a console error on every mistyped link). Null: not a page (assets, /config.json).
 */
export function resolvePage(distDir: string, urlPath: string): string | null {
  let pathname: string;
  try {
    pathname = normalisePath(path.posix.normalize(decodeURIComponent(urlPath)));
  } catch {
    return notFoundFile;
  }
  if (path.posix.extname(pathname) !== '') return null;
  const prerendered = fileForPath(pathname);
  if (existsSync(path.join(distDir, prerendered))) return prerendered;
  if (isClientOnlyPath(pathname)) return shellFile;
  return notFoundFile;
}

function servePages(distDir: string) {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(path.join(distDir, notFoundFile)))
      return next();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = resolvePage(distDir, url.pathname);
    if (page) req.url = `/${page}${url.search}`;
    next();
  };
}

/**
 * The boot script (src/boot.ts, 2 kB) only waits for the first paint before it starts the app: fetched at low
 * priority, it leaves the connection to the stylesheet, the display font and the main image.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * After the client build: builds `src/entry-server.tsx` for Node, renders every public page to static HTML
 * in dist/, plus 404.html and the empty shell.html. PRERENDER=false renders nothing: shell.html and 404.html are
 * then the plain app, which draws every page in the browser (the hosting rules send the public pages there too).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'movie-tour-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` (npm start) answers like the static hosts: prerendered pages, the shell, the 404 page.
    configurePreviewServer(server) {
      server.middlewares.use(servePages(path.resolve(server.config.root, server.config.build.outDir)));
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      if (process.env.PRERENDER === 'false') {
        const app = await readFile(path.join(outDir, 'index.html'), 'utf8');
        for (const file of [shellFile, notFoundFile]) await writeFile(path.join(outDir, file), app);
        return;
      }
      // Inside the project, so the server bundle resolves react & co. from node_modules.
      const cacheDir = path.resolve(config.root, 'node_modules/.cache');
      await mkdir(cacheDir, { recursive: true });
      const ssrDir = await mkdtemp(path.join(cacheDir, 'movie-tour-ssr-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: path.resolve(config.root, 'src/entry-server.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        });
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
        // The display font (13 kB, the shop's one web font) is preloaded: with font-display: optional a font is used
        // only when it arrives within the first paint's short block period, so text never shifts when it swaps in
        // late.
        const fonts = (await readdir(path.join(outDir, 'assets'))).filter(
          (file) => file.endsWith('.woff2') && file.startsWith('bebas-neue'),
        );
        const fontLinks = fonts
          .map(
            (file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`,
          )
          .join('');
        const template = lowPriorityScripts(
          (await readFile(path.join(outDir, 'index.html'), 'utf8')).replace(
            '</head>',
            () => `${fontLinks}</head>`,
          ),
        );
        await writeFile(path.join(outDir, shellFile), template);
        const pages = [
          ...entry.prerenderPaths.map((p) => [p, fileForPath(p)]),
          [entry.notFoundPath, notFoundFile],
        ];
        for (const [pagePath, file] of pages as [string, string][]) {
          const rendered = await entry.render(pagePath);
          // Only JSON-LD data blocks: an executable inline script would break under the CSP.
          const inlineScript = /<script(?![^>]*type="application\/ld\+json")[^>]*>/.exec(rendered);
          if (inlineScript) {
            throw new Error(`${pagePath}: prerendered HTML has an inline script: ${inlineScript[0]}`);
          }
          const html = injectPage(template, rendered, pagePath);
          await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
          await writeFile(path.join(outDir, file), html);
        }
        config.logger.info(`prerendered ${pages.length} pages`);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
