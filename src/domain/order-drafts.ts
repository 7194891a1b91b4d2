import { acceptsPets, tours } from './catalogue/tours.ts';
import { couponDiscountsCents, type CartCoupon } from './coupons.ts';
import { isValidDate, parseIsoDate, toIsoDate } from './dates.ts';
import { orderValuesWithPix } from './pix-discount.ts';
import { fromCents, sumMoney, toCents } from './money.ts';
import { ORDER_PENDING, PAYMENT_PIX, type PaymentType } from './orders.ts';
import { cartItemTotal } from './pricing.ts';
import type { CartItem } from './types.ts';

/** One pedido_site row to insert, before the database gives it an id. */
export type OrderDraft = {
  nome_passeio: string;
  data_passeio: string | null;
  qtd_adults: number;
  qtd_children: number;
  qtd_babies: number;
  qtd_pets: number;
  hotel_local: string;
  tipo_pagamento: PaymentType;
  status: typeof ORDER_PENDING;
  valor: number;
  /** The coupon code the customer applied, judged again by the database; null without one. */
  cupom: string | null;
};

/**
 * Each item's value after the coupon, in cents, and the coupon's discount per item (docs/coupons.md: gross →
 * coupon → PIX discount → credit). Without a coupon, or one that covers no item, nothing comes off.
 */
export function couponDiscountsOf(
  items: readonly CartItem[],
  coupon: CartCoupon | null | undefined,
): number[] {
  if (!coupon) return items.map(() => 0);
  return couponDiscountsCents(
    coupon,
    items.map((item, index) => ({
      grossCents: toCents(cartItemTotal(item)),
      eligible: coupon.eligible[index] === true,
    })),
  );
}

/**
 * One order per cart item. A coupon comes off each item it covers first; then, with PIX, each value carries an
 * even share of the PIX discount, and the values sum exactly to the amount charged; with a card each value is
 * the item's total after the coupon. `couponDiscount` is what the coupon gave in all.
 */
export function buildOrderDrafts(
  items: CartItem[],
  payment: PaymentType,
  coupon: CartCoupon | null = null,
): { drafts: OrderDraft[]; total: number; couponDiscount: number } {
  const adults = items[0]?.bookingDetails?.adults ?? 1;
  const couponCents = couponDiscountsOf(items, coupon);
  const pix = payment === PAYMENT_PIX ? orderValuesWithPix(items, adults, couponCents) : null;
  const values = pix
    ? pix.values
    : items.map((item, index) => fromCents(toCents(cartItemTotal(item)) - couponCents[index]!));
  const drafts = items.map((item, index): OrderDraft => {
    const details = item.bookingDetails;
    const date = details?.date;
    return {
      nome_passeio: item.title,
      data_passeio: isValidDate(date) ? toIsoDate(date) : null,
      qtd_adults: details?.adults ?? 1,
      qtd_children: details?.children ?? 0,
      qtd_babies: details?.babies ?? 0,
      // The cart's counts apply to every tour; a tour that takes no pets (spec §3) is booked without them.
      qtd_pets: acceptsPets(item) ? (details?.pets ?? 0) : 0,
      hotel_local: details?.hotel ?? '',
      tipo_pagamento: payment,
      status: ORDER_PENDING,
      valor: values[index] ?? 0,
      cupom: coupon ? coupon.codigo : null,
    };
  });
  const total = pix ? pix.total : sumMoney(values);
  return { drafts, total, couponDiscount: fromCents(couponCents.reduce((sum, cents) => sum + cents, 0)) };
}

/**
 * Drafts priced as one checkout of their own, as the database prices each insert: the PIX discount counts only
 * the orders inserted together. For the orders still to insert when others of the cart already exist (a second
 * attempt): a lone order left over gets no discount. Drafts of tours the catalogue does not know are left as
 * they are (the database refuses them with a message), and so are drafts with a coupon: which of them it covers
 * is the quote's to say, so the database judges them as they are.
 */
export function priceAsOwnCheckout(drafts: OrderDraft[]): OrderDraft[] {
  if (drafts.some((draft) => draft.cupom)) return drafts;
  const items: CartItem[] = [];
  for (const draft of drafts) {
    const tour = tours.find((candidate) => candidate.title === draft.nome_passeio);
    if (!tour) return drafts;
    items.push({
      ...tour,
      quantity: 1,
      bookingDetails: {
        date: draft.data_passeio ? parseIsoDate(draft.data_passeio) : null,
        hotel: draft.hotel_local,
        adults: draft.qtd_adults,
        children: draft.qtd_children,
        babies: draft.qtd_babies,
        pets: draft.qtd_pets,
      },
    });
  }
  const { drafts: priced } = buildOrderDrafts(items, drafts[0]?.tipo_pagamento ?? PAYMENT_PIX);
  return drafts.map((draft, index) => ({ ...draft, valor: priced[index]?.valor ?? draft.valor }));
}
