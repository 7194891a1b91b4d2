import Stripe from 'stripe';
import { providerRefundOf, type ProviderRefund } from './card-refunds.ts';
import { getEnv, requireEnv } from './env.ts';
import { stripeClient } from './stripe.ts';

// The seam between the shop and whoever issues its dynamic PIX charges (issue 29). The checkout and the webhook
// speak only these types; another PSP (Mercado Pago, Asaas, a bank's API Pix) is another PixProvider.

/** A charge's state, in the words of public.pix_charges.status. */
export type PixChargeState = 'aguardando' | 'pago' | 'expirado' | 'cancelado';

export type PixCharge = {
  id: string;
  state: PixChargeState;
  amountCents: number;
  /** The BR Code (copia e cola) the customer pays; empty once the charge shows no code any more. */
  brCode: string;
  expiresAt: Date;
  /** The provider's page that pays or expires the charge without money, in test mode only. */
  testPageUrl: string | null;
};

export type PixChargeRequest = {
  amountCents: number;
  /** What the charge pays, for the provider's dashboard and metadata (the checkout's transaction id). */
  reference: string;
  description: string;
  expiresInSeconds: number;
  /** The same key gives the same charge (a double click, a retried request). */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type PixRefundRequest = {
  chargeId: string;
  /** Part of what the charge received; absent: all that remains. */
  amountCents?: number;
  /** The same key gives the same refund (a retry after a lost answer); a new attempt has a new key. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type PixRefund = ProviderRefund;

/** What a provider's event means for a charge; null for an event about anything else. */
export type PixEvent = {
  kind: 'paid' | 'expired' | 'canceled';
  chargeId: string;
  eventId: string;
  type: string;
};

export class PixSignatureError extends Error {}

export interface PixProvider {
  /** public.pix_charges.provider */
  readonly name: string;
  createCharge(request: PixChargeRequest): Promise<PixCharge>;
  readCharge(id: string): Promise<PixCharge>;
  /** Cancels a charge that is still payable; one that is not any more is left as it stands. */
  cancelCharge(id: string): Promise<void>;
  /** Sends money of a paid charge back to the payer, partly or fully. */
  refund(request: PixRefundRequest): Promise<PixRefund>;
  /** Verifies a webhook request's signature (PixSignatureError) and reads what it says about a charge. */
  readEvent(payload: string, headers: Headers): Promise<PixEvent | null>;
}

/** The code Stripe gives a PIX attempt that expired unpaid (payment_intent.payment_failed). */
const expiredCode = 'payment_intent_payment_attempt_expired';

function stateOf(intent: Stripe.PaymentIntent): PixChargeState {
  if (intent.status === 'succeeded') return 'pago';
  if (intent.status === 'canceled') return 'cancelado';
  if (intent.status === 'requires_payment_method' && intent.last_payment_error?.code === expiredCode)
    return 'expirado';
  return 'aguardando';
}

/** True where no money moves: the embedded backend's provider, or a Stripe test key. */
const stripeTestMode = () => {
  const key = getEnv('STRIPE_SECRET_KEY');
  return !key || key.startsWith('sk_test_') || key.startsWith('rk_test_');
};

/** A PaymentIntent as a charge; one that is waiting without a code (not confirmed) counts as expired. */
export function chargeOfIntent(intent: Stripe.PaymentIntent, testMode = stripeTestMode()): PixCharge {
  const qr = intent.next_action?.pix_display_qr_code;
  const state = stateOf(intent);
  return {
    id: intent.id,
    state: state === 'aguardando' && !qr?.data ? 'expirado' : state,
    amountCents: intent.amount,
    brCode: qr?.data ?? '',
    expiresAt: new Date((qr?.expires_at ?? intent.created) * 1000),
    testPageUrl: testMode ? (qr?.hosted_instructions_url ?? null) : null,
  };
}

/** A verified Stripe event as a PIX event: only PaymentIntents for PIX, and only what ends a charge. */
export function pixEventOfStripe(event: Stripe.Event): PixEvent | null {
  if (!event.type.startsWith('payment_intent.')) return null;
  const intent = event.data.object as Stripe.PaymentIntent;
  if (intent.object !== 'payment_intent' || typeof intent.id !== 'string') return null;
  if (!(intent.payment_method_types ?? []).includes('pix')) return null;
  const base = { chargeId: intent.id, eventId: event.id, type: event.type };
  if (event.type === 'payment_intent.succeeded') return { kind: 'paid', ...base };
  if (event.type === 'payment_intent.canceled') return { kind: 'canceled', ...base };
  if (event.type === 'payment_intent.payment_failed' && intent.last_payment_error?.code === expiredCode)
    return { kind: 'expired', ...base };
  return null;
}

const isInvalidRequest = (error: unknown) =>
  error instanceof Error && 'type' in error && error.type === 'StripeInvalidRequestError';

/** Stripe's PIX: PaymentIntents confirmed at once with payment_method_data[type]=pix. */
export function stripePixProvider(stripe: Stripe = stripeClient()): PixProvider {
  return {
    name: 'stripe',
    async createCharge(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'brl',
          // The API version stripe-node pins names it so (payment_method_types is refused there).
          allowed_payment_method_types: ['pix'],
          confirm: true,
          payment_method_data: { type: 'pix' },
          payment_method_options: { pix: { expires_after_seconds: request.expiresInSeconds } },
          description: request.description,
          metadata: { ...request.metadata, reference: request.reference },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return chargeOfIntent(intent);
    },
    async readCharge(id) {
      return chargeOfIntent(await stripe.paymentIntents.retrieve(id));
    },
    async cancelCharge(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (error) {
        // Paid or cancelled meanwhile: the webhook says which.
        if (!isInvalidRequest(error)) throw error;
      }
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.chargeId,
          ...(request.amountCents === undefined ? {} : { amount: request.amountCents }),
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return providerRefundOf(refund);
    },
    async readEvent(payload, headers) {
      let event: Stripe.Event;
      try {
        event = await Stripe.webhooks.constructEventAsync(
          payload,
          headers.get('Stripe-Signature') ?? '',
          requireEnv('STRIPE_WEBHOOK_SECRET'),
          undefined,
          Stripe.createSubtleCryptoProvider(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new PixSignatureError(error.message);
        throw error;
      }
      return pixEventOfStripe(event);
    },
  };
}

/** The provider of PIX_MODE=stripe (the only one so far). */
export const pixProvider = (): PixProvider => stripePixProvider();
