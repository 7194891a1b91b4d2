// The operator's view of cancellation and rescheduling requests (issue 18): what each one is, what it asks,
// what the policy proposed, where its refund stands, and the message the operator sends by the messaging app.
import type { CancellationTerms } from './booking-change-terms.ts';
import { REGRET_DAYS, refundBands } from './cancellation-policy.ts';
import { formatBRL, fromCents, toCents } from './money.ts';
import { whatsappChatUrl } from './operator.ts';
import { isoToBR } from './date-format.ts';
import type { Tables } from '../types/database.ts';

export const REQUEST_KINDS = ['cancelamento', 'remarcacao', 'cancelamento_empresa'] as const;
export const REQUEST_STATUSES = ['pendente', 'aguardando_cliente', 'aceito', 'recusado'] as const;
export const COMPANY_CHOICES = ['remarcar', 'credito', 'reembolso'] as const;
export const REFUND_METHODS = ['cartao', 'pix'] as const;
export const REFUND_STATUSES = ['pendente', 'processando', 'concluido', 'falhou'] as const;

export type RequestKind = (typeof REQUEST_KINDS)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type CompanyChoice = (typeof COMPANY_CHOICES)[number];
export type RefundMethod = (typeof REFUND_METHODS)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Which requests a list shows. */
export type RequestView = 'abertas' | 'reembolsos' | 'todas';

type RefundRow = Tables<'refunds'>;
type RequestRow = Tables<'booking_requests'>;

/** A refund of a request, as the console reads it. */
export type RequestRefund = Pick<
  RefundRow,
  'id' | 'valor' | 'stripe_refund_id' | 'pix_charge_id' | 'pix_e2e_id' | 'pago_em' | 'last_error'
> & { metodo: RefundMethod; status: RefundStatus };

/**
 * A refund the payment's provider sends back (refund-card-payment): a card one, or a PIX one whose booking a
 * provider's charge paid. Only a PIX refund of the static key is paid at the bank and recorded by hand.
 */
export const refundsThroughProvider = (refund: Pick<RequestRefund, 'metodo' | 'pix_charge_id'>) =>
  refund.metodo === 'cartao' || refund.pix_charge_id !== null;

type RequestColumns =
  | 'id'
  | 'id_cliente'
  | 'id_itinerario'
  | 'id_pedido'
  | 'passeio'
  | 'data_anterior'
  | 'nova_data'
  | 'mensagem'
  | 'valor_pago'
  | 'regra'
  | 'percentual'
  | 'reembolso_proposto'
  | 'diferenca_tarifa'
  | 'created_at'
  | 'decidido_em'
  | 'motivo_decisao'
  | 'reembolso'
  | 'motivo_ajuste'
  | 'origem';

/** A booking_requests row with its customer and refund, as the console reads it. */
export type OperatorRequest = Pick<RequestRow, RequestColumns> & {
  tipo: RequestKind;
  status: RequestStatus;
  escolha: CompanyChoice | null;
  clientes: Pick<Tables<'clientes'>, 'nome_cliente' | 'celular' | 'email_cliente'> | null;
  refunds: RequestRefund[];
};

/** The row as PostgREST sends it: text columns, and the refund embedded as an object (a unique foreign key). */
export type RawOperatorRequest = Pick<RequestRow, RequestColumns | 'tipo' | 'status' | 'escolha'> & {
  clientes: OperatorRequest['clientes'];
  refunds: Pick<RefundRow, keyof RequestRefund> | null;
};

function oneOf<T extends string>(values: readonly T[], value: string, column: string): T {
  const found = values.find((candidate) => candidate === value);
  // The database's check constraints allow only these values: another one is a schema the app does not know.
  if (found === undefined) throw new Error(`${column} desconhecido: ${value}`);
  return found;
}

/** A request as the console reads it, its text columns checked against the values the database allows. */
export function parseOperatorRequest(row: RawOperatorRequest): OperatorRequest {
  const refunds = row.refunds ? [row.refunds] : [];
  return {
    ...row,
    tipo: oneOf(REQUEST_KINDS, row.tipo, 'tipo'),
    status: oneOf(REQUEST_STATUSES, row.status, 'status'),
    escolha: row.escolha === null ? null : oneOf(COMPANY_CHOICES, row.escolha, 'escolha'),
    valor_pago: Number(row.valor_pago),
    reembolso_proposto: Number(row.reembolso_proposto),
    diferenca_tarifa: Number(row.diferenca_tarifa),
    reembolso: row.reembolso === null ? null : Number(row.reembolso),
    refunds: refunds.map((refund) => ({
      ...refund,
      metodo: oneOf(REFUND_METHODS, refund.metodo, 'metodo'),
      status: oneOf(REFUND_STATUSES, refund.status, 'status do reembolso'),
      valor: Number(refund.valor),
    })),
  };
}

