// What the customer reads before asking to cancel or move a booking: the database's answer of the policy
// (cancellation_terms_for) in Portuguese, and the message the messaging app opens with once the request is sent.
import { refundBands, type PolicyRule } from './cancellation-policy.ts';
import { formatBRL } from './money.ts';
import { isoToBR } from './date-format.ts';
import { moneyFromColumn } from './orders.ts';
import type { Database } from '../types/database.ts';

/** cancellation_terms_for(ref): the policy's answer for one booking, today. */
export type CancellationTerms = {
  rule: string;
  canCancel: boolean;
  percent: number;
  /** BRL the customer gets back when cancelling today. */
  refund: number;
  canReschedule: boolean;
  /** São Paulo calendar days from today to the tour. */
  days: number;
};

type TermsRow = Database['public']['Functions']['cancellation_terms_for']['Returns'][number];

/** A row of cancellation_terms_for, as the customer's and the operator's dialogs read it. */
export function termsFromRow(row: TermsRow): CancellationTerms {
  return {
    rule: row.regra,
    canCancel: row.pode_cancelar,
    percent: row.percentual,
    refund: moneyFromColumn(row.reembolso) ?? 0,
    canReschedule: row.pode_remarcar,
    days: row.dias,
  };
}

/** The headline: what cancelling today gives. */
export function refundHeadline(terms: CancellationTerms): string {
  if (!terms.canCancel) return 'Esta reserva não pode mais ser cancelada.';
  if (terms.percent <= 0 || terms.refund <= 0) return 'Cancelando hoje, não há reembolso.';
  return `Cancelando hoje, você recebe ${formatBRL(terms.refund)} (${terms.percent}% do valor pago).`;
}

const daysLeft = (days: number) =>
  days === 0
    ? 'O passeio é hoje.'
    : days === 1
      ? 'Falta 1 dia para o passeio.'
      : `Faltam ${days} dias para o passeio.`;

/** The rule that gives it, as the policy page words it. */
export function ruleSentence(terms: CancellationTerms): string {
  const amount = formatBRL(terms.refund);
  const band = refundBands.find((candidate) => candidate.rule === terms.rule);
  if (band) {
    const refund = band.percent === 0 ? 'sem reembolso' : `reembolso de ${band.percent}% (${amount})`;
    return `${band.reason}: ${refund}. ${daysLeft(terms.days)}`;
  }
  switch (terms.rule as PolicyRule) {
    case 'arrependimento':
      return `Direito de arrependimento, até 7 dias a contar da confirmação da compra: reembolso integral de 100% (${amount}).`;
    case 'passeio-realizado':
      return 'O embarque deste passeio já passou: o não comparecimento (no-show) não dá direito a reembolso.';
    case 'combo-iniciado':
      return 'Combos não podem ser cancelados depois que a utilização do combo começou: sem reembolso.';
    case 'cancelado-pela-empresa':
      return `Passeio cancelado pela Movie Tour: você escolhe entre remarcar sem custo adicional, um crédito de 100% (${amount}) ou o reembolso integral (${amount}).`;
    default:
      return daysLeft(terms.days);
  }
}

/** Whether the booking may still move to another day, and the rule. */
export function rescheduleSentence(terms: CancellationTerms): string {
  if (terms.canReschedule) {
    return 'Você ainda pode remarcar para outro dia em que o passeio acontece: a remarcação é pedida com pelo menos 72 horas de antecedência do embarque.';
  }
  if (terms.rule === 'passeio-realizado') return 'O embarque já passou: não é possível remarcar.';
  return 'A remarcação não é mais possível: ela precisa ser pedida com pelo menos 72 horas de antecedência do embarque.';
}

export type ChangeMessage = {
  ref: string;
  tourName: string;
  /** YYYY-MM-DD, the booking's day. */
  date: string | null;
  ask:
    | { kind: 'cancelamento' }
    | { kind: 'remarcacao'; newDate: string }
    | { kind: 'credito' }
    | { kind: 'reembolso' }
    | { kind: 'remarcar'; newDate: string };
  message?: string | null;
};

const asks: Record<ChangeMessage['ask']['kind'], (newDate: string) => string> = {
  cancelamento: () => 'Pedi pelo site o cancelamento da minha reserva',
  remarcacao: (newDate) => `Pedi pelo site a remarcação para ${newDate} da minha reserva`,
  credito: () => 'Escolhi pelo site o crédito de 100% para a minha reserva cancelada pela empresa',
  reembolso: () => 'Escolhi pelo site o reembolso integral da minha reserva cancelada pela empresa',
  remarcar: (newDate) => `Escolhi pelo site remarcar para ${newDate} a minha reserva cancelada pela empresa`,
};

/** The messaging app's prefilled text: the booking (reference, tour, day) and what is asked. */
export function changeMessageText({ ref, tourName, date, ask, message }: ChangeMessage): string {
  const newDate = 'newDate' in ask ? isoToBR(ask.newDate) : '';
  const day = date ? ` de ${isoToBR(date)}` : '';
  const note = message?.trim() ? `\nMensagem: ${message.trim()}` : '';
  return `Olá! ${asks[ask.kind](newDate)} ${ref} — ${tourName}${day}.${note}`;
}

type DatabaseError = { code?: string | null; message?: string | null; details?: string | null };

// The request functions refuse in Portuguese, for the customer, with a detail naming the rule ('booking: ...').
const refusalDetail = /^(booking|request): [a-z_]+$/;

/** The customer's message when the database refused a request; null for any other error. */
export function changeRefusalMessage(error: DatabaseError | null | undefined): string | null {
  if (!error || !refusalDetail.test(error.details ?? '')) return null;
  const message = error.message?.trim();
  return message ? message : null;
}
