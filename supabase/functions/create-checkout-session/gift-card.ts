import type Stripe from 'stripe';
import { formatBRL } from '../../../src/domain/money.ts';
import { jsonResponse } from '../_shared/cors.ts';
import { giftCardRefusal } from '../_shared/gift-card-request.ts';
import { callerClientId, type serviceClient } from '../_shared/supabase.ts';

type Db = ReturnType<typeof serviceClient>;

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
  const clientId = await callerClientId(db, userId);
  if (clientId instanceof Response) return clientId;
  const { data: amounts, error } = await db.rpc('gift_card_payment_amount', {
    p_id_cliente: clientId,
    p_id: giftCardId,
    p_tipo: 'Cartão(Stripe)',
  });
  if (error) {
    const refused = giftCardRefusal(error);
    if (refused) return refused;
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
