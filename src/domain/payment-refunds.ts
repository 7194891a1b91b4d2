// Refunds of money a payment brought for orders it could not book (issue 29; card_payments_to_refund): why the
// money goes back, as the operator reads it, and the rows of admin_payment_refunds() checked against the values the
// database allows. They go back through the provider by themselves; the operator acts when the provider failed.
import { REFUND_METHODS, REFUND_STATUSES, type RequestRefund } from './operator-requests.ts';

export const PAYMENT_REFUND_REASONS = ['cancelled', 'already_paid', 'not_payable', 'order_missing'] as const;
export type PaymentRefundReason = (typeof PAYMENT_REFUND_REASONS)[number];

const reasonLabels: Record<PaymentRefundReason, string> = {
  cancelled: 'O pedido já estava cancelado quando o pagamento chegou.',
  already_paid: 'O pedido já tinha sido pago por outro pagamento.',
  not_payable:
    'O pedido não podia mais ser reservado quando o pagamento chegou (dia lotado, passado ou já pago).',
  order_missing: 'O pedido deste pagamento não existe mais.',
};

/** Why a payment booked nothing, in a sentence; a reason this screen does not know yet reads plainly. */
export function paymentRefundReason(reason: string): string {
  return reason in reasonLabels
    ? reasonLabels[reason as PaymentRefundReason]
    : 'O pagamento chegou para um pedido que não pôde ser reservado.';
}

/** A row of admin_payment_refunds() as the database answers it. */
export type RawPaymentRefund = {
  id: number;
  status: string;
  metodo: string;
  valor: number | string;
  stripe_refund_id: string | null;
  pix_charge_id: string | null;
  last_error: string | null;
  created_at: string;
  nome_cliente: string;
  email_cliente: string | null;
  celular: string | null;
  id_pedido: number;
  passeio: string | null;
  data_passeio: string | null;
  motivo: string;
  pagamento: string;
  pago_com: string;
};

/** A refund of a payment without a booking: the refund as the console's refund row reads it, and its context. */
export type PaymentRefund = {
  refund: RequestRefund;
  createdAt: string;
  customer: { nome_cliente: string; celular: string | null; email_cliente: string | null };
  /** The order the money was for: P<id>, its tour and day (both null when it no longer exists). */
  orderId: number;
  tour: string | null;
  day: string | null;
  reason: string;
  /** The card's Checkout Session or the PIX charge, as the provider's dashboard finds it. */
  payment: string;
  /** How the customer paid: the refund's own method turns to PIX when a card's is paid at the bank. */
  paidWith: RequestRefund['metodo'];
};

function oneOf<T extends string>(values: readonly T[], value: string, column: string): T {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`${column} desconhecido: ${value}`);
  return found;
}

export function parsePaymentRefund(row: RawPaymentRefund): PaymentRefund {
  return {
    refund: {
      id: row.id,
      metodo: oneOf(REFUND_METHODS, row.metodo, 'metodo'),
      status: oneOf(REFUND_STATUSES, row.status, 'status do reembolso'),
      valor: Number(row.valor),
      stripe_refund_id: row.stripe_refund_id,
      pix_charge_id: row.pix_charge_id,
      pix_e2e_id: null,
      pago_em: null,
      last_error: row.last_error,
    },
    createdAt: row.created_at,
    customer: { nome_cliente: row.nome_cliente, celular: row.celular, email_cliente: row.email_cliente },
    orderId: row.id_pedido,
    tour: row.passeio,
    day: row.data_passeio,
    reason: row.motivo,
    payment: row.pagamento,
    paidWith: oneOf(REFUND_METHODS, row.pago_com, 'pago_com'),
  };
}
