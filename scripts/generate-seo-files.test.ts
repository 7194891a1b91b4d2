import { tours } from '../src/domain/catalogue/tours.ts';
import {
  buildRobotsTxt,
  buildSitemapXml,
  normaliseSiteUrl,
  seoFilesPlugin,
  sitemapPaths,
} from './generate-seo-files.ts';

describe('robots.txt and sitemap.xml', () => {
  it('allows every crawler and points at the sitemap', () => {
    expect(buildRobotsTxt('https://movietour.com.br')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://movietour.com.br/sitemap.xml\n',
    );
  });

  it('lists home, the eight tours with their galleries and the four static pages, once each', () => {
    const pagePaths = sitemapPaths(tours.map((tour) => tour.id));
    expect(tours).toHaveLength(8);
    expect(pagePaths).toHaveLength(1 + 16 + 4);
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    expect(pagePaths).toContain('/passeio/rota-do-horto');
    expect(pagePaths).toContain('/passeio/turismo-aparecida/galeria');
    expect(pagePaths).toEqual(
      expect.arrayContaining(['/', '/combo', '/transfer', '/vale-presente', '/regras-cancelamento']),
    );
    expect(pagePaths).not.toContain('/regras-de-cancelamento');
  });

  it('writes absolute, escaped URLs with lastmod', () => {
    const xml = buildSitemapXml('https://movietour.com.br', ['/', '/passeio/a&b'], '2026-01-31');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://movietour.com.br/</loc>');
    expect(xml).toContain('<loc>https://movietour.com.br/passeio/a&amp;b</loc>');
    expect(xml.match(/<lastmod>2026-01-31<\/lastmod>/g)).toHaveLength(2);
  });

  it('falls back to the local URL and trims a trailing slash', () => {
    expect(normaliseSiteUrl(undefined)).toBe('http://localhost:5173');
    expect(normaliseSiteUrl('https://movietour.com.br/')).toBe('https://movietour.com.br');
  });

  it('is a build-only Vite plugin named movie-tour-seo-files', () => {
    const plugin = seoFilesPlugin();
    expect(plugin.name).toBe('movie-tour-seo-files');
    expect(plugin.apply).toBe('build');
  });
});
