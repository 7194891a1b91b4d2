import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
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
