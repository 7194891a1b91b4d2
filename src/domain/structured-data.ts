import type { Tour } from './types.ts';
import { largestImageUrl } from './media.ts';

export type JsonLd = Record<string, unknown>;

export type BusinessInfo = {
  name: string;
  url: string;
  phone: string;
  email: string;
  logoUrl: string;
  imageUrl: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  openingHours: { opens: string; closes: string };
  priceRange: string;
  sameAs: string[];
};

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function travelAgencyJsonLd(business: BusinessInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: business.name,
    url: business.url,
    telephone: business.phone,
    email: business.email,
    logo: business.logoUrl,
    image: business.imageUrl,
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: everyDay,
        opens: business.openingHours.opens,
        closes: business.openingHours.closes,
      },
    ],
    sameAs: business.sameAs,
  };
}

export function touristTripJsonLd(tour: Tour, siteUrl: string, tourUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.description,
    url: tourUrl,
    image: tour.gallery.map((base) => `${siteUrl}${largestImageUrl(base, 'tour')}`),
    touristType: tour.category === 'popular' ? 'Passeio popular' : 'Experiência',
    itinerary: {
      '@type': 'ItemList',
      itemListElement: tour.locations.map((name, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: { '@type': 'TouristAttraction', name },
      })),
    },
    offers: {
      '@type': 'Offer',
      price: tour.price.toFixed(2),
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url: tourUrl,
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">, with `<` escaped so no data can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Cuts a description to at most `max` characters at a word boundary, ending with an ellipsis. */
export function cutDescription(text: string, max = 150): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max - 1);
  const lastSpace = slice.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? slice.slice(0, lastSpace) : slice).replace(/[\s,.;:—-]+$/, '')}…`;
}
