import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Loader2, MessageCircle, Search, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { holdExpiryLabel } from '@/domain/departures';
import { bookingConfirmedMessage } from '@/domain/email/booking-mails';
import { formatBRL } from '@/domain/money';
import {
  elapsedLabel,
  isoToBR,
  matchesCheckout,
  partyLabel,
  whatsappChatUrl,
  type PixCheckout,
} from '@/domain/operator';
import { toast } from '@/lib/toast-store';
import { CustomerContact } from './components/customer-contact';
import { errorText } from './components/error-text';
import { ExtendHoldDialog, type PixHold } from './components/extend-hold-dialog';
import { FormActions } from './components/form-actions';
import { OperatorShell } from './components/operator-shell';
import { lapsedPixQueryOptions, pendingPixQueryOptions } from './api/pending-pix';
import { cancelPixMutationOptions, confirmPixMutationOptions } from './api/pix-actions';

type Action = { kind: 'confirm' | 'cancel'; checkout: PixCheckout; lapsed?: boolean } | null;

/**
 * A checkout to reconcile: waiting for its transfer (confirm, cancel or extend), or `lapsed`, cancelled by the lapse
 * job (confirm only).
 */
function CheckoutCard({
  checkout,
  now,
  lapsed = false,
  onAction,
  onExtend,
}: {
  checkout: PixHold;
  now: Date;
  lapsed?: boolean;
  onAction: (a: Action) => void;
  onExtend?: (checkout: PixHold) => void;
}) {
  const expiry = checkout.expiresAt ? holdExpiryLabel(checkout.expiresAt, now) : null;
  const customer = checkout.customer;
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Transação PIX</p>
          <p className="break-all font-mono text-lg font-semibold">{checkout.txid || 'sem identificador'}</p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold text-primary">{formatBRL(checkout.total)}</p>
          <p className="text-sm text-muted-foreground">{elapsedLabel(checkout.createdAt, now)}</p>
        </div>
      </div>
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
    </li>
  );
}

/** The text of the mail 'Reserva confirmada', for the messaging app: every tour of the checkout. */
function confirmationText(checkout: PixCheckout): string {
  return bookingConfirmedMessage(
    checkout.orders.map((order) => ({
      nome: checkout.customer?.nome_cliente ?? '',
      passeio: order.nome_passeio,
      data: order.data_passeio ?? '',
      embarque: order.hotel_local,
      endereco: null,
      adultos: order.qtd_adults,
      criancas: order.qtd_children,
      bebes: order.qtd_babies,
      pets: order.qtd_pets,
      valor: order.valor,
    })),
    window.location.origin,
  );
}

function ActionDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const confirm = useMutation(confirmPixMutationOptions());
  const cancel = useMutation(cancelPixMutationOptions());
  const checkout = action?.checkout;
  const busy = confirm.isPending || cancel.isPending;
  const close = () => {
    if (busy) return;
    setReason('');
    setReasonError(null);
    setConfirmed(false);
    onClose();
  };
  if (!action || !checkout) return null;
  const ref = { idCliente: checkout.idCliente, txid: checkout.txid };
  const name = checkout.customer?.nome_cliente ?? 'o cliente';

  const submit = () => {
    if (action.kind === 'confirm') {
      confirm.mutate(ref, {
        onSuccess: () => {
          toast({
            title: 'Pagamento confirmado!',
            description: `${checkout.orders.length} passeio(s) de ${name} confirmado(s). O cliente recebe o e-mail 'Reserva confirmada'.`,
          });
          setConfirmed(true);
        },
        onError: (error) =>
          toast({
            title: 'Não foi possível confirmar',
            description: errorText(error),
            variant: 'destructive',
          }),
      });
      return;
    }
    if (reason.trim().length < 3) {
      setReasonError('Informe o motivo do cancelamento.');
      return;
    }
    cancel.mutate(
      { ...ref, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Pedido cancelado',
            description: `O pedido ${checkout.txid} de ${name} foi cancelado.`,
          });
          close();
        },
        onError: (error) =>
          toast({
            title: 'Não foi possível cancelar',
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  };

  if (confirmed) {
    const chat = whatsappChatUrl(checkout.customer?.celular, confirmationText(checkout));
    return (
      <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Pagamento confirmado</DialogTitle>
            <DialogDescription>
              {`Os passeios de ${name} estão em 'Passeios Comprados' e o e-mail 'Reserva confirmada' foi enviado. Envie a mesma confirmação pelo WhatsApp.`}
            </DialogDescription>
          </DialogHeader>
          {/* Stacked at every width: the messaging-app label is long for a side-by-side row. */}
          <DialogFooter className="gap-2 sm:flex-col-reverse sm:justify-start">
            <Button type="button" variant="outline" onClick={close}>
              Concluir
            </Button>
            {chat ? (
              // The label wraps on a phone rather than running out of the button.
              <Button asChild className="h-auto min-h-10 whitespace-normal text-center">
                <a href={chat} target="_blank" rel="noreferrer">
                  <MessageCircle aria-hidden="true" />
                  Enviar confirmação pelo WhatsApp
                </a>
              </Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action.kind === 'confirm' ? 'Confirmar pagamento' : 'Cancelar pedido'}</DialogTitle>
          <DialogDescription>
            {action.kind === 'confirm'
              ? `Confirme só depois de achar ${formatBRL(checkout.total)} com a transação ${checkout.txid} no extrato. Os passeios de ${name} passam a 'Passeios Comprados'.${action.lapsed ? ' O pedido foi cancelado por falta de pagamento no prazo: as vagas são conferidas de novo e, se o dia lotou, devolva o valor ao cliente.' : ''}`
              : `Os passeios deste pedido de ${name} (${checkout.txid}, ${formatBRL(checkout.total)}) serão cancelados.`}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {action.kind === 'cancel' ? (
            <Field label="Motivo do cancelamento" error={reasonError}>
              {(control) => (
                <Textarea
                  {...control}
                  value={reason}
                  maxLength={500}
                  rows={3}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setReasonError(null);
                  }}
                />
              )}
            </Field>
          ) : null}
          <FormActions busy={busy} onBack={close} destructive={action.kind === 'cancel'}>
            {action.kind === 'confirm' ? 'Confirmar pagamento' : 'Cancelar pedido'}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** `/admin/pagamentos`: the PIX checkouts waiting for their transfer, to confirm or cancel. */
export function PixPaymentsPage() {
  const checkouts = useQuery(pendingPixQueryOptions());
  const lapsed = useQuery(lapsedPixQueryOptions());
  const [query, setQuery] = useState('');
  const [action, setAction] = useState<Action>(null);
  const [extending, setExtending] = useState<PixHold | null>(null);
  const now = new Date();
  const shown = (checkouts.data ?? []).filter((checkout) => matchesCheckout(checkout, query));
  const total = shown.reduce((sum, checkout) => sum + checkout.total, 0);
  const lapsedShown = (lapsed.data ?? []).filter((checkout) => matchesCheckout(checkout, query));

  return (
    <OperatorShell
      title="Pagamentos PIX"
      description="Pedidos PIX aguardando pagamento: confira a transação e o valor no extrato do banco."
      path={paths.operator.payments}
    >
      <Field label="Buscar por transação, nome ou valor" className="max-w-md">
        {(control) => (
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              {...control}
              type="search"
              value={query}
              placeholder="TOUR12345678, Maria, 380,00"
              onChange={(event) => setQuery(event.target.value)}
              className="pl-9"
            />
          </div>
        )}
      </Field>
      {checkouts.isPending ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          Carregando pagamentos...
        </p>
      ) : checkouts.isError ? (
        <p role="alert" className="mt-8 text-destructive">
          Não foi possível carregar os pagamentos. {errorText(checkouts.error)}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
            {shown.length === 0
              ? query
                ? 'Nenhum pedido encontrado com essa busca.'
                : 'Nenhum pagamento PIX aguardando.'
              : `${shown.length} ${shown.length === 1 ? 'pedido aguardando' : 'pedidos aguardando'}, ${formatBRL(total)} no total`}
          </p>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {shown.map((checkout) => (
              <CheckoutCard
                key={checkout.key}
                checkout={checkout}
                now={now}
                onAction={setAction}
                onExtend={setExtending}
              />
            ))}
          </ul>
        </>
      )}
      {lapsedShown.length > 0 ? (
        <section aria-labelledby="prazo-vencido" className="mt-10">
          <h2 id="prazo-vencido" className="font-display text-3xl tracking-wide text-primary">
            Prazo vencido
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
            Pedidos cancelados porque a transferência não chegou no prazo, de passeios que ainda vão
            acontecer. Se o valor apareceu no extrato depois, confirme o pagamento: as vagas são conferidas de
            novo.
          </p>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {lapsedShown.map((checkout) => (
              <CheckoutCard key={checkout.key} checkout={checkout} now={now} lapsed onAction={setAction} />
            ))}
          </ul>
        </section>
      ) : null}
      <ActionDialog action={action} onClose={() => setAction(null)} />
      <ExtendHoldDialog checkout={extending} onClose={() => setExtending(null)} />
    </OperatorShell>
  );
}

export default PixPaymentsPage;
