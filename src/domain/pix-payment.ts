// The customer's side of an automatic PIX charge (issue 29): what the PIX dialog shows while it waits, from the
// charge's row (public.pix_charges, read by its owner) and the page's clock.
import type { Tables } from '../types/database.ts';

/** Table pix_charges: one charge created at the payment provider for a checkout's pending PIX orders. */
export type PixChargeRow = Tables<'pix_charges'>;

/** How the shop asks for a PIX payment: a provider's dynamic charge, or the static key confirmed by hand. */
export type PixPayment =
  | {
      kind: 'charge';
      chargeId: string;
      /** The BR Code (copia e cola) of this charge: the QR encodes it. */
      brCode: string;
      /** BRL, as the database priced the orders. */
      amount: number;
      expiresAt: string;
      /** The local provider's page that pays or expires the charge; null with real money. */
      testPageUrl: string | null;
      txid: string;
    }
  | { kind: 'static'; amount: number; txid: string };

/** What the dialog says about a charge. */
export type PixChargePhase = 'waiting' | 'paid' | 'expired';

/**
 * The charge's phase: paid once the database says so; expired when the provider said so, when the database
 * replaced or cancelled it, or when the clock passed its expiry before the provider's word arrived.
 */
export function pixChargePhase(
  row: Pick<PixChargeRow, 'status' | 'expires_at'> | null | undefined,
  expiresAt: string,
  now: number,
): PixChargePhase {
  if (row?.status === 'pago') return 'paid';
  if (row && row.status !== 'aguardando') return 'expired';
  const end = Date.parse(row?.expires_at ?? expiresAt);
  return Number.isFinite(end) && end > now ? 'waiting' : 'expired';
}

/** The time left as 'mm:ss' (rounded up to the second, never below 00:00; hours fold into the minutes). */
export function pixTimeLeft(expiresAt: string, now: number): string {
  const end = Date.parse(expiresAt);
  const seconds = Number.isFinite(end) ? Math.max(0, Math.ceil((end - now) / 1000)) : 0;
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