/** A refund the operator pays: the customer asked for money back (a cancellation, or the company's and not a new date). */
export const isRefundChoice = (request: Pick<OperatorRequest, 'tipo' | 'escolha'>) =>
  request.tipo === 'cancelamento' ||
  (request.tipo === 'cancelamento_empresa' && request.escolha !== 'remarcar');

/** The booking's reference, as admin_bookings and the customer's messages name it: 'R12' or 'P34'. */
export const requestRef = (request: Pick<OperatorRequest, 'id_itinerario' | 'id_pedido'>) =>
  request.id_itinerario !== null ? `R${request.id_itinerario}` : `P${request.id_pedido}`;

const choiceLabels: Record<CompanyChoice, string> = {
  remarcar: 'remarcar',
  credito: 'crédito de 100%',
  reembolso: 'reembolso integral',
};

/** 'Cancelamento', 'Remarcação para 12/01/2027', 'Cancelado pela empresa — cliente escolheu reembolso integral'. */
export function requestTitle(request: Pick<OperatorRequest, 'tipo' | 'nova_data' | 'escolha'>): string {
  if (request.tipo === 'remarcacao') {
    return request.nova_data ? `Remarcação para ${isoToBR(request.nova_data)}` : 'Remarcação';
  }
  if (request.tipo === 'cancelamento_empresa') {
    const choice = request.escolha ? choiceLabels[request.escolha] : null;
    if (!choice) return 'Cancelado pela empresa';
    return request.escolha === 'remarcar' && request.nova_data
      ? `Cancelado pela empresa — cliente escolheu remarcar para ${isoToBR(request.nova_data)}`
      : `Cancelado pela empresa — cliente escolheu ${choice}`;
  }
  return 'Cancelamento';
}

const statusLabels: Record<RequestStatus, string> = {
  pendente: 'Aguardando você',
  aguardando_cliente: 'Aguardando o cliente',
  aceito: 'Aceita',
  recusado: 'Recusada',
};

export const requestStatusLabel = (status: RequestStatus) => statusLabels[status];

// The notice bands in the policy's own words ('Cancelamento com 31 dias ou mais de antecedência' → '31 dias ou mais
// de antecedência'), so the console says what the policy page and the customer's dialog say.
const bandLabels: Record<string, string> = Object.fromEntries(
  refundBands.map((band) => [band.rule, band.reason.replace(/^Cancelamento com /, '')]),
);

const ruleLabels: Record<string, string> = {
  ...bandLabels,
  arrependimento: `direito de arrependimento (${REGRET_DAYS} dias da confirmação)`,
  'passeio-realizado': 'passeio já realizado',
  'combo-iniciado': 'combo já iniciado',
  'cancelado-pela-empresa': 'cancelamento pela empresa',
};

/** 'Registrada pelo operador (WhatsApp)' for a request the operator recorded for the customer; null for the customer's. */
export const requestOriginLabel = (request: Pick<OperatorRequest, 'origem'>) =>
  request.origem === 'operador' ? 'Registrada pelo operador (WhatsApp)' : null;

/** 'Política: 90% (R$ 180,00), 31 dias ou mais de antecedência'. */
export function policyLabel(
  request: Pick<OperatorRequest, 'regra' | 'percentual' | 'reembolso_proposto'>,
): string {
  const rule = ruleLabels[request.regra] ?? request.regra;
  return request.percentual > 0
    ? `Política: ${request.percentual}% (${formatBRL(request.reembolso_proposto)}), ${rule}`
    : `Política: sem reembolso, ${rule}`;
}

const refundStatusLabels: Record<RefundStatus, string> = {
  pendente: 'a pagar',
  processando: 'em processamento',
  concluido: 'concluído',
  falhou: 'falhou',
};

/** 'Reembolso no cartão de R$ 180,00: em processamento'. */
export function refundLabel(refund: Pick<RequestRefund, 'metodo' | 'valor' | 'status' | 'pago_em'>): string {
  const how = refund.metodo === 'cartao' ? 'no cartão' : 'por PIX';
  const state = refundStatusLabels[refund.status];
  const paid = refund.status === 'concluido' && refund.pago_em ? ` em ${isoToBR(refund.pago_em)}` : '';
  return `Reembolso ${how} de ${formatBRL(refund.valor)}: ${state}${paid}`;
}

/** A refund's two parts: what goes back through the payment method and what goes back to the customer's credit. */
export type RefundSplit = { money: number; credit: number };

/**
 * How the database splits a refund of a booking paid partly with credit (admin_decide_booking_request): the credit's
 * share is round(refund × credit used / paid, 2), all of it when the credit paid everything; the rest is money.
 */
