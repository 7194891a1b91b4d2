import { absoluteUrl } from '@/config/site';
import { breadcrumbJsonLd, type JsonLd } from '@/domain/structured-data';

/** BreadcrumbList for a page one level below home. */
export function infoBreadcrumb(name: string, path: string): JsonLd {
  return breadcrumbJsonLd([
    { name: 'Início', url: absoluteUrl('/') },
    { name, url: absoluteUrl(path) },
  ]);
}
