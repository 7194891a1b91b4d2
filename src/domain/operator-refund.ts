// The operator's side of a refund (issue 18): the amount accepted for a cancellation, checked against what the
// customer paid and the policy's proposal, and the PIX transfer that pays it. Money compared in whole cents.
import { isIsoDay } from './calendar-days.ts';
import { formatBRL, fromCents, toCents } from './money.ts';
import { parseAmount } from './operator.ts';

/** '162,00', '1.380,50': a value as the operator's amount field shows it. */
export const amountText = (value: number) => formatBRL(value).replace(/^R\$\s/, '');

/** Whether the typed amount is a cent or more away from the policy's proposal. */
export function isAdjusted(amount: string, proposed: number): boolean {
  const value = parseAmount(amount);
  return value !== null && toCents(value) !== toCents(proposed);
}

export type RefundAmountCheck =
  { ok: true; refund: number } | { ok: false; field: 'amount' | 'adjust'; message: string };

/**
 * The refund (or credit) the operator accepts: from R$ 0,00 up to what was paid, in whole cents; an amount other
 * than the policy's proposal needs the reason for the adjustment (the database refuses it without one).
 */
export function checkRefundAmount(
  amount: string,
  adjustReason: string,
  { paid, proposed }: { paid: number; proposed: number },
): RefundAmountCheck {
  const value = parseAmount(amount);
  if (value === null || toCents(value) > toCents(paid)) {
    return { ok: false, field: 'amount', message: `Informe um valor de R$ 0,00 até ${formatBRL(paid)}.` };
  }
  const refund = fromCents(toCents(value));
  if (toCents(refund) !== toCents(proposed) && adjustReason.trim().length < 3) {
    return {
      ok: false,
      field: 'adjust',
      message: 'Informe o motivo de mudar o valor proposto pela política.',
    };
  }
  return { ok: true, refund };
}

export type PixRefundErrors = { paidOn?: string; e2e?: string };

/**
 * A PIX refund paid: the day it left (YYYY-MM-DD, `today` in São Paulo or before, as admin_record_pix_refund
 * requires) and, if the bank shows one, its end-to-end id.
 */
export function checkPixRefund({
  paidOn,
  e2e,
  today,
}: {
  paidOn: string;
  e2e: string;
  today: string;
}): PixRefundErrors {
  if (!isIsoDay(paidOn)) return { paidOn: 'Informe a data do PIX.' };
  if (paidOn > today) return { paidOn: 'Informe a data em que o PIX foi pago (hoje ou antes).' };
  if (e2e.trim() && !/^[A-Za-z0-9]{1,64}$/.test(e2e.trim())) {
    return { e2e: 'O identificador tem só letras e números (até 64).' };
  }
  return {};
}
