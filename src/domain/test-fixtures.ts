// Test data for the domain's unit tests: small, explicit tours so the tests do not depend on catalogue copy.
import type { BookingDetails, CartItem, Period, Tour } from './types.ts';

export function makeTour(overrides: Partial<Tour> = {}): Tour {
  return {
    id: 'passeio-teste',
    title: 'Passeio Teste',
    description: 'Um passeio de teste.',
    price: 100,
    duration: '3h',
    difficulty: 'Fácil',
    vehicle: 'Pet Friendly',
    period: 'Manhã',
    boardingTime: '08:00',
    image: '/images/tours/passeio-teste/1',
    gallery: [],
    category: 'popular',
    availableDays: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    location: 'Campos do Jordão',
    ticketInfo: '',
    locations: [],
    faqs: [],
    ...overrides,
  };
}

export function makeDetails(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return { date: null, hotel: '', adults: 1, children: 0, babies: 0, pets: 0, ...overrides };
}

/** A cart item with booking details (pass `bookingDetails: undefined` in `tour` for the bare form). */
export function makeItem(
  tour: Partial<Tour> = {},
  details: Partial<BookingDetails> = {},
  quantity = 1,
): CartItem {
  return { ...makeTour(tour), quantity, bookingDetails: makeDetails(details) };
}

/** A bare item, as the earlier cart stored it: no booking details. */
export function makeBareItem(tour: Partial<Tour> = {}, quantity = 1): CartItem {
  return { ...makeTour(tour), quantity };
}

/** Shorthand for the conflict tests: a titled tour in a period (any text, as stored data may hold) on a date. */
export function itemOn(title: string, period: string, date: Date | null, id = title): CartItem {
  return makeItem({ id, title, period: period as Period }, { date });
}
