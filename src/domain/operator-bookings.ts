// The console's booking search (admin_bookings): the statuses it filters by, as the two tables write them, and
// how a booking's status and its audit actions read in Portuguese.
import { ITINERARY_CANCELLED } from './booking-changes.ts';
import { isoToBR } from './date-format.ts';
import { formatBRL } from './money.ts';
import { ITINERARY_WAITING, ORDER_CANCELLED, ORDER_PAID, ORDER_PENDING, type OrderStatus } from './orders.ts';

/** The statuses of admin_bookings(): an itinerary's ('Aguardando', 'Cancelado') or a site order's. */
export type BookingStatus = typeof ITINERARY_WAITING | typeof ITINERARY_CANCELLED | OrderStatus;

/** The search's status filter; '' for every one. */
export type BookingStatusFilter = BookingStatus | '';

export const bookingStatusFilters: readonly { value: BookingStatusFilter; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: ITINERARY_WAITING, label: 'Confirmada (WhatsApp ou PIX)' },
  { value: ORDER_PAID, label: 'Paga com cartão' },
  { value: ORDER_PENDING, label: 'Aguardando pagamento' },
  { value: ORDER_CANCELLED, label: 'Pedido cancelado' },
  { value: ITINERARY_CANCELLED, label: 'Reserva confirmada e cancelada' },
];

/** A status from the address bar, when it is one the search knows; '' otherwise. */
export const bookingStatusFilterOf = (value: string | null): BookingStatusFilter =>
  bookingStatusFilters.find((filter) => filter.value === value)?.value ?? '';

const itineraryLabels: Record<string, string> = {
  [ITINERARY_WAITING]: 'Confirmada',
  [ITINERARY_CANCELLED]: 'Cancelada',
};
const orderLabels: Record<OrderStatus, string> = {
  [ORDER_PAID]: 'Paga',
  [ORDER_PENDING]: 'Aguardando pagamento',
  [ORDER_CANCELLED]: 'Cancelada',
};

/** 'Confirmada', 'Paga', 'Aguardando pagamento', 'Cancelada': a booking's status for the operator. */
export function bookingStatusLabel(row: { kind: string; status: string }): string {
  const labels: Record<string, string> = row.kind === 'itinerario' ? itineraryLabels : orderLabels;
  return labels[row.status] ?? row.status;
}

/**
 * Whether the operator may record a cancellation or a rescheduling for the customer: a booking that stands (a
 * confirmed itinerary, a paid card order; booking_facts' `ativo`) whose day has not passed. The database judges the
 * rest (the policy, the boarding, an open request).
 */
export function isChangeable(
  row: { kind: string; status: string; origem: string; data_passeio: string | null },
  today: string,
): boolean {
  if (!row.data_passeio || row.data_passeio < today) return false;
  if (row.kind === 'itinerario') return row.status === ITINERARY_WAITING;
  return row.status === ORDER_PAID && row.origem === 'Site (cartão)';
}

const actionLabels: Record<string, string> = {
  pix_confirmado: 'Pagamento PIX confirmado',
  pix_confirmado_apos_prazo: 'Pagamento PIX confirmado após o prazo',
  pix_prorrogado: 'Prazo do PIX prorrogado',
  pix_reaberto: 'Novo PIX gerado pelo cliente após o prazo',
  pix_pago_pedido_cancelado: 'PIX pago depois do cancelamento: a reembolsar',
  pix_pago_em_dobro: 'PIX pago em dobro: a reembolsar',
  pix_pago_sem_reserva: 'PIX pago sem vaga ou data: a reembolsar',
  credito_confirmado: 'Pago com crédito',
  confirmado_sem_pagamento: 'Confirmada sem pagamento: o cupom cobriu a compra',
  pedido_cancelado: 'Pedido cancelado',
  reserva_registrada: 'Reserva registrada',
  cliente_cadastrado: 'Cliente cadastrado',
  cliente_unificado: 'Cadastro unificado com a conta do cliente',
  reserva_cancelada: 'Reserva cancelada',
  reserva_remarcada: 'Reserva remarcada',
  cancelamento_aceito: 'Cancelamento aceito',
  remarcacao_aceita: 'Remarcação aceita',
  solicitacao_recusada: 'Solicitação recusada',
  solicitacao_registrada: 'Solicitação registrada pelo operador (WhatsApp)',
  escolha_registrada: 'Escolha do cliente registrada pelo operador (WhatsApp)',
  passeio_cancelado_empresa: 'Saída cancelada pela empresa',
  reembolso_criado: 'Reembolso a pagar criado',
  reembolso_cartao_solicitado: 'Reembolso no cartão solicitado ao Stripe',
  reembolso_pix_registrado: 'Reembolso PIX pago',
  reembolso_cartao_falhou: 'Reembolso no cartão falhou no Stripe',
  reembolso_pix_solicitado: 'Reembolso PIX solicitado ao provedor',
  reembolso_pix_falhou: 'Reembolso PIX falhou no provedor',
  reembolso_trocado_para_pix: 'Reembolso passado para PIX',
  embarque_confirmado: 'Embarque confirmado',
  nao_compareceu: 'Não compareceu ao embarque',
};

