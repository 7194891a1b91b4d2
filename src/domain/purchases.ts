import {
  bookingKey,
  bookingRef,
  isBookingCancelled,
  latestRequestByBooking,
  type ChangeState,
  type Refund,
  type RequestWithBooking,
} from './booking-changes.ts';
import { cardCheckoutItemForOrder, type CardCheckoutItem } from './card-checkout.ts';
import { formatIsoDateLong, isoToBR } from './date-format.ts';
import { isValidDate, parseIsoDate, toIsoDate } from './dates.ts';
import { isTourId, tourTitles } from './catalogue/tour-names.ts';
import { formatBRL, sumMoney, toCents } from './money.ts';
import type { CartLine } from './types.ts';
import {
  ITINERARY_WAITING,
  ORDER_CANCELLED,
  ORDER_PAID,
  ORDER_PENDING,
  PAYMENT_CARD,
  PAYMENT_PIX,
  PIX_LAPSE_REASON,
  moneyFromColumn,
  type Itinerario,
  type PedidoSite,
} from './orders.ts';

type PurchaseStatus = 'Aguardando Pagamento' | 'Confirmado' | 'Realizado' | 'Cancelado';
/** Badge colour: yellow, green, neutral, red. */
export type PurchaseTone = 'pending' | 'confirmed' | 'completed' | 'cancelled';

export type PurchaseCard = {
  /** Unique across both tables, e.g. 'pedido-12' or 'itinerario-5'. */
  key: string;
  /** The booking's reference in requests and messages: 'P12' (site order) or 'R5' (itinerary). */
  ref: string;
  /** The row's id in its table. */
  id: number;
  source: 'pedido_site' | 'itinerarios';
  /** A site order's payment type ('Pix', 'Cartão(Stripe)'); null for an itinerary. */
  paymentType: string | null;
  /** A PIX order's checkout (its transaction id, shared by the orders paid together); null otherwise. */
  pixTxid: string | null;
  tourName: string;
  /** YYYY-MM-DD, or null when the booking has no (valid) date. */
  date: string | null;
  /** 'dd de MMMM, yyyy', or '' without a date. */
  dateLabel: string;
  /** Adults + children + babies (site orders), or the itinerary's head count. */
  people: number;
  /** The party by kind, as a departure's seats count it (a new date must have room for it). */
  party: { adults: number; children: number; babies: number };
  /** BRL, or null when the itinerary has no value recorded. */
  value: number | null;
  status: PurchaseStatus;
  tone: PurchaseTone;
  /** A pending card order that can still be paid by card (its checkout item and value); null otherwise. */
  payByCard: { item: CardCheckoutItem; value: number } | null;
  /** The booking's voucher code (issue 30): the row's own, the itinerary's for a PIX order that has one. */
  voucher: string | null;
  /**
   * The site order the booking was bought with: the order itself, or the paid order (PIX, credit) an itinerary
   * confirms; null for a booking recorded from the messaging app.
   */
  orderId: number | null;
  /** Why an unpaid order was cancelled ('Pagamento não identificado no prazo', the operator's reason, ...). */
  cancelReason?: string | null;
};

export type ClassifiedPurchases = {
  pending: PurchaseCard[];
  purchased: PurchaseCard[];
  completed: PurchaseCard[];
};

export type ClassifyInput = {
  /** Spec call 14 (the function re-checks the rules, so wider lists are fine). */
  pendingOrders: readonly PedidoSite[];
  /** Spec call 16. */
  paidCardOrders: readonly PedidoSite[];
  /** Spec calls 15 and 17, together or apart. */
  itineraries: readonly Itinerario[];
  /** The São Paulo calendar day, YYYY-MM-DD (see todayInSaoPaulo). */
  today: string;
};

const validDate = (value: string | null): string | null => (parseIsoDate(value) ? value : null);
const count = (value: number | null | undefined) => (Number.isFinite(value) ? Math.max(0, value!) : 0);

function orderCard(
  order: PedidoSite,
  status: PurchaseStatus,
  tone: PurchaseTone,
  today?: string,
): PurchaseCard {
  const date = validDate(order.data_passeio);
  const item = today ? cardCheckoutItemForOrder(order, today) : null;
  const value = moneyFromColumn(order.valor);
  return {
    key: bookingKey('pedido_site', order.id),
    ref: bookingRef('pedido_site', order.id),
    id: order.id,
    source: 'pedido_site',
    paymentType: order.tipo_pagamento,
    pixTxid: order.tipo_pagamento === PAYMENT_PIX ? order.pix_txid : null,
    tourName: order.nome_passeio,
    date,
    dateLabel: formatIsoDateLong(date),
    people: count(order.qtd_adults) + count(order.qtd_children) + count(order.qtd_babies),
    party: {
      adults: count(order.qtd_adults),
      children: count(order.qtd_children),
      babies: count(order.qtd_babies),
    },
    value,
    status,
    tone,
    payByCard: item && value !== null ? { item, value } : null,
    voucher: order.voucher ?? null,
    orderId: order.id,
  };
}

