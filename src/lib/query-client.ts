import { notifyManager, QueryClient } from '@tanstack/react-query';
import { functionResponse } from './function-error';

/** SQLSTATE classes of a failure that may pass on a second try: connection, a rolled-back transaction, resources, operator intervention (a timeout), system and internal errors. */
const passingSqlStates = /^(08|40|53|57|58|XX)/;

/**
 * Whether a failed read may pass when asked again: no answer (the network), a server error, an expired or refused
 * token (supabase-js refreshes the session), too many requests. A refusal (the database's SQLSTATE, a function's
 * other 4xx) answers the same the second time: asking again only shows the error a second later and logs the
 * refusal twice.
 */
export function mayPassOnRetry(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  // A function's answer, or an error carrying an HTTP status (Auth).
  const status =
    functionResponse(error)?.status ??
    ('status' in error && typeof error.status === 'number' ? error.status : undefined);
  if (status !== undefined && status >= 400) return status >= 500 || [401, 408, 429].includes(status);
  // PostgREST's answer: '' when nothing answered; PGRST0xx when the database is unreachable, PGRST3xx a JWT
  // problem; otherwise the database's SQLSTATE or PostgREST's refusal of the request.
  const code: unknown = 'code' in error ? error.code : undefined;
  if (typeof code !== 'string' || code === '') return true;
  if (code.startsWith('PGRST')) return /^PGRST[03]/.test(code);
  return passingSqlStates.test(code);
}

export function createQueryClient() {
  // Components hear of a query's or mutation's change in a microtask, not a timer: a click that starts a mutation
  // has its button disabled (`isPending`) before the browser runs the next input event. With the default timer,
  // Chromium ran a double click's second click first (input before timers), and it booked a checkout or granted a
  // credit twice. Still batched: every change of one task reaches the components together.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Once more, for a failure that may pass (mayPassOnRetry).
        retry: (failureCount, error) => failureCount < 1 && mayPassOnRetry(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * A mutation's cache refresh (its options' onSettled): the queries under `queryKey` are read again, without holding
 * the mutation until they are. Awaited, the refetch ran before the component's per-call callbacks, and a component
 * the fresh data removed (a cancelled order's card) never got its onSuccess.
 */
export function refreshAfterMutation(client: QueryClient, queryKey: readonly unknown[]): void {
  void client.invalidateQueries({ queryKey });
}
