import { describe, expect, it } from 'vitest';
import {
  couponDiscountLabel,
  couponFormErrors,
  couponFormOf,
  couponStateLabel,
  couponUsesLabel,
  couponValidityLabel,
  emptyCouponForm,
  validateCouponForm,
  type CouponForm,
  type OperatorCoupon,
} from './operator-coupons.ts';

const form = (overrides: Partial<CouponForm> = {}): CouponForm => ({
  ...emptyCouponForm(),
  codigo: 'INVERNO10',
  amount: '10',
  ...overrides,
});

describe('the coupon form sends what the database takes', () => {
  it('10% on every tour, one use per customer, no limit in all', () => {
    expect(validateCouponForm(form({ codigo: ' inverno10 ' }))).toEqual({
      ok: true,
      fields: {
        codigo: 'INVERNO10',
        tipo: 'percentual',
        percentual: 10,
        valor: null,
        validoDe: null,
        validoAte: null,
        passeios: null,
        minPessoas: 1,
        usosMax: null,
        usosPorCliente: 1,
      },
    });
  });

  it('R$ 1.234,50 on two tours, from June to August, 100 uses, unlimited per customer', () => {
    const result = validateCouponForm(
      form({
        tipo: 'valor',
        amount: 'R$ 1.234,50',
        passeios: ['City Tour Tradicional', 'Parque Amantikir'],
        validoDe: '2027-06-01',
        validoAte: '2027-08-31',
        minPessoas: '2',
        usosMax: '100',
        usosPorCliente: '',
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      fields: {
        tipo: 'valor',
        valor: 1234.5,
        percentual: null,
        passeios: ['City Tour Tradicional', 'Parque Amantikir'],
        validoDe: '2027-06-01',
        validoAte: '2027-08-31',
        minPessoas: 2,
        usosMax: 100,
        usosPorCliente: null,
      },
    });
  });
});

describe('each problem, in the database’s words', () => {
  it.each<[string, Partial<CouponForm>, keyof CouponForm, string]>([
    ['a code of 2 characters', { codigo: 'AB' }, 'codigo', couponFormErrors.codigo],
    ['a code with a space', { codigo: 'INVERNO 10' }, 'codigo', couponFormErrors.codigo],
    ['a code with an accent', { codigo: 'INVERNÓ' }, 'codigo', couponFormErrors.codigo],
    ['0%', { amount: '0' }, 'amount', couponFormErrors.percentual],
    ['101%', { amount: '101' }, 'amount', couponFormErrors.percentual],
    ['10,5%', { amount: '10,5' }, 'amount', couponFormErrors.percentual],
    ['R$ 0', { tipo: 'valor', amount: '0' }, 'amount', couponFormErrors.valor],
    ['R$ 10.000,01', { tipo: 'valor', amount: '10.000,01' }, 'amount', couponFormErrors.valor],
    ['an amount that is not one', { tipo: 'valor', amount: 'cinquenta' }, 'amount', couponFormErrors.valor],
    [
      'an end before the start',
      { validoDe: '2027-06-02', validoAte: '2027-06-01' },
      'validoAte',
      couponFormErrors.validade,
    ],
    ['a party of 0', { minPessoas: '0' }, 'minPessoas', couponFormErrors.minPessoas],
    ['0 uses', { usosMax: '0' }, 'usosMax', couponFormErrors.usosMax],
    [
      'uses per customer as text',
      { usosPorCliente: 'um' },
      'usosPorCliente',
      couponFormErrors.usosPorCliente,
    ],
  ])('%s', (_, overrides, field, message) => {
    const result = validateCouponForm(form(overrides));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field]).toBe(message);
  });

  it('a start and an end on the same day are one day of validity', () => {
    expect(validateCouponForm(form({ validoDe: '2027-06-01', validoAte: '2027-06-01' })).ok).toBe(true);
  });

  it('a new coupon ending before today (São Paulo) is refused beside its end; today and later are not', () => {
    const day = { today: '2027-01-10', savedEnd: null };
    const past = validateCouponForm(form({ validoAte: '2027-01-09' }), day);
    expect(!past.ok && past.errors.validoAte).toBe(couponFormErrors.fimPassado);
    expect(couponFormErrors.fimPassado).toBe('O fim da validade não pode ser antes de hoje.');
    expect(validateCouponForm(form({ validoAte: '2027-01-10' }), day).ok).toBe(true);
    expect(validateCouponForm(form({ validoDe: '2026-01-01', validoAte: '' }), day).ok).toBe(true);
  });

  it('an edited coupon keeps the past end it has; an end changed to a past day is refused', () => {
    const day = { today: '2027-01-10', savedEnd: '2026-12-31' };
    expect(validateCouponForm(form({ validoAte: '2026-12-31' }), day).ok).toBe(true);
    const changed = validateCouponForm(form({ validoAte: '2027-01-05' }), day);
    expect(!changed.ok && changed.errors.validoAte).toBe(couponFormErrors.fimPassado);
    expect(validateCouponForm(form({ validoAte: '2027-02-01' }), day).ok).toBe(true);
  });
});

