import { renderOutboxEmail } from '../../../src/domain/email/outbox.ts';
import { errorResponse, handleOptions, jsonResponse } from '../_shared/cors.ts';
import { emailProvider, sendEmail, type SendResult } from '../_shared/email.ts';
import { requireEnv, secretKeys } from '../_shared/env.ts';
import { guarded } from '../_shared/guard.ts';
import { bearerToken, requestUser, serviceClient } from '../_shared/supabase.ts';

const batchSize = 20;

/** The schedule (service role key) or a signed-in operator after an action; anyone else is refused. */
async function authorise(req: Request): Promise<Response | null> {
  const token = bearerToken(req);
  if (!token) return errorResponse(401, 'not_authenticated', 'Faça login como administrador.');
  if (secretKeys().includes(token)) return null;
  const user = await requestUser(req);
  if (!user) return errorResponse(401, 'not_authenticated', 'Faça login como administrador.');
  const { data, error } = await serviceClient()
    .from('user_roles')
    .select('role')
    .eq('user_id', user.id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (data?.role !== 'admin') {
    return errorResponse(403, 'forbidden', 'Apenas administradores podem enviar os e-mails.');
  }
  return null;
}

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
 * tried: it keeps that error and its backoff. Answers `{sent, failed}`.
 */
export const handler = guarded('send-emails', async (req: Request): Promise<Response> => {
  const preflight = handleOptions(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
  const denied = await authorise(req);
  if (denied) return denied;
  // Configuration first: a missing setting must not claim (and delay) anything.
  const provider = emailProvider();
  const site = siteUrl();
  const db = serviceClient();
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
  return jsonResponse({ sent, failed });
});
