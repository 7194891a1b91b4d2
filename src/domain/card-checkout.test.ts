import { describe, expect, it } from 'vitest';
import {
  orderMatchesLine,
  parseCardCheckoutRequest,
  priceCardCheckout as priceOn,
  type CardCheckoutItem,
} from './card-checkout.ts';

const today = '2026-11-24';
const priceCardCheckout = (day: string, request: Parameters<typeof priceOn>[0]) => priceOn(request, day);

const item = {
  orderId: 7,
  tourId: 'city-tour-tradicional',
  date: '2099-06-22',
  adults: 2,
  children: 1,
  babies: 1,
  pets: 1,
};

describe('parseCardCheckoutRequest', () => {
  it('accepts the spec body and defaults quantity to 1', () => {
    const parsed = parseCardCheckoutRequest({ amount: 225, items: [item], userEmail: 'a@b.com' });
    expect(parsed).toEqual({
      ok: true,
      value: { amount: 225, items: [{ ...item, quantity: 1 }], userEmail: 'a@b.com' },
    });
  });

  it.each([
    [null, 'Corpo da requisição inválido.'],
    [{ amount: 0, items: [item] }, 'Valor inválido.'],
    [{ amount: 10, items: [] }, 'Informe de 1 a 20 passeios.'],
    [{ amount: 10, items: [{ ...item, adults: 0 }] }, 'Item 1: quantidade de pessoas inválida.'],
    [{ amount: 10, items: [{ ...item, date: '2099-13-01' }] }, 'Item 1: data inválida.'],
    [{ amount: 10, items: [item, item] }, 'Pedido repetido na lista.'],
    [{ amount: 10, items: [{ ...item, quantity: 0 }] }, 'Item 1: quantidade inválida.'],
  ])('refuses %j', (body, message) => {
    expect(parseCardCheckoutRequest(body)).toEqual({ ok: false, message });
  });
});

describe('priceCardCheckout', () => {
  const request = (amount: number, items: CardCheckoutItem[] = [{ ...item, quantity: 1 }]) => ({
    amount,
    items,
    userEmail: null,
  });

  it('prices from the catalogue: adults full, children half, babies and pets free', () => {
    const priced = priceCardCheckout(today, request(225));
    expect(priced.ok && priced.value).toMatchObject({ total: 225, totalCents: 22500 });
  });

  it('refuses an amount that differs from the catalogue total', () => {
    expect(priceCardCheckout(today, request(224.99))).toEqual({
      ok: false,
      message: 'O valor informado (R$\u00a0224,99) não confere com o valor dos passeios (R$\u00a0225,00).',
    });
  });

  it('refuses unknown tours and days the tour does not run', () => {
    expect(priceCardCheckout(today, request(1, [{ ...item, tourId: 'x', quantity: 1 }]))).toEqual({
      ok: false,
      message: 'Passeio não encontrado',
    });
    const tuesday = { ...item, tourId: 'parque-amantikir', date: '2099-06-23', quantity: 1 };
    expect(priceCardCheckout(today, request(300, [tuesday])).ok).toBe(false);
  });

  it.each([
    ['no date', null, 'Escolha a data do passeio "City Tour Tradicional".'],
    ['a past date', '2020-01-01', 'A data do passeio "City Tour Tradicional" já passou.'],
    ['yesterday', '2026-11-23', 'A data do passeio "City Tour Tradicional" já passou.'],
  ])('refuses an item with %s', (_what, date, message) => {
    expect(priceCardCheckout(today, request(225, [{ ...item, date, quantity: 1 }]))).toEqual({
      ok: false,
      message,
    });
  });

  it('accepts today itself', () => {
    expect(priceCardCheckout(today, request(225, [{ ...item, date: today, quantity: 1 }])).ok).toBe(true);
  });

  it('matches an order row only when every field agrees', () => {
    const priced = priceCardCheckout(today, request(225));
    if (!priced.ok) throw new Error(priced.message);
    const line = priced.value.lines[0]!;
    const order = {
      nome_passeio: 'City Tour Tradicional',
      valor: '225.00',
      data_passeio: '2099-06-22',
      qtd_adults: 2,
      qtd_children: 1,
      qtd_babies: 1,
      qtd_pets: 1,
    };
    expect(orderMatchesLine(order, line)).toBe(true);
    expect(orderMatchesLine({ ...order, valor: '1.00' }, line)).toBe(false);
    expect(orderMatchesLine({ ...order, qtd_adults: 1 }, line)).toBe(false);
  });
});
