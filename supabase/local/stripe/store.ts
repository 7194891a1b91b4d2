import type { BackendContext } from '../context.ts';
import { defaultTestCard } from './test-cards.ts';

/** What the local provider keeps per Checkout Session: the public object and its line items. */
export type LineItem = { name: string; unitAmount: number; quantity: number };

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string;
  success_url: string;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  url: string | null;
};

export type StoredSession = { session: CheckoutSession; lineItems: LineItem[] };

/** A Refund as the API version stripe-node pins renders it (the fields a card refund has). */
export type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  customer: string | null;
  customer_account: string | null;
  destination_details:
    { type: 'card'; card: { type: 'refund' } } | { type: 'pix'; pix: Record<string, never> };
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string | null;
  pending_reason?: 'processing';
  reason: string | null;
  receipt_number: string | null;
  source_transfer_reversal: string | null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  /** Why a failed refund failed (Stripe's values: 'expired_or_canceled_card', 'lost_or_stolen_card', ...). */
  failure_reason?: string;
  transfer_reversal: string | null;
};

/**
 * A payment refunds can name, whichever way it was made: a Checkout Session paid by a test card (its digits), or a
 * PIX PaymentIntent (pix-store.ts).
 */
export type Payment = {
  paymentIntent: string;
  amount: number;
  currency: string;
  created: number;
  email: string | null;
  paid: boolean;
  method: { type: 'card'; card: string } | { type: 'pix'; bankTransactionId: string };
};

const paymentOfSession = (session: CheckoutSession, paymentIntent: string, card: string): Payment => ({
  paymentIntent,
  amount: session.amount_total,
  currency: session.currency,
  created: session.created,
  email: session.customer_details?.email ?? session.customer_email,
  paid: session.payment_status === 'paid',
  method: { type: 'card', card },
});

// A schema of its own: not `public`, so neither PostgREST callers nor the migrations ever see it.
const schemaSql = `
create schema if not exists local_stripe;
revoke all on schema local_stripe from public;
create table if not exists local_stripe.checkout_sessions (
  id text primary key,
  session jsonb not null,
  line_items jsonb not null,
  created_at timestamptz not null default now()
);
create table if not exists local_stripe.idempotency_keys (
  key text primary key,
  request_hash text not null,
  session_id text not null references local_stripe.checkout_sessions (id),
  created_at timestamptz not null default now()
);
-- The first response, which a replay answers (data directories made before it have rows without one).
alter table local_stripe.idempotency_keys add column if not exists response jsonb;
-- The test card a session was paid with (test-cards.ts): some make its refunds fail later.
alter table local_stripe.checkout_sessions add column if not exists card text;
create index if not exists checkout_sessions_payment_intent_idx
  on local_stripe.checkout_sessions ((session ->> 'payment_intent'));
create table if not exists local_stripe.refunds (
  id text primary key,
  payment_intent text not null,
  refund jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists refunds_payment_intent_idx on local_stripe.refunds (payment_intent, created_at);
create table if not exists local_stripe.refund_idempotency_keys (
  key text primary key,
  request_hash text not null,
  refund_id text not null references local_stripe.refunds (id),
  response jsonb not null,
  created_at timestamptz not null default now()
);`;

/** What creating a refund under an idempotency key found: the first answer to replay, or a new refund. */
export type RefundCreation =
  { replayed: true; requestHash: string; response: Refund } | { replayed: false; refund: Refund };