function itineraryCard(row: Itinerario, status: PurchaseStatus, tone: PurchaseTone): PurchaseCard {
  const date = validDate(row.data_passeio);
  return {
    key: bookingKey('itinerarios', row.id_itinerario),
    ref: bookingRef('itinerarios', row.id_itinerario),
    id: row.id_itinerario,
    source: 'itinerarios',
    paymentType: null,
    pixTxid: null,
    tourName: row.nome_passeio,
    date,
    dateLabel: formatIsoDateLong(date),
    people: count(row.qtd_pessoas),
    party: {
      adults: count(row.qtd_adultos),
      children: count(row.qtd_criancas),
      babies: count(row.qtd_bebes),
    },
    value: moneyFromColumn(row.valor_total_liquido),
    status,
    tone,
    payByCard: null,
    voucher: row.voucher ?? null,
    orderId: row.id_pedido ?? null,
  };
}

const isWaiting = (row: Itinerario) => row.status.trim().toLowerCase() === ITINERARY_WAITING.toLowerCase();
const byDateAscending = (a: PurchaseCard, b: PurchaseCard) => (a.date ?? '').localeCompare(b.date ?? '');
const timeOf = (order: PedidoSite) => {
  const time = Date.parse(order.created_at);
  return Number.isNaN(time) ? 0 : time;
};

function unique(cards: PurchaseCard[]): PurchaseCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => !seen.has(card.key) && seen.add(card.key));
}

/**
 * Spec §4 "My purchases classification":
 * - pending ('Aguardando Pagamento'): site orders 'aguardando pagamento', newest first;
 * - purchased ('Confirmado'): itineraries 'Aguardando' dated today or later, plus site orders 'pago' by
 *   'Cartão(Stripe)' dated today or later, ascending by date;
 * - completed ('Realizado'): any itinerary dated before today, newest first.
 */
export function classifyPurchases({
  pendingOrders,
  paidCardOrders,
  itineraries,
  today,
}: ClassifyInput): ClassifiedPurchases {
  if (!parseIsoDate(today)) throw new RangeError(`'today' must be YYYY-MM-DD, got '${today}'`);
  const upcoming = (date: string | null) => date !== null && date >= today;
  const past = (date: string | null) => date !== null && date < today;

  const pending = [...pendingOrders]
    .filter((order) => order.status === ORDER_PENDING)
    // Newest first; one checkout's orders share their time and keep the cart's order (their ids).
    .sort((a, b) => timeOf(b) - timeOf(a) || a.id - b.id)
    .map((order) => orderCard(order, 'Aguardando Pagamento', 'pending', today));

  const purchased = [
    ...itineraries
      .filter((row) => isWaiting(row) && upcoming(validDate(row.data_passeio)))
      .map((row) => itineraryCard(row, 'Confirmado', 'confirmed')),
    ...paidCardOrders
      .filter((order) => order.status === ORDER_PAID && order.tipo_pagamento === PAYMENT_CARD)
      .filter((order) => upcoming(validDate(order.data_passeio)))
      .map((order) => orderCard(order, 'Confirmado', 'confirmed')),
  ].sort(byDateAscending);

  const completed = itineraries
    .filter((row) => past(validDate(row.data_passeio)))
    .map((row) => itineraryCard(row, 'Realizado', 'completed'))
    .sort((a, b) => byDateAscending(b, a));

  return { pending: unique(pending), purchased: unique(purchased), completed: unique(completed) };
}

/**
 * The fourth group, 'Cancelados' (issue 18): bookings a request cancelled, which the spec's calls no longer list
 * (they read active bookings only), most recently cancelled first. A booking already in the spec's groups (a past
 * itinerary is 'Realizado' whatever its status, spec §4) stays there, with its request's state, and is not
 * repeated here.
 */
export function cancelledPurchases(
  requests: readonly RequestWithBooking[],
  shownKeys: ReadonlySet<string>,
): PurchaseCard[] {
  return [...latestRequestByBooking(requests).values()]
    .filter((request) => isBookingCancelled(request))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((request) =>
      request.itinerarios
        ? itineraryCard(request.itinerarios, 'Cancelado', 'cancelled')
        : orderCard(request.pedido_site!, 'Cancelado', 'cancelled'),
    )
    .filter((card) => !shownKeys.has(card.key));
}

