import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import type { RequestView } from '@/domain/operator-requests';
import { bookingRequestsQueryOptions } from './api/booking-requests';
import { DecisionDialog } from './components/decision-dialog';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';
import { RequestCard, type RequestAction } from './components/request-card';
import { useRefundActions } from './hooks/use-refund-actions';

const views: { id: RequestView; label: string }[] = [
  { id: 'abertas', label: 'Abertas' },
  { id: 'reembolsos', label: 'Reembolsos a pagar' },
  { id: 'todas', label: 'Todas' },
];

const isView = (value: string | null): value is RequestView => views.some((view) => view.id === value);

/** `/admin/solicitacoes`: the customers' cancellation and rescheduling requests, and the refunds to pay. */
export function BookingRequestsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('ver');
  const view: RequestView = isView(requested) ? requested : 'abertas';
  const requests = useQuery(bookingRequestsQueryOptions(view));
  const refundActions = useRefundActions();
  const [action, setAction] = useState<RequestAction | null>(null);
  const now = new Date();

  return (
    <OperatorShell
      title="Solicitações"
      description="Cancelamentos e remarcações pedidos pelos clientes, e os reembolsos a pagar."
      path={paths.operator.requests}
    >
      <nav aria-label="Filtro de solicitações" className="flex flex-wrap gap-2">
        {views.map((option) => (
          <Button
            key={option.id}
            size="sm"
            variant={option.id === view ? 'default' : 'outline'}
            aria-pressed={option.id === view}
            onClick={() => setParams(option.id === 'abertas' ? {} : { ver: option.id }, { replace: true })}
          >
            {option.label}
          </Button>
        ))}
      </nav>
      <QueryState
        query={requests}
        loading="Carregando solicitações..."
        failed="Não foi possível carregar as solicitações."
        className="mt-8"
      >
        {(shown) => (
          <>
            <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
              {shown.length === 0
                ? view === 'reembolsos'
                  ? 'Nenhum reembolso a pagar.'
                  : 'Nenhuma solicitação aberta.'
                : `${shown.length} ${shown.length === 1 ? 'solicitação' : 'solicitações'}`}
            </p>
            <ul aria-label="Solicitações" className="mt-3 grid gap-4 lg:grid-cols-2">
              {shown.map((request) => (
                <RequestCard
                  key={request.id}
                  request={request}
                  now={now}
                  refundActions={refundActions}
                  onAction={setAction}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <DecisionDialog action={action} onClose={() => setAction(null)} />
    </OperatorShell>
  );
}

export default operatorPage(BookingRequestsPage);
