import { CreditCard, Loader2, QrCode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { refundLabel, type RequestRefund } from '@/domain/operator-requests';
import type { RefundActions } from '../hooks/use-refund-actions';

type RefundRowProps = {
  refund: RequestRefund;
  actions: RefundActions;
  onPixRefund: (refund: RequestRefund) => void;
};

/** A card refund to ask of Stripe again, or, when Stripe failed it (a cancelled card), to pay by PIX instead. */
function CardRefundButtons({ refund, actions }: Pick<RefundRowProps, 'refund' | 'actions'>) {
  const refunding = actions.refundingCard(refund);
  const switching = actions.switching(refund);
  return (
    <div className="flex flex-wrap gap-2">
      {refund.status === 'falhou' && refund.stripe_refund_id ? (
        <Button size="sm" variant="outline" disabled={switching} onClick={() => actions.switchToPix(refund)}>
          {switching ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <QrCode aria-hidden="true" />
          )}
          Devolver por PIX
        </Button>
      ) : null}
      <Button size="sm" disabled={refunding} onClick={() => actions.refundCard(refund)}>
        {refunding ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <CreditCard aria-hidden="true" />
        )}
        {refund.status === 'falhou' ? 'Tentar reembolso de novo' : 'Reembolsar no cartão'}
      </Button>
    </div>
  );
}

/** A request's refund: where it stands, and what the operator can do about it. */
export function RefundRow({ refund, actions, onPixRefund }: RefundRowProps) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="min-w-0 break-words">
        {refundLabel(refund)}
        {refund.last_error ? <span className="block text-destructive">{refund.last_error}</span> : null}
      </p>
      {refund.metodo === 'cartao' && (refund.status === 'pendente' || refund.status === 'falhou') ? (
        <CardRefundButtons refund={refund} actions={actions} />
      ) : null}
      {refund.metodo === 'pix' && refund.status !== 'concluido' ? (
        <Button size="sm" onClick={() => onPixRefund(refund)}>
          <QrCode aria-hidden="true" />
          Registrar reembolso PIX
        </Button>
      ) : null}
    </div>
  );
}
