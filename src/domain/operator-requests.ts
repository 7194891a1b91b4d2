// The operator's view of cancellation and rescheduling requests (issue 18): what each one is, what it asks,
// what the policy proposed, where its refund stands, and the message the operator sends by the messaging app.
import { REGRET_DAYS, refundBands } from './cancellation-policy.ts';
import { formatBRL } from './money.ts';
import { isoToBR, whatsappChatUrl } from './operator.ts';

export type RequestKind = 'cancelamento' | 'remarcacao' | 'cancelamento_empresa';
export type RequestStatus = 'pendente' | 'aguardando_cliente' | 'aceito' | 'recusado';
export type CompanyChoice = 'remarcar' | 'credito' | 'reembolso';
export type RefundStatus = 'pendente' | 'processando' | 'concluido' | 'falhou';

/** Which requests a list shows. */
export type RequestView = 'abertas' | 'reembolsos' | 'todas';

export type RequestRefund = {
  id: number;
  metodo: 'cartao' | 'pix' | string;
  valor: number;
  status: RefundStatus | string;
  stripe_refund_id: string | null;
  pix_e2e_id: string | null;
  pago_em: string | null;
  last_error: string | null;
};

/** A booking_requests row with its customer and refund, as the console reads it. */
export type OperatorRequest = {
  id: number;
  id_cliente: number;
  id_itinerario: number | null;
  id_pedido: number | null;
  tipo: RequestKind | string;
  status: RequestStatus | string;
  escolha: CompanyChoice | string | null;
  passeio: string;
  data_anterior: string;
  nova_data: string | null;
  mensagem: string | null;
  valor_pago: number;
  regra: string;
  percentual: number;
  reembolso_proposto: number;
  diferenca_tarifa: number;
  created_at: string;
  decidido_em: string | null;
  motivo_decisao: string | null;
  reembolso: number | null;
  motivo_ajuste: string | null;
  clientes: { nome_cliente: string; celular: string | null; email_cliente: string | null } | null;
  refunds: RequestRefund[];
};

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
    const choice = request.escolha ? choiceLabels[request.escolha as CompanyChoice] : null;
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

export const requestStatusLabel = (status: string) => statusLabels[status as RequestStatus] ?? status;

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
export function refundLabel(refund: RequestRefund): string {
  const how = refund.metodo === 'cartao' ? 'no cartão' : 'por PIX';
  const state = refundStatusLabels[refund.status as RefundStatus] ?? refund.status;
  const paid = refund.status === 'concluido' && refund.pago_em ? ` em ${isoToBR(refund.pago_em)}` : '';
  return `Reembolso ${how} de ${formatBRL(refund.valor)}: ${state}${paid}`;
}

/** The text the operator sends after deciding, prefilled in the messaging app. */
export function decisionMessage(request: OperatorRequest): string {
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
  return refund > 0
    ? `${greeting} Seu cancelamento foi confirmado, com reembolso de ${formatBRL(refund)}.`
    : `${greeting} Seu cancelamento foi confirmado, sem reembolso pela política de cancelamento.`;
}

export const decisionChatUrl = (request: OperatorRequest) =>
  whatsappChatUrl(request.clientes?.celular, decisionMessage(request));
