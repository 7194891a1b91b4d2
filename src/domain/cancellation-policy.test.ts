import { describe, expect, it } from 'vitest';
import { departureInstant } from './boarding.ts';
import {
  cancellationPolicy,
  refundBands,
  rescheduleDifference,
  type PolicyBooking,
} from './cancellation-policy.ts';

// Instants are written in São Paulo time (UTC−3) unless a test is about UTC.
const sp = (dayAndTime: string) => new Date(`${dayAndTime}-03:00`);
const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
const noonDaysBefore = (day: string, days: number) => sp(`${daysBefore(day, days)}T12:00`);
// formatBRL writes a no-break space after 'R$'; the expectations are easier to read with a plain one.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const tourDate = '2027-03-31';
const booking = (overrides: Partial<PolicyBooking> = {}): PolicyBooking => ({
  tourTitle: 'City Tour Tradicional', // Manhã: pickup from 8h
  tourDate,
  amountPaid: 500,
  confirmedAt: '2027-01-04T10:00:00-03:00', // long before: no regret right
  ...overrides,
});
const answerAt = (now: Date, overrides: Partial<PolicyBooking> = {}) => {
  const answer = cancellationPolicy(booking(overrides), now);
  return { ...answer, cancelReason: plain(answer.cancelReason) };
};

describe('refund by notice: 90% at 31 days or more, 80% at 21 to 30, none from 20 down', () => {
  it.each([
    [
      60,
      'antecedencia-31',
      90,
      450,
      'Cancelamento com 31 dias ou mais de antecedência: reembolso de 90% (R$ 450,00).',
    ],
    [
      31,
      'antecedencia-31',
      90,
      450,
      'Cancelamento com 31 dias ou mais de antecedência: reembolso de 90% (R$ 450,00).',
    ],
    [
      30,
      'antecedencia-21-30',
      80,
      400,
      'Cancelamento com 21 a 30 dias de antecedência: reembolso de 80% (R$ 400,00).',
    ],
    [
      21,
      'antecedencia-21-30',
      80,
      400,
      'Cancelamento com 21 a 30 dias de antecedência: reembolso de 80% (R$ 400,00).',
    ],
    [20, 'sem-reembolso', 0, 0, 'Cancelamento com 20 dias ou menos de antecedência: sem reembolso.'],
    [1, 'sem-reembolso', 0, 0, 'Cancelamento com 20 dias ou menos de antecedência: sem reembolso.'],
  ])('%s days ahead → %s, %s%% (R$ %s)', (days, rule, percent, amount, reason) => {
    expect(answerAt(noonDaysBefore(tourDate, days))).toMatchObject({
      rule,
      canCancel: true,
      refundPercent: percent,
      refundAmount: amount,
      cancelReason: reason,
      daysOfNotice: days,
      companyChoices: [],
    });
  });

  it('day 0, before the pickup: may cancel, no refund, no rescheduling', () => {
    expect(answerAt(sp(`${tourDate}T07:59`))).toMatchObject({
      rule: 'sem-reembolso',
      canCancel: true,
      refundAmount: 0,
      daysOfNotice: 0,
      canReschedule: false,
    });
  });

  it('the bands the policy page shows are the ones applied, longest notice first', () => {
    expect(refundBands.map(({ minDays, percent }) => [minDays, percent])).toEqual([
      [31, 90],
      [21, 80],
      [0, 0],
    ]);
  });
});

describe('notice is counted in São Paulo calendar days, not UTC ones', () => {
  it.each([
    ['23:30 in São Paulo, already 02:30 of the next day in UTC', '2027-03-01T02:30:00Z', 31, 90],
    ['00:00 in São Paulo', '2027-03-01T03:00:00Z', 30, 80],
    ['23:59 in São Paulo on the 20th day before', '2027-03-11T02:59:00Z', 21, 80],
    ['00:00 in São Paulo on the 20th day before', '2027-03-11T03:00:00Z', 20, 0],
  ])('%s → %s days, %s%%', (_name, now, days, percent) => {
    expect(answerAt(new Date(now))).toMatchObject({ daysOfNotice: days, refundPercent: percent });
  });
});

