import { decodeMetadata, isRecord, positiveInt, type FormValue } from './form.ts';
import type { PixIntentParams } from './pix-intent.ts';
import { invalid } from './responses.ts';

// The subset of `POST /v1/payment_intents` a PIX charge needs, checked the way Stripe checks it.

const createParams = new Set([
  'amount',
  'currency',
  'allowed_payment_method_types',
  'payment_method_options',
  'payment_method_data',
  'confirm',
  'description',
  'metadata',
  'receipt_email',
  'expand',
]);
const minExpirySeconds = 60;
const maxExpirySeconds = 1_209_600;

const unknownParam = (name: string) => invalid(`Received unknown parameter: ${name}`, name);

function expiryOf(options: FormValue | undefined, now: number) {
  if (options === undefined) return { expiresAfterSeconds: null, expiresAt: null };
  if (!isRecord(options)) throw invalid('Invalid payment_method_options.', 'payment_method_options');
  const other = Object.keys(options).find((key) => key !== 'pix');
  if (other) throw unknownParam(`payment_method_options[${other}]`);
  const pix = options.pix ?? {};
  if (!isRecord(pix)) throw invalid('Invalid payment_method_options[pix].', 'payment_method_options[pix]');
  const extra = Object.keys(pix).find((key) => key !== 'expires_after_seconds' && key !== 'expires_at');
  if (extra) throw unknownParam(`payment_method_options[pix][${extra}]`);
  if (pix.expires_after_seconds !== undefined && pix.expires_at !== undefined) {
    throw invalid(
      'You may only specify one of these parameters: expires_after_seconds, expires_at.',
      'payment_method_options[pix][expires_at]',
    );
  }
  const after = pix.expires_after_seconds;
  if (after !== undefined) {
    const seconds = positiveInt(after, maxExpirySeconds);
    if (seconds === null || seconds < minExpirySeconds) {
      throw invalid(
        `expires_after_seconds must be between ${minExpirySeconds} and ${maxExpirySeconds}.`,
        'payment_method_options[pix][expires_after_seconds]',
      );
    }
    return { expiresAfterSeconds: seconds, expiresAt: null };
  }
  if (pix.expires_at === undefined) return { expiresAfterSeconds: null, expiresAt: null };
  const at = positiveInt(pix.expires_at, 99_999_999_999);
  if (at === null || at < now + minExpirySeconds || at > now + maxExpirySeconds) {
    throw invalid(
      `expires_at must be between ${minExpirySeconds} and ${maxExpirySeconds} seconds from now.`,
      'payment_method_options[pix][expires_at]',
    );
  }
  return { expiresAfterSeconds: null, expiresAt: at };
}

/** `payment_method_data[type]=pix`, the only payment method a local PIX intent is confirmed with. */
export function checkPixMethodData(value: FormValue | undefined): boolean {
  if (value === undefined) return false;
  if (!isRecord(value) || value.type !== 'pix') {
    throw invalid(
      'The local test provider confirms PaymentIntents with payment_method_data[type]=pix only.',
      'payment_method_data[type]',
    );
  }
  return true;
}

export const missingPaymentMethod = () =>
  invalid(
    "You cannot confirm this PaymentIntent because it's missing a payment method. Pass payment_method_data[type]=pix.",
    'payment_method_data',
    'payment_intent_unexpected_state',
  );

/** The create request's parameters, and whether to confirm it at once. */
export function parsePixIntentParams(
  form: Record<string, FormValue>,
  now: number,
): PixIntentParams & { confirm: boolean } {
  const unknown = Object.keys(form).find((param) => !createParams.has(param));
  if (unknown) throw unknownParam(unknown);
  if (form.amount === undefined)
    throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
  const amount = positiveInt(form.amount, 99_999_999);
  if (amount === null) throw invalid('Invalid integer: amount.', 'amount', 'parameter_invalid_integer');
  if (form.currency === undefined)
    throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
  const currency = typeof form.currency === 'string' ? form.currency.toLowerCase() : '';
  if (currency !== 'brl') {
    throw invalid(
      `The currency provided (${currency}) is invalid. Payments with pix support the following currencies: brl.`,
      'currency',
    );
  }
  if (amount < 50) throw invalid('Amount must be at least R$0.50 brl', 'amount', 'amount_too_small');
  const methods = form.allowed_payment_method_types;
  if (!Array.isArray(methods) || methods.length !== 1 || methods[0] !== 'pix') {
    throw invalid(
      'The local test provider creates PaymentIntents for pix only: pass allowed_payment_method_types[]=pix.',
      'allowed_payment_method_types',
    );
  }
  const metadata = decodeMetadata(form.metadata);
  if (!metadata.ok) throw invalid(metadata.message, metadata.param);
  const { description, receipt_email: email } = form;
  if (description !== undefined && (typeof description !== 'string' || description.length > 1000)) {
    throw invalid('Invalid description.', 'description');
  }
  if (email !== undefined && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email))) {
    throw invalid('Invalid email address.', 'receipt_email');
  }
  if (form.confirm !== undefined && form.confirm !== 'true' && form.confirm !== 'false') {
    throw invalid('Invalid boolean: confirm.', 'confirm');
  }
  const confirm = form.confirm === 'true';
  const hasMethod = checkPixMethodData(form.payment_method_data);
  if (confirm && !hasMethod) throw missingPaymentMethod();
  if (!confirm && hasMethod) {
    throw invalid(
      'The local test provider takes payment_method_data with confirm=true only.',
      'payment_method_data',
    );
  }
  return {
    amount,
    description: typeof description === 'string' ? description : null,
    metadata: metadata.value,
    receiptEmail: typeof email === 'string' ? email : null,
    ...expiryOf(form.payment_method_options, now),
    confirm,
  };
}
