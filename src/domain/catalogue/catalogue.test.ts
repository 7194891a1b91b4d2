import { describe, expect, it } from 'vitest';
import { combos } from './combos.ts';
import { testimonials } from './testimonials.ts';
import { isTourId, tourIds, tourTitles } from './tour-names.ts';
import { getTourById, priceUnitLabel, relatedTours, tourImages, tours, toursByCategory } from './tours.ts';
import { transferRoutes } from './transfers.ts';
import { vehicles } from './vehicles.ts';

const every = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

// Spec §3, catalogue table.
const specTable = [
  { id: 'city-tour-tradicional', price: 90, category: 'popular', days: every, period: 'Manhã' },
  {
    id: 'parque-amantikir',
    price: 120,
    category: 'popular',
    days: ['monday', 'wednesday', 'thursday', 'saturday'],
    period: 'Tarde',
  },
  { id: 'city-tour-cultural', price: 90, category: 'popular', days: ['tuesday', 'friday', 'sunday'] },
  {
    id: 'fazenda-prana-por-do-sol',
    price: 150,
    category: 'popular',
    days: ['tuesday', 'friday', 'sunday'],
    period: 'Tarde',
  },
  { id: 'agro-turismo', price: 470, category: 'experiencia', days: ['friday', 'saturday', 'sunday'] },
  { id: 'rota-do-horto', price: 110, category: 'experiencia', days: ['thursday', 'saturday'] },
  { id: 'rota-alto-lajeado', price: 250, category: 'experiencia', days: ['monday', 'wednesday'] },
  { id: 'turismo-aparecida', price: 500, category: 'experiencia', days: every },
] as const;

