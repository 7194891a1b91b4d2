import { createHash, randomBytes } from 'node:crypto';
import type { BackendContext } from '../context.ts';
import { escapeHtml } from './replies.ts';

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

export function sendConfirmation(
  ctx: BackendContext,
  email: string,
  token: string,
  redirectTo: string | null | undefined,
) {
  const query = new URLSearchParams({
    token,
    type: 'signup',
    redirect_to: safeRedirect(ctx, redirectTo),
  });
  const link = `${ctx.apiUrl}/auth/v1/verify?${query.toString()}`;
  ctx.mailbox.send({
    to: email,
    subject: 'Confirme seu cadastro na Movie Tour',
    html:
      `<p>Olá! Confirme o e-mail <strong>${escapeHtml(email)}</strong> para entrar na Movie Tour.</p>` +
      `<p><a href="${escapeHtml(link)}">Confirmar meu e-mail</a></p>`,
    link,
  });
}

/** The 'Redefinir senha' mail: a link that signs the user in for choosing a new password (type recovery). */
export function sendRecovery(
  ctx: BackendContext,
  email: string,
  token: string,
  redirectTo: string | null | undefined,
) {
  const query = new URLSearchParams({
    token,
    type: 'recovery',
    redirect_to: safeRedirect(ctx, redirectTo),
  });
  const link = `${ctx.apiUrl}/auth/v1/verify?${query.toString()}`;
  ctx.mailbox.send({
    to: email,
    subject: 'Redefina sua senha da Movie Tour',
    html:
      `<p>Olá! Recebemos um pedido para criar uma nova senha para <strong>${escapeHtml(email)}</strong>.</p>` +
      `<p><a href="${escapeHtml(link)}">Criar uma nova senha</a></p>` +
      '<p>O link vale por 1 hora. Se você não pediu, ignore este e-mail: sua senha continua a mesma.</p>',
    link,
  });
}
