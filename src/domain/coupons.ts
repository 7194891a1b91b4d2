// Coupons (issue 31): the arithmetic the database repeats in coupon_discounts() and check_new_orders()
// (20261128000200_coupons.sql), the cart's quote as the database answers it, and the operator's form.
// docs/coupons.md says how a coupon, the PIX discount and the credit combine.
import { COUPON_CODE_PATTERN, normalizeCouponCode } from './coupon-code.ts';
import { peopleCount } from './pricing.ts';
import type { CartItem } from './types.ts';

export const MAX_COUPON_AMOUNT = 10_000;

/** The database's refusals, word for word (quote_coupon and the checkout). */
export const couponRefusals = {
  notFound: 'Cupom não encontrado',
  expired: 'Cupom expirado',
  notYetValid: 'Cupom ainda não é válido',
  notEligible: 'Cupom não vale para este passeio',
  exhausted: 'Cupom esgotado',
} as const;

export type CouponRule =
  | { codigo: string; tipo: 'percentual'; percentual: number }
  | { codigo: string; tipo: 'valor'; valor: number };

/** A coupon applied to a cart: its rule and, per cart line in cart order, whether the coupon covers it. */
export type CartCoupon = CouponRule & { eligible: boolean[] };

/** quote_coupon()'s answer (amounts in cents), or its refusal in the customer's words ('Cupom expirado'). */
export type CouponQuote =
  | {
      codigo: string;
      tipo: 'percentual' | 'valor';
      percentual: number | null;
      valor: number | null;
      linhas: { elegivel: boolean; desconto: number }[];
    }
  | { recusa: string };

/** The refusal a quote answers ('Cupom esgotado'), or null when it quotes the coupon. */
export function couponRefusalOf(quote: unknown): string | null {
  if (typeof quote !== 'object' || quote === null || !('recusa' in quote)) return null;
  return typeof quote.recusa === 'string' && quote.recusa.trim() !== '' ? quote.recusa : null;
}

/** The quote as the cart uses it; null for an answer of another shape. */
export function cartCouponOf(quote: unknown): CartCoupon | null {
  if (typeof quote !== 'object' || quote === null) return null;
  const { codigo, tipo, percentual, valor, linhas } = quote as Partial<
    Extract<CouponQuote, { codigo: string }>
  >;
  if (typeof codigo !== 'string' || !Array.isArray(linhas)) return null;
  const eligible = linhas.map((line) => line?.elegivel === true);
  if (tipo === 'percentual' && typeof percentual === 'number') return { codigo, tipo, percentual, eligible };
  if (tipo === 'valor' && valor !== null && valor !== undefined && Number.isFinite(Number(valor))) {
    return { codigo, tipo, valor: Number(valor), eligible };
  }
  return null;
}

/** A cart line the coupon may cover: its tour among the coupon's (null: every tour) and a party big enough. */
export function isEligibleLine(
  coupon: { passeios: readonly string[] | null; minPessoas: number },
  item: Pick<CartItem, 'title' | 'bookingDetails'>,
): boolean {
  const { adults = 1, children = 0, babies = 0 } = item.bookingDetails ?? {};
  return (
    (coupon.passeios === null || coupon.passeios.includes(item.title)) &&
    peopleCount({ adults, children, babies }) >= coupon.minPessoas
  );
}

/**
 * Each line's discount in whole cents, lines in cart order. A percentage gives every eligible line
 * round-half-up(gross × pct / 100); a fixed amount is one per checkout, taken from the eligible lines in order,
 * never more than a line's gross. Lines the coupon does not cover get 0.
 */
export function couponDiscountsCents(
  rule: CouponRule,
  lines: readonly { grossCents: number; eligible: boolean }[],
): number[] {
  let left = rule.tipo === 'valor' ? Math.round(rule.valor * 100) : 0;
  return lines.map(({ grossCents, eligible }) => {
    if (!eligible) return 0;
    if (rule.tipo === 'percentual') return Math.round((grossCents * rule.percentual) / 100);
    const take = Math.min(left, grossCents);
    left -= take;
    return take;
  });
}

/** 'Cupom INVERNO10: -R$ 30,00' is written by the summary; this is the rule in words: '10%' or 'R$ 50,00'. */
export const couponRuleLabel = (rule: CouponRule, formatMoney: (value: number) => string) =>
  rule.tipo === 'percentual' ? `${rule.percentual}%` : formatMoney(rule.valor);

/** A code the customer typed that cannot be one, in the database's words, so the cart need not ask. */
export const typedCodeProblem = (typed: string): string | null =>
  COUPON_CODE_PATTERN.test(normalizeCouponCode(typed)) ? null : couponRefusals.notFound;
