// The cancellation and refund policy (spec §9, the page /regras-cancelamento) as one answer: for a booking and
// a moment, may it be cancelled, with what refund, may it be rescheduled, and why. Pure: `now` is passed in.
import { dayInSaoPaulo, todayInSaoPaulo } from './calendar-days.ts';
import { boardingTimeOf, clockBR, departureInstant, parseClockTime } from './boarding.ts';
import { formatBRL, fromCents, toCents } from './money.ts';
import { isoToBR } from './date-format.ts';

export type PolicyRule =
  | 'arrependimento'
  | 'antecedencia-31'
  | 'antecedencia-21-30'
  | 'sem-reembolso'
  | 'passeio-realizado'
  | 'combo-iniciado'
  | 'cancelado-pela-empresa';

export type CompanyChoice = 'remarcar' | 'credito' | 'reembolso';

export type PolicyBooking = {
  /** Catalogue title; its period gives the departure time. */
  tourTitle: string;
  /** YYYY-MM-DD, the São Paulo calendar day of the tour. */
  tourDate: string;
  /** BRL actually paid. */
  amountPaid: number;
  /** ISO instant the purchase was confirmed. */
  confirmedAt: string;
  isCombo?: boolean;
  comboStarted?: boolean;
  cancelledByCompany?: boolean;
};

export type PolicyAnswer = {
  rule: PolicyRule;
  canCancel: boolean;
  refundPercent: number;
  /** BRL, rounded to cents. */
  refundAmount: number;
  cancelReason: string;
  canReschedule: boolean;
  rescheduleReason: string;
  /** São Paulo calendar days from today to the tour date (negative once the day has passed). */
  daysOfNotice: number;
  /** What the customer may choose; empty unless the company cancelled. */
  companyChoices: CompanyChoice[];
};

/** Refund by notice (spec §9), longest first; the policy page shows these rows. */
export const refundBands = [
  {
    rule: 'antecedencia-31',
    minDays: 31,
    percent: 90,
    notice: '31 dias ou mais antes da data do passeio',
    refund: 'Reembolso de 90% do valor pago',
    reason: 'Cancelamento com 31 dias ou mais de antecedência',
  },
  {
    rule: 'antecedencia-21-30',
    minDays: 21,
    percent: 80,
    notice: 'De 21 a 30 dias antes da data do passeio',
    refund: 'Reembolso de 80% do valor pago',
    reason: 'Cancelamento com 21 a 30 dias de antecedência',
  },
  // Spec §9 says "no refund under 20 days", leaving day 20 open: day 20 gives none
  // (docs/decisions/2026-11-25-day-20-of-the-cancellation-policy.md).
  {
    rule: 'sem-reembolso',
    minDays: 0,
    percent: 0,
    notice: '20 dias ou menos antes da data do passeio',
    refund: 'Sem reembolso',
    reason: 'Cancelamento com 20 dias ou menos de antecedência',
  },
] as const satisfies readonly {
  rule: PolicyRule;
  minDays: number;
  percent: number;
  notice: string;
  refund: string;
  reason: string;
}[];

export const REGRET_DAYS = 7;
export const RESCHEDULE_MIN_HOURS = 72;
const companyChoices: CompanyChoice[] = ['remarcar', 'credito', 'reembolso'];

/** Rescheduling: the customer pays a dearer tour's difference; a cheaper one uses the whole amount, no refund. */
export function rescheduleDifference(oldAmount: number, newAmount: number): { toPay: number; refund: 0 } {
  return { toPay: fromCents(Math.max(0, toCents(newAmount) - toCents(oldAmount))), refund: 0 };
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);
const share = (amount: number, percent: number) => fromCents(Math.round((toCents(amount) * percent) / 100));

