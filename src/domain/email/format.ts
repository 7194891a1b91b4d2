// What every mail of the outbox shares: values on one line and escaped, the greeting, the facts, the HTML page and
// the link to the cancellation policy.
import { isoToBR } from '../date-format.ts';

export type RenderedEmail = { subject: string; text: string; html: string };

/** paths.cancellationPolicy; the domain does not import src/config. */
export const cancellationPolicyPath = '/regras-cancelamento';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

// A value on one line: a line break in a name must not start a new line of the mail.
export const oneLine = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
export const dayBR = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? isoToBR(iso) : oneLine(iso));
export const policyUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}${cancellationPolicyPath}`;
/** paths.voucher(code): the booking's e-ticket. */
export const voucherUrl = (siteUrl: string, code: string) =>
  `${siteUrl.replace(/\/+$/, '')}/voucher/${encodeURIComponent(code)}`;

export type Fact = [label: string, value: string];

export const greeting = (nome: string | undefined) => (oneLine(nome) ? `Olá, ${oneLine(nome)}!` : 'Olá!');
export const factLines = (facts: Fact[]) => facts.map(([label, value]) => `${label}: ${value}`);

export type PageExtras = {
  /** A bulleted list after the facts (the choices of a cancelled departure). */
  list?: string[];
  /** Paragraphs after the facts and the list. */
  after?: string[];
  /** Links of the shop before the policy's: [what, url], one paragraph each. */
  links?: [label: string, url: string][];
};

// Styles on a <div>, not <body>: mail clients drop a body's styles, and the local mailbox page shows the mail
// inline, where a body's attributes would apply to the page itself.
export function htmlPage(
  title: string,
  paragraphs: string[],
  facts: Fact[],
  policy: [string, string],
  extra: PageExtras = {},
): string {
  const [before, link] = policy;
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraph = (p: string) => `<p style="overflow-wrap:anywhere">${escapeHtml(p)}</p>`;
  const list = extra.list?.length
    ? `<ul>${extra.list.map((item) => `<li style="overflow-wrap:anywhere">${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const shopLinks = (extra.links ?? []).map(
    ([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
  );
  const body = [
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map(paragraph),
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    list,
    ...(extra.after ?? []).map(paragraph),
    ...shopLinks,
    `<p>${escapeHtml(before)} <a href="${escapeHtml(link)}">regras de cancelamento</a>.</p>`,
    '<p>Até breve!<br>Equipe Movie Tour</p>',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><div style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:16px">
${body.join('\n')}
</div></body></html>`;
}
