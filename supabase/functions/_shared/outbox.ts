import { renderOutboxEmail } from '../../../src/domain/email/outbox.ts';
import { emailProvider, sendEmail, type SendResult } from './email.ts';
import { requireEnv } from './env.ts';
import type { serviceClient } from './supabase.ts';

type Db = ReturnType<typeof serviceClient>;

const batchSize = 20;

/** The shop's address for the mails' links: SITE_URL's origin. */
function siteUrl(): string {
  const url = new URL(requireEnv('SITE_URL'));
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('SITE_URL is not an http(s) URL');
  return url.origin;
}

/**
 * Sends the due mails of email_outbox (at most 20 a call): claims them, renders each with the domain's
 * templates, sends it with `outbox-{id}` as the idempotency key and records the provider's id or the error
 * (finish_outbox_email schedules the retry). Once the provider itself fails, the rest of the batch is not
 * tried: it keeps that error and its backoff. The send-emails function (the schedule, the operator's actions) and
 * the webhook (a booking the provider's payment confirmed) send through it.
 */
export async function sendDueEmails(db: Db): Promise<{ sent: number; failed: number }> {
  // Configuration first: a missing setting must not claim (and delay) anything.
  const provider = emailProvider();
  const site = siteUrl();
  const { data: claimed, error } = await db.rpc('claim_outbox_emails', { p_limit: batchSize });
  if (error) throw new Error(error.message);
  let sent = 0;
  let failed = 0;
  let down: string | null = null;
  // Oldest first: the claim's UPDATE ... RETURNING gives its rows in no particular order.
  const due = [...(claimed ?? [])].sort((a, b) => a.id - b.id);
  for (const mail of due) {
    const rendered = renderOutboxEmail(mail.template, mail.data, site);
    const result: SendResult = down
      ? { ok: false, error: `not tried: ${down}`, providerDown: true }
      : rendered
        ? await sendEmail(provider, { to: [mail.to_email], ...rendered }, `outbox-${mail.id}`)
        : { ok: false, error: `data does not fit the template ${mail.template}`, providerDown: false };
    if (!result.ok && result.providerDown) down ??= result.error;
    if (result.ok) sent++;
    else failed++;
    // The generated types cannot say that these arguments take null: null marks the mail sent.
    const { error: finishError } = await db.rpc('finish_outbox_email', {
      p_id: mail.id,
      p_provider_id: (result.ok ? result.id : null) as string,
      p_error: (result.ok ? null : result.error) as string,
    });
    // The mail stays claimed until its lease ends, then goes again with the same key: the provider answers the
    // first id instead of sending twice.
    if (finishError) console.error(`send-emails: outbox ${mail.id}:`, finishError.message);
  }
  return { sent, failed };
}

/**
 * The mails an event just queued, sent now rather than at the schedule's next run. Never fails its caller: what
 * is not sent here the schedule sends.
 */
export async function sendQueuedEmailsNow(db: Db, caller: string): Promise<void> {
  try {
    await sendDueEmails(db);
  } catch (error) {
    console.error(
      `${caller}: sending the queued mails failed:`,
      error instanceof Error ? error.message : error,
    );
  }
}
