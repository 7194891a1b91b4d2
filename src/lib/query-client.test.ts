import {
  AuthApiError,
  AuthRetryableFetchError,
  FunctionsFetchError,
  FunctionsHttpError,
} from '@supabase/supabase-js';
import { createQueryClient, mayPassOnRetry } from './query-client';

// The shapes supabase-js gives a failed call: PostgREST's plain `{ code, message, details, hint }` (code '' when
// nothing answered), a function's FunctionsHttpError with its Response, Auth's errors with their status.
const postgrest = (code: string, message = 'recusado') => ({ code, message, details: null, hint: null });
const functionAnswer = (status: number) =>
  new FunctionsHttpError(new Response('{"code":"x","message":"Recusado."}', { status }));

describe('mayPassOnRetry', () => {
  it.each([
    ['nothing answered (PostgREST)', postgrest('', 'TypeError: fetch failed')],
    ['the database unreachable', postgrest('PGRST002')],
    ['an expired token', postgrest('PGRST301')],
    ['a serialization failure', postgrest('40001')],
    ['a statement timeout', postgrest('57014')],
    ['a function that did not answer', new FunctionsFetchError(new TypeError('fetch failed'))],
    ['a function failing', functionAnswer(503)],
    ['a function refusing the token', functionAnswer(401)],
    ['too many requests', functionAnswer(429)],
    ['Auth unreachable', new AuthRetryableFetchError('fetch failed', 0)],
    ['an error of the app', new Error('Reserva não encontrada.')],
    ['something that is not an error', 'falhou'],
  ])('tries again after %s', (_name, error) => {
    expect(mayPassOnRetry(error)).toBe(true);
  });

  it.each([
    ['a row level security refusal', postgrest('42501', 'permission denied for table pedido_site')],
    ['a check the data broke', postgrest('23514', 'Não há mais vagas.')],
    ["a function's raise", postgrest('P0001', 'Acesso restrito')],
    ['no single row', postgrest('PGRST116')],
    ['an unknown function', postgrest('PGRST202')],
    ['a function refusing the request', functionAnswer(400)],
    ['a function finding nothing', functionAnswer(404)],
    ['Auth refusing', new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')],
  ])('does not ask again after %s', (_name, error) => {
    expect(mayPassOnRetry(error)).toBe(false);
  });
});

describe("the query client's retry", () => {
  const retry = createQueryClient().getDefaultOptions().queries!.retry as (
    failureCount: number,
    error: unknown,
  ) => boolean;

  it('tries once more, and only a failure that may pass', () => {
    expect(retry(0, postgrest(''))).toBe(true);
    expect(retry(1, postgrest(''))).toBe(false);
    expect(retry(0, postgrest('42501'))).toBe(false);
  });

  it('asks a query nothing answered twice, and a refused one once', async () => {
    const client = createQueryClient();
    const unanswered = vi.fn().mockRejectedValue(postgrest('', 'TypeError: fetch failed'));
    await expect(
      client.fetchQuery({ queryKey: ['unanswered'], queryFn: unanswered, retryDelay: 0 }),
    ).rejects.toMatchObject({ code: '' });
    expect(unanswered).toHaveBeenCalledTimes(2);

    const refused = vi.fn().mockRejectedValue(postgrest('42501'));
    await expect(
      client.fetchQuery({ queryKey: ['refused'], queryFn: refused, retryDelay: 0 }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
