import { describe, expect, it } from 'vitest';
import {
  couponRefusalOf,
  cartCouponOf,
  couponDiscountsCents,
  isEligibleLine,
  typedCodeProblem,
  type CouponRule,
} from './coupons.ts';
import { normalizeCouponCode, parseStoredCoupon } from './coupon-code.ts';
import { splitByCredit } from './credits.ts';
import { buildOrderDrafts } from './order-drafts.ts';
import { makeItem } from './test-fixtures.ts';

const percent = (percentual: number): CouponRule => ({ codigo: 'P', tipo: 'percentual', percentual });
const fixed = (valor: number): CouponRule => ({ codigo: 'V', tipo: 'valor', valor });
const lines = (...gross: [number, boolean][]) =>
  gross.map(([grossCents, eligible]) => ({ grossCents, eligible }));

describe('a percentage gives each eligible line round-half-up(gross × pct / 100) in cents', () => {
  it.each<[string, CouponRule, ReturnType<typeof lines>, number[]]>([
    ['10% of R$ 225,00', percent(10), lines([22500, true]), [2250]],
    ['15% of R$ 225,50 rounds 3382,5 up', percent(15), lines([22550, true]), [3383]],
    ['15% of R$ 225,30 rounds 3379,5 up', percent(15), lines([22530, true]), [3380]],
    ['33% of R$ 0,01 rounds 0,33 down', percent(33), lines([1, true]), [0]],
    ['100% takes the whole line', percent(100), lines([12000, true]), [12000]],
    ['lines it does not cover keep their price', percent(10), lines([9000, false], [12000, true]), [0, 1200]],
    [
      'every eligible line, not one per checkout',
      percent(10),
      lines([9000, true], [12000, true]),
      [900, 1200],
    ],
  ])('%s', (_, rule, input, expected) => {
    expect(couponDiscountsCents(rule, input)).toEqual(expected);
  });
});

describe('a fixed amount is one per checkout, taken from the eligible lines in cart order', () => {
  it.each<[string, CouponRule, ReturnType<typeof lines>, number[]]>([
    ['R$ 30 off a R$ 90 line', fixed(30), lines([9000, true]), [3000]],
    ['never more than the line', fixed(100), lines([9000, true]), [9000]],
    ['the rest from the next eligible line', fixed(100), lines([9000, true], [12000, true]), [9000, 1000]],
    ['skipping lines it does not cover', fixed(100), lines([9000, false], [12000, true]), [0, 10000]],
    ['nothing left for later lines', fixed(50), lines([9000, true], [12000, true]), [5000, 0]],
    ['cents kept exact', fixed(0.1), lines([9000, true]), [10]],
  ])('%s', (_, rule, input, expected) => {
    expect(couponDiscountsCents(rule, input)).toEqual(expected);
  });
});

describe('a line is eligible when its tour is among the coupon’s and its party is big enough', () => {
  const line = (title: string, adults: number, children = 0, babies = 0) =>
    makeItem({ title }, { adults, children, babies });
  it.each<[string, string[] | null, number, ReturnType<typeof line>, boolean]>([
    ['every tour', null, 1, line('City Tour Tradicional', 1), true],
    ['a listed tour', ['Parque Amantikir'], 1, line('Parque Amantikir', 1), true],
    ['a tour not listed', ['Parque Amantikir'], 1, line('City Tour Tradicional', 1), false],
    ['adults, children and babies count as people', null, 3, line('City Tour Tradicional', 1, 1, 1), true],
    ['a party too small', null, 3, line('City Tour Tradicional', 2), false],
  ])('%s', (_, passeios, minPessoas, item, eligible) => {
    expect(isEligibleLine({ passeios, minPessoas }, item)).toBe(eligible);
  });
});

describe('the whole order: coupon → PIX discount → (credit, taken by the database from what is left)', () => {
  // City Tour R$ 90 and Amantikir R$ 120 per adult; two adults on each line.
  const cart = [
    makeItem({ id: 'city', title: 'City Tour Tradicional', price: 90 }, { adults: 2 }),
    makeItem({ id: 'amantikir', title: 'Parque Amantikir', price: 120 }, { adults: 2 }),
  ];
  it.each<[string, 'Pix' | 'Cartão(Stripe)', CouponRule | null, boolean[], number[], number, number]>([
    ['no coupon, card', 'Cartão(Stripe)', null, [true, true], [180, 240], 420, 0],
    ['no coupon, PIX: R$ 10 × 2 tours × 2 adults', 'Pix', null, [true, true], [160, 220], 380, 0],
    ['10% by card', 'Cartão(Stripe)', percent(10), [true, true], [162, 216], 378, 42],
    ['10% then PIX R$ 40', 'Pix', percent(10), [true, true], [142, 196], 338, 42],
    ['R$ 50 on Amantikir only, then PIX', 'Pix', fixed(50), [false, true], [160, 170], 330, 50],
    ['R$ 400 leaves R$ 20, PIX takes it, never below zero', 'Pix', fixed(400), [true, true], [0, 0], 0, 400],
    ['95% leaves R$ 21, PIX R$ 40 takes it all', 'Pix', percent(95), [true, true], [0, 0], 0, 399],
  ])('%s', (_, payment, rule, eligible, values, total, couponDiscount) => {
    const coupon = rule ? { ...rule, eligible } : null;
    const result = buildOrderDrafts(cart, payment, coupon);
    expect(result.drafts.map((draft) => draft.valor)).toEqual(values);
    expect(result.total).toBe(total);
    expect(result.couponDiscount).toBe(couponDiscount);
  });
});

