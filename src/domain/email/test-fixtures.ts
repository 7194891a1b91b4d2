// Test data for the unit tests of the mails and the outbox: a booking as enqueue_booking_confirmed() stores it,
// and a request's row as enqueue_request_email() stores it.
import type { BookingConfirmedData } from './booking-mails.ts';
import { readRequestEmailData } from './outbox.ts';
import { requestEmail, type RequestEmailData, type RequestTemplate } from './request-mails.ts';

export const site = 'https://www.movietour.com.br';

export const booking = (overrides: Partial<BookingConfirmedData> = {}): BookingConfirmedData => ({
  nome: 'João Conceição',
  passeio: 'City Tour Tradicional',
  data: '2026-12-05',
  embarque: 'Hotel Frontenac',
  endereco: 'Av. Frei Orestes Girardi, 3549 - Capivari',
  adultos: 2,
  criancas: 1,
  bebes: 0,
  pets: 1,
  valor: 1100,
  codigo: 'K7QM2X9PA4TZ',
  ref: 'R12',
  ...overrides,
});

// What enqueue_request_email() stores: every column, null when empty; numerics as numbers.
export const requestRow = {
  nome: 'Ana Cliente',
  passeio: 'Parque Amantikir',
  data: '2027-01-04',
  nova_data: null,
  valor_pago: 180,
  reembolso: 162,
  percentual: 90,
  motivo: null,
  referencia: 'P12',
};
export const request = (overrides: Partial<RequestEmailData> = {}): RequestEmailData => ({
  ...readRequestEmailData(requestRow)!,
  ...overrides,
});
export const mailOf = (template: RequestTemplate, overrides: Partial<RequestEmailData> = {}) => {
  const mail = requestEmail(template, request(overrides), site);
  if (!mail) throw new Error(`${template} rendered nothing`);
  return mail;
};
export const textOf = (template: RequestTemplate, overrides: Partial<RequestEmailData> = {}) =>
  mailOf(template, overrides).text.replace(/\u00a0/g, ' ');
