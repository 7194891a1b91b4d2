// Rows of the tables the shop reads, with the spec's column names (spec §3). Numeric columns may arrive
// as strings from the database API, so they are typed as such and read with `moneyFromColumn`.

export type PaymentType = 'Pix' | 'Cartão(Stripe)';
export const PAYMENT_PIX: PaymentType = 'Pix';
export const PAYMENT_CARD: PaymentType = 'Cartão(Stripe)';

export type OrderStatus = 'aguardando pagamento' | 'pago' | 'cancelado';
export const ORDER_PENDING = 'aguardando pagamento' satisfies OrderStatus;
export const ORDER_PAID = 'pago' satisfies OrderStatus;
/** Itineraries still to happen, as the operator records them. */
export const ITINERARY_WAITING = 'Aguardando';

type Numeric = number | string;

/** Table pedido_site: one row per tour of a site order. */
export type PedidoSite = {
  id: number;
  id_cliente: number;
  nome_passeio: string;
  /** 2 decimals. */
  valor: Numeric;
  /** YYYY-MM-DD */
  data_passeio: string | null;
  qtd_adults: number;
  qtd_children: number;
  qtd_babies: number;
  qtd_pets: number;
  hotel_local: string | null;
  tipo_pagamento: PaymentType;
  status: OrderStatus;
  stripe_session_id: string | null;
  /** ISO timestamp */
  created_at: string;
};

/** Table itinerarios: bookings made through the operator's messaging channel. */
export type Itinerario = {
  id_itinerario: number;
  id_cliente: number;
  nome_passeio: string;
  /** YYYY-MM-DD */
  data_passeio: string | null;
  valor_total_liquido: Numeric | null;
  qtd_pessoas: number | null;
  hospedagem: string | null;
  local_embarque: string | null;
  passageiros_nomes: string | null;
  observacao: string | null;
  status: string;
};

/** A numeric column as a number of BRL; null when missing or unreadable. */
export function moneyFromColumn(value: Numeric | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}
