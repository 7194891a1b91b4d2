import type Stripe from 'stripe';
import { formatBRL } from '../../../src/domain/money.ts';
import { errorResponse, jsonResponse } from '../_shared/cors.ts';
import type { serviceClient } from '../_shared/supabase.ts';

type Db = ReturnType<typeof serviceClient>;

/** `{ giftCardId }`: the id of a gift card to pay by card (issue 31); null when the body names none. */
export function parseGiftCardRequest(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const id = (body as { giftCardId?: unknown }).giftCardId;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
}

const refusals: Record<string, [number, string]> = {
  'gift_card: not_found': [404, 'gift_card_not_found'],
  'gift_card: paid': [409, 'already_paid'],
  'gift_card: not_payable': [409, 'gift_card_not_payable'],
  'gift_card: amount': [409, 'amount_mismatch'],
};

/**
 * A gift card's Checkout Session (decisions/2026-11-26-gift-cards-paid-like-orders.md): one line of the card's
 * amount from the database, the card's id in the metadata and in stripe_checkout_sessions, no orders. The webhook
 * confirms it like any session, and the database then marks the card paid.
 */
export async function giftCardSession(
  stripe: Stripe,
  db: Db,
  userId: string,
  email: string | undefined,
  site: string,
  giftCardId: number,
): Promise<Response> {
  const { data: client, error: clientError } = await db
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', userId)
    .maybeSingle();
  if (clientError) throw new Error(clientError.message);
  if (!client)
    return errorResponse(403, 'client_not_found', 'Cliente não identificado. Faça login novamente.');
  const clientId = client.id_cliente;
  const { data: amounts, error } = await db.rpc('gift_card_payment_amount', {
    p_id_cliente: clientId,
    p_id: giftCardId,
    p_tipo: 'Cartão(Stripe)',
  });
  if (error) {
    const known = refusals[error.details ?? ''];
    if (known) return errorResponse(known[0], known[1], error.message);
    throw new Error(`gift_card_payment_amount failed: ${error.message}`);
  }
  const amountCents = amounts[0]?.amount_cents ?? 0;
  if (!amountCents) throw new Error('gift_card_payment_amount answered no amount');

  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'brl',
            unit_amount: amountCents,
            product_data: { name: `Vale-presente Movie Tour ${formatBRL(amountCents / 100)}` },
          },
        },
      ],
      customer_email: email,
      client_reference_id: String(clientId),
      metadata: { id_vale_presente: String(giftCardId), id_cliente: String(clientId) },
      success_url: `${site}/vale-presente?pagamento=${giftCardId}`,
      cancel_url: `${site}/vale-presente`,
    },
    { idempotencyKey: `gift-card-${giftCardId}-${amountCents}-${Date.now()}` },
  );
  if (!session.url) throw new Error('Checkout Session without a URL');
  const { error: recordError } = await db.rpc('open_gift_card_session', {
    p_session_id: session.id,
    p_id_cliente: clientId,
    p_id: giftCardId,
    p_amount_cents: amountCents,
  });
  if (recordError) throw new Error(`open_gift_card_session failed: ${recordError.message}`);
  return jsonResponse({ sessionId: session.id, url: session.url });
}