describe('regret right: 7 days from the purchase confirmation, 100% while the tour has not happened', () => {
  const confirmedAt = '2027-03-01T10:00:00-03:00';
  it.each([
    ['the day of the confirmation', sp('2027-03-01T10:05'), 'arrependimento', 100],
    ['day 7 (the 8th), 23:59', sp('2027-03-08T23:59'), 'arrependimento', 100],
    ['day 7, already the 9th in UTC', new Date('2027-03-09T02:59:00Z'), 'arrependimento', 100],
    ['day 8 (the 9th), 00:00', sp('2027-03-09T00:00'), 'sem-reembolso', 0],
  ])('%s → %s', (_name, now, rule, percent) => {
    expect(answerAt(now, { tourDate: '2027-03-20', confirmedAt })).toMatchObject({
      rule,
      refundPercent: percent,
    });
  });

  it('counts from the São Paulo day of the confirmation (23:30 of the 1st is 02:30 of the 2nd in UTC)', () => {
    const lateConfirmation = { tourDate: '2027-03-20', confirmedAt: '2027-03-02T02:30:00Z' };
    expect(answerAt(sp('2027-03-08T23:59'), lateConfirmation).rule).toBe('arrependimento');
    expect(answerAt(sp('2027-03-09T00:00'), lateConfirmation).rule).toBe('sem-reembolso');
  });

  it('wins over the notice bands and quotes the rule', () => {
    expect(answerAt(sp('2027-03-02T09:00'), { tourDate: '2027-06-30', confirmedAt })).toMatchObject({
      rule: 'arrependimento',
      canCancel: true,
      refundPercent: 100,
      refundAmount: 500,
      cancelReason:
        'Direito de arrependimento, até 7 dias a contar da confirmação da compra (até 08/03/2027): reembolso integral de 100% (R$ 500,00).',
    });
  });

  it('holds on the tour day until the pickup starts, not after', () => {
    const recent = { tourDate: '2027-03-04', confirmedAt };
    expect(answerAt(sp('2027-03-04T07:59'), recent)).toMatchObject({
      rule: 'arrependimento',
      refundAmount: 500,
    });
    expect(answerAt(sp('2027-03-04T08:00'), recent)).toMatchObject({
      rule: 'passeio-realizado',
      refundAmount: 0,
    });
  });
});

describe('rescheduling: at least 72 hours before the departure', () => {
  it.each([
    ['City Tour Tradicional (Manhã, from 8h)', 'City Tour Tradicional', '2027-03-28T08:00', true],
    ['City Tour Tradicional, 71 h 59 min ahead', 'City Tour Tradicional', '2027-03-28T08:01', false],
    ['Parque Amantikir (Tarde, from 13h), 72 h ahead', 'Parque Amantikir', '2027-03-28T13:00', true],
    ['Parque Amantikir, 71 h 59 min ahead', 'Parque Amantikir', '2027-03-28T13:01', false],
    [
      'Agroturismo na Serra (Manhã e Tarde, from 7h30), 72 h ahead',
      'Agroturismo na Serra',
      '2027-03-28T07:30',
      true,
    ],
    ['Agroturismo na Serra, 71 h 59 min ahead', 'Agroturismo na Serra', '2027-03-28T07:31', false],
  ])('%s → %s', (_name, tourTitle, now, allowed) => {
    expect(answerAt(sp(now), { tourTitle }).canReschedule).toBe(allowed);
  });

  it('says until when, and who pays a fare difference', () => {
    expect(answerAt(sp('2027-03-01T12:00')).rescheduleReason).toBe(
      'Remarcação possível até 72 horas antes do embarque (até 28/03/2027 às 8h); a diferença tarifária fica a cargo do cliente, sem devolução se o novo passeio custar menos.',
    );
    expect(answerAt(sp('2027-03-29T12:00'), { tourTitle: 'Agroturismo na Serra' }).rescheduleReason).toBe(
      'Remarcação só com pelo menos 72 horas de antecedência do embarque: o prazo terminou em 28/03/2027 às 7h30.',
    );
  });

  it.each([
    ['a dearer tour: the customer pays the difference', 300, 450, 150],
    ['a cheaper tour: the whole amount is used, nothing back', 450, 300, 0],
    ['the same fare', 300, 300, 0],
    ['cents without drift', 100.1, 100.3, 0.2],
  ])('%s', (_name, oldAmount, newAmount, toPay) => {
    expect(rescheduleDifference(oldAmount, newAmount)).toEqual({ toPay, refund: 0 });
  });
});

