import type { BackendContext } from '../context.ts';

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
alter table local_stripe.idempotency_keys add column if not exists response jsonb;`;

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
    /** Applies `change` to the stored session atomically; returns the new session (null if unknown). */
    update: (id: string, change: (session: CheckoutSession) => CheckoutSession) =>
      run(() =>
        ctx.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ session: CheckoutSession }>(
            'select session from local_stripe.checkout_sessions where id = $1 for update',
            [id],
          );
          if (!rows[0]) return null;
          const next = change(rows[0].session);
          await tx.query('update local_stripe.checkout_sessions set session = $2 where id = $1', [
            id,
            JSON.stringify(next),
          ]);
          return next;
        }),
      ),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
