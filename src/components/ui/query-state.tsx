import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';

/** 'Carregando...' with a spinner, announced politely. */
export function LoadingStatus({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
      {children}
    </p>
  );
}

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** While loading: 'Carregando as saídas...'. */
  loading: string;
  /** When the call failed: 'Não foi possível carregar as saídas.', followed by the backend's message. */
  failed: string;
  className?: string;
  /** The loaded data. */
  children: (data: T) => ReactNode;
};

/** A query's loading and error states, one way everywhere; its data once loaded (kept while a refetch fails). */
export function QueryState<T>({ query, loading, failed, className, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <p role="alert" className={cn('text-destructive', className)}>
        {failed} {errorText(query.error)}
      </p>
    );
  }
  return <LoadingStatus className={className}>{loading}</LoadingStatus>;
}
