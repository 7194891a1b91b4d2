/**
 * The embedded backend's one error model: an error that carries its HTTP answer (status, JSON body, headers).
 * Code anywhere in the backend throws one; the dispatcher (dispatch.ts) renders it, in the shape of the API
 * that threw it: PostgREST's `{code, details, hint, message}` (rest/errors.ts), GoTrue's `{code, error_code,
 * msg}` (auth/replies.ts), Stripe's `{error: {type, message}}` (stripe/api.ts). Anything else thrown is a bug:
 * a JSON 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    message = `HTTP ${status}`,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toResponse(): Response {
    return new Response(JSON.stringify(this.body), {
      status: this.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...this.headers },
    });
  }
}

export const internalError = {
  code: 'internal_error',
  message: 'Internal server error',
  details: null,
  hint: null,
};

/** The answer to anything a handler threw: an HttpError's own, otherwise a JSON 500 (logged unless quiet). */
export function errorResponse(error: unknown, quiet = true): Response {
  if (error instanceof HttpError) return error.toResponse();
  if (!quiet) console.error('Backend error:', error);
  return new HttpError(500, internalError).toResponse();
}
