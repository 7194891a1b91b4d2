import { CreditCard, Landmark, Loader2, QrCode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { refundLabel, refundsThroughProvider, type RequestRefund } from '@/domain/operator-requests';
import type { RefundActions } from '../hooks/use-refund-actions';

type RefundRowProps = {
  refund: RequestRefund;
  actions: RefundActions;
  onPixRefund: (refund: RequestRefund) => void;
};

/**
 * A refund to ask of the provider (again), on the card or by PIX; when the provider failed it (a cancelled card, a
 * refused PIX), to pay at the bank by PIX instead.
 */
function ProviderRefundButtons({ refund, actions }: Pick<RefundRowProps, 'refund' | 'actions'>) {
  const refunding = actions.refundingCard(refund);
  const switching = actions.switching(refund);
  const card = refund.metodo === 'cartao';
  const Icon = card ? CreditCard : QrCode;
  return (
    <div className="flex flex-wrap gap-2">
      {refund.status === 'falhou' && refund.stripe_refund_id ? (
        <Button size="sm" variant="outline" disabled={switching} onClick={() => actions.switchToPix(refund)}>
          {switching ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : card ? (
            <QrCode aria-hidden="true" />
          ) : (
            <Landmark aria-hidden="true" />
          )}
          {card ? 'Devolver por PIX' : 'Devolver pelo banco'}
        </Button>
      ) : null}
      <Button size="sm" disabled={refunding} onClick={() => actions.refundCard(refund)}>
        {refunding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
        {refund.status === 'falhou'
          ? 'Tentar reembolso de novo'
          : card
            ? 'Reembolsar no cartão'
            : 'Reembolsar por PIX'}
      </Button>
    </div>
  );
}

/** A request's refund: where it stands, and what the operator can do about it. */
export function RefundRow({ refund, actions, onPixRefund }: RefundRowProps) {
  const provider = refundsThroughProvider(refund);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="min-w-0 break-words">
        {refundLabel(refund)}
        {/* The reason stays on the row after a switch to PIX; it speaks only for a refund that failed. */}
        {refund.status === 'falhou' && refund.last_error ? (
          <span className="block text-destructive">{refund.last_error}</span>
        ) : null}
      </p>
      {provider && (refund.status === 'pendente' || refund.status === 'falhou') ? (
        <ProviderRefundButtons refund={refund} actions={actions} />
      ) : null}
      {!provider && refund.status !== 'concluido' ? (
        <Button size="sm" onClick={() => onPixRefund(refund)}>
          <QrCode aria-hidden="true" />
          Registrar reembolso PIX
        </Button>
      ) : null}
    </div>
  );
}
