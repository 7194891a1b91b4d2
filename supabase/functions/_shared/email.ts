import { getEnv, requireEnv, secretKey } from './env.ts';

/** A Resend-compatible e-mail API: `POST {url}/emails` with a bearer key. */
export type EmailProvider = { name: string; url: string; key: string; from: string };

export type EmailMessage = { to: string[]; subject: string; html: string; text: string };

export type SendResult =
  | { ok: true; id: string | null }
  /** `providerDown`: the provider itself failed (network, timeout, 5xx, rate limit), not this mail. */
  | { ok: false; error: string; providerDown: boolean };

const localFrom = 'Movie Tour <reservas@movietour.local>';

/**
 * The provider: Resend (EMAIL_API_URL for another compatible API) with EMAIL_API_KEY; otherwise the embedded
 * backend's local mailbox, which keeps the mail on the machine, as the Stripe test provider stands in for Stripe.
 */
export function emailProvider(): EmailProvider {
  const key = getEnv('EMAIL_API_KEY');
  if (key) {
    const url = (getEnv('EMAIL_API_URL') || 'https://api.resend.com').replace(/\/+$/, '');
    return { name: 'the e-mail provider', url, key, from: requireEnv('EMAIL_FROM') };
  }
  return {
    // Named in last_error: a hosted project without EMAIL_API_KEY shows why its mails stay unsent.
    name: 'the local mailbox (EMAIL_API_KEY is not set)',
    url: `${requireEnv('SUPABASE_URL').replace(/\/+$/, '')}/mailbox/v1`,
    key: secretKey(),
    from: getEnv('EMAIL_FROM') || localFrom,
  };
}

const timeoutMs = 10_000;
const busyRetries = 2;

/** Retry-After in seconds, between half a second and five (longer waits are left to the outbox's backoff). */
function retryDelayMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After') ?? '1');
  return Math.min(5, Math.max(0.5, Number.isFinite(seconds) ? seconds : 1)) * 1000;
}

/**
 * Sends one mail. `idempotencyKey` makes a repeat of the same mail (a retry after a crash between the provider's
 * answer and the outbox update) return the first answer instead of sending again. 409 (the same key still in
 * flight) and 429 (rate limit) are retried here after a short wait; anything else that is not a 2xx is an error.
 */
export async function sendEmail(
  provider: EmailProvider,
  message: EmailMessage,
  idempotencyKey: string,
): Promise<SendResult> {
  const body = JSON.stringify({ from: provider.from, ...message });
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(`${provider.url}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${provider.key}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `${provider.name} did not answer: ${reason}`, providerDown: true };
    }
    if (response.ok) {
      const answer = (await response.json().catch(() => null)) as { id?: unknown } | null;
      return { ok: true, id: typeof answer?.id === 'string' ? answer.id : null };
    }
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    const busy = response.status === 409 || response.status === 429;
    if (busy && attempt < busyRetries) {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(response)));
      continue;
    }
    return {
      ok: false,
      error: `${provider.name} answered ${response.status}: ${detail}`,
      providerDown: response.status >= 500 || response.status === 429,
    };
  }
}
