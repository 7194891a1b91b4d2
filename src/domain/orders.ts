// The order and itinerary rows the shop reads (their types generated from the migrations), and the values of
// their status and payment columns: every comparison and filter uses these constants, never the literals.
import type { Tables } from '../types/database.ts';

export type PaymentType = 'Pix' | 'Cartão(Stripe)';
export const PAYMENT_PIX = 'Pix' satisfies PaymentType;
export const PAYMENT_CARD = 'Cartão(Stripe)' satisfies PaymentType;

export type OrderStatus = 'aguardando pagamento' | 'pago' | 'cancelado';
export const ORDER_PENDING = 'aguardando pagamento' satisfies OrderStatus;
export const ORDER_PAID = 'pago' satisfies OrderStatus;
export const ORDER_CANCELLED = 'cancelado' satisfies OrderStatus;
/** Why lapse_unpaid_pix_orders() cancelled a PIX order: its transfer did not come in time (My Purchases shows it). */
export const PIX_LAPSE_REASON = 'Pagamento não identificado no prazo';
/** Itineraries still to happen, as the operator records them. */
export const ITINERARY_WAITING = 'Aguardando';

/** Table pedido_site: one row per tour of a site order. */
export type PedidoSite = Tables<'pedido_site'>;
/** Table itinerarios: bookings made through the operator's messaging channel. */
export type Itinerario = Tables<'itinerarios'>;

type Numeric = number | string;

/** A numeric column as a number of BRL; null when missing or unreadable. */
export function moneyFromColumn(value: Numeric | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}