/**
 * Site orders cancelled before they were paid, without a request (lapsed PIX orders, orders the customer let go
 * or the operator cancelled), newest first, each with why; bookings already shown elsewhere are left out.
 */
export function cancelledOrderCards(
  orders: readonly PedidoSite[],
  shownKeys: ReadonlySet<string>,
): PurchaseCard[] {
  const changedAt = (order: PedidoSite) => order.status_changed_at ?? order.created_at;
  return [...orders]
    .filter((order) => order.status === ORDER_CANCELLED)
    .sort((a, b) => changedAt(b).localeCompare(changedAt(a)) || b.id - a.id)
    .map((order) => ({
      ...orderCard(order, 'Cancelado', 'cancelled'),
      cancelReason: order.motivo_cancelamento?.trim() || null,
    }))
    .filter((card) => !shownKeys.has(card.key));
}

/** A site order's id and the part of its value the customer's credit paid (`credito_usado`). */
export type OrderCredit = Pick<PedidoSite, 'id' | 'credito_usado'>;

/**
 * What the customer's credit paid of each booking that went ahead, by card key: a confirmed or done booking, or one
 * cancelled through a request (its refund then splits between the payment method and the credit). An itinerary's
 * credit is its order's (a PIX or credit payment links them); a booking from the messaging app, or one paid in
 * money only, is left out. Give the cards of orders that never went ahead (pending, lapsed) elsewhere: their credit
 * is still to be confirmed, or went back to the customer.
 */
export function creditPaidByCard(
  cards: readonly PurchaseCard[],
  orders: readonly OrderCredit[],
): Map<string, number> {
  const creditOf = new Map(orders.map((order) => [order.id, moneyFromColumn(order.credito_usado) ?? 0]));
  const paid = new Map<string, number>();
  for (const card of cards) {
    const credit = card.orderId === null ? 0 : (creditOf.get(card.orderId) ?? 0);
    if (credit > 0) paid.set(card.key, credit);
  }
  return paid;
}

/**
 * A refund of money a payment brought for an order it could not book (`payment_to_refund_id` set: a card session or
 * PIX charge paid after the order was cancelled). The customer reads their own refunds (RLS), not the payment row
 * that names the order: the refund names the paid session (`stripe_session_id`, which the order keeps) or the PIX
 * charge (`pix_charge_id`, whose `order_ids` the customer reads).
 */
export type PaymentRefund = Pick<
  Refund,
  | 'id'
  | 'payment_to_refund_id'
  | 'metodo'
  | 'valor'
  | 'status'
  | 'pago_em'
  | 'stripe_session_id'
  | 'pix_charge_id'
>;
/** A PIX charge's id and the orders it was for, as the customer reads them (their own charges). */
export type PixChargeOrders = { id: string; order_ids: number[] };

/**
 * Each cancelled order's payment refunds, by card key. A payment names several orders when it paid a cart: its
 * refunds (one per order, in the orders' order) go to the orders whose unpaid rest (`valor - credito_usado`, what the
 * payment charged for each) is their amount, then to those left, by id. A refund whose payment names no cancelled
 * order the customer reads (a PIX refund the operator paid at the bank no longer names its charge) is left out.
 */
export function paymentRefundsByCard(
  orders: readonly PedidoSite[],
  refunds: readonly PaymentRefund[],
  charges: readonly PixChargeOrders[],
): Map<string, PaymentRefund[]> {
  const cancelled = [...orders]
    .filter((order) => order.status === ORDER_CANCELLED)
    .sort((a, b) => a.id - b.id);
  const chargeOrders = new Map(charges.map((charge) => [charge.id, new Set(charge.order_ids)]));
  const paymentOf = (refund: PaymentRefund) => refund.stripe_session_id ?? refund.pix_charge_id;
  const ordersOf = (payment: string) =>
    cancelled.filter(
      (order) => order.stripe_session_id === payment || chargeOrders.get(payment)?.has(order.id) === true,
    );
  const byPayment = new Map<string, PaymentRefund[]>();
  for (const refund of refunds) {
    const payment = paymentOf(refund);
    if (refund.payment_to_refund_id === null || !payment) continue;
    byPayment.set(payment, [...(byPayment.get(payment) ?? []), refund]);
  }
  const byCard = new Map<string, PaymentRefund[]>();
  const give = (order: PedidoSite, refund: PaymentRefund) => {
    const key = bookingKey('pedido_site', order.id);
    byCard.set(key, [...(byCard.get(key) ?? []), refund]);
  };
  for (const [payment, paymentRefunds] of byPayment) {
    const candidates = ordersOf(payment);
    const waiting = [...paymentRefunds].sort(
      (a, b) => (a.payment_to_refund_id ?? 0) - (b.payment_to_refund_id ?? 0),
    );
    const charged = (order: PedidoSite) =>
      toCents(moneyFromColumn(order.valor) ?? 0) - toCents(moneyFromColumn(order.credito_usado) ?? 0);
    const left: PaymentRefund[] = [];
    for (const refund of waiting) {
      const index = candidates.findIndex(
        (order) => charged(order) === toCents(moneyFromColumn(refund.valor) ?? 0),
      );
      if (index < 0) left.push(refund);
      else give(candidates.splice(index, 1)[0]!, refund);
    }
    left.forEach((refund, index) => {
      const order = candidates[index];
      if (order) give(order, refund);
    });
  }
  return byCard;
}

