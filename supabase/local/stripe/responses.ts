import { randomBytes } from 'node:crypto';
import { HttpError } from '../http-error.ts';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Ids shaped like Stripe's: a prefix and 24 letters or digits. */
export const randomId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('')}`;

/** Stripe's error, to throw: stripe-node turns it into StripeInvalidRequestError, StripeAuthenticationError... */
export function stripeError(
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string } = {},
): HttpError {
  return new HttpError(
    status,
    { error: { type, message, ...extra } },
    { 'Content-Type': 'application/json', 'Request-Id': randomId('req') },
    message,
  );
}

export const invalid = (message: string, param?: string, code?: string) =>
  stripeError(400, 'invalid_request_error', message, {
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

/** Stripe's 404 for an id it does not know, e.g. "No such refund: 're_x'". */
export const noSuch = (object: string, id: string, param: string) =>
  stripeError(404, 'invalid_request_error', `No such ${object}: '${id}'`, {
    code: 'resource_missing',
    param,
  });

export const idempotencyError = () =>
  stripeError(
    400,
    'idempotency_error',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  );

export const stripeJson = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', 'Request-Id': randomId('req'), ...headers },
  });
