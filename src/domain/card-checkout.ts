// The card checkout's request (spec call 18) and what it charges: every item is checked against the catalogue and
// its order, and each order is charged what the database holds for it less the credit it took (issue 31), so a
// client-sent amount is only ever compared, never charged.
import { isIsoDay } from './calendar-days.ts';
import { getTourById, tours } from './catalogue/tours.ts';
import { formatBRL, fromCents, toCents } from './money.ts';
import { MAX_PENDING_ORDERS, partyWithinLimits } from './order-limits.ts';
import { orderValue } from './pricing.ts';
import { ORDER_PENDING, PAYMENT_CARD, type PedidoSite } from './orders.ts';
import { weekdayOrder } from './weekdays.ts';

export type CardCheckoutItem = {
  orderId: number;
  tourId: string;
  /** YYYY-MM-DD or null */
  date: string | null;
  adults: number;
  children: number;
  babies: number;
  pets: number;
  /** Cart quantity (normally 1): the order's value is the party's value times this. */
  quantity: number;
};

export type CardCheckoutRequest = { amount: number; items: CardCheckoutItem[]; userEmail: string | null };

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/** Paying later from My Purchases may take every pending order at once. */
const MAX_CHECKOUT_ITEMS = MAX_PENDING_ORDERS;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number => typeof value === 'number';

function parseItem(raw: unknown, index: number): Result<CardCheckoutItem> {
  const where = `Item ${index + 1}`;
  if (!isRecord(raw)) return { ok: false, message: `${where}: formato inválido.` };
  const { orderId, tourId, date, adults, children, babies, pets, quantity = 1 } = raw;
  if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId) || orderId < 1) {
    return { ok: false, message: `${where}: pedido inválido.` };
  }
  if (typeof tourId !== 'string' || tourId.length === 0 || tourId.length > 100) {
    return { ok: false, message: `${where}: passeio inválido.` };
  }
  if (date !== null && (typeof date !== 'string' || !isIsoDay(date))) {
    return { ok: false, message: `${where}: data inválida.` };
  }
  if (
    !isNumber(adults) ||
    !isNumber(children) ||
    !isNumber(babies) ||
    !isNumber(pets) ||
    !partyWithinLimits({ adults, children, babies, pets })
  ) {
    return { ok: false, message: `${where}: quantidade de pessoas inválida.` };
  }
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 10) {
    return { ok: false, message: `${where}: quantidade inválida.` };
  }
  return {
    ok: true,
    value: {
      orderId,
      tourId,
      date: date as string | null,
      adults,
      children,
      babies,
      pets,
      quantity,
    },
  };
}

/** Checks the body `{amount, items, userEmail}` shape by shape, with a Portuguese message for the first problem. */
export function parseCardCheckoutRequest(body: unknown): Result<CardCheckoutRequest> {
  if (!isRecord(body)) return { ok: false, message: 'Corpo da requisição inválido.' };
  const { amount, items, userEmail } = body;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1_000_000) {
    return { ok: false, message: 'Valor inválido.' };
  }
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_CHECKOUT_ITEMS) {
    return { ok: false, message: `Informe de 1 a ${MAX_CHECKOUT_ITEMS} passeios.` };
  }
  if (
    userEmail !== undefined &&
    userEmail !== null &&
    (typeof userEmail !== 'string' || userEmail.length > 320)
  ) {
    return { ok: false, message: 'Email inválido.' };
  }
  const parsed: CardCheckoutItem[] = [];
  for (const [index, raw] of items.entries()) {
    const item = parseItem(raw, index);
    if (!item.ok) return item;
    parsed.push(item.value);
  }
  if (new Set(parsed.map((item) => item.orderId)).size !== parsed.length) {
    return { ok: false, message: 'Pedido repetido na lista.' };
  }
  return {
    ok: true,
    value: { amount, items: parsed, userEmail: (userEmail as string | null | undefined) ?? null },
  };
}

