import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { orderIdsOf } from './stripe.ts';

export type Confirmation = { duplicate: boolean; paidOrderIds: number[] };

/**
 * Marks paid the orders a paid provider session was created for (its metadata), once: an unpaid session
 * changes nothing, and a webhook event seen before changes nothing.
 */
export async function confirmCardPayment(
  db: SupabaseClient,
  session: Pick<Stripe.Checkout.Session, 'id' | 'metadata' | 'payment_status'>,
  event?: { id: string; type: string },
): Promise<Confirmation> {
  if (session.payment_status !== 'paid') return { duplicate: false, paidOrderIds: [] };
  const { data, error } = await db.rpc('confirm_card_payment', {
    p_session_id: session.id,
    p_order_ids: orderIdsOf(session),
    p_event_id: event?.id ?? null,
    p_event_type: event?.type ?? null,
  });
  if (error) throw new Error(`confirm_card_payment failed: ${error.message}`);
  const row = (data as { duplicate: boolean; paid_order_ids: (number | string)[] }[])[0];
  return { duplicate: row?.duplicate ?? false, paidOrderIds: (row?.paid_order_ids ?? []).map(Number) };
}
