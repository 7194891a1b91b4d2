import { createHmac } from 'node:crypto';

/**
 * The local provider's secret key and webhook signing secret, derived from the backend's JWT secret:
 * stable across restarts of one data directory, different for every other one, never committed.
 */
export function localStripeKeys(jwtSecret: string) {
  const derive = (purpose: string) =>
    createHmac('sha256', jwtSecret).update(purpose).digest('hex').slice(0, 32);
  return {
    secretKey: `sk_test_local_${derive('stripe-secret-key')}`,
    webhookSecret: `whsec_local_${derive('stripe-webhook-secret')}`,
  };
}
