import type { Plugin } from 'vite';
import { tours } from '../src/domain/catalogue/tours.ts';

const defaultSiteUrl = 'http://localhost:5173';

/** Every indexable page: home, each tour and its gallery, and the static pages (one canonical policy URL). */
export function sitemapPaths(tourIds: readonly string[]): string[] {
  return [
    '/',
    ...tourIds.flatMap((id) => [
      `/passeio/${encodeURIComponent(id)}`,
      `/passeio/${encodeURIComponent(id)}/galeria`,
    ]),
    '/combo',
    '/transfer',
    '/vale-presente',
    '/regras-cancelamento',
  ];
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function buildSitemapXml(siteUrl: string, pagePaths: readonly string[], lastModified: string): string {
  const urls = pagePaths.map((path) => {
    const priority =
      path === '/' ? '1.0' : path.startsWith('/passeio/') && !path.endsWith('/galeria') ? '0.9' : '0.6';
    return [
      '  <url>',
      `    <loc>${escapeXml(`${siteUrl}${path}`)}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      `    <priority>${priority}</priority>`,
      '  </url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function normaliseSiteUrl(raw: string | undefined): string {
  return (raw?.trim() || defaultSiteUrl).replace(/\/+$/, '');
}

/** Emits robots.txt and sitemap.xml into the build, generated from the tour catalogue. */
export function seoFilesPlugin(): Plugin {
  let siteUrl = defaultSiteUrl;
  return {
    name: 'movie-tour-seo-files',
    apply: 'build',
    configResolved(config) {
      siteUrl = normaliseSiteUrl(
        process.env.VITE_SITE_URL ?? (config.env.VITE_SITE_URL as string | undefined),
      );
    },
    generateBundle() {
      const today = new Date().toISOString().slice(0, 10);
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: buildRobotsTxt(siteUrl) });
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: buildSitemapXml(siteUrl, sitemapPaths(tours.map((tour) => tour.id)), today),
      });
    },
  };
}
