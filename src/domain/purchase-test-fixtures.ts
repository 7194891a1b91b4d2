// Rows for the unit tests of My Purchases (purchases.ts, booking-changes.ts): whole rows of the generated types,
// with a fresh id each.
import type { BookingRequest, Refund, RequestWithBooking } from './booking-changes.ts';
import type { Itinerario, PedidoSite } from './orders.ts';

let nextId = 1;

export const order = (overrides: Partial<PedidoSite> = {}): PedidoSite => ({
  id: nextId++,
  id_cliente: 1,
  nome_passeio: 'City Tour Tradicional',
  valor: 180,
  data_passeio: '2026-03-20',
  qtd_adults: 2,
  qtd_children: 0,
  qtd_babies: 0,
  qtd_pets: 0,
  hotel_local: 'Hotel Estoril',
  tipo_pagamento: 'Pix',
  status: 'aguardando pagamento',
  stripe_session_id: null,
  pix_txid: null,
  status_changed_at: null,
  motivo_cancelamento: null,
  cancelado_pela_empresa: false,
  expira_em: null,
  voucher: 'ABCDEFGHJKMN',
  created_at: '2026-03-01T12:00:00Z',
  cupom: null,
  desconto_cupom: 0,
  usar_credito: false,
  credito_usado: 0,
  ...overrides,
});

export const itinerary = (overrides: Partial<Itinerario> = {}): Itinerario => ({
  id_itinerario: nextId++,
  id_cliente: 1,
  nome_passeio: 'Rota do Horto Florestal',
  data_passeio: '2026-03-20',
  valor_total_liquido: 220,
  qtd_pessoas: 2,
  hospedagem: null,
  local_embarque: null,
  passageiros_nomes: null,
  observacao: null,
  status: 'Aguardando',
  id_pedido: null,
  qtd_adultos: 2,
  qtd_criancas: 0,
  qtd_bebes: 0,
  qtd_pets: 0,
  valor_bruto: null,
  desconto: 0,
  motivo_desconto: null,
  registrado_por: null,
  cancelado_em: null,
  cancelado_pela_empresa: false,
  motivo_cancelamento: null,
  voucher: 'BCDEFGHJKMNP',
  created_at: '2026-03-01T12:00:00Z',
  ...overrides,
});

export const paidCard = (overrides: Partial<PedidoSite> = {}) =>
  order({ status: 'pago', tipo_pagamento: 'Cartão(Stripe)', ...overrides });

export const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  id: nextId++,
  id_cliente: 1,
  id_itinerario: null,
  id_pedido: 1,
  tipo: 'cancelamento',
  status: 'pendente',
  escolha: null,
  passeio: 'City Tour Tradicional',
  data_anterior: '2026-03-20',
  nova_data: null,
  mensagem: null,
  valor_pago: 180,
  regra: 'antecedencia-31',
  percentual: 90,
  reembolso_proposto: 162,
  diferenca_tarifa: 0,
  created_at: '2026-03-05T12:00:00Z',
  decidido_em: null,
  decidido_por: null,
  motivo_decisao: null,
  reembolso: null,
  motivo_ajuste: null,
  origem: 'cliente',
  ...overrides,
});

export const refund = (overrides: Partial<Refund> = {}): Refund => ({
  id: nextId++,
  request_id: 1,
  id_cliente: 1,
  metodo: 'cartao',
  valor: 162,
  status: 'pendente',
  stripe_session_id: 'cs_test_1',
  stripe_refund_id: null,
  pix_charge_id: null,
  payment_to_refund_id: null,
  pix_e2e_id: null,
  pago_em: null,
  last_error: null,
  tentativa: 1,
  created_at: '2026-03-06T12:00:00Z',
  updated_at: '2026-03-06T12:00:00Z',
  ...overrides,
});

/** A request with its booking embedded, as My Purchases reads it. */
export const requestFor = (
  booking: { pedido_site: PedidoSite } | { itinerarios: Itinerario },
  overrides: Partial<BookingRequest> = {},
  refundRow: Refund | null = null,
): RequestWithBooking => {
  const isItinerary = 'itinerarios' in booking;
  return {
    ...request({
      id_itinerario: isItinerary ? booking.itinerarios.id_itinerario : null,
      id_pedido: isItinerary ? null : booking.pedido_site.id,
      ...overrides,
    }),
    itinerarios: isItinerary ? booking.itinerarios : null,
    pedido_site: isItinerary ? null : booking.pedido_site,
    refunds: refundRow,
  };
};
