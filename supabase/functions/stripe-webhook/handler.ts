import Stripe from 'stripe';
import { errorResponse, jsonResponse } from '../_shared/cors.ts';
import { requireEnv } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import { confirmCardPayment } from '../_shared/payments.ts';
import { serviceClient } from '../_shared/supabase.ts';

const paymentEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const maxBodyBytes = 256 * 1024;

/**
 * Stripe's webhook: only events signed with STRIPE_WEBHOOK_SECRET are read; a paid checkout session marks its
 * own orders paid, and an event processed before (Stripe retries) changes nothing. Deployed without JWT
 * verification: the signature is the authentication.
 */
export const handler = guarded('stripe-webhook', async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
  const signature = req.headers.get('Stripe-Signature');
  if (!signature) return errorResponse(400, 'missing_signature', 'Stripe-Signature header missing.');
  const payload = await req.text();
  if (payload.length > maxBodyBytes)
    return errorResponse(413, 'payload_too_large', 'Webhook body too large.');
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      requireEnv('STRIPE_WEBHOOK_SECRET'),
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      return errorResponse(400, 'invalid_signature', 'Webhook signature verification failed.');
    }
    throw error;
  }
  if (!paymentEvents.has(event.type)) return jsonResponse({ received: true, ignored: event.type });
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return jsonResponse({ received: true, paid: [] });
  const result = await confirmCardPayment(serviceClient(), session, { id: event.id, type: event.type });
  return jsonResponse({ received: true, duplicate: result.duplicate, paid: result.paidOrderIds });
});
