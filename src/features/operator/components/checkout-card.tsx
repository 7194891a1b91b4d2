import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { holdExpiryLabel } from '@/domain/departures';
import { formatBRL } from '@/domain/money';
import { elapsedLabel, partyLabel, type PixCheckout } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import { pixChargeState, type CheckoutPixCharge } from '@/domain/pix-charges';
import { CustomerContact } from './customer-contact';
import type { PixHold } from './extend-hold-dialog';
import { PixChargeStatus } from './pix-charge-status';

/** What the operator chose to do with a checkout. */
export type PixAction = { kind: 'confirm' | 'cancel'; checkout: PixCheckout; lapsed?: boolean };

/** A checkout as the page lists it: its orders, when it lapses, and its charges at the provider (maybe none). */
export type ReconciledCheckout = PixHold & { charges: readonly CheckoutPixCharge[] };

/**
 * A checkout to reconcile: waiting for its transfer (confirm, cancel or extend), or `lapsed`, cancelled by the lapse
 * job (confirm only). One with a charge at the provider shows where the charge stands and asks for nothing.
 */
export function CheckoutCard({
  checkout,
  now,
  lapsed = false,
  onAction,
  onExtend,
}: {
  checkout: ReconciledCheckout;
  now: Date;
  lapsed?: boolean;
  onAction: (action: PixAction) => void;
  onExtend?: (checkout: PixHold) => void;
}) {
  const charge = pixChargeState(checkout.charges, now);
  const expiry = checkout.expiresAt ? holdExpiryLabel(checkout.expiresAt, now) : null;
  const customer = checkout.customer;
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Transação PIX</p>
          <p className="wrap-anywhere font-mono text-lg font-semibold">
            {checkout.txid || 'sem identificador'}
          </p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold text-primary">{formatBRL(checkout.total)}</p>
          {checkout.credit > 0 ? (
            <p className="text-sm text-muted-foreground">mais {formatBRL(checkout.credit)} de crédito</p>
          ) : null}
          <p className="text-sm text-muted-foreground">{elapsedLabel(checkout.createdAt, now)}</p>
        </div>
      </div>
      {charge ? (
        <div className="mt-2">
          <PixChargeStatus state={charge} />
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {lapsed ? (
            <span className="inline-flex items-center gap-1 font-semibold text-destructive">
              <XCircle className="size-4" aria-hidden="true" />
              Cancelado: pagamento não identificado no prazo
            </span>
          ) : expiry ? (
            <span
              className={`inline-flex items-center gap-1 font-semibold ${expiry === 'prazo vencido' ? 'text-destructive' : 'text-gold-deep'}`}
            >
              <Clock className="size-4" aria-hidden="true" />
              {expiry}
            </span>
          ) : null}
          {!lapsed && onExtend ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0 underline"
              onClick={() => onExtend(checkout)}
            >
              Prorrogar prazo
            </Button>
          ) : null}
        </div>
      )}
      <div className="mt-3">
        <CustomerContact
          customer={customer}
          greeting={`Olá, ${customer?.nome_cliente ?? ''}! Aqui é da Movie Tour, sobre o seu pedido PIX ${checkout.txid}.`}
        />
      </div>
      <ul className="mt-3 divide-y divide-border rounded-xl border border-border text-sm">
        {checkout.orders.map((order) => (
          <li key={order.id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 px-3 py-2">
            <span className="min-w-0">
              <span className="font-medium">{order.nome_passeio}</span>
              <span className="block text-muted-foreground">
                {order.data_passeio ? isoToBR(order.data_passeio) : 'sem data'} ·{' '}
                {partyLabel({
                  adults: order.qtd_adults,
                  children: order.qtd_children,
                  babies: order.qtd_babies,
                  pets: order.qtd_pets,
                })}
                {order.hotel_local ? ` · ${order.hotel_local}` : ''}
              </span>
            </span>
            <span className="font-semibold">{formatBRL(order.valor)}</span>
          </li>
        ))}
      </ul>
      {charge ? null : (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          {lapsed ? null : (
            <Button variant="outline" onClick={() => onAction({ kind: 'cancel', checkout })}>
              <XCircle aria-hidden="true" />
              Cancelar pedido
            </Button>
          )}
          <Button onClick={() => onAction({ kind: 'confirm', checkout, lapsed })}>
            <CheckCircle2 aria-hidden="true" />
            Confirmar pagamento
          </Button>
        </div>
      )}
    </li>
  );
}
