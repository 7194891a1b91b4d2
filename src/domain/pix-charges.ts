// PIX charges at the payment provider (issue 29), as the operator sees them: a checkout with a charge confirms
// itself, and its state reads 'Aguardando', 'Pago às 14:32' or 'Expirado'. Pure: the console fetches, this decides.
import { dayInSaoPaulo } from './calendar-days.ts';
import { formatSaoPauloDateTime } from './departures.ts';
import type { Tables } from '../types/database.ts';

/** A pix_charges row as the console reads it. */
export type CheckoutPixCharge = Pick<
  Tables<'pix_charges'>,
  'id' | 'id_cliente' | 'pix_txid' | 'order_ids' | 'status' | 'expires_at' | 'paid_at' | 'created_at'
>;

export type PixChargeStateKind = 'aguardando' | 'pago' | 'expirado' | 'cancelado';

/** Where a checkout's automatic charge stands: a short label and, while it waits, when it expires. */
export type PixChargeState = { kind: PixChargeStateKind; label: string; detail: string | null };

/** `às 14:32` on `now`'s day in São Paulo, `em 25/11 às 23:50` on another. */
export function saoPauloMoment(iso: string, now: Date): string {
  const [date = '', time = ''] = formatSaoPauloDateTime(iso).split(' às ');
  return dayInSaoPaulo(new Date(iso)) === dayInSaoPaulo(now)
    ? `às ${time}`
    : `em ${date.slice(0, 5)} às ${time}`;
}

const newest = (charges: readonly CheckoutPixCharge[]) =>
  charges.reduce<CheckoutPixCharge | undefined>(
    (latest, charge) => (!latest || charge.created_at > latest.created_at ? charge : latest),
    undefined,
  );

/**
 * The state of a checkout paid or payable through the provider, from all its charges; null when it has none (the
 * static key: the operator confirms it by hand). A paid charge decides it, then a live one (expired once its time
 * is up, even before the provider's webhook says so), then the newest: replaced charges are 'cancelado' too.
 */
export function pixChargeState(charges: readonly CheckoutPixCharge[], now: Date): PixChargeState | null {
  const paid = newest(charges.filter((charge) => charge.status === 'pago' && charge.paid_at));
  if (paid?.paid_at) {
    return { kind: 'pago', label: `Pago ${saoPauloMoment(paid.paid_at, now)}`, detail: null };
  }
  const live = newest(charges.filter((charge) => charge.status === 'aguardando'));
  if (live && Date.parse(live.expires_at) > now.getTime()) {
    return {
      kind: 'aguardando',
      label: 'Aguardando',
      detail: `expira ${saoPauloMoment(live.expires_at, now)}`,
    };
  }
  const last = newest(charges);
  if (!last) return null;
  if (last.status === 'cancelado') return { kind: 'cancelado', label: 'Cancelado', detail: null };
  return { kind: 'expirado', label: 'Expirado', detail: null };
}

/** Each checkout with the charges made for it (same customer, same transaction id), none for a static-key one. */
export function withPixCharges<Checkout extends { idCliente: number; txid: string }>(
  checkouts: readonly Checkout[],
  charges: readonly CheckoutPixCharge[],
): (Checkout & { charges: CheckoutPixCharge[] })[] {
  const byCheckout = new Map<string, CheckoutPixCharge[]>();
  for (const charge of charges) {
    const key = `${charge.id_cliente}:${charge.pix_txid}`;
    byCheckout.set(key, [...(byCheckout.get(key) ?? []), charge]);
  }
  return checkouts.map((checkout) => ({
    ...checkout,
    charges: byCheckout.get(`${checkout.idCliente}:${checkout.txid}`) ?? [],
  }));
}

const lastPaidAt = (charges: readonly CheckoutPixCharge[]) =>
  charges.reduce(
    (latest, charge) => (charge.paid_at && charge.paid_at > latest ? charge.paid_at : latest),
    '',
  );

/** Checkouts with the newest payment first, for the list of those the provider confirmed. */
export function newestPaymentFirst<Checkout extends { charges: readonly CheckoutPixCharge[] }>(
  checkouts: readonly Checkout[],
): Checkout[] {
  return [...checkouts].sort((a, b) => lastPaidAt(b.charges).localeCompare(lastPaidAt(a.charges)));
}
