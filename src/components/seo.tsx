import { Helmet } from 'react-helmet-async';
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
  const url = path === null ? null : absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return (
    <Helmet prioritizeSeoTags>
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
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  );
}
