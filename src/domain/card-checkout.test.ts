import { describe, expect, it } from 'vitest';
import {
  cardChargeLines,
  checkCardItems,
  orderMatchesItem,
  parseCardCheckoutRequest,
  type CardCheckoutItem,
} from './card-checkout.ts';

const today = '2026-11-24';

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

describe('checkCardItems', () => {
  const request = (items: CardCheckoutItem[] = [{ ...item, quantity: 1 }]) => ({
    amount: 1,
    items,
    userEmail: null,
  });

  it('answers each item with its tour’s title', () => {
    expect(checkCardItems(request(), today)).toEqual({
      ok: true,
      value: [{ item: { ...item, quantity: 1 }, title: 'City Tour Tradicional' }],
    });
  });

  it('refuses unknown tours and days the tour does not run', () => {
    expect(checkCardItems(request([{ ...item, tourId: 'x', quantity: 1 }]), today)).toEqual({
      ok: false,
      message: 'Passeio não encontrado',
    });
    const tuesday = { ...item, tourId: 'parque-amantikir', date: '2099-06-23', quantity: 1 };
    expect(checkCardItems(request([tuesday]), today)).toEqual({
      ok: false,
      message: 'O passeio "Parque Amantikir" não acontece na data escolhida.',
    });
  });

  it.each([
    ['no date', null, 'Escolha a data do passeio "City Tour Tradicional".'],
    ['a past date', '2020-01-01', 'A data do passeio "City Tour Tradicional" já passou.'],
    ['yesterday', '2026-11-23', 'A data do passeio "City Tour Tradicional" já passou.'],
  ])('refuses an item with %s', (_what, date, message) => {
    expect(checkCardItems(request([{ ...item, date, quantity: 1 }]), today)).toEqual({ ok: false, message });
  });

  it('accepts today itself', () => {
    expect(checkCardItems(request([{ ...item, date: today, quantity: 1 }]), today).ok).toBe(true);
  });
});

describe('orderMatchesItem', () => {
  const checked = { item: { ...item, quantity: 1 }, title: 'City Tour Tradicional' };
  const order = {
    id: 7,
    nome_passeio: 'City Tour Tradicional',
    valor: '225.00',
    data_passeio: '2099-06-22',
    qtd_adults: 2,
    qtd_children: 1,
    qtd_babies: 1,
    qtd_pets: 1,
  };

  it.each([
    ['the same tour, day and party', {}, true],
    ['a value the coupon lowered (the database judged it)', { valor: '200.00' }, true],
    ['another tour', { nome_passeio: 'Parque Amantikir' }, false],
    ['another day', { data_passeio: '2099-06-29' }, false],
    ['another party', { qtd_adults: 1 }, false],
    ['other pets', { qtd_pets: 0 }, false],
  ])('%s: %s', (_what, change, matches) => {
    expect(orderMatchesItem({ ...order, ...change }, checked)).toBe(matches);
  });
});

describe('cardChargeLines: the database’s value less the credit, per order', () => {
  const order = (id: number, valor: string, credito_usado: string, data_passeio = '2099-06-22') => ({
    id,
    nome_passeio: 'City Tour Tradicional',
    valor,
    credito_usado,
    data_passeio,
    qtd_adults: 2,
    qtd_children: 1,
    qtd_babies: 1,
    qtd_pets: 1,
  });
  const checked = (...ids: number[]) =>
    ids.map((orderId) => ({ item: { ...item, orderId, quantity: 1 }, title: 'City Tour Tradicional' }));
  const charge = (amount: number, orders: ReturnType<typeof order>[]) =>
    cardChargeLines(
      { amount, items: [], userEmail: null },
      checked(...orders.map((o) => o.id)),
      new Map(orders.map((o) => [o.id, o])),
    );

  it.each([
    ['no credit', [order(1, '225.00', '0.00')], 225, [22500]],
    ['part of one order', [order(1, '225.00', '50.00')], 175, [17500]],
    [
      'one order whole, the next in part',
      [order(1, '90.00', '90.00'), order(2, '90.00', '10.00')],
      80,
      [0, 8000],
    ],
    ['cents', [order(1, '99.99', '33.33')], 66.66, [6666]],
  ])('%s', (_what, orders, amount, cents) => {
    const result = charge(amount, orders);
    expect(result.ok && result.value.lines.map((line) => line.cents)).toEqual(cents);
    expect(result.ok && result.value.totalCents).toBe(Math.round(amount * 100));
  });

  it('names each line by its tour and day', () => {
    const result = charge(225, [order(1, '225.00', '0.00')]);
    expect(result.ok && result.value.lines).toEqual([
      { orderId: 1, title: 'City Tour Tradicional', description: 'Data: 22/06/2099', cents: 22500 },
    ]);
  });

  it('refuses an amount that differs from what is left to pay', () => {
    expect(charge(225, [order(1, '225.00', '50.00')])).toEqual({
      ok: false,
      message: 'O valor informado (R$\u00a0225,00) não confere com o valor a pagar (R$\u00a0175,00).',
    });
  });

  it('has nothing to charge when the credit paid everything', () => {
    expect(charge(1, [order(1, '90.00', '90.00')])).toEqual({
      ok: false,
      message: 'Seu crédito cobre toda a compra: confirme sem pagamento.',
    });
  });
});
