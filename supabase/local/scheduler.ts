import { previousDayInSaoPaulo } from '../../src/domain/calendar-days.ts';
import { realClock, type Clock, type Timer } from './clock.ts';
import type { BackendContext } from './context.ts';
import type { BackendService } from './server.ts';

/** The next 00:15 in São Paulo (03:15 UTC; Brazil has had no daylight saving time since 2019) after `now`. */
export function nextRunAfter(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(3, 15, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

async function runAggregation(
  ctx: BackendContext,
  date: string,
  log: (message: string) => void,
): Promise<void> {
  try {
    const response = await fetch(`${ctx.apiUrl}/functions/v1/aggregate-daily-analytics`, {
      method: 'POST',
      headers: {
        apikey: ctx.serviceRoleKey,
        Authorization: `Bearer ${ctx.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ date }),
    });
    const body = (await response.json()) as { stats?: { date?: string; events_processed?: number } };
    if (response.ok)
      log(`Analytics: ${body.stats?.date} aggregated (${body.stats?.events_processed} events)`);
    else log(`Analytics: aggregation failed with ${response.status}`);
  } catch (error) {
    log(`Analytics: aggregation failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The embedded backend's copy of the hosted schedule (migration 20261122000800): aggregate-daily-analytics
 * every day at 00:15 São Paulo time, plus once at start when yesterday has no summary yet (the machine was off
 * at 00:15).
 */
export function dailyAggregationService(
  options: { clock?: Clock; log?: (message: string) => void; catchUpDelayMs?: number } = {},
): BackendService {
  const clock = options.clock ?? realClock;
  const log = options.log ?? ((message: string) => console.log(message));
  return {
    name: 'daily-analytics-aggregation',
    start(ctx) {
      let timer: Timer | undefined;
      let stopped = false;
      const schedule = () => {
        const now = clock.now();
        timer = clock.after(nextRunAfter(now).getTime() - now.getTime(), () => {
          if (stopped) return;
          void runAggregation(ctx, previousDayInSaoPaulo(clock.now()), log).finally(
            () => !stopped && schedule(),
          );
        });
      };
      schedule();
      const catchUp = clock.after(options.catchUpDelayMs ?? 5000, () => {
        if (stopped) return;
        const yesterday = previousDayInSaoPaulo(clock.now());
        void ctx
          .exclusive(() =>
            ctx.db.query('select 1 from public.analytics_daily_summary where date = $1', [yesterday]),
          )
          .then(({ rows }) =>
            rows.length === 0 && !stopped ? runAggregation(ctx, yesterday, log) : undefined,
          )
          .catch(() => undefined);
      });
      return {
        stop() {
          stopped = true;
          timer?.cancel();
          catchUp.cancel();
        },
      };
    },
  };
}

/** Nothing due, no call: the same test as the hosted job (migration 20261125000200). */
const dueEmailsQuery = `select 1 from public.email_outbox
  where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now()) limit 1`;

async function sendDueEmails(ctx: BackendContext, log: (message: string) => void): Promise<void> {
  try {
    const { rows } = await ctx.exclusive(() => ctx.db.query(dueEmailsQuery));
    if (rows.length === 0) return;
    const response = await fetch(`${ctx.apiUrl}/functions/v1/send-emails`, {
      method: 'POST',
      headers: {
        apikey: ctx.serviceRoleKey,
        Authorization: `Bearer ${ctx.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    const body = (await response.json()) as { sent?: number; failed?: number };
    if (response.ok) log(`E-mails: ${body.sent} sent, ${body.failed} failed`);
    else log(`E-mails: send-emails failed with ${response.status}`);
  } catch (error) {
    log(`E-mails: send-emails failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs `run` every `intervalMs` on `clock`; stopping waits for a run under way. */
function repeatingService(
  name: string,
  clock: Clock,
  intervalMs: number,
  run: (ctx: BackendContext) => Promise<void>,
): BackendService {
  return {
    name,
    start(ctx) {
      let timer: Timer | undefined;
      let stopped = false;
      let running: Promise<void> = Promise.resolve();
      const schedule = () => {
        timer = clock.after(intervalMs, () => {
          if (stopped) return;
          running = run(ctx).finally(() => !stopped && schedule());
        });
      };
      schedule();
      return {
        // A run under way finishes first, so no mail is left claimed by a half-done batch.
        async stop() {
          stopped = true;
          timer?.cancel();
          await running;
        },
      };
    },
  };
}

/**
 * The embedded backend's copy of the hosted e-mail schedule (migration 20261125000200): send-emails every
 * minute when a mail is due. The operator's screens also call it right after an action; this run sends what a
 * failed call or a provider outage left behind.
 */
export function emailOutboxService(
  options: { clock?: Clock; log?: (message: string) => void; intervalMs?: number } = {},
): BackendService {
  const log = options.log ?? ((message: string) => console.log(message));
  return repeatingService('email-outbox', options.clock ?? realClock, options.intervalMs ?? 60_000, (ctx) =>
    sendDueEmails(ctx, log),
  );
}

async function lapseUnpaidPixOrders(ctx: BackendContext, log: (message: string) => void): Promise<void> {
  try {
    const { rows } = await ctx.exclusive(() =>
      ctx.db.query<{ lapsed: number }>('select public.lapse_unpaid_pix_orders() as lapsed'),
    );
    const lapsed = Number(rows[0]?.lapsed ?? 0);
    if (lapsed === 0) return;
    log(`PIX: ${lapsed} unpaid order(s) lapsed ('Pagamento não identificado no prazo')`);
  } catch (error) {
    log(`PIX: lapsing unpaid orders failed: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  await sendDueEmails(ctx, log);
}

/**
 * The embedded backend's copy of the hosted lapse job (migration 20261125000500, pg_cron every five minutes):
 * every minute, PIX orders past their hold are cancelled by lapse_unpaid_pix_orders() (their seats return), then
 * send-emails is asked to send the 'Pedido cancelado' mails the function queued.
 */
export function unpaidPixOrdersService(
  options: { clock?: Clock; log?: (message: string) => void; intervalMs?: number } = {},
): BackendService {
  const log = options.log ?? ((message: string) => console.log(message));
  return repeatingService(
    'unpaid-pix-orders',
    options.clock ?? realClock,
    options.intervalMs ?? 60_000,
    (ctx) => lapseUnpaidPixOrders(ctx, log),
  );
}

async function queueTourReminders(ctx: BackendContext, log: (message: string) => void): Promise<void> {
  try {
    const { rows } = await ctx.exclusive(() =>
      ctx.db.query<{ queued: number }>('select public.queue_tour_reminders() as queued'),
    );
    const queued = Number(rows[0]?.queued ?? 0);
    if (queued === 0) return;
    log(`Lembretes: ${queued} mail(s) 'Lembrete: seu passeio é amanhã' queued`);
  } catch (error) {
    log(`Lembretes: queueing failed: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  await sendDueEmails(ctx, log);
}

/**
 * The embedded backend's copy of the hosted reminder job (migration 20261127000200, pg_cron every five minutes):
 * every minute, from 18:00 in São Paulo, queue_tour_reminders() queues the reminder of each of tomorrow's confirmed
 * bookings once (before 18:00 it queues nothing), then send-emails is asked to send them.
 */
export function tourRemindersService(
  options: { clock?: Clock; log?: (message: string) => void; intervalMs?: number } = {},
): BackendService {
  const log = options.log ?? ((message: string) => console.log(message));
  return repeatingService('tour-reminders', options.clock ?? realClock, options.intervalMs ?? 60_000, (ctx) =>
    queueTourReminders(ctx, log),
  );
}

async function expireCredits(ctx: BackendContext, log: (message: string) => void): Promise<void> {
  try {
    const { rows } = await ctx.exclusive(() =>
      ctx.db.query<{ expired: number }>('select public.expire_credits() as expired'),
    );
    const expired = Number(rows[0]?.expired ?? 0);
    if (expired > 0) log(`Créditos: ${expired} lote(s) expirado(s)`);
  } catch (error) {
    log(`Créditos: expiring failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The embedded backend's copy of the hosted credit expiry job (migration 20261128000100, pg_cron every hour):
 * every ten minutes, expire_credits() records the 'expiracao' of the credit lots past their date. An expired lot
 * stops counting at its date whatever the job does; the job writes the ledger's line.
 */
export function creditExpiryService(
  options: { clock?: Clock; log?: (message: string) => void; intervalMs?: number } = {},
): BackendService {
  const log = options.log ?? ((message: string) => console.log(message));
  return repeatingService('credit-expiry', options.clock ?? realClock, options.intervalMs ?? 600_000, (ctx) =>
    expireCredits(ctx, log),
  );
}