/** The day of the week of a YYYY-MM-DD day. */
const weekdayOfIsoDay = (day: string) => weekdayOrder[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

/** An item the catalogue knows, with its tour's title. */
export type CheckedItem = { item: CardCheckoutItem; title: string };

/**
 * Every item checked against the catalogue: tours that do not exist, an item without a date or dated before
 * `today` (São Paulo, YYYY-MM-DD; an order dated 2020-01-01 was once charged) and days the tour does not run are
 * refused. What each costs is the database's, not the item's (cardChargeLines).
 */
export function checkCardItems(request: CardCheckoutRequest, today: string): Result<CheckedItem[]> {
  const checked: CheckedItem[] = [];
  for (const item of request.items) {
    const tour = getTourById(item.tourId);
    if (!tour) return { ok: false, message: 'Passeio não encontrado' };
    if (!item.date) return { ok: false, message: `Escolha a data do passeio "${tour.title}".` };
    if (item.date < today) return { ok: false, message: `A data do passeio "${tour.title}" já passou.` };
    if (!tour.availableDays.includes(weekdayOfIsoDay(item.date))) {
      return { ok: false, message: `O passeio "${tour.title}" não acontece na data escolhida.` };
    }
    checked.push({ item, title: tour.title });
  }
  return { ok: true, value: checked };
}

/** The order row as the card checkout reads it: what the database judged and what the credit took. */
export type CardOrder = {
  id: number;
  nome_passeio: string;
  valor: number | string;
  credito_usado?: number | string | null;
  data_passeio: string | null;
  qtd_adults: number;
  qtd_children: number;
  qtd_babies: number;
  qtd_pets: number;
};

/** The order row the customer created for an item must be that item: the same tour, day and party. */
export function orderMatchesItem(order: CardOrder, { item, title }: CheckedItem): boolean {
  return (
    order.nome_passeio === title &&
    (order.data_passeio ?? null) === item.date &&
    order.qtd_adults === item.adults &&
    order.qtd_children === item.children &&
    order.qtd_babies === item.babies &&
    order.qtd_pets === item.pets
  );
}

/** One line of the Checkout Session: an order, what is left to pay of it, its tour and day. */
export type ChargeLine = { orderId: number; title: string; description: string | null; cents: number };

/** 'Data: 22/06/2099', the line's description on the provider's page. */
export const chargeDescription = (date: string | null) =>
  date ? `Data: ${date.split('-').reverse().join('/')}` : null;

/**
 * What the card pays (issue 31): per order, the database's value (after coupon) less the credit it took, in
 * cents; the request's amount must be their sum. A checkout the credit pays entirely has nothing to charge.
 */
export function cardChargeLines(
  request: CardCheckoutRequest,
  checked: CheckedItem[],
  orders: ReadonlyMap<number, CardOrder>,
): Result<{ lines: ChargeLine[]; totalCents: number }> {
  const lines: ChargeLine[] = [];
  for (const { item, title } of checked) {
    const order = orders.get(item.orderId);
    if (!order) return { ok: false, message: `Pedido ${item.orderId} não encontrado.` };
    const cents = toCents(Number(order.valor)) - toCents(Number(order.credito_usado ?? 0));
    lines.push({ orderId: order.id, title, description: chargeDescription(order.data_passeio), cents });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  if (totalCents <= 0) {
    return { ok: false, message: 'Seu crédito cobre toda a compra: confirme sem pagamento.' };
  }
  if (toCents(request.amount) !== totalCents) {
    return {
      ok: false,
      message: `O valor informado (${formatBRL(request.amount)}) não confere com o valor a pagar (${formatBRL(fromCents(totalCents))}).`,
    };
  }
  return { ok: true, value: { lines, totalCents } };
}

/**
 * A pending card order as a checkout item, to pay it later (a cancelled or abandoned card payment): only for
 * tours still in the catalogue and days not yet past. Null otherwise. The session charges the order's value as the
 * database holds it (a coupon's included), so the quantity is only what the value says when it is a whole number
 * of parties, else 1.
 */
export function cardCheckoutItemForOrder(order: PedidoSite, today: string): CardCheckoutItem | null {
  if (order.status !== ORDER_PENDING || order.tipo_pagamento !== PAYMENT_CARD) return null;
  if (!order.data_passeio || !isIsoDay(order.data_passeio) || order.data_passeio < today) return null;
  const tour = tours.find((candidate) => candidate.title === order.nome_passeio);
  if (!tour) return null;
  const party = { adults: order.qtd_adults, children: order.qtd_children, babies: order.qtd_babies };
  const unitCents = toCents(orderValue(tour, party));
  const valueCents = toCents(Number(order.valor));
  const parties = unitCents > 0 ? valueCents / unitCents : 0;
  const quantity = Number.isInteger(parties) && parties >= 1 && parties <= 10 ? parties : 1;
  return {
    orderId: Number(order.id),
    tourId: tour.id,
    date: order.data_passeio,
    adults: order.qtd_adults,
    children: order.qtd_children,
    babies: order.qtd_babies,
    pets: order.qtd_pets,
    quantity,
  };
}
