import Stripe from 'stripe';
import type { BackendContext } from '../context.ts';
import { localStripeKeys } from './keys.ts';
import { randomId } from './responses.ts';

/** One event the provider sent to the shop's stripe-webhook function, as signed, with the last answer's status. */
export type WebhookDelivery = {
  eventId: string;
  type: string;
  objectId: string;
  payload: string;
  signature: string;
  attempts: number;
  /** The webhook function's HTTP status on the last attempt (null: no answer yet, or the request failed). */
  status: number | null;
};

const logs = new WeakMap<BackendContext, WebhookDelivery[]>();

/** What the provider has sent to the webhook of this backend, oldest first (for tests and debugging). */
export function webhookDeliveries(ctx: BackendContext): readonly WebhookDelivery[] {
  return logs.get(ctx) ?? [];
}

const retryDelaysMs = [0, 1000, 5000, 15000];

/**
 * Sends an event (`checkout.session.completed`, `payment_intent.succeeded`, `charge.refunded`, ...) about `object`,
 * signed like Stripe signs it, to the shop's stripe-webhook function. A failed delivery is retried a few times in
 * the background, as Stripe retries. Resolves after the last attempt; the backend's closing waits for it.
 */
export async function deliverWebhook(ctx: BackendContext, object: { id: string }, type: string) {
  const payload = JSON.stringify({
    id: randomId('evt_local'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const secret = localStripeKeys(ctx.jwtSecret).webhookSecret;
  const delivery: WebhookDelivery = {
    eventId: (JSON.parse(payload) as { id: string }).id,
    type,
    objectId: object.id,
    payload,
    signature: '',
    attempts: 0,
    status: null,
  };
  let log = logs.get(ctx);
  if (!log) logs.set(ctx, (log = []));
  log.push(delivery);
  const send = async () => {
    delivery.signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
    delivery.attempts += 1;
    delivery.status = null;
    const response = await fetch(`${ctx.apiUrl}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
      body: payload,
    });
    await response.arrayBuffer();
    delivery.status = response.status;
    return response.ok;
  };
  const attempts = async () => {
    for (const delay of retryDelaysMs) {
      // A closing backend sends nothing more: its function would fail to read the database and log it.
      if (delay && !(await ctx.late.pause(delay))) return;
      try {
        if (await send()) return;
      } catch {
        // no answer; try again later
      }
    }
  };
  if (ctx.late.closing) return;
  await ctx.late.track(attempts());
}

/** Sends the events in order, each after the previous one's delivery ended (Stripe keeps no order; this is calmer). */
export async function deliverInOrder(ctx: BackendContext, events: [object: { id: string }, type: string][]) {
  for (const [object, type] of events) await deliverWebhook(ctx, object, type);
}