describe('the departure is the tour day at the start of its pickup window, in São Paulo (UTC−3)', () => {
  it.each([
    ['City Tour Tradicional', '2027-03-31T11:00:00.000Z'],
    ['Parque Amantikir', '2027-03-31T16:00:00.000Z'],
    ['Rota do Horto Florestal', '2027-03-31T10:30:00.000Z'],
    ['a title not in the catalogue leaves at the earliest pickup (7h30)', '2027-03-31T10:30:00.000Z'],
  ])('%s → %s', (title, instant) => {
    expect(departureInstant(title, tourDate).toISOString()).toBe(instant);
  });

  it('refuses a day that is not a calendar day', () => {
    expect(() => departureInstant('City Tour Tradicional', '2027-02-29')).toThrow(RangeError);
    expect(() => cancellationPolicy(booking({ confirmedAt: 'ontem' }), sp('2027-03-01T12:00'))).toThrow(
      RangeError,
    );
  });
});

describe('no-show: once the departure has passed there is no refund and no rescheduling', () => {
  it.each([
    ['the pickup has started', sp(`${tourDate}T08:00`), 0],
    ['the tour was yesterday', sp('2027-04-01T09:00'), -1],
  ])('%s', (_name, now, days) => {
    expect(answerAt(now)).toMatchObject({
      rule: 'passeio-realizado',
      canCancel: false,
      refundPercent: 0,
      refundAmount: 0,
      canReschedule: false,
      daysOfNotice: days,
      cancelReason:
        'O embarque do passeio de 31/03/2027 já passou: o não comparecimento (no-show) não dá direito a reembolso.',
    });
  });
});

describe('combos cannot be cancelled after use starts', () => {
  it('a started combo: no cancellation, no refund, no rescheduling, even inside the regret days', () => {
    expect(
      answerAt(sp('2027-03-02T12:00'), {
        isCombo: true,
        comboStarted: true,
        confirmedAt: '2027-03-01T10:00:00-03:00',
      }),
    ).toMatchObject({
      rule: 'combo-iniciado',
      canCancel: false,
      refundAmount: 0,
      canReschedule: false,
      cancelReason:
        'Combos não podem ser cancelados depois que a utilização do combo começou: sem reembolso.',
    });
  });

  it('a started combo whose departure the company cancelled: the company rule wins', () => {
    const answer = answerAt(sp('2027-03-02T12:00'), {
      isCombo: true,
      comboStarted: true,
      cancelledByCompany: true,
    });
    expect(answer).toMatchObject({ rule: 'cancelado-pela-empresa', refundPercent: 100, canReschedule: true });
  });

  it('a combo not started yet follows the notice bands', () => {
    expect(answerAt(noonDaysBefore(tourDate, 40), { isCombo: true, comboStarted: false }).rule).toBe(
      'antecedencia-31',
    );
  });
});

describe('a cancellation by the company: reschedule, 100% credit or full refund', () => {
  it.each([
    ['60 days ahead', noonDaysBefore(tourDate, 60)],
    ['on the day, after the pickup time', sp(`${tourDate}T09:00`)],
    ['a week after the tour day, still choosing', sp('2027-04-07T12:00')],
  ])('%s', (_name, now) => {
    expect(answerAt(now, { cancelledByCompany: true, amountPaid: 360 })).toMatchObject({
      rule: 'cancelado-pela-empresa',
      canCancel: true,
      refundPercent: 100,
      refundAmount: 360,
      canReschedule: true,
      companyChoices: ['remarcar', 'credito', 'reembolso'],
      cancelReason:
        'Passeio cancelado pela Movie Tour: você escolhe entre remarcar sem custo adicional, um crédito de 100% (R$ 360,00) ou o reembolso integral (R$ 360,00).',
    });
  });
});

describe('the refund amount is rounded to cents, half away from zero', () => {
  it.each([
    [333.33, 40, 300, 'R$ 300,00'], // 299,997
    [333.33, 25, 266.66, 'R$ 266,66'], // 266,664
    [0.05, 40, 0.05, 'R$ 0,05'], // 0,045
    [99.99, 25, 79.99, 'R$ 79,99'], // 79,992
    [1234.56, 40, 1111.1, 'R$ 1.111,10'], // 1.111,104
  ])('R$ %s with %s days of notice → %s', (amountPaid, days, amount, written) => {
    const answer = answerAt(noonDaysBefore(tourDate, days), { amountPaid });
    expect(answer.refundAmount).toBe(amount);
    expect(answer.cancelReason).toContain(`(${written})`);
  });
});
