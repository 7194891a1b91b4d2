import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import type { RequestView } from '@/domain/operator-requests';
import type { PaymentRefund } from '@/domain/payment-refunds';
import { bookingRequestsQueryOptions, type ListedRequest } from './api/booking-requests';
import { paymentRefundsQueryOptions } from './api/payment-refunds';
import { CheckoutSection } from './components/checkout-section';
import { DecisionDialog } from './components/decision-dialog';
import { OperatorShell } from './components/operator-shell';
import { PaymentRefundCard } from './components/payment-refund-card';
import { RecordChoiceDialog } from './components/record-choice-dialog';
import { operatorPage } from './components/require-operator';
import { RequestCard, type RequestAction } from './components/request-card';
import { useRefundActions, type RefundActions } from './hooks/use-refund-actions';

const views: { id: RequestView; label: string }[] = [
  { id: 'abertas', label: 'Abertas' },
  { id: 'reembolsos', label: 'Reembolsos a pagar' },
  { id: 'todas', label: 'Todas' },
];

const isView = (value: string | null): value is RequestView => views.some((view) => view.id === value);

/** What a view's list says when it is empty, or how many it shows. */
function countLabel(view: RequestView, shown: number, payments: number): string {
  if (shown > 0) return `${shown} ${shown === 1 ? 'solicitação' : 'solicitações'}`;
  if (view === 'reembolsos') {
    return payments > 0 ? 'Nenhum reembolso de solicitação a pagar.' : 'Nenhum reembolso a pagar.';
  }
  return view === 'todas' ? 'Nenhuma solicitação.' : 'Nenhuma solicitação aberta.';
}

type PaymentRefundsProps = {
  refunds: PaymentRefund[];
  now: Date;
  actions: RefundActions;
  onAction: (action: RequestAction) => void;
};

/**
 * Money that came for orders it could not book goes back through the provider by itself; it is here while it has
 * not (in flight, or failed: then the operator retries it or pays it by PIX at the bank).
 */
function PaymentRefunds({ refunds, now, actions, onAction }: PaymentRefundsProps) {
  if (refunds.length === 0) return null;
  return (
    <CheckoutSection
      id="pagamentos-sem-reserva"
      title="Pagamentos sem reserva"
      description="Dinheiro que chegou para pedidos que não puderam ser reservados (cancelados antes do pagamento, pagos duas vezes). Ele volta sozinho ao cliente pelo provedor; quando o provedor não consegue devolver, tente de novo ou devolva por PIX pelo banco."
    >
      {refunds.map((item) => (
        <PaymentRefundCard
          key={item.refund.id}
          item={item}
          now={now}
          actions={actions}
          onPixRefund={(refund, customerName) => onAction({ kind: 'pix-refund', customerName, refund })}
        />
      ))}
    </CheckoutSection>
  );
}

/**
 * `/admin/solicitacoes`: the customers' cancellation and rescheduling requests, and the refunds to pay: the
 * requests', and those of payments that booked nothing.
 */
export function BookingRequestsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('ver');
  const view: RequestView = isView(requested) ? requested : 'abertas';
  // 'Registrar cancelamento' in Reservas brings the operator here to decide the request it recorded.
  const linked = Number(params.get('solicitacao'));
  const requests = useQuery(bookingRequestsQueryOptions(view));
  const paymentRefunds = useQuery(paymentRefundsQueryOptions());
  const payments = paymentRefunds.data ?? [];
  const refundActions = useRefundActions();
  const [action, setAction] = useState<RequestAction | null>(null);
  const [choosing, setChoosing] = useState<ListedRequest | null>(null);
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
              {countLabel(view, shown.length, payments.length)}
            </p>
            <ul aria-label="Solicitações" className="mt-3 grid gap-4 lg:grid-cols-2">
              {shown.map((request) => (
                <RequestCard
                  key={request.id}
                  request={request}
                  now={now}
                  highlighted={request.id === linked}
                  refundActions={refundActions}
                  onAction={setAction}
                  onRecordChoice={setChoosing}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>
      {view === 'reembolsos' ? (
        <QueryState
          query={paymentRefunds}
          loading="Carregando pagamentos sem reserva..."
          failed="Não foi possível carregar os pagamentos sem reserva."
          className="mt-8"
        >
          {(loaded) => (
            <PaymentRefunds refunds={loaded} now={now} actions={refundActions} onAction={setAction} />
          )}
        </QueryState>
      ) : null}
      <DecisionDialog action={action} onClose={() => setAction(null)} />
      <RecordChoiceDialog request={choosing} onClose={() => setChoosing(null)} />
    </OperatorShell>
  );
}

export default operatorPage(BookingRequestsPage);
