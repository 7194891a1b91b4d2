import { describe, expect, it } from 'vitest';
import {
  changeMessageText,
  changeRefusalMessage,
  refundHeadline,
  rescheduleSentence,
  ruleSentence,
  termsFromRow,
  type CancellationTerms,
} from './booking-change-terms.ts';

const terms = (overrides: Partial<CancellationTerms>): CancellationTerms => ({
  rule: 'antecedencia-31',
  canCancel: true,
  percent: 90,
  refund: 162,
  canReschedule: true,
  days: 40,
  ...overrides,
});
const brl = (amount: string) => `R$\u00a0${amount}`;

describe("what cancelling today gives, from the database's answer (cancellation_terms_for)", () => {
  it.each<[string, Partial<CancellationTerms>, string, string]>([
    [
      '31 days or more',
      {},
      `Cancelando hoje, você recebe ${brl('162,00')} (90% do valor pago).`,
      `Cancelamento com 31 dias ou mais de antecedência: reembolso de 90% (${brl('162,00')}). Faltam 40 dias para o passeio.`,
    ],
    [
      '21 to 30 days',
      { rule: 'antecedencia-21-30', percent: 80, refund: 144, days: 21 },
      `Cancelando hoje, você recebe ${brl('144,00')} (80% do valor pago).`,
      `Cancelamento com 21 a 30 dias de antecedência: reembolso de 80% (${brl('144,00')}). Faltam 21 dias para o passeio.`,
    ],
    [
      '20 days or fewer',
      { rule: 'sem-reembolso', percent: 0, refund: 0, days: 1 },
      'Cancelando hoje, não há reembolso.',
      'Cancelamento com 20 dias ou menos de antecedência: sem reembolso. Falta 1 dia para o passeio.',
    ],
    [
      'the regret right',
      { rule: 'arrependimento', percent: 100, refund: 180, days: 5 },
      `Cancelando hoje, você recebe ${brl('180,00')} (100% do valor pago).`,
      `Direito de arrependimento, até 7 dias a contar da confirmação da compra: reembolso integral de 100% (${brl('180,00')}).`,
    ],
    [
      'the departure has passed',
      { rule: 'passeio-realizado', canCancel: false, percent: 0, refund: 0, canReschedule: false, days: 0 },
      'Esta reserva não pode mais ser cancelada.',
      'O embarque deste passeio já passou: o não comparecimento (no-show) não dá direito a reembolso.',
    ],
    [
      'a combo in use',
      { rule: 'combo-iniciado', canCancel: false, percent: 0, refund: 0, canReschedule: false },
      'Esta reserva não pode mais ser cancelada.',
      'Combos não podem ser cancelados depois que a utilização do combo começou: sem reembolso.',
    ],
    [
      'cancelled by the company',
      { rule: 'cancelado-pela-empresa', percent: 100, refund: 180 },
      `Cancelando hoje, você recebe ${brl('180,00')} (100% do valor pago).`,
      `Passeio cancelado pela Movie Tour: você escolhe entre remarcar sem custo adicional, um crédito de 100% (${brl('180,00')}) ou o reembolso integral (${brl('180,00')}).`,
    ],
    [
      'a rule this shop does not know yet',
      { rule: 'nova-regra', percent: 50, refund: 90, days: 0 },
      `Cancelando hoje, você recebe ${brl('90,00')} (50% do valor pago).`,
      'O passeio é hoje.',
    ],
  ])('%s', (_name, overrides, headline, rule) => {
    expect(refundHeadline(terms(overrides))).toBe(headline);
    expect(ruleSentence(terms(overrides))).toBe(rule);
  });
});

describe('rescheduling: at least 72 hours before the departure', () => {
  it.each<[string, Partial<CancellationTerms>, RegExp]>([
    ['still possible', {}, /^Você ainda pode remarcar .* pelo menos 72 horas de antecedência do embarque\.$/],
    ['too late', { canReschedule: false, days: 2 }, /^A remarcação não é mais possível: .*72 horas/],
    ['the departure has passed', { canReschedule: false, rule: 'passeio-realizado' }, /já passou/],
  ])('%s', (_name, overrides, sentence) => {
    expect(rescheduleSentence(terms(overrides))).toMatch(sentence);
  });
});

