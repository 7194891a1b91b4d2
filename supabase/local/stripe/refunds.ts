import { createHash } from 'node:crypto';
import { decodeMetadata, decodeStripeForm, positiveInt, type FormValue } from './form.ts';
import { idempotencyError, invalid, noSuch, randomId, stripeError, stripeJson } from './responses.ts';
import type { Payment, Refund, SessionStore } from './store.ts';

const createParams = new Set(['amount', 'charge', 'payment_intent', 'metadata', 'reason', 'expand']);
const reasons = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** A paid session or PIX PaymentIntent here has one charge, named alike: pi_local_X and ch_local_X. */
export const chargeIdOf = (paymentIntent: string) => paymentIntent.replace(/^pi_/, 'ch_');
const paymentIntentOfCharge = (charge: string) => charge.replace(/^ch_/, 'pi_');

/** Pending and succeeded refunds hold their amount; failed and canceled ones gave it back. */
const holdsAmount = (refund: Refund) => refund.status === 'pending' || refund.status === 'succeeded';
const refundedOf = (refunds: Refund[]) =>
  refunds.filter(holdsAmount).reduce((sum, refund) => sum + refund.amount, 0);

const money = (cents: number, currency: string) =>
  `${currency === 'brl' ? 'R$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

const paymentMethodDetailsOf = ({ method }: Payment) =>
  method.type === 'pix'
    ? { type: 'pix' as const, pix: { bank_transaction_id: method.bankTransactionId } }
    : { type: 'card' as const, card: { brand: 'visa', last4: method.card.slice(-4) } };

/**
 * The Charge of a paid session or PIX PaymentIntent as charge.refunded and charge.succeeded carry it (without
 * `refunds`: not expanded since 2022-11-15).
 */
export function chargeOf(payment: Payment, refunds: Refund[]) {
  const amountRefunded = refundedOf(refunds);
  return {
    id: chargeIdOf(payment.paymentIntent),
    object: 'charge' as const,
    amount: payment.amount,
    amount_captured: payment.amount,
    amount_refunded: amountRefunded,
    balance_transaction: null,
    billing_details: { address: null, email: payment.email, name: null, phone: null },
    captured: true,
    created: payment.created,
    currency: payment.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: payment.paymentIntent,
    payment_method: null,
    payment_method_details: paymentMethodDetailsOf(payment),
    receipt_url: null,
    refunded: amountRefunded >= payment.amount,
    status: 'succeeded' as const,
  };
}

const text = (form: Record<string, FormValue>, param: string): string | undefined => {
  const value = form[param];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > 255)
    throw invalid(`Invalid ${param}.`, param);
  return value;
};

/** Finds the payment of a PaymentIntent, whichever store keeps it (null when none does). */
export type PaymentFinder = (paymentIntent: string) => Promise<Payment | null>;

/** The paid payment a create request names, by `payment_intent` or by `charge` (both: they must agree). */
async function paymentNamed(findPayment: PaymentFinder, form: Record<string, FormValue>): Promise<Payment> {
  const paymentIntent = text(form, 'payment_intent');
  const charge = text(form, 'charge');
  if (!paymentIntent && !charge) {
    throw invalid(
      'One of the following params should be provided for this request: charge or payment_intent.',
    );
  }
  if (charge && !charge.startsWith('ch_')) throw noSuch('charge', charge, 'charge');
  if (paymentIntent && charge && chargeIdOf(paymentIntent) !== charge) {
    throw invalid(`The charge ${charge} does not belong to the PaymentIntent ${paymentIntent}.`, 'charge');
  }
  const payment = await findPayment(paymentIntent ?? paymentIntentOfCharge(charge!));
  if (!payment) {
    throw paymentIntent
      ? noSuch('payment_intent', paymentIntent, 'payment_intent')
      : noSuch('charge', charge!, 'charge');
  }
  if (!payment.paid) {
    throw invalid(
      `This PaymentIntent (${payment.paymentIntent}) does not have a successful charge to refund.`,
      paymentIntent ? 'payment_intent' : 'charge',
      'charge_not_refundable',
    );
  }
  return payment;
}

function newRefund(
  payment: Payment,
  amount: number,
  metadata: Record<string, string>,
  reason: string | null,
): Refund {
  return {
    id: randomId('re_local'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: chargeIdOf(payment.paymentIntent),
    created: Math.floor(Date.now() / 1000),
    currency: payment.currency,
    customer: null,
    customer_account: null,
    destination_details:
      payment.method.type === 'pix' ? { type: 'pix', pix: {} } : { type: 'card', card: { type: 'refund' } },
    metadata,
    payment_intent: payment.paymentIntent,
    payment_method: null,
    // Answered pending and settled a moment later (settleRefundLater in index.ts), as a card refund may be and a
    // PIX refund is on Stripe: the shop's whole path, 'processando' until charge.refunded, runs locally.
    pending_reason: 'processing',
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'pending',
    transfer_reversal: null,
  };
}

/** A refund's amount: what the request asks (at most what remains), or all that remains. */
function amountToRefund(payment: Payment, earlier: Refund[], asked: number | null): number {
  const remaining = payment.amount - refundedOf(earlier);
  if (remaining <= 0) {
    throw invalid(
      `Charge ${chargeIdOf(payment.paymentIntent)} has already been refunded.`,
      undefined,
      'charge_already_refunded',
    );
  }
  if (asked !== null && asked > remaining) {
    const currency = payment.currency;
    throw invalid(
      `Refund amount (${money(asked, currency)}) is greater than unrefunded amount on charge (${money(remaining, currency)})`,
      'amount',
    );
  }
  return asked ?? remaining;
}

function listOf(refunds: Refund[], url: URL) {
  const limit = url.searchParams.has('limit') ? positiveInt(url.searchParams.get('limit') ?? '', 100) : 10;
  if (limit === null) throw invalid('Invalid integer: limit. It must be between 1 and 100.', 'limit');
  const after = url.searchParams.get('starting_after');
  const start = after ? refunds.findIndex((refund) => refund.id === after) + 1 : 0;
  const data = refunds.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < refunds.length, url: '/v1/refunds' };
}

/**
 * `/v1/refunds`: create (form-encoded, `payment_intent` or `charge`, `amount` in cents or all that remains, partial
 * refunds up to the charge's amount, Idempotency-Key answered with the first refund), retrieve, and list by
 * `charge` or `payment_intent`. `onCreated` hears of each new refund (Stripe then sends charge.refunded).
 */
export function createRefundHandler(
  store: SessionStore,
  findPayment: PaymentFinder,
  onCreated: (refund: Refund) => void,
) {
  const create = async (req: Request) => {
    const raw = await req.text();
    const decoded = decodeStripeForm(raw);
    if (!decoded.ok) throw invalid(`Invalid parameter: ${decoded.key}`, decoded.key);
    const form = decoded.value;
    const unknown = Object.keys(form).find((param) => !createParams.has(param));
    if (unknown) throw invalid(`Received unknown parameter: ${unknown}`, unknown);
    const payment = await paymentNamed(findPayment, form);
    const asked = form.amount === undefined ? null : positiveInt(form.amount, 99_999_999);
    if (form.amount !== undefined && asked === null) {
      throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer');
    }
    const metadata = decodeMetadata(form.metadata);
    if (!metadata.ok) throw invalid(metadata.message, metadata.param);
    const reason = form.reason;
    if (reason !== undefined && (typeof reason !== 'string' || !reasons.includes(reason))) {
      throw invalid(`Invalid reason: must be one of ${reasons.join(', ')}`, 'reason');
    }
    const key = req.headers.get('Idempotency-Key');
    const requestHash = createHash('sha256').update(raw).digest('hex');
    const created = await store.createRefund(
      payment.paymentIntent,
      key ? { key, requestHash } : null,
      (earlier) =>
        newRefund(
          payment,
          amountToRefund(payment, earlier, asked),
          metadata.value,
          typeof reason === 'string' ? reason : null,
        ),
    );
    if (created.replayed) {
      if (created.requestHash !== requestHash) throw idempotencyError();
      // Stripe answers a replay with the first response, as it was then.
      return stripeJson(created.response, { 'Idempotent-Replayed': 'true' });
    }
    onCreated(created.refund);
    return stripeJson(created.refund);
  };

  return async (req: Request, subpath: string): Promise<Response> => {
    if (subpath === '/refunds' && req.method === 'POST') return create(req);
    if (subpath === '/refunds' && req.method === 'GET') {
      const url = new URL(req.url);
      const charge = url.searchParams.get('charge');
      const paymentIntent =
        url.searchParams.get('payment_intent') ?? (charge && paymentIntentOfCharge(charge));
      if (!paymentIntent) {
        throw invalid('The local test provider lists the refunds of one charge or payment_intent.', 'charge');
      }
      return stripeJson(listOf(await store.refundsOf(paymentIntent), url));
    }
    const match = /^\/refunds\/([A-Za-z0-9_]{1,255})$/.exec(subpath);
    if (match && req.method === 'GET') {
      const refund = await store.getRefund(match[1]!);
      if (!refund) throw noSuch('refund', match[1]!, 'id');
      return stripeJson(refund);
    }
    throw stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: /v1${subpath}).`,
    );
  };
}