describe('then the credit: it takes from what the coupon and the PIX discount left', () => {
  const cart = [
    makeItem({ id: 'city', title: 'City Tour Tradicional', price: 90 }, { adults: 2 }),
    makeItem({ id: 'amantikir', title: 'Parque Amantikir', price: 120 }, { adults: 2 }),
  ];
  const tenPercent = { ...percent(10), eligible: [true, true] };
  it.each<[string, 'Pix' | 'Cartão(Stripe)', number, { credit: number; rest: number; coversAll: boolean }]>([
    [
      'card: 420 − 42 = 378, R$ 100 of credit',
      'Cartão(Stripe)',
      100,
      { credit: 100, rest: 278, coversAll: false },
    ],
    ['PIX: 420 − 42 − 40 = 338, R$ 100 of credit', 'Pix', 100, { credit: 100, rest: 238, coversAll: false }],
    // A checkout the credit pays completely is tipo 'Crédito', at the card's prices (the PIX discount is for PIX).
    [
      'R$ 400 of credit pays the 378 in full',
      'Cartão(Stripe)',
      400,
      { credit: 378, rest: 0, coversAll: true },
    ],
    ['no credit', 'Pix', 0, { credit: 0, rest: 338, coversAll: false }],
  ])('%s', (_, payment, balance, split) => {
    expect(splitByCredit(buildOrderDrafts(cart, payment, tenPercent).total, balance)).toEqual(split);
  });
});

describe('codes and quotes', () => {
  it.each([
    [' inverno10 ', 'INVERNO10'],
    ['Inverno10', 'INVERNO10'],
    ['', ''],
  ])('normalizeCouponCode(%j) → %j', (raw, code) => {
    expect(normalizeCouponCode(raw)).toBe(code);
  });

  it('reads quote_coupon’s answer, and nothing of another shape', () => {
    expect(
      cartCouponOf({
        codigo: 'INVERNO10',
        tipo: 'percentual',
        percentual: 10,
        valor: null,
        linhas: [
          { elegivel: true, desconto: 900 },
          { elegivel: false, desconto: 0 },
        ],
      }),
    ).toEqual({ codigo: 'INVERNO10', tipo: 'percentual', percentual: 10, eligible: [true, false] });
    expect(cartCouponOf({ codigo: 'CEM', tipo: 'valor', percentual: null, valor: 100, linhas: [] })).toEqual({
      codigo: 'CEM',
      tipo: 'valor',
      valor: 100,
      eligible: [],
    });
    expect(cartCouponOf(null)).toBeNull();
    expect(cartCouponOf({ codigo: 'X', tipo: 'outro', linhas: [] })).toBeNull();
    expect(cartCouponOf('INVERNO10')).toBeNull();
    expect(cartCouponOf({ recusa: 'Cupom expirado' })).toBeNull();
  });

  it('reads the refusal quote_coupon answers, and only a refusal', () => {
    expect(couponRefusalOf({ recusa: 'Cupom esgotado' })).toBe('Cupom esgotado');
    expect(
      couponRefusalOf({ codigo: 'INVERNO10', tipo: 'percentual', percentual: 10, linhas: [] }),
    ).toBeNull();
    expect(couponRefusalOf({ recusa: '' })).toBeNull();
    expect(couponRefusalOf({ recusa: 42 })).toBeNull();
    expect(couponRefusalOf(null)).toBeNull();
  });
});

describe('the stored code', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['a stored code', '"INVERNO10"', 'INVERNO10'],
    ['lower-case, with spaces', '" inverno10 "', 'INVERNO10'],
    ['nothing stored', null, null],
    ['not JSON', '{inverno', null],
    ['a number', '42', null],
    ['an object', '{"codigo":"INVERNO10"}', null],
    ['symbols', '"<script>"', null],
    ['far too long', JSON.stringify('A'.repeat(500)), null],
  ])('%s → %j', (_, raw, code) => {
    expect(parseStoredCoupon(raw)).toBe(code);
  });

  it.each([
    ['INVERNO10', null],
    [' inverno10 ', null],
    ['AB', 'Cupom não encontrado'],
    ['INVERNO 10', 'Cupom não encontrado'],
  ])('typedCodeProblem(%j) → %j', (typed, problem) => {
    expect(typedCodeProblem(typed)).toBe(problem);
  });
});
