import { describe, expect, it } from 'vitest';
import { getTourById } from './catalogue/tours.ts';
import type { CartCoupon } from './coupons.ts';
import { buildOrderDrafts, priceAsOwnCheckout } from './order-drafts.ts';
import type { CartItem } from './types.ts';

const item = (id: string, date: Date | null): CartItem => ({
  ...getTourById(id)!,
  quantity: 1,
  bookingDetails: { date, hotel: 'Hotel Estoril', adults: 2, children: 1, babies: 1, pets: 1 },
});

describe('one pedido_site row per cart item', () => {
  const items = [
    item('city-tour-tradicional', new Date(2026, 11, 3)),
    item('parque-amantikir', new Date(2026, 11, 3)),
  ];

  it('with a card, each row is worth its item: adults × price + children × half', () => {
    const { drafts, total } = buildOrderDrafts(items, 'Cartão(Stripe)');
    expect(drafts.map((draft) => draft.valor)).toEqual([225, 300]);
    expect(total).toBe(525);
    expect(drafts[0]).toEqual({
      nome_passeio: 'City Tour Tradicional',
      data_passeio: '2026-12-03',
      qtd_adults: 2,
      qtd_children: 1,
      qtd_babies: 1,
      qtd_pets: 1,
      hotel_local: 'Hotel Estoril',
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'aguardando pagamento',
      valor: 225,
      cupom: null,
    });
  });

  it("books the cart's pets on every tour but rota-do-horto, which takes none (spec §3)", () => {
    const { drafts } = buildOrderDrafts(
      [...items, item('rota-do-horto', new Date(2026, 11, 3))],
      'Cartão(Stripe)',
    );
    expect(drafts.map((draft) => [draft.nome_passeio, draft.qtd_pets])).toEqual([
      ['City Tour Tradicional', 1],
      ['Parque Amantikir', 1],
      ['Rota do Horto Florestal', 0],
    ]);
  });

  it('with PIX, the R$10 × tours × adults discount is split evenly and the rows sum to the total', () => {
    const { drafts, total } = buildOrderDrafts(items, 'Pix');
    expect(drafts.map((draft) => draft.valor)).toEqual([205, 280]);
    expect(total).toBe(485);
    expect(drafts.every((draft) => draft.tipo_pagamento === 'Pix')).toBe(true);
  });

  it('a missing date is stored as null', () => {
    expect(buildOrderDrafts([item('rota-do-horto', null)], 'Pix').drafts[0]?.data_passeio).toBeNull();
  });
});

describe('a coupon travels into the drafts, which are priced gross → coupon → PIX discount', () => {
  const items = [
    item('city-tour-tradicional', new Date(2026, 11, 3)),
    item('parque-amantikir', new Date(2026, 11, 3)),
  ];
  const tenPercentOnAmantikir: CartCoupon = {
    codigo: 'INVERNO10',
    tipo: 'percentual',
    percentual: 10,
    eligible: [false, true],
  };

  it('by card: only the covered tour loses 10%, and every draft carries the code', () => {
    const { drafts, total, couponDiscount } = buildOrderDrafts(
      items,
      'Cartão(Stripe)',
      tenPercentOnAmantikir,
    );
    expect(drafts.map((draft) => [draft.valor, draft.cupom])).toEqual([
      [225, 'INVERNO10'],
      [270, 'INVERNO10'],
    ]);
    expect(total).toBe(495);
    expect(couponDiscount).toBe(30);
  });

  it('by PIX: the R$ 10 × 2 tours × 2 adults discount comes off what the coupon left', () => {
    const { drafts, total } = buildOrderDrafts(items, 'Pix', tenPercentOnAmantikir);
    expect(drafts.map((draft) => draft.valor)).toEqual([205, 250]);
    expect(total).toBe(455);
  });

  it('drafts with a coupon are left for the database to judge on a second attempt', () => {
    const { drafts } = buildOrderDrafts(items, 'Pix', tenPercentOnAmantikir);
    expect(priceAsOwnCheckout([drafts[1]!])).toEqual([drafts[1]]);
  });
});

describe('drafts left to insert are priced as a checkout of their own (as the database prices each insert)', () => {
  const cart = [
    item('city-tour-tradicional', new Date(2026, 11, 3)),
    item('parque-amantikir', new Date(2026, 11, 3)),
    item('rota-alto-lajeado', new Date(2026, 11, 2)),
  ];
  const pix = buildOrderDrafts(cart, 'Pix').drafts;

  it.each([
    // R$ 10 × 2 adults off each order of a checkout of 2 or more tours: none for a lone order.
    ['a lone PIX order loses the discount', [pix[2]!], [625]],
    ['two PIX orders keep R$ 20 off each', [pix[0]!, pix[2]!], [205, 605]],
    ['the whole cart is priced as before', pix, [205, 280, 605]],
    ['a card order is its full value', buildOrderDrafts([cart[1]!], 'Cartão(Stripe)').drafts, [300]],
  ])('%s', (_what, drafts, values) => {
    expect(priceAsOwnCheckout(drafts).map((draft) => draft.valor)).toEqual(values);
  });

  it('keeps everything but the value, and leaves drafts of unknown tours alone', () => {
    const [priced] = priceAsOwnCheckout([pix[2]!]);
    expect(priced).toEqual({ ...pix[2], valor: 625 });
    const unknown = [{ ...pix[0]!, nome_passeio: 'Passeio inventado' }, pix[1]!];
    expect(priceAsOwnCheckout(unknown)).toEqual(unknown);
  });
});