const coupon = (overrides: Partial<OperatorCoupon> = {}): OperatorCoupon => ({
  id: 1,
  codigo: 'INVERNO10',
  tipo: 'percentual',
  percentual: 10,
  valor: null,
  validoDe: null,
  validoAte: null,
  passeios: null,
  minPessoas: 1,
  usosMax: null,
  usosPorCliente: 1,
  ativo: true,
  usos: 0,
  descontoTotal: 0,
  ...overrides,
});

describe('the list’s words', () => {
  it.each([
    [coupon(), '10%'],
    [coupon({ tipo: 'valor', percentual: null, valor: 50 }), 'R$\u00a050,00'],
  ])('discount %#: %s', (row, label) => {
    expect(couponDiscountLabel(row)).toBe(label);
  });

  it.each([
    [{ validoDe: '2027-06-01', validoAte: '2027-08-31' }, 'De 01/06/2027 a 31/08/2027'],
    [{ validoAte: '2027-08-31' }, 'Até 31/08/2027'],
    [{ validoDe: '2027-06-01' }, 'A partir de 01/06/2027'],
    [{}, 'Sem prazo'],
  ])('validity %j: %s', (dates, label) => {
    expect(couponValidityLabel(coupon(dates))).toBe(label);
  });

  it.each([
    [{ usos: 3, usosMax: 100 }, '3 / 100 usos'],
    [{ usos: 1, usosMax: null }, '1 uso (sem limite)'],
    [{ usos: 0, usosMax: null }, '0 usos (sem limite)'],
  ])('uses %j: %s', (uses, label) => {
    expect(couponUsesLabel(coupon(uses))).toBe(label);
  });

  it.each([
    [{}, 'Ativo'],
    [{ ativo: false }, 'Inativo'],
    [{ validoAte: '2027-01-09' }, 'Expirado'],
    [{ validoAte: '2027-01-10' }, 'Ativo'],
    [{ usos: 1, usosMax: 1 }, 'Esgotado'],
    [{ usos: 1, usosMax: 2 }, 'Ativo'],
    [{ validoDe: '2027-01-11' }, 'Ainda não válido'],
    [{ validoDe: '2027-01-10' }, 'Ativo'],
  ])('state %j on 2027-01-10: %s', (row, label) => {
    expect(couponStateLabel(coupon(row), '2027-01-10')).toBe(label);
  });

  it('an edited coupon fills the form as it was typed', () => {
    expect(
      couponFormOf(coupon({ tipo: 'valor', percentual: null, valor: 50, usosMax: 10, usosPorCliente: null })),
    ).toEqual({
      codigo: 'INVERNO10',
      tipo: 'valor',
      amount: '50,00',
      validoDe: '',
      validoAte: '',
      passeios: [],
      minPessoas: '1',
      usosMax: '10',
      usosPorCliente: '',
    });
  });
});
