import { Badge } from '@/components/ui/badge';
import { isoToBR } from '@/domain/date-format';
import { elapsedLabel } from '@/domain/operator';
import type { RequestRefund } from '@/domain/operator-requests';
import { paymentRefundReason, type PaymentRefund } from '@/domain/payment-refunds';
import type { RefundActions } from '../hooks/use-refund-actions';
import { CustomerContact } from './customer-contact';
import { RefundRow } from './request-refunds';

const statusLabels: Record<RequestRefund['status'], string> = {
  pendente: 'A pagar',
  processando: 'Em processamento',
  concluido: 'Concluído',
  falhou: 'Falhou',
};

type PaymentRefundCardProps = {
  item: PaymentRefund;
  now: Date;
  actions: RefundActions;
  onPixRefund: (refund: RequestRefund, customerName: string) => void;
};

/**
 * Money a payment brought for an order it could not book: who paid, for what, why it booked nothing, and its refund
 * with the same buttons as a booking's (retry at the provider, or pay by PIX at the bank and record it).
 */
export function PaymentRefundCard({ item, now, actions, onPixRefund }: PaymentRefundCardProps) {
  const { refund, customer } = item;
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Pedido P{item.orderId} · {elapsedLabel(item.createdAt, now)}
          </p>
          <h2 className="break-words text-lg font-semibold">Pagamento sem reserva a devolver</h2>
        </div>
        <Badge variant={refund.status === 'falhou' ? 'curtain' : 'muted'}>
          {statusLabels[refund.status]}
        </Badge>
      </div>
      <div className="mt-2">
        <CustomerContact
          customer={customer}
          greeting={`Olá, ${customer.nome_cliente}! Aqui é da Movie Tour, sobre o pagamento do pedido P${item.orderId}, que vamos devolver.`}
        />
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-xl border border-border p-3 text-sm sm:grid-cols-[auto_1fr]">
        {item.tour ? (
          <>
            <dt className="text-muted-foreground">Passeio</dt>
            <dd className="break-words font-medium">
              {item.tour}
              {item.day ? ` · ${isoToBR(item.day)}` : ''}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Motivo</dt>
        <dd className="break-words">{paymentRefundReason(item.reason)}</dd>
        <dt className="text-muted-foreground">Pago com</dt>
        <dd className="min-w-0">
          {item.paidWith === 'cartao' ? 'Cartão (Stripe)' : 'PIX (cobrança automática)'}{' '}
          <span className="break-all font-mono text-xs text-muted-foreground">{item.payment}</span>
        </dd>
      </dl>
      <RefundRow
        refund={refund}
        actions={actions}
        onPixRefund={(chosen) => onPixRefund(chosen, customer.nome_cliente)}
      />
    </li>
  );
}
