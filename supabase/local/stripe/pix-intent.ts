import { buildDynamicPixPayload } from '../../../src/domain/br-code.ts';
import { chargeIdOf } from './refunds.ts';
import { randomId } from './responses.ts';

// A PaymentIntent for PIX as the API version stripe-node pins renders it, and the moves of its life: confirmed
// (its QR code shown), paid, expired (back to requires_payment_method, as Stripe does with an unpaid Pix), canceled.

type PixDisplayQrCode = {
  data: string;
  expires_at: number;
  hosted_instructions_url: string;
  image_url_png: string;
  image_url_svg: string;
};

export type PixIntent = {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: ['pix'];
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: null;
  canceled_at: number | null;
  cancellation_reason: 'abandoned' | 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: 'brl';
  customer: null;
  customer_account: null;
  description: string | null;
  excluded_payment_method_types: null;
  last_payment_error: { code: string; message: string; type: 'invalid_request_error' } | null;
  latest_charge: string | null;
  livemode: false;
  managed_payments: null;
  metadata: Record<string, string>;
  next_action: { type: 'pix_display_qr_code'; pix_display_qr_code: PixDisplayQrCode } | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: {
    pix: { amount_includes_iof: 'never'; expires_after_seconds: number | null; expires_at: number | null };
  };
  payment_method_types: ['pix'];
  payment_record: null;
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: null;
  shipping: null;
  source: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  transfer_data: null;
  transfer_group: null;
};

export type PixIntentParams = {
  amount: number;
  description: string | null;
  metadata: Record<string, string>;
  receiptEmail: string | null;
  /** Exactly one of the two is set: Stripe's expiry options are mutually exclusive. */
  expiresAfterSeconds: number | null;
  expiresAt: number | null;
};

/** The merchant the local provider's BR Codes name (a real PSP writes the account holder's). */
const merchant = { name: 'Movie Tour', city: 'Campos do Jordao' };

export function newPixIntent(params: PixIntentParams, now: number): PixIntent {
  const id = randomId('pi_local');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: ['pix'],
    amount: params.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomId('x').slice(2)}`,
    confirmation_method: 'automatic',
    created: now,
    currency: 'brl',
    customer: null,
    customer_account: null,
    description: params.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: params.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      pix: {
        amount_includes_iof: 'never',
        expires_after_seconds: params.expiresAfterSeconds,
        expires_at: params.expiresAt,
      },
    },
    payment_method_types: ['pix'],
    payment_record: null,
    processing: null,
    receipt_email: params.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

/** Without an expiry option, a Pix expires 4 hours after confirmation (the API version the SDK pins). */
export const defaultPixExpirySeconds = 14_400;

/**
 * Confirmed with a PIX payment method: a new dynamic BR Code whose location (26-25) is the intent's test page on
 * this provider, valid until the expiry the options ask for, counted from now.
 */
export function confirmPixIntent(intent: PixIntent, now: number, pageUrl: string): PixIntent {
  const { expires_after_seconds: after, expires_at: at } = intent.payment_method_options.pix;
  const paymentMethod = randomId('pm_local');
  // Each confirmation is a new charge at the PSP, so a new location: the page, marked with this attempt.
  const data = buildDynamicPixPayload({
    location: `${pageUrl.replace(/^https?:\/\//, '')}?v=${paymentMethod.slice(-8)}`,
    name: merchant.name,
    city: merchant.city,
    amount: intent.amount / 100,
  });
  return {
    ...intent,
    status: 'requires_action',
    payment_method: paymentMethod,
    last_payment_error: null,
    next_action: {
      type: 'pix_display_qr_code',
      pix_display_qr_code: {
        data,
        expires_at: at ?? now + (after ?? defaultPixExpirySeconds),
        hosted_instructions_url: pageUrl,
        // The page shows the QR; the local provider draws no images of its own.
        image_url_png: pageUrl,
        image_url_svg: pageUrl,
      },
    },
  };
}

export const paidPixIntent = (intent: PixIntent): PixIntent => ({
  ...intent,
  status: 'succeeded',
  amount_received: intent.amount,
  latest_charge: chargeIdOf(intent.id),
  next_action: null,
});

/** An unpaid Pix past its expiry: back to requires_payment_method with the error Stripe gives it. */
export const expiredPixIntent = (intent: PixIntent): PixIntent => ({
  ...intent,
  status: 'requires_payment_method',
  next_action: null,
  payment_method: null,
  last_payment_error: {
    code: 'payment_intent_payment_attempt_expired',
    message: 'The latest attempt to pay this PaymentIntent has expired: the Pix was not paid in time.',
    type: 'invalid_request_error',
  },
});

export const canceledPixIntent = (
  intent: PixIntent,
  now: number,
  reason: PixIntent['cancellation_reason'],
): PixIntent => ({
  ...intent,
  status: 'canceled',
  canceled_at: now,
  cancellation_reason: reason,
  next_action: null,
});