export function refundSplit(refund: number, creditUsed: number, paid: number): RefundSplit {
  const refundCents = toCents(refund);
  const usedCents = toCents(creditUsed);
  const paidCents = toCents(paid);
  const creditCents =
    usedCents <= 0 || paidCents <= 0
      ? 0
      : usedCents >= paidCents
        ? refundCents
        : Math.min(refundCents, Math.round((refundCents * usedCents) / paidCents));
  return { money: fromCents(refundCents - creditCents), credit: fromCents(creditCents) };
}

/** 'R$ 30,00 pelo meio de pagamento; R$ 150,00 de volta ao crédito', the words My Purchases uses. */
export function refundSplitLabel(split: RefundSplit): string {
  if (split.money <= 0) return `${formatBRL(split.credit)} de volta ao crédito`;
  return `${formatBRL(split.money)} pelo meio de pagamento; ${formatBRL(split.credit)} de volta ao crédito`;
}

/** The text the operator sends after deciding, prefilled in the messaging app. */
export function decisionMessage(request: OperatorRequest, creditReturned = 0): string {
  const name = request.clientes?.nome_cliente ?? '';
  const booking = `${request.passeio} de ${isoToBR(request.data_anterior)} (reserva ${requestRef(request)})`;
  const greeting = `Olá, ${name}! Aqui é da Movie Tour, sobre o ${booking}.`;
  if (request.status === 'recusado') {
    return `${greeting} Não foi possível atender à sua solicitação${request.motivo_decisao ? `: ${request.motivo_decisao}` : '.'}`;
  }
  if (request.status !== 'aceito') return greeting;
  if (request.tipo === 'remarcacao' || request.escolha === 'remarcar') {
    return `${greeting} Seu passeio foi remarcado para ${request.nova_data ? isoToBR(request.nova_data) : 'a nova data'}.`;
  }
  if (request.escolha === 'credito') {
    return `${greeting} Registramos um crédito de ${formatBRL(request.reembolso ?? 0)} para você usar em outro passeio.`;
  }
  const refund = request.reembolso ?? 0;
  const split =
    creditReturned > 0
      ? ` (${refundSplitLabel({ money: fromCents(toCents(refund) - toCents(creditReturned)), credit: creditReturned }).replace('ao crédito', 'ao seu crédito')})`
      : '';
  return refund > 0
    ? `${greeting} Seu cancelamento foi confirmado, com reembolso de ${formatBRL(refund)}${split}.`
    : `${greeting} Seu cancelamento foi confirmado, sem reembolso pela política de cancelamento.`;
}

export const decisionChatUrl = (request: OperatorRequest, creditReturned = 0) =>
  whatsappChatUrl(request.clientes?.celular, decisionMessage(request, creditReturned));

/** 'Aceita, reembolso de R$ 180,00 — motivo (ajuste: motivo)', 'Recusada — motivo': what the operator decided. */
export function decisionLabel(
  request: Pick<
    OperatorRequest,
    'status' | 'reembolso' | 'tipo' | 'escolha' | 'motivo_decisao' | 'motivo_ajuste'
  >,
): string {
  const money =
    request.reembolso !== null && request.tipo !== 'remarcacao' && request.escolha !== 'remarcar'
      ? `, ${request.escolha === 'credito' ? 'crédito' : 'reembolso'} de ${formatBRL(request.reembolso)}`
      : '';
  const decision = request.status === 'aceito' ? `Aceita${money}` : 'Recusada';
  const reason = request.motivo_decisao ? ` — ${request.motivo_decisao}` : '';
  const adjustment = request.motivo_ajuste ? ` (ajuste: ${request.motivo_ajuste})` : '';
  return `${decision}${reason}${adjustment}`;
}

/**
 * What the policy says today (cancellation_terms_for) about a change the operator is about to record for the
 * customer: whether the database will take it and, for a cancellation, the refund as Solicitações shows it.
 */
export function changeProposal(
  terms: CancellationTerms,
  kind: 'cancelamento' | 'remarcacao',
): { allowed: boolean; text: string } {
  if (kind === 'cancelamento') {
    const policy = policyLabel({
      regra: terms.rule,
      percentual: terms.percent,
      reembolso_proposto: terms.refund,
    });
    return terms.canCancel
      ? { allowed: true, text: policy }
      : {
          allowed: false,
          text: `Esta reserva não pode mais ser cancelada pela política de cancelamento (${policy.replace(/^Política: sem reembolso, /, '')}).`,
        };
  }
  if (terms.canReschedule) {
    return {
      allowed: true,
      text: 'Remarcação sem custo, para um dia em que o passeio acontece; o cliente paga a diferença de tarifa, se houver.',
    };
  }
  return {
    allowed: false,
    text:
      terms.rule === 'passeio-realizado'
        ? 'O embarque já passou: não é possível remarcar.'
        : 'A remarcação precisa ser pedida com pelo menos 72 horas de antecedência.',
  };
}
