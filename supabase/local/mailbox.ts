import { randomUUID } from 'node:crypto';
import type { ApiHandler, BackendContext, Mailbox, MailMessage } from './context.ts';
import { HttpError } from './http-error.ts';

export function createMailbox(): Mailbox {
  const messages: MailMessage[] = [];
  return {
    send(message) {
      messages.push({ ...message, sentAt: new Date().toISOString() });
    },
    list() {
      return [...messages];
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The local test mailbox: every e-mail the embedded backend "sent" (auth, send-emails), newest first. */
export function renderMailboxPage(messages: MailMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">Para: ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
  ${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}
  <div class="body">${m.html}</div>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Caixa de e-mails local (teste)</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}.meta{color:#555}</style></head>
<body>
<h1>Caixa de e-mails local</h1>
<p>This is the local test mailbox of the embedded backend: no e-mail leaves this machine.
Messages are kept in memory until the backend stops. Esta é a caixa de e-mails de teste local.</p>
${items || '<p>Nenhuma mensagem ainda (no messages yet).</p>'}
</body>
</html>`;
}

// ─── The local e-mail provider: the subset of Resend's API that send-emails calls ─────────────────────────────

/** Resend's error shape. */
const providerError = (status: number, name: string, message: string) =>
  new HttpError(status, { statusCode: status, name, message });

type SentMessage = { id: string; body: string };

/** Idempotency keys already answered, per backend: kept until it stops (Resend keeps them 24 hours). */
const answered = new WeakMap<BackendContext, Map<string, SentMessage>>();

function recipients(to: unknown): string[] | null {
  const list = typeof to === 'string' ? [to] : to;
  if (!Array.isArray(list) || list.length === 0 || list.length > 50) return null;
  return list.every((address) => typeof address === 'string' && /^[^@\s]+@[^@\s]+$/.test(address.trim()))
    ? list.map((address: string) => address.trim())
    : null;
}

/**
 * `POST /mailbox/v1/emails`, Resend's body `{from, to, subject, html, text}`: stores the mail in the mailbox
 * and answers `{id}`. The bearer must be the backend's secret key (or the legacy service_role key), which only
 * the functions and the tests hold, so nothing else on the machine can fill the mailbox. A repeated
 * `Idempotency-Key` answers the first id without storing again; the same key with another body is a 409.
 */
async function sendRoute(ctx: BackendContext, req: Request): Promise<Response> {
  const token = /^bearer\s+(\S+)$/i.exec(req.headers.get('Authorization')?.trim() ?? '')?.[1];
  if (!token) throw providerError(401, 'missing_api_key', 'Missing API key in the authorization header.');
  if (token !== ctx.secretKey && token !== ctx.serviceRoleKey)
    throw providerError(403, 'invalid_api_key', 'API key is invalid.');
  const raw = await req.text();
  let body: Record<string, unknown>;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    throw providerError(422, 'validation_error', 'The body must be a JSON object.');
  }
  const to = recipients(body.to);
  const { from, subject, html, text } = body;
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (!filled(from) || !to || !filled(subject) || !(filled(html) || filled(text)))
    throw providerError(422, 'validation_error', 'from, to, subject and html or text are required.');
  const key = req.headers.get('Idempotency-Key');
  if (key !== null && (key.length === 0 || key.length > 256))
    throw providerError(422, 'invalid_idempotency_key', 'The idempotency key must have 1 to 256 characters.');
  let keys = answered.get(ctx);
  if (!keys) answered.set(ctx, (keys = new Map()));
  const earlier = key === null ? undefined : keys.get(key);
  if (earlier && earlier.body !== raw)
    throw providerError(
      409,
      'invalid_idempotent_request',
      'Same idempotency key used with a different payload.',
    );
  if (earlier) return Response.json({ id: earlier.id });
  const id = randomUUID();
  ctx.mailbox.send({
    to: to.join(', '),
    subject: String(subject),
    html: filled(html) ? String(html) : `<pre>${escapeHtml(String(text))}</pre>`,
  });
  if (key !== null) keys.set(key, { id, body: raw });
  return Response.json({ id });
}

/** `/mailbox`: the page above, for people following confirmation links by hand; `/mailbox/v1`: the provider. */
export function createMailboxHandler(ctx: BackendContext): ApiHandler {
  return async (req, subpath) => {
    if (subpath === '/v1/emails') {
      if (req.method !== 'POST') throw providerError(405, 'method_not_allowed', 'Use POST.');
      return sendRoute(ctx, req);
    }
    if (subpath !== '' && subpath !== '/') {
      throw new HttpError(404, { code: 'not_found', message: `No route for ${subpath}` });
    }
    return new Response(renderMailboxPage(ctx.mailbox.list()), {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
}