export function createSessionStore(ctx: BackendContext) {
  let ready: Promise<void> | undefined;
  const run = async <T>(fn: () => Promise<T>): Promise<T> => {
    ready ??= ctx.exclusive(async () => void (await ctx.db.exec(schemaSql)));
    await ready;
    return ctx.exclusive(fn);
  };

  const get = (id: string) =>
    run(async () => {
      const { rows } = await ctx.db.query<{ session: CheckoutSession; line_items: LineItem[] }>(
        'select session, line_items from local_stripe.checkout_sessions where id = $1',
        [id],
      );
      const row = rows[0];
      return row ? { session: row.session, lineItems: row.line_items } : null;
    });

  return {
    get,
    /**
     * What this idempotency key created: the hash of its request, and the response it got (the session as it
     * was then, which is what Stripe replays).
     */
    byIdempotencyKey: (key: string) =>
      run(async () => {
        const { rows } = await ctx.db.query<{ request_hash: string; response: CheckoutSession }>(
          `select k.request_hash, coalesce(k.response, s.session) as response
             from local_stripe.idempotency_keys k join local_stripe.checkout_sessions s on s.id = k.session_id
            where k.key = $1`,
          [key],
        );
        const row = rows[0];
        return row ? { requestHash: row.request_hash, response: row.response } : null;
      }),
    insert: (stored: StoredSession, idempotency: { key: string; requestHash: string } | null) =>
      run(() =>
        ctx.db.transaction(async (tx) => {
          await tx.query(
            'insert into local_stripe.checkout_sessions (id, session, line_items) values ($1, $2, $3)',
            [stored.session.id, JSON.stringify(stored.session), JSON.stringify(stored.lineItems)],
          );
          if (idempotency) {
            await tx.query(
              `insert into local_stripe.idempotency_keys (key, request_hash, session_id, response)
               values ($1, $2, $3, $4)`,
              [idempotency.key, idempotency.requestHash, stored.session.id, JSON.stringify(stored.session)],
            );
          }
        }),
      ),
    /** The paid session whose PaymentIntent this is (null when no session of this provider has it). */
    paymentByIntent: (paymentIntent: string) =>
      run(async (): Promise<Payment | null> => {
        const { rows } = await ctx.db.query<{ session: CheckoutSession; card: string | null }>(
          `select session, card from local_stripe.checkout_sessions where session ->> 'payment_intent' = $1`,
          [paymentIntent],
        );
        return rows[0]
          ? paymentOfSession(rows[0].session, paymentIntent, rows[0].card ?? defaultTestCard.number)
          : null;
      }),
    getRefund: (id: string) =>
      run(async () => {
        const { rows } = await ctx.db.query<{ refund: Refund }>(
          'select refund from local_stripe.refunds where id = $1',
          [id],
        );
        return rows[0]?.refund ?? null;
      }),
    /** The refunds of a PaymentIntent, newest first (as Stripe lists them). */
    refundsOf: (paymentIntent: string) =>
      run(async () => {
        const { rows } = await ctx.db.query<{ refund: Refund }>(
          `select refund from local_stripe.refunds where payment_intent = $1 order by created_at desc, id desc`,
          [paymentIntent],
        );
        return rows.map((row) => row.refund);
      }),
    /**
     * Creates a refund of `paymentIntent` in one transaction: the answer first given to this idempotency key if
     * there was one, otherwise `build` (which sees the payment's earlier refunds, and may throw to refuse) makes
     * the refund, stored with the key. Two requests can never both take the same remaining amount.
     */
    createRefund: (
      paymentIntent: string,
      idempotency: { key: string; requestHash: string } | null,
      build: (earlier: Refund[]) => Refund,
    ) =>
      run(() =>
        ctx.db.transaction(async (tx): Promise<RefundCreation> => {
          if (idempotency) {
            const { rows } = await tx.query<{ request_hash: string; response: Refund }>(
              'select request_hash, response from local_stripe.refund_idempotency_keys where key = $1',
              [idempotency.key],
            );
            if (rows[0])
              return { replayed: true, requestHash: rows[0].request_hash, response: rows[0].response };
          }
          await tx.query(
            `select 1 from local_stripe.checkout_sessions where session ->> 'payment_intent' = $1 for update`,
            [paymentIntent],
          );
          const { rows: earlier } = await tx.query<{ refund: Refund }>(
            'select refund from local_stripe.refunds where payment_intent = $1',
            [paymentIntent],
          );
          const refund = build(earlier.map((row) => row.refund));
          await tx.query(
            'insert into local_stripe.refunds (id, payment_intent, refund) values ($1, $2, $3)',
            [refund.id, paymentIntent, JSON.stringify(refund)],
          );
          if (idempotency) {
            await tx.query(
              `insert into local_stripe.refund_idempotency_keys (key, request_hash, refund_id, response)
               values ($1, $2, $3, $4)`,
              [idempotency.key, idempotency.requestHash, refund.id, JSON.stringify(refund)],
            );
          }
          return { replayed: false, refund };
        }),
      ),
    /** Applies `change` to a stored refund atomically; returns the new refund (null if unknown). */
    updateRefund: (id: string, change: (refund: Refund) => Refund) =>
      run(() =>
        ctx.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ refund: Refund }>(
            'select refund from local_stripe.refunds where id = $1 for update',
            [id],
          );
          if (!rows[0]) return null;
          const next = change(rows[0].refund);
          await tx.query('update local_stripe.refunds set refund = $2 where id = $1', [
            id,
            JSON.stringify(next),
          ]);
          return next;
        }),
      ),
    /**
     * Applies `change` to the stored session atomically, and records the test card it is paid with when given;
     * returns the new session (null if unknown).
     */
    update: (id: string, change: (session: CheckoutSession) => CheckoutSession, card?: string) =>
      run(() =>
        ctx.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ session: CheckoutSession }>(
            'select session from local_stripe.checkout_sessions where id = $1 for update',
            [id],
          );
          if (!rows[0]) return null;
          const next = change(rows[0].session);
          await tx.query(
            'update local_stripe.checkout_sessions set session = $2, card = coalesce($3, card) where id = $1',
            [id, JSON.stringify(next), card ?? null],
          );
          return next;
        }),
      ),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
