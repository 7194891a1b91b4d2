import { useEffect, useSyncExternalStore } from 'react';
import { loadOnce } from '@/boot/load-once';
import { absoluteUrl, site } from '@/config/site';
import { serializeJsonLd, type JsonLd } from '@/domain/structured-data';

type SeoProps = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/passeio/rota-do-horto'; none for a page that has no URL of its own (404). */
  path: string | null;
  /** Absolute path of the social-preview image; defaults to the brand card. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  jsonLd?: JsonLd[];
  noindex?: boolean;
};

// react-helmet-async (5.5 kB with its helpers) is not part of the first load: a prerendered page's head is in its
// HTML already, and hydration leaves it there (src/boot/head-handoff.ts). It is fetched once the first page has
// rendered, and every Seo then renders its tags; until then (a few milliseconds after hydration) Seo renders only
// the JSON-LD, which stays in the body where it is rendered. The prerender and the unit tests load it first
// (preloadHead), so their first render has the head. With React 19 its provider is a passthrough
// (react-helmet-async 3): the app has none.
const helmet = loadOnce(() => import('react-helmet-async'));

/** Loads the head manager, so the next render has the head: for the prerender and the tests. */
export function preloadHead(): Promise<unknown> {
  return helmet.load();
}

function useHeadManager() {
  // On the server and while hydrating this is what was loaded before (the prerender's preloadHead), which is
  // never a mismatch: head tags are hoisted, not matched with the prerendered markup.
  const module = useSyncExternalStore(helmet.subscribe, helmet.current, helmet.current);
  useEffect(() => {
    void helmet.load().catch(() => undefined); // a failed fetch is tried again by the next page's Seo
  }, []);
  return module;
}

/** The page head, the one way to set it: title, description, absolute canonical URL, Open Graph and Twitter tags, JSON-LD. */
export function Seo({
  title,
  description,
  path,
  image = '/og-image.jpg',
  type = 'website',
  jsonLd = [],
  noindex,
}: SeoProps) {
  const headManager = useHeadManager();
  const url = path === null ? null : absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return (
    <>
      {headManager ? (
        <headManager.Helmet prioritizeSeoTags>
          <title>{title}</title>
          <meta name="description" content={description} />
          {url ? <link rel="canonical" href={url} /> : null}
          {noindex ? <meta name="robots" content="noindex" /> : null}
          <meta property="og:site_name" content={site.name} />
          <meta property="og:locale" content="pt_BR" />
          <meta property="og:type" content={type} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          {url ? <meta property="og:url" content={url} /> : null}
          <meta property="og:image" content={imageUrl} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={imageUrl} />
        </headManager.Helmet>
      ) : null}
      {/* Not head tags: React keeps them where they are rendered, so they are there from the first render. */}
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </>
  );
}
