import { TicketCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { BookingChange } from '@/domain/booking-changes';
import { splitByCredit } from '@/domain/credits';
import { formatBRL } from '@/domain/money';
import { paymentRefundState, type PaymentRefund, type PurchaseCard } from '@/domain/purchases';
import { BookingChangeAction } from './booking-change-dialog';
import { CancelPendingOrder } from './cancel-pending-order';
import { ChangeStateLine } from './change-state-line';
import { CompanyOptionAction } from './company-option-dialog';

export type CardGroup = 'pending' | 'purchased' | 'completed' | 'cancelled';

export const pendingGroupId = 'grupo-aguardando-pagamento';

/** Under a card's value: its latest request's state, and what the customer may do in this group. */
export function PurchaseCardExtra({
  card,
  group,
  change,
  credit = 0,
  paymentRefunds = [],
}: {
  card: PurchaseCard;
  group: CardGroup;
  change: BookingChange | undefined;
  /**
   * The customer's credit the database applied to this booking: of a pending order, what is left to pay follows;
   * of a booking that went ahead (confirmed, done, cancelled after it was confirmed), what the credit paid.
   */
  credit?: number;
  /** Of an order cancelled unpaid: the refunds of money a payment brought after it was cancelled. */
  paymentRefunds?: readonly PaymentRefund[];
}) {
  const stateId = `estado-${card.key}`;
  const state = change?.state;
  const actions =
    group === 'pending' && card.source === 'pedido_site' ? (
      <CancelPendingOrder card={card} credit={credit} focusAfterId={pendingGroupId} />
    ) : group === 'purchased' ? (
      <>
        {card.voucher ? (
          <Link
            to={paths.voucher(card.voucher)}
            className={buttonVariants({ size: 'sm' })}
            aria-label={`Ver voucher: ${card.tourName}, ${card.dateLabel}`}
          >
            <TicketCheck aria-hidden="true" />
            Ver voucher
          </Link>
        ) : null}
        <BookingChangeAction card={card} canAsk={!state?.open} stateId={stateId} />
      </>
    ) : group === 'cancelled' &&
      change &&
      (state?.awaitingChoice || change.request.tipo === 'cancelamento_empresa') ? (
      <CompanyOptionAction
        card={card}
        request={change.request}
        canChoose={Boolean(state?.awaitingChoice)}
        stateId={stateId}
      />
    ) : null;
  return (
    <>
      {group === 'pending' && credit > 0 && card.value !== null ? (
        <p className="mt-3 text-sm">
          Pago com crédito: {formatBRL(credit)} ·{' '}
          <strong>Falta pagar: {formatBRL(splitByCredit(card.value, credit).rest)}</strong>
        </p>
      ) : group !== 'pending' && credit > 0 ? (
        <p className="mt-3 text-sm">Pago com crédito: {formatBRL(credit)}</p>
      ) : null}
      {state ? <ChangeStateLine id={stateId} state={state} /> : null}
      {!state && group === 'cancelled' && card.cancelReason ? (
        <p data-testid="cancel-reason" className="mt-3 break-words text-sm text-muted-foreground">
          {card.cancelReason}
        </p>
      ) : null}
      {group === 'cancelled'
        ? paymentRefunds.map((refund) => (
            <ChangeStateLine
              key={refund.id}
              id={`reembolso-${card.key}-${refund.id}`}
              testId="payment-refund"
              state={paymentRefundState(refund)}
            />
          ))
        : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-2 empty:hidden">{actions}</div> : null}
    </>
  );
}