describe('tour catalogue matches the spec table', () => {
  it('has exactly the eight tours, in order, with unique ids', () => {
    expect(tours.map((tour) => tour.id)).toEqual(specTable.map((row) => row.id));
  });

  it.each(specTable)('$id costs $price, is $category and runs on its days', (row) => {
    const tour = getTourById(row.id)!;
    expect(tour.price).toBe(row.price);
    expect(tour.category).toBe(row.category);
    expect([...tour.availableDays].sort()).toEqual([...row.days].sort());
    if ('period' in row) expect(tour.period).toBe(row.period);
  });

  it('names the tours as the slim index the first load uses: the same ids, order and titles', () => {
    expect(tourIds).toEqual(tours.map((tour) => tour.id));
    expect(tours.map((tour) => tourTitles[tour.id as keyof typeof tourTitles])).toEqual(
      tours.map((tour) => tour.title),
    );
    expect(tours.every((tour) => isTourId(tour.id))).toBe(true);
    expect(['nao-existe', '__proto__', 'toString', ''].some(isTourId)).toBe(false);
  });

  it('gives the durations and difficulties the table shows', () => {
    expect(getTourById('city-tour-tradicional')!.duration).toBe('3h30');
    expect(getTourById('parque-amantikir')!.duration).toBe('3h30');
    expect(getTourById('agro-turismo')!.duration).toBe('6h30');
    expect(getTourById('rota-do-horto')!.duration).toBe('6h');
    expect(getTourById('rota-alto-lajeado')!.duration).toBe('6h30');
    expect(getTourById('turismo-aparecida')!.duration).toBe('6h');
    expect(getTourById('city-tour-cultural')!.difficulty).toBe('Moderada');
    expect(getTourById('rota-do-horto')!.difficulty).toBe('Moderada');
  });

  it('prices only turismo-aparecida per car', () => {
    expect(tours.filter((tour) => tour.priceUnit === 'carro').map((tour) => tour.id)).toEqual([
      'turismo-aparecida',
    ]);
    expect(priceUnitLabel(getTourById('turismo-aparecida')!)).toBe('por carro');
    expect(priceUnitLabel(getTourById('rota-do-horto')!)).toBe('por pessoa');
  });

  it('falls back to the cover when a tour has no gallery', () => {
    const tour = getTourById('rota-do-horto')!;
    expect(tourImages(tour)).toBe(tour.gallery);
    expect(tourImages({ ...tour, gallery: [] })).toEqual(['/images/tours/rota-do-horto/1']);
  });

  it("says 'Pet Friendly' on every tour except rota-do-horto", () => {
    for (const tour of tours) {
      expect(tour.vehicle.includes('Pet Friendly'), tour.id).toBe(tour.id !== 'rota-do-horto');
    }
  });

  it('states the ticket rules of the table', () => {
    expect(getTourById('parque-amantikir')!.ticketInfo).toMatch(/não incluso/i);
    expect(getTourById('city-tour-cultural')!.ticketInfo).toMatch(/museus inclusos/i);
    expect(getTourById('agro-turismo')!.ticketInfo).toMatch(/Entradas e degustações inclusas/);
    expect(getTourById('rota-do-horto')!.ticketInfo).toMatch(/parque incluso/i);
    expect(getTourById('turismo-aparecida')!.ticketInfo).toMatch(/Somente transporte/);
  });

  it('has unique ids that are URL slugs', () => {
    expect(new Set(tours.map((tour) => tour.id)).size).toBe(tours.length);
    for (const tour of tours) expect(tour.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(tours.map((tour) => [tour.id, tour] as const))(
    '%s has six distinct images, 4–8 stops, 3–5 FAQs and a full description',
    (id, tour) => {
      expect(tour.image).toBe(`/images/tours/${id}/1`);
      expect(tour.gallery).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/images/tours/${id}/${n}`));
      expect(tour.locations.length).toBeGreaterThanOrEqual(4);
      expect(tour.locations.length).toBeLessThanOrEqual(8);
      expect(new Set(tour.locations).size).toBe(tour.locations.length);
      expect(tour.faqs.length).toBeGreaterThanOrEqual(3);
      expect(tour.faqs.length).toBeLessThanOrEqual(5);
      expect(new Set(tour.faqs.map((faq) => faq.question)).size).toBe(tour.faqs.length);
      expect(tour.description.length).toBeGreaterThan(150);
      for (const text of [tour.title, tour.duration, tour.location, tour.ticketInfo, tour.vehicle]) {
        expect(text.trim()).not.toBe('');
      }
    },
  );

  it('answers the children question on every tour: lap rule and half price per person, none per car', () => {
    for (const tour of tours) {
      const answer = tour.faqs.find((faq) => faq.question === 'Crianças pagam?')?.answer;
      expect(answer, tour.id).toBeDefined();
      if (tour.priceUnit === 'carro') expect(answer).toMatch(/valor é do carro/);
      else expect(answer).toMatch(/6 a 10 anos pagam meia.*até 5 anos no colo são isentos/);
    }
  });

  it('related tours are up to 3 of the same category, never the tour itself', () => {
    for (const tour of tours) {
      const related = relatedTours(tour);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.every((other) => other.category === tour.category && other.id !== tour.id)).toBe(true);
    }
    expect(toursByCategory('popular')).toHaveLength(4);
    expect(getTourById('nao-existe')).toBeUndefined();
  });
});

describe('combos, transfers, testimonials and vehicles', () => {
  it('has the three combos of the spec', () => {
    expect(combos.map((combo) => [combo.title, combo.price, combo.badge])).toEqual([
      ['Promoção dia Todo', 180, 'Desconto + Ingresso'],
      ['Combo MovieTour', 380, undefined],
      ['Combo Parques', 380, 'Desconto + Ingresso'],
    ]);
    expect(combos[1]!.highlights).toEqual(expect.arrayContaining(['2 dias', '15% de desconto']));
    expect(combos.map((combo) => combo.includes)).toEqual([
      ['City Tour 1 Tradicional', 'Parque Amantikir', 'Ingressos inclusos'],
      [
        'City Tour 1 Tradicional',
        'City Tour 2 Cultural',
        'Fazenda Prana',
        'Parque Amantikir',
        'Ingressos inclusos',
      ],
      ['Parque Bambui', 'Mirante de vidro', 'Parque Amantikir', 'Fazenda Prana', 'Ingressos inclusos'],
    ]);
  });

  it('has the transfer price table', () => {
    expect(transferRoutes.map((route) => [route.destination, route.car, route.van])).toEqual([
      ['Aeroporto de Guarulhos', { oneWay: 600, roundTrip: 1100 }, { oneWay: 1200, roundTrip: 2300 }],
      ['Aeroporto de Congonhas', { oneWay: 700, roundTrip: 1100 }, { oneWay: 1400, roundTrip: 2700 }],
      ['São José dos Campos', { oneWay: 450, roundTrip: 800 }, { oneWay: 1000, roundTrip: 1900 }],
    ]);
  });

  it('has three testimonials with a portrait each', () => {
    expect(testimonials.map((testimonial) => testimonial.src)).toEqual([
      '/images/testimonials/1',
      '/images/testimonials/2',
      '/images/testimonials/3',
    ]);
    for (const { name, quote, designation } of testimonials) {
      expect([name, quote, designation].every((text) => text.trim().length > 0)).toBe(true);
    }
  });

  it('has the two vehicles in service and the Panorâmico 360 coming soon', () => {
    expect(vehicles.map((vehicle) => [vehicle.id, vehicle.name, vehicle.status, vehicle.image])).toEqual([
      ['jardineira-cinema', 'Jardineira Cinema', 'em-servico', '/images/vehicles/jardineira-cinema'],
      ['cine-bus-noir', 'Cine Bus Noir', 'em-servico', '/images/vehicles/cine-bus-noir'],
      ['panoramico-360', 'Panorâmico 360', 'em-breve', '/images/vehicles/panoramico-360'],
    ]);
    for (const vehicle of vehicles) expect(vehicle.capacity).toBeGreaterThan(0);
  });
});
