import { describe, expect, it } from 'vitest';
import {
  emptyNewBooking,
  firstError,
  newBookingPrice,
  parseDiscount,
  partyCount,
  validateNewBooking,
  type NewBookingForm,
} from './operator-new-booking.ts';

const filled = (overrides: Partial<NewBookingForm> = {}): NewBookingForm => ({
  ...emptyNewBooking('city-tour'),
  date: '2026-12-10',
  embarque: 'Hotel Frontenac',
  ...overrides,
});
const picked = { hasCustomer: true, registering: false, gross: 225 };
const registering = { hasCustomer: false, registering: true, gross: 225 };

describe('Nova reserva: who the booking is for', () => {
  it('a customer picked from the search needs nothing else', () => {
    expect(validateNewBooking(filled(), picked)).toEqual({});
  });

  it('without a customer picked or registered, the operator is told to find or register one', () => {
    expect(validateNewBooking(filled(), { ...picked, hasCustomer: false })).toEqual({
      cliente: 'Busque o cliente ou cadastre um novo.',
    });
  });

  it.each([
    ['a full name and a mobile with area code', { nome: 'Joana Silva', celular: '(12) 98888-7777' }, {}],
    ['a landline-length mobile (10 digits)', { nome: 'Joana', celular: '1233334444' }, {}],
    ['an e-mail is optional', { nome: 'Joana', celular: '12988887777', email: '' }, {}],
    [
      'a name under 3 letters',
      { nome: ' Jo ', celular: '12988887777' },
      { nome: 'Informe o nome completo do cliente (mínimo 3 caracteres).' },
    ],
    [
      'a name longer than the database keeps (200)',
      { nome: 'Maria '.repeat(40), celular: '12988887777' },
      { nome: 'O nome do cliente vai até 200 caracteres.' },
    ],
    ['a name of exactly 200 characters', { nome: 'M'.repeat(200), celular: '12988887777' }, {}],
    [
      'a mobile without area code',
      { nome: 'Joana', celular: '98888-7777' },
      { celular: 'Informe um celular válido com DDD.' },
    ],
    [
      'an e-mail that is not one',
      { nome: 'Joana', celular: '12988887777', email: 'joana@' },
      { email: 'Informe um e-mail válido ou deixe em branco.' },
    ],
  ])('registering a new customer: %s', (_name, fields, errors) => {
    expect(validateNewBooking(filled(fields), registering)).toEqual(errors);
  });
});

describe('Nova reserva: the departure', () => {
  it('needs a day and a boarding place from the list', () => {
    expect(validateNewBooking(filled({ date: '', embarque: '' }), picked)).toEqual({
      date: 'Selecione uma data para o passeio.',
      embarque: 'Escolha um hotel ou ponto de encontro da lista.',
    });
  });

  it('pets only on a tour that takes them (spec §3: all but the Rota do Horto)', () => {
    expect(validateNewBooking(filled({ tourId: 'rota-do-horto', pets: 2 }), picked)).toEqual({
      pets: 'O passeio "Rota do Horto Florestal" não aceita pets.',
    });
    expect(validateNewBooking(filled({ tourId: 'rota-do-horto', pets: 0 }), picked)).toEqual({});
    expect(validateNewBooking(filled({ tourId: 'parque-amantikir', pets: 2 }), picked)).toEqual({});
  });

  it.each([
    ['a number', '3', 1, 3],
    ['below the minimum', '0', 1, 1],
    ['empty', '', 0, 0],
    ['a fraction', '2.7', 0, 2],
    ['more than 50', '80', 0, 50],
  ])('a party count typed as %s (%s, min %s) → %s', (_name, typed, min, count) => {
    expect(partyCount(typed, min)).toBe(count);
  });
});

describe('Nova reserva: a discount goes from R$ 0,00 up to the catalogue value, with its reason', () => {
  it.each([
    ['no discount', '', '', {}],
    ['R$ 25,00 with its reason', '25,00', 'cliente antigo', {}],
    ['the whole value', '225', 'cortesia', {}],
    ['without a reason', '25', '', { motivoDesconto: 'Informe o motivo do desconto.' }],
    [
      'more than the value',
      '225,01',
      'x'.repeat(5),
      { desconto: 'O desconto vai de R$ 0,00 até o valor do passeio.' },
    ],
    ['not an amount', 'vinte', '', { desconto: 'O desconto vai de R$ 0,00 até o valor do passeio.' }],
    ['negative', '-5', 'motivo', { desconto: 'O desconto vai de R$ 0,00 até o valor do passeio.' }],
  ])('%s', (_name, desconto, motivoDesconto, errors) => {
    expect(validateNewBooking(filled({ desconto, motivoDesconto }), picked)).toEqual(errors);
  });

  it.each([
    ['', 0, 225],
    ['25', 25, 200],
    ['20,50', 20.5, 204.5],
    ['20.5', 20.5, 204.5],
    ['R$ 1.000,00', 1000, 0],
    ['vinte', 0, 225],
  ])('R$ 225,00 less %o → discount R$ %s, total R$ %s', (typed, discount, total) => {
    expect(newBookingPrice(225, typed)).toEqual({ discount, total });
  });

  it('subtracts in cents: R$ 0,30 less R$ 0,10 is R$ 0,20', () => {
    expect(newBookingPrice(0.3, '0,10').total).toBe(0.2);
  });

  it('reads an empty discount as none and a word as no amount', () => {
    expect(parseDiscount('  ')).toBe(0);
    expect(parseDiscount('abc')).toBeNull();
  });
});

describe('the toast names the first problem', () => {
  it('in the order of the form', () => {
    expect(firstError(validateNewBooking(filled({ date: '' }), { ...picked, hasCustomer: false }))).toBe(
      'Busque o cliente ou cadastre um novo.',
    );
    expect(firstError({})).toBeUndefined();
  });
});