function rescheduling(booking: PolicyBooking, now: Date, departure: Date) {
  const deadline = new Date(departure.getTime() - RESCHEDULE_MIN_HOURS * 3_600_000);
  const deadlineBR = `${isoToBR(dayInSaoPaulo(deadline))} às ${clockBR(parseClockTime(boardingTimeOf(booking.tourTitle)))}`;
  if (now.getTime() >= departure.getTime()) {
    return {
      canReschedule: false,
      rescheduleReason: `O embarque do passeio de ${isoToBR(booking.tourDate)} já passou: não é possível remarcar.`,
    };
  }
  if (now.getTime() > deadline.getTime()) {
    return {
      canReschedule: false,
      rescheduleReason: `Remarcação só com pelo menos 72 horas de antecedência do embarque: o prazo terminou em ${deadlineBR}.`,
    };
  }
  return {
    canReschedule: true,
    rescheduleReason: `Remarcação possível até 72 horas antes do embarque (até ${deadlineBR}); a diferença tarifária fica a cargo do cliente, sem devolução se o novo passeio custar menos.`,
  };
}

/** What the policy gives `booking` at `now`: cancel, refund, reschedule, and the rule in Portuguese. */
export function cancellationPolicy(booking: PolicyBooking, now: Date): PolicyAnswer {
  const confirmedAt = new Date(booking.confirmedAt);
  if (Number.isNaN(confirmedAt.getTime())) throw new RangeError(`Not an instant: '${booking.confirmedAt}'`);
  const departure = departureInstant(booking.tourTitle, booking.tourDate);
  const today = todayInSaoPaulo(now);
  const daysOfNotice = daysBetween(today, booking.tourDate);
  const paid = formatBRL(booking.amountPaid);
  const base = {
    daysOfNotice,
    companyChoices: [] as CompanyChoice[],
    ...rescheduling(booking, now, departure),
  };
  const refusal = (rule: PolicyRule, cancelReason: string): PolicyAnswer => ({
    ...base,
    rule,
    canCancel: false,
    refundPercent: 0,
    refundAmount: 0,
    cancelReason,
  });
  const refund = (rule: PolicyRule, percent: number, cancelReason: string): PolicyAnswer => ({
    ...base,
    rule,
    canCancel: true,
    refundPercent: percent,
    refundAmount: share(booking.amountPaid, percent),
    cancelReason,
  });

  // First: the customer of a departure the company cancelled chooses, even after that day, and a no-show it is not.
  if (booking.cancelledByCompany) {
    return {
      ...refund(
        'cancelado-pela-empresa',
        100,
        `Passeio cancelado pela Movie Tour: você escolhe entre remarcar sem custo adicional, um crédito de 100% (${paid}) ou o reembolso integral (${paid}).`,
      ),
      canReschedule: true,
      rescheduleReason:
        'Passeio cancelado pela Movie Tour: a remarcação para outra data disponível é sem custo adicional.',
      companyChoices: [...companyChoices],
    };
  }
  if (booking.isCombo && booking.comboStarted) {
    // The policy locks a started combo; we read that as rescheduling its remaining days too.
    return {
      ...refusal(
        'combo-iniciado',
        'Combos não podem ser cancelados depois que a utilização do combo começou: sem reembolso.',
      ),
      canReschedule: false,
      rescheduleReason: 'A utilização do combo já começou: não é possível remarcar.',
    };
  }
  if (now.getTime() >= departure.getTime()) {
    return refusal(
      'passeio-realizado',
      `O embarque do passeio de ${isoToBR(booking.tourDate)} já passou: o não comparecimento (no-show) não dá direito a reembolso.`,
    );
  }
  // CDC art. 49 counts 7 days after the day of the confirmation, which is not one of them: confirmed on the 1st,
  // the customer may regret until the end of the 8th, São Paulo time.
  const lastRegretDay = dayInSaoPaulo(confirmedAt, REGRET_DAYS);
  if (today <= lastRegretDay) {
    return refund(
      'arrependimento',
      100,
      `Direito de arrependimento, até 7 dias a contar da confirmação da compra (até ${isoToBR(lastRegretDay)}): reembolso integral de 100% (${paid}).`,
    );
  }
  const band = refundBands.find((candidate) => daysOfNotice >= candidate.minDays) ?? refundBands[2];
  if (band.percent === 0) return refund(band.rule, 0, `${band.reason}: sem reembolso.`);
  const amount = formatBRL(share(booking.amountPaid, band.percent));
  return refund(band.rule, band.percent, `${band.reason}: reembolso de ${band.percent}% (${amount}).`);
}
