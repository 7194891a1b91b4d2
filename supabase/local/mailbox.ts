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

/** The local test mailbox: every e-mail the embedded auth service "sent", newest first. */
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

/** `/mailbox`: the page above, for people following confirmation links by hand. */
export function createMailboxHandler(ctx: BackendContext): ApiHandler {
  return async (_req, subpath) => {
    if (subpath !== '' && subpath !== '/') {
      throw new HttpError(404, { code: 'not_found', message: `No route for ${subpath}` });
    }
    return new Response(renderMailboxPage(ctx.mailbox.list()), {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
}