describe("the messaging app's text names the booking and what is asked", () => {
  const booking = { ref: 'P12', tourName: 'City Tour Tradicional', date: '2027-01-05' };
  it.each<[string, Parameters<typeof changeMessageText>[0]['ask'], string]>([
    [
      'a cancellation',
      { kind: 'cancelamento' },
      'Olá! Pedi pelo site o cancelamento da minha reserva P12 — City Tour Tradicional de 05/01/2027.',
    ],
    [
      'a reschedule',
      { kind: 'remarcacao', newDate: '2027-01-12' },
      'Olá! Pedi pelo site a remarcação para 12/01/2027 da minha reserva P12 — City Tour Tradicional de 05/01/2027.',
    ],
    [
      "the company's cancellation: a new day",
      { kind: 'remarcar', newDate: '2027-01-12' },
      'Olá! Escolhi pelo site remarcar para 12/01/2027 a minha reserva cancelada pela empresa P12 — City Tour Tradicional de 05/01/2027.',
    ],
    [
      "the company's cancellation: the credit",
      { kind: 'credito' },
      'Olá! Escolhi pelo site o crédito de 100% para a minha reserva cancelada pela empresa P12 — City Tour Tradicional de 05/01/2027.',
    ],
    [
      "the company's cancellation: the refund",
      { kind: 'reembolso' },
      'Olá! Escolhi pelo site o reembolso integral da minha reserva cancelada pela empresa P12 — City Tour Tradicional de 05/01/2027.',
    ],
  ])('%s', (_name, ask, text) => {
    expect(changeMessageText({ ...booking, ask })).toBe(text);
  });

  it("adds the customer's message, trimmed, and leaves out a blank one or a missing day", () => {
    expect(
      changeMessageText({ ...booking, ask: { kind: 'cancelamento' }, message: '  Surgiu um imprevisto. ' }),
    ).toBe(
      'Olá! Pedi pelo site o cancelamento da minha reserva P12 — City Tour Tradicional de 05/01/2027.\nMensagem: Surgiu um imprevisto.',
    );
    expect(changeMessageText({ ...booking, date: null, ask: { kind: 'cancelamento' }, message: '  ' })).toBe(
      'Olá! Pedi pelo site o cancelamento da minha reserva P12 — City Tour Tradicional.',
    );
  });
});

describe("the database's refusals reach the customer as it words them", () => {
  it.each([
    [
      'an open request',
      {
        code: '23505',
        message: 'Já existe uma solicitação em andamento para esta reserva.',
        details: 'booking: open_request',
      },
      'Já existe uma solicitação em andamento para esta reserva.',
    ],
    [
      'a day the tour does not run',
      {
        code: '22023',
        message: 'O passeio "Rota do Horto Florestal" não acontece em 12/01/2027.',
        details: 'booking: weekday',
      },
      'O passeio "Rota do Horto Florestal" não acontece em 12/01/2027.',
    ],
    [
      'a choice already made',
      { code: '22023', message: 'Esta escolha já foi feita.', details: 'request: chosen' },
      'Esta escolha já foi feita.',
    ],
    ['any other error', { code: '42501', message: 'permission denied', details: null }, null],
    ['no error', null, null],
  ])('%s', (_name, error, message) => {
    expect(changeRefusalMessage(error)).toBe(message);
  });
});

describe('termsFromRow', () => {
  it("reads cancellation_terms_for's row, its refund as money even when PostgREST sends numeric as text", () => {
    const row = { regra: 'ate-21-dias', pode_cancelar: true, percentual: 90, pode_remarcar: true, dias: 25 };
    expect(termsFromRow({ ...row, reembolso: '162.00' as unknown as number })).toEqual({
      rule: 'ate-21-dias',
      canCancel: true,
      percent: 90,
      refund: 162,
      canReschedule: true,
      days: 25,
    });
    expect(termsFromRow({ ...row, reembolso: 162 }).refund).toBe(162);
  });
});
