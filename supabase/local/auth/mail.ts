import { createHash, randomBytes } from 'node:crypto';
import type { BackendContext } from '../context.ts';
import { authError, escapeHtml } from './replies.ts';

/** GoTrue's default mailer_otp_exp: a confirmation link works for a day. */
export const CONFIRMATION_TTL_MS = 24 * 3600_000;

/** A password recovery link works for an hour (supabase/config.toml's otp_expiry). */
export const RECOVERY_TTL_MS = 3600_000;

/** Only the token's hash is stored, so a copy of the database holds no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Where auth may send the browser: the site itself or a page on its origin, never elsewhere. */
export function safeRedirect(ctx: BackendContext, target: string | null | undefined): string {
  try {
    if (target && new URL(target).origin === new URL(ctx.siteUrl).origin) return target;
  } catch {
    // not an absolute URL: fall back to the site
  }
  return ctx.siteUrl;
}

/** GoTrue's smtp max frequency: one mail of a kind per address per minute. */
const MAIL_INTERVAL_MS = 60_000;

/** Seconds to wait before another mail of a kind to an address last sent one at `sentAt`, or 0. */
export function secondsBeforeNextMail(sentAt: string | null | undefined): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil((MAIL_INTERVAL_MS - (Date.now() - new Date(sentAt).getTime())) / 1000));
}

/** GoTrue's answer while `secondsBeforeNextMail` says to wait. */
export const tooSoon = (seconds: number) =>
  authError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );

/** A mail whose link goes through /auth/v1/verify (`type`), then to the site (`redirectTo`, on its origin). */
function sendVerifyLink(
  ctx: BackendContext,
  email: string,
  token: string,
  type: 'signup' | 'recovery',
  redirectTo: string | null | undefined,
  mail: { subject: string; html: (link: string) => string },
) {
  const query = new URLSearchParams({ token, type, redirect_to: safeRedirect(ctx, redirectTo) });
  const link = `${ctx.apiUrl}/auth/v1/verify?${query.toString()}`;
  ctx.mailbox.send({ to: email, subject: mail.subject, html: mail.html(escapeHtml(link)), link });
}

export function sendConfirmation(
  ctx: BackendContext,
  email: string,
  token: string,
  redirectTo: string | null | undefined,
) {
  sendVerifyLink(ctx, email, token, 'signup', redirectTo, {
    subject: 'Confirme seu cadastro na Movie Tour',
    html: (link) =>
      `<p>Olá! Confirme o e-mail <strong>${escapeHtml(email)}</strong> para entrar na Movie Tour.</p>` +
      `<p><a href="${link}">Confirmar meu e-mail</a></p>`,
  });
}

/** The 'Redefinir senha' mail: a link that signs the user in for choosing a new password (type recovery). */
export function sendRecovery(
  ctx: BackendContext,
  email: string,
  token: string,
  redirectTo: string | null | undefined,
) {
  sendVerifyLink(ctx, email, token, 'recovery', redirectTo, {
    subject: 'Redefina sua senha da Movie Tour',
    html: (link) =>
      `<p>Olá! Recebemos um pedido para criar uma nova senha para <strong>${escapeHtml(email)}</strong>.</p>` +
      `<p><a href="${link}">Criar uma nova senha</a></p>` +
      '<p>O link vale por 1 hora. Se você não pediu, ignore este e-mail: sua senha continua a mesma.</p>',
  });
}
