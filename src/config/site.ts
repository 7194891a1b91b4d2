import { env } from './env';

/**
 * Contact and payment details of the business. Each comes from a VITE_ variable (docs/configuration.md lists them);
 * the defaults are placeholders for local use, not real contacts.
 */
export const site = {
  name: 'Movie Tour',
  legalName: 'Movie Tour Campos do Jordão',
  url: (env.VITE_SITE_URL ?? 'http://localhost:5173').replace(/\/$/, ''),
  phone: env.VITE_CONTACT_PHONE ?? '(12) 99999-0000',
  email: env.VITE_CONTACT_EMAIL ?? 'contato@movietour.com.br',
  whatsappNumber: env.VITE_WHATSAPP_NUMBER ?? '5512999990000',
  instagramUrl: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/movietour.cj',
  tripadvisorUrl: env.VITE_TRIPADVISOR_URL ?? 'https://www.tripadvisor.com.br/movietour-campos-do-jordao',
  address: {
    street: 'Av. Macedo Soares, 300 — Capivari',
    city: 'Campos do Jordão',
    region: 'SP',
    postalCode: '12460-000',
    country: 'BR',
  },
  pix: {
    key: env.VITE_PIX_KEY ?? '+5512999990000',
    beneficiary: env.VITE_PIX_BENEFICIARY ?? 'Movie Tour Turismo',
    city: env.VITE_PIX_CITY ?? 'Campos do Jordao',
  },
  openingHours: { opens: '08:00', closes: '18:00' },
  priceRange: 'R$ 90 - R$ 500',
} as const;

/** A messaging-app deep link that opens a chat with the business and a prefilled message. */
export function whatsappLink(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

export function absoluteUrl(pathname: string): string {
  return `${site.url}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}
