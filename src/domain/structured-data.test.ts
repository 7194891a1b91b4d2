import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  cutDescription,
  serializeJsonLd,
  touristTripJsonLd,
  travelAgencyJsonLd,
} from './structured-data.ts';
import type { Tour } from './types.ts';

const tour: Tour = {
  id: 'rota-do-horto',
  title: 'Rota do Horto',
  description: 'Araucárias centenárias.',
  price: 110,
  duration: '6h',
  difficulty: 'Moderada',
  vehicle: 'Não aceita pets',
  period: 'Manhã',
  boardingTime: '07:30',
  image: '/images/tours/rota-do-horto/1',
  gallery: ['/images/tours/rota-do-horto/1', '/images/tours/rota-do-horto/2'],
  category: 'experiencia',
  availableDays: ['thursday', 'saturday'],
  location: 'Horto Florestal',
  ticketInfo: 'Ingresso do parque incluso',
  locations: ['Horto Florestal', 'Cachoeira da Galharada'],
  faqs: [],
};

describe('structured data', () => {
  it('describes the agency with opening hours 08:00-18:00 every day and the price range', () => {
    const data = travelAgencyJsonLd({
      name: 'Movie Tour',
      url: 'https://movietour.example',
      phone: '(12) 99999-0000',
      email: 'contato@example.com',
      logoUrl: 'https://movietour.example/logo.svg',
      imageUrl: 'https://movietour.example/og-image.jpg',
      address: {
        street: 'Rua A',
        city: 'Campos do Jordão',
        region: 'SP',
        postalCode: '12460-000',
        country: 'BR',
      },
      openingHours: { opens: '08:00', closes: '18:00' },
      priceRange: 'R$ 90 - R$ 500',
      sameAs: [],
    });
    expect(data['@type']).toBe('TravelAgency');
    expect(data.priceRange).toBe('R$ 90 - R$ 500');
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: '08:00',
        closes: '18:00',
        dayOfWeek: expect.arrayContaining(['Sunday']),
      }),
    ]);
    expect((data.openingHoursSpecification as { dayOfWeek: string[] }[])[0]?.dayOfWeek).toHaveLength(7);
  });

  it('describes a tour with absolute images and an offer in BRL', () => {
    const data = touristTripJsonLd(tour, 'https://m.example', 'https://m.example/passeio/rota-do-horto');
    expect(data).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Rota do Horto',
      offers: { '@type': 'Offer', price: '110.00', priceCurrency: 'BRL' },
    });
    expect(data.image).toEqual([
      'https://m.example/images/tours/rota-do-horto/1-1440.webp',
      'https://m.example/images/tours/rota-do-horto/2-1440.webp',
    ]);
  });

  it('numbers breadcrumb positions from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Início', url: 'https://m.example/' },
      { name: 'Passeios', url: 'https://m.example/#popular-tours' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://m.example/' },
      { '@type': 'ListItem', position: 2, name: 'Passeios', item: 'https://m.example/#popular-tours' },
    ]);
  });

  it('escapes < so a value cannot close the script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('cutDescription (tour pages cut the description to 150 characters)', () => {
  it.each([
    ['short text stays', 'Passeio curto.', 150, 'Passeio curto.'],
    ['exactly max stays', 'a'.repeat(150), 150, 'a'.repeat(150)],
  ])('%s', (_name, text, max, expected) => {
    expect(cutDescription(text, max)).toBe(expected);
  });

  it('cuts long text at a word boundary to at most 150 characters', () => {
    const text = 'Conheça as araucárias centenárias do Horto Florestal, '.repeat(5);
    const cut = cutDescription(text);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts a single overlong word hard', () => {
    expect(cutDescription('x'.repeat(400))).toHaveLength(150);
  });
});
