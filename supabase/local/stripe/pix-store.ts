import type { BackendContext } from '../context.ts';
import type { PixIntent } from './pix-intent.ts';
import type { Payment } from './store.ts';

// Beside the Checkout Sessions, in the provider's own schema (store.ts creates it): PIX PaymentIntents.
const schemaSql = `
create schema if not exists local_stripe;
revoke all on schema local_stripe from public;
create table if not exists local_stripe.payment_intents (
  id text primary key,
  intent jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);
create table if not exists local_stripe.payment_intent_idempotency_keys (
  key text primary key,
  request_hash text not null,
  payment_intent_id text not null references local_stripe.payment_intents (id),
  response jsonb not null,
  created_at timestamptz not null default now()
);`;

/** When an intent showing its QR code stops being payable (null when it shows none). */
const expiresAtSql = `case when intent ->> 'status' = 'requires_action'
  then (intent -> 'next_action' -> 'pix_display_qr_code' ->> 'expires_at')::bigint end`;

/** What creating under an idempotency key found: the first answer to replay, or nothing (the intent is stored). */
export type IntentCreation =
  { replayed: true; requestHash: string; response: PixIntent } | { replayed: false };

export function createPixStore(ctx: BackendContext) {
  let ready: Promise<void> | undefined;
  const run = async <T>(fn: () => Promise<T>): Promise<T> => {
    ready ??= ctx.exclusive(async () => void (await ctx.db.exec(schemaSql)));
    await ready;
    return ctx.exclusive(fn);
  };

  const get = (id: string) =>
    run(async () => {
      const { rows } = await ctx.db.query<{ intent: PixIntent }>(
        'select intent from local_stripe.payment_intents where id = $1',
        [id],
      );
      return rows[0]?.intent ?? null;
    });

  return {
    get,
    /**
     * Stores a new intent under its idempotency key, in one transaction; a key already used answers with what it
     * got first, and stores nothing.
     */
    create: (intent: PixIntent, idempotency: { key: string; requestHash: string } | null) =>
      run(() =>
        ctx.db.transaction(async (tx): Promise<IntentCreation> => {
          if (idempotency) {
            const { rows } = await tx.query<{ request_hash: string; response: PixIntent }>(
              'select request_hash, response from local_stripe.payment_intent_idempotency_keys where key = $1',
              [idempotency.key],
            );
            if (rows[0])
              return { replayed: true, requestHash: rows[0].request_hash, response: rows[0].response };
          }
          await tx.query('insert into local_stripe.payment_intents (id, intent) values ($1, $2)', [
            intent.id,
            JSON.stringify(intent),
          ]);
          if (idempotency) {
            await tx.query(
              `insert into local_stripe.payment_intent_idempotency_keys
                 (key, request_hash, payment_intent_id, response) values ($1, $2, $3, $4)`,
              [idempotency.key, idempotency.requestHash, intent.id, JSON.stringify(intent)],
            );
          }
          return { replayed: false };
        }),
      ),
    /** Applies `change` to a stored intent atomically; returns it before and after (null if unknown). */
    update: (id: string, change: (intent: PixIntent) => PixIntent) =>
      run(() =>
        ctx.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ intent: PixIntent }>(
            'select intent from local_stripe.payment_intents where id = $1 for update',
            [id],
          );
          if (!rows[0]) return null;
          const after = change(rows[0].intent);
          await tx.query('update local_stripe.payment_intents set intent = $2 where id = $1', [
            id,
            JSON.stringify(after),
          ]);
          return { before: rows[0].intent, after };
        }),
      ),
    /** The intents whose QR code expired at or before `now` (unix seconds), and the next expiry after them. */
    expiries: (now: number) =>
      run(async () => {
        const { rows } = await ctx.db.query<{ id: string; expires_at: string }>(
          `select id, expires_at from (select id, ${expiresAtSql} as expires_at from local_stripe.payment_intents) e
            where expires_at is not null order by expires_at`,
        );
        const due = rows.filter((row) => Number(row.expires_at) <= now).map((row) => row.id);
        const next = rows.find((row) => Number(row.expires_at) > now);
        return { due, next: next ? Number(next.expires_at) : null };
      }),
    /** The payment of a PIX intent, for refunds (null when this store has no such intent). */
    paymentByIntent: async (id: string): Promise<Payment | null> => {
      const intent = await get(id);
      if (!intent) return null;
      return {
        paymentIntent: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        created: intent.created,
        email: intent.receipt_email,
        paid: intent.status === 'succeeded',
        // An end-to-end id shaped like the Banco Central's (E, an ISPB, 23 more): stable for the intent.
        method: { type: 'pix', bankTransactionId: `E00000000${intent.id.slice(-23)}` },
      };
    },
  };
}

export type PixStore = ReturnType<typeof createPixStore>;