/** An operator_audit action in Portuguese ('pix_confirmado' → 'Pagamento PIX confirmado'); an unknown one as is. */
export const auditActionLabel = (action: string) => actionLabels[action] ?? action;

/** A number an audit row's JSON keeps (numeric columns arrive as numbers), or null. */
function amountOf(row: Record<string, unknown> | null, key: string): number | null {
  const value = row?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const objectOf = (json: unknown): Record<string, unknown> | null =>
  json !== null && typeof json === 'object' && !Array.isArray(json)
    ? (json as Record<string, unknown>)
    : null;

/**
 * The money an audit row records, as the history shows it under the action: a refund row's value ('Valor:
 * R$ 229,55'), or an accepted cancellation's refund and its split between the payment method and the credit
 * (`reembolso_dinheiro`, `reembolso_credito`, since migration 20261205000300; older rows have the total only).
 * Null when the row records no amount.
 */
export function auditAmountText(entry: { action: string; entity: string; before: unknown; after: unknown }) {
  const row = objectOf(entry.after) ?? objectOf(entry.before);
  if (entry.entity === 'refunds') {
    const value = amountOf(row, 'valor');
    return value === null ? null : `Valor: ${formatBRL(value)}`;
  }
  if (entry.action !== 'cancelamento_aceito') return null;
  const refund = amountOf(row, 'reembolso');
  if (refund === null) return null;
  const money = amountOf(row, 'reembolso_dinheiro');
  const credit = amountOf(row, 'reembolso_credito');
  if (credit !== null && credit > 0 && money !== null && money > 0) {
    return `Reembolso: ${formatBRL(refund)} (${formatBRL(money)} pelo meio de pagamento; ${formatBRL(credit)} de volta ao crédito)`;
  }
  if (credit !== null && credit > 0) return `Reembolso: ${formatBRL(refund)} em crédito`;
  return `Reembolso: ${formatBRL(refund)}`;
}

const isoDayOf = (row: Record<string, unknown> | null, key: string): string | null => {
  const value = row?.[key];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
};

/**
 * What a change of a booking's day records, as the history shows it under the action: the request the operator
 * recorded ('Pedido: cancelamento', 'Pedido: remarcação para 12/12/2026') and the booking's move ('De 09/12/2026 para
 * 12/12/2026', once, on 'Reserva remarcada'), the choice the operator recorded after a company cancellation
 * ('Escolha: crédito de 100%', 'Escolha: remarcar para 12/12/2026'), so two recorded requests of one booking do not read alike. Null for any
 * other row.
 */
export function auditChangeText(entry: { action: string; before: unknown; after: unknown }) {
  const before = objectOf(entry.before);
  const after = objectOf(entry.after);
  if (entry.action === 'solicitacao_registrada') {
    if (after?.tipo === 'cancelamento') return 'Pedido: cancelamento';
    if (after?.tipo !== 'remarcacao') return null;
    const day = isoDayOf(after, 'nova_data');
    return day ? `Pedido: remarcação para ${isoToBR(day)}` : 'Pedido: remarcação';
  }
  if (entry.action === 'escolha_registrada') {
    if (after?.escolha === 'credito') return 'Escolha: crédito de 100%';
    if (after?.escolha === 'reembolso') return 'Escolha: reembolso integral';
    if (after?.escolha !== 'remarcar') return null;
    const day = isoDayOf(after, 'nova_data');
    return day ? `Escolha: remarcar para ${isoToBR(day)}` : 'Escolha: remarcar';
  }
  if (entry.action !== 'reserva_remarcada') return null;
  const from = isoDayOf(before, 'data_passeio');
  const to = isoDayOf(after, 'data_passeio');
  return from && to ? `De ${isoToBR(from)} para ${isoToBR(to)}` : null;
}
