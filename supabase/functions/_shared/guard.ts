import { errorResponse } from './cors.ts';
import { publishableKeys, secretKeys } from './env.ts';

/**
 * Every function is deployed with verify_jwt = false (supabase/config.toml): the gateway's check knows neither
 * the publishable/secret keys nor asymmetrically signed user tokens. So each function checks here that the call
 * carries one of the project's keys in `apikey` (supabase-js always sends it), and then its own rule about
 * the caller (a user's token verified by Supabase Auth, a secret key, Stripe's signature).
 */
function hasProjectKey(req: Request): boolean {
  const key = req.headers.get('apikey');
  return key !== null && [...publishableKeys(), ...secretKeys()].includes(key);
}

export type Callers =
  /** Calls carrying one of the project's keys (the shop, the scheduler). */
  | 'project'
  /** Anyone: the function authenticates its caller otherwise (Stripe's webhook signature). */
  | 'anyone';

/**
 * Wraps a handler so that anything it throws becomes a JSON error (502 when the payment provider failed,
 * 500 otherwise) instead of a dropped connection; the details go to the function's log only.
 */
export function guarded(
  name: string,
  handler: (req: Request) => Promise<Response>,
  callers: Callers = 'project',
) {
  return async (req: Request): Promise<Response> => {
    try {
      if (callers === 'project' && req.method !== 'OPTIONS' && !hasProjectKey(req)) {
        return errorResponse(401, 'invalid_api_key', 'Chave de API ausente ou inválida.');
      }
      return await handler(req);
    } catch (error) {
      console.error(`${name}:`, error);
      const fromProvider =
        typeof error === 'object' &&
        error !== null &&
        'type' in error &&
        String(error.type).startsWith('Stripe');
      return fromProvider
        ? errorResponse(
            502,
            'payment_provider_error',
            'O provedor de pagamentos não respondeu como esperado.',
          )
        : errorResponse(500, 'internal_error', 'Erro interno. Tente novamente.');
    }
  };
}
