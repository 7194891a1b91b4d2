import { errorResponse } from './cors.ts';

/**
 * Wraps a handler so that anything it throws becomes a JSON error (502 when the payment provider failed,
 * 500 otherwise) instead of a dropped connection; the details go to the function's log only.
 */
export function guarded(name: string, handler: (req: Request) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    try {
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
