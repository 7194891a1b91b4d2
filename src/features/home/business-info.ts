import { absoluteUrl, site } from '@/config/site';
import type { BusinessInfo } from '@/domain/structured-data';

/** The business as structured data sees it, built from the one site config. */
export const businessInfo: BusinessInfo = {
  name: site.name,
  url: `${site.url}/`,
  phone: site.phone,
  email: site.email,
  logoUrl: absoluteUrl('/logo.svg'),
  imageUrl: absoluteUrl('/og-image.jpg'),
  address: { ...site.address },
  openingHours: { ...site.openingHours },
  priceRange: site.priceRange,
  sameAs: [site.instagramUrl, site.tripadvisorUrl],
};
