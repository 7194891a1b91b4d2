import Stripe from 'stripe';
import { getEnv, requireEnv } from './env.ts';

/**
 * The Stripe SDK: real Stripe with STRIPE_SECRET_KEY; otherwise the embedded backend's local test provider
 * (STRIPE_LOCAL_API_URL, set only by the embedded backend). The fetch client works in Deno and Node alike.
 */
export function stripeClient(): Stripe {
  const httpClient = Stripe.createFetchHttpClient();
  const secretKey = getEnv('STRIPE_SECRET_KEY');
  if (secretKey) return new Stripe(secretKey, { httpClient, maxNetworkRetries: 2 });
  const localUrl = getEnv('STRIPE_LOCAL_API_URL');
  if (!localUrl) throw new Error('Missing environment variable STRIPE_SECRET_KEY');
  const url = new URL(localUrl);
  return new Stripe(requireEnv('STRIPE_LOCAL_SECRET_KEY'), {
    httpClient,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  });
}

/** Metadata key carrying the order ids a session pays for, e.g. "12,13". */
export const orderIdsKey = 'order_ids';

export function orderIdsOf(session: Pick<Stripe.Checkout.Session, 'metadata'>): number[] {
  const raw = session.metadata?.[orderIdsKey] ?? '';
  if (!/^\d{1,15}(,\d{1,15}){0,99}$/.test(raw)) return [];
  return raw.split(',').map(Number);
}
