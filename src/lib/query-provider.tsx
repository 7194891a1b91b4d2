import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * The app's one query client: every page shares its cache. Created with this module, which only code that reads
 * or writes server data loads (the pages the route table marks, the booking calendar), so the first load of a page
 * without data carries no TanStack Query. docs/architecture.md, "Data".
 */
const appQueryClient = createQueryClient();

/** Gives its children the app's query client, unless a client is given above it already (a test's own). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
