import type { BackendContext } from '../context.ts';
import { realClock, unixSeconds, type Clock, type Timer } from '../clock.ts';
import { createPixStore } from './pix-store.ts';
import {
  canceledPixIntent,
  confirmPixIntent,
  expiredPixIntent,
  paidPixIntent,
  type PixIntent,
} from './pix-intent.ts';
import { chargeOf } from './refunds.ts';
import type { SessionStore } from './store.ts';
import { deliverInOrder } from './webhooks.ts';

/** Where a PIX intent's test page lives on the backend (also the location its BR Code names). */
export const pixPagePrefix = '/test-pix';

/** How long paying waits for the shop's webhook before answering (Stripe sends it on its own time). */
const paidWebhookWaitMs = 3000;

/**
 * The PIX side of the local provider for one backend: its intents, their moves (confirm, pay, expire, cancel) with
 * the events Stripe sends for each, and expiry on the provider's clock: every request sweeps the intents past
 * their expiry, and a timer wakes for the next one so it expires (and its webhook goes out) with nobody asking.
 */
export function createPixProvider(ctx: BackendContext, sessions: SessionStore) {
  const store = createPixStore(ctx);
  let clock: Clock = realClock;
  let timer: Timer | undefined;
  let armedFor: number | null = null;

  const pageUrl = (id: string) => `${ctx.apiUrl}${pixPagePrefix}/${encodeURIComponent(id)}`;
  const send = (events: [PixIntent | { id: string }, string][]) =>
    deliverInOrder(ctx, events).catch(() => undefined);

  /** The Charge of a paid intent, as Stripe expands latest_charge and sends charge.succeeded. */
  const chargeOfIntent = async (id: string) => {
    const payment = await store.paymentByIntent(id);
    return payment?.paid ? chargeOf(payment, await sessions.refundsOf(id)) : null;
  };

  /** Moves an intent with `change` when `applies` to it; sends `type` about the new intent when it moved. */
  const move = async (
    id: string,
    applies: (intent: PixIntent) => boolean,
    change: (intent: PixIntent) => PixIntent,
    type: string,
  ) => {
    const result = await store.update(id, (intent) => (applies(intent) ? change(intent) : intent));
    if (!result) return null;
    const moved = result.before !== result.after && applies(result.before);
    if (moved) void send([[result.after, type]]);
    return { intent: result.after, moved };
  };

  const expiresAt = (intent: PixIntent) => intent.next_action?.pix_display_qr_code.expires_at ?? null;

  const arm = (next: number | null) => {
    if (next === armedFor) return;
    timer?.cancel();
    armedFor = next;
    timer = undefined;
    if (next === null) return;
    timer = clock.after(Math.max(0, next * 1000 - clock.now().getTime()), () => {
      armedFor = null;
      timer = undefined;
      // A closing backend expires nothing more (the sweep reads its database).
      if (!ctx.late.closing) void sweep().catch(() => undefined);
    });
  };

  /** Expires every intent whose Pix expired by now (payment_intent.payment_failed), then waits for the next. */
  async function sweep() {
    const now = unixSeconds(clock);
    const { due, next } = await store.expiries(now);
    for (const id of due) {
      await move(
        id,
        (intent) => intent.status === 'requires_action' && (expiresAt(intent) ?? Infinity) <= now,
        expiredPixIntent,
        'payment_intent.payment_failed',
      );
    }
    arm(next);
  }

  return {
    store,
    pageUrl,
    chargeOfIntent,
    sweep,
    now: () => unixSeconds(clock),
    /** Tests drive expiry with a fake clock; the timer follows the new clock from the next sweep. */
    setClock(next: Clock) {
      timer?.cancel();
      timer = undefined;
      armedFor = null;
      clock = next;
    },
    /** A new intent was stored: Stripe sends payment_intent.created, and requires_action once its QR code shows. */
    async created(intent: PixIntent) {
      void send([
        [intent, 'payment_intent.created'],
        ...(intent.status === 'requires_action'
          ? ([[intent, 'payment_intent.requires_action']] as [PixIntent, string][])
          : []),
      ]);
      await sweep();
    },
    async confirm(id: string) {
      const result = await move(
        id,
        (intent) => intent.status === 'requires_payment_method',
        (intent) => confirmPixIntent(intent, unixSeconds(clock), pageUrl(intent.id)),
        'payment_intent.requires_action',
      );
      await sweep();
      return result;
    },
    /** 'Pagar' on the test page: succeeded, with its charge; the shop hears payment_intent.succeeded. */
    async pay(id: string) {
      const result = await store.update(id, (intent) =>
        intent.status === 'requires_action' ? paidPixIntent(intent) : intent,
      );
      if (!result || result.before.status !== 'requires_action') return result?.after ?? null;
      const charge = await chargeOfIntent(id);
      const delivery = send([
        [result.after, 'payment_intent.succeeded'],
        ...(charge ? ([[charge, 'charge.succeeded']] as [{ id: string }, string][]) : []),
      ]);
      await Promise.race([delivery, ctx.late.pause(paidWebhookWaitMs)]);
      return result.after;
    },
    /** 'Expirar agora' on the test page: the Pix expires as if its time had run out. */
    expireNow: (id: string) =>
      move(
        id,
        (intent) => intent.status === 'requires_action',
        expiredPixIntent,
        'payment_intent.payment_failed',
      ),
    cancel: (id: string, reason: PixIntent['cancellation_reason']) =>
      move(
        id,
        (intent) => intent.status === 'requires_payment_method' || intent.status === 'requires_action',
        (intent) => canceledPixIntent(intent, unixSeconds(clock), reason),
        'payment_intent.canceled',
      ),
  };
}

export type PixProvider = ReturnType<typeof createPixProvider>;
