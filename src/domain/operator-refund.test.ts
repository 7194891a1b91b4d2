import { describe, expect, it } from 'vitest';
import { amountText, checkPixRefund, checkRefundAmount, isAdjusted } from './operator-refund.ts';

const paid225 = { paid: 225, proposed: 202.5 };

describe('the amount accepted goes from R$ 0,00 up to what the customer paid', () => {
  it.each([
    ['the policy’s proposal', '202,50', 202.5],
    ['the proposal as the bank writes it', 'R$ 202,50', 202.5],
    ['everything paid', '225', 225],
    ['nothing', '0', 0],
    ['a dot for the decimals', '202.50', 202.5],
  ])('%s (%s) → R$ %s', (_name, typed, refund) => {
    expect(checkRefundAmount(typed, 'cliente pediu', paid225)).toEqual({ ok: true, refund });
  });

  it.each([
    ['more than was paid', '225,01'],
    ['not an amount', 'duzentos'],
    ['negative', '-10'],
    ['three decimals', '202,505'],
    ['empty', ''],
  ])('%s (%s) is refused, naming the limit', (_name, typed) => {
    expect(checkRefundAmount(typed, 'motivo', paid225)).toEqual({
      ok: false,
      field: 'amount',
      message: 'Informe um valor de R$ 0,00 até R$\u00a0225,00.',
    });
  });
});

describe('an amount other than the proposal needs the reason for the adjustment', () => {
  it.each([
    ['a cent less', '202,49', '', false],
    ['a cent less, with a reason', '202,49', 'arredondado', true],
    ['the whole amount, with a reason too short', '225,00', 'ok', false],
    ['the proposal itself, without a reason', '202,50', '', true],
    ['the proposal written with a dot, without a reason', '202.5', '', true],
  ])('%s', (_name, typed, reason, accepted) => {
    const check = checkRefundAmount(typed, reason, paid225);
    expect(check.ok).toBe(accepted);
    if (!check.ok) {
      expect(check).toMatchObject({
        field: 'adjust',
        message: 'Informe o motivo de mudar o valor proposto pela política.',
      });
    }
  });

  it.each([
    ['202,50', false],
    ['202,5', false],
    ['202,49', true],
    ['0', true],
    ['not an amount', false],
  ])('%s is an adjustment of R$ 202,50: %s', (typed, adjusted) => {
    expect(isAdjusted(typed, 202.5)).toBe(adjusted);
  });

  it('adds no float noise: 0,1 + 0,2 proposed, 0,30 typed, is no adjustment', () => {
    expect(isAdjusted('0,30', 0.1 + 0.2)).toBe(false);
    expect(checkRefundAmount('0,30', '', { paid: 1, proposed: 0.1 + 0.2 })).toEqual({
      ok: true,
      refund: 0.3,
    });
  });
});

describe('the amount field starts with the proposal, as the operator types it', () => {
  it.each([
    [202.5, '202,50'],
    [0, '0,00'],
    [1380.5, '1.380,50'],
  ])('R$ %s → %s', (value, text) => {
    expect(amountText(value)).toBe(text);
  });
});

describe('a PIX refund paid: its day, and its end-to-end id when the bank shows one', () => {
  it.each([
    [{ paidOn: '2026-11-26', e2e: '' }, {}],
    [{ paidOn: '2026-11-25', e2e: '' }, {}],
    // admin_record_pix_refund refuses a day after today: said beside the field, not by a refused call.
    [{ paidOn: '2026-11-27', e2e: '' }, { paidOn: 'Informe a data em que o PIX foi pago (hoje ou antes).' }],
    [{ paidOn: '2026-11-26', e2e: 'E1234567820261125ABC' }, {}],
    [{ paidOn: '', e2e: '' }, { paidOn: 'Informe a data do PIX.' }],
    [{ paidOn: '2026-11-26', e2e: 'E123-456' }, { e2e: 'O identificador tem só letras e números (até 64).' }],
    [
      { paidOn: '2026-11-26', e2e: 'E'.repeat(65) },
      { e2e: 'O identificador tem só letras e números (até 64).' },
    ],
  ])('%o → %o', (input, errors) => {
    expect(checkPixRefund({ ...input, today: '2026-11-26' })).toEqual(errors);
  });
});