/**
 * What a cancelled order's card says of money received after it was cancelled, worded as a booking's refund: the
 * payment, then where its refund stands ('Pagamento de R$ 130,00 recebido após o cancelamento' / 'Reembolso em
 * processamento').
 */
export function paymentRefundState(refund: PaymentRefund): Pick<ChangeState, 'label' | 'detail' | 'tone'> {
  const label = `Pagamento de ${formatBRL(moneyFromColumn(refund.valor) ?? 0)} recebido após o cancelamento`;
  if (refund.status === 'concluido') {
    const day = refund.pago_em ? ` em ${isoToBR(refund.pago_em)}` : '';
    const how = refund.metodo === 'cartao' ? 'estorno no cartão de crédito' : 'devolvido por PIX';
    return { label, detail: `Reembolso concluído${day}: ${how}`, tone: 'done' };
  }
  if (refund.status === 'falhou') {
    return {
      label,
      detail:
        'Reembolso não concluído: a equipe da Movie Tour vai falar com você pelo WhatsApp para combinar a devolução',
      tone: 'refused',
    };
  }
  return { label, detail: 'Reembolso em processamento', tone: 'open' };
}

/** A PIX checkout My Purchases offers to pay: its orders, their total and whether their hold ran out. */
export type PixCheckoutToPay = {
  txid: string;
  orderIds: number[];
  amount: number;
  /** The orders lapsed when their charge expired: paying means a new charge, if the seats are still free. */
  lapsed: boolean;
};

/**
 * The PIX checkouts the customer can pay from My Purchases (issue 29), one per transaction id, in the cards'
 * order: those waiting for payment, and those that lapsed unpaid whose tour is still ahead (`today` or later).
 * The database judges again whether they can be paid.
 */
export function pixCheckoutsToPay(cards: readonly PurchaseCard[], today: string): PixCheckoutToPay[] {
  const checkouts = new Map<string, PixCheckoutToPay & { values: number[] }>();
  for (const card of cards) {
    if (card.source !== 'pedido_site' || !card.pixTxid || card.value === null) continue;
    const pending = card.tone === 'pending';
    const lapsed =
      card.tone === 'cancelled' &&
      card.cancelReason === PIX_LAPSE_REASON &&
      card.date !== null &&
      card.date >= today;
    if (!pending && !lapsed) continue;
    const key = `${lapsed ? 'lapsed' : 'pending'}:${card.pixTxid}`;
    const checkout = checkouts.get(key) ?? {
      txid: card.pixTxid,
      orderIds: [],
      amount: 0,
      values: [],
      lapsed,
    };
    checkout.orderIds.push(card.id);
    checkout.values.push(card.value);
    checkouts.set(key, checkout);
  }
  return [...checkouts.values()].map(({ values, ...checkout }) => ({
    ...checkout,
    orderIds: [...checkout.orderIds].sort((a, b) => a - b),
    amount: sumMoney(values),
  }));
}

/** A booking a payment bought: its tour's title and day, as an order names them. */
export type BoughtTour = { tourName: string; date: string | null };

/**
 * The cart lines a payment made elsewhere (a PIX paid from My Purchases) bought: the same tour on the same day. The
 * cart empties of them as a bought cart does, and keeps anything else.
 */
export function cartLinesBought(lines: readonly CartLine[], bought: readonly BoughtTour[]): string[] {
  return lines.flatMap(({ id, bookingDetails }) => {
    const day = bookingDetails?.date;
    if (!isTourId(id) || !isValidDate(day)) return [];
    const date = toIsoDate(day);
    return bought.some((tour) => tour.tourName === tourTitles[id] && tour.date === date) ? [id] : [];
  });
}
