import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, CreditCard, Loader2, MessageCircle, QrCode, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { formatBRL } from '@/domain/money';
import { elapsedLabel, isoToBR, parseAmount } from '@/domain/operator';
import {
  decisionChatUrl,
  policyLabel,
  refundLabel,
  requestRef,
  requestStatusLabel,
  requestTitle,
  type OperatorRequest,
  type RequestRefund,
  type RequestView,
} from '@/domain/operator-requests';
import { toast } from '@/lib/toast-store';
import {
  bookingRequestsQueryOptions,
  cardRefundMutationOptions,
  decideRequestMutationOptions,
  pixRefundMutationOptions,
  switchRefundToPixMutationOptions,
} from './api/booking-requests';
import { CustomerContact } from './components/customer-contact';
import { errorText } from './components/error-text';
import { FormActions } from './components/form-actions';
import { OperatorShell } from './components/operator-shell';

type Action =
  | { kind: 'accept' | 'refuse'; request: OperatorRequest }
  | { kind: 'pix-refund'; request: OperatorRequest; refund: RequestRefund }
  | null;

const views: { id: RequestView; label: string }[] = [
  { id: 'abertas', label: 'Abertas' },
  { id: 'reembolsos', label: 'Reembolsos a pagar' },
  { id: 'todas', label: 'Todas' },
];

function CardRefundButton({ refund }: { refund: RequestRefund }) {
  const refunding = useMutation(cardRefundMutationOptions());
  // The card leaves the list once refunded, before a mutate() callback would run: the toast follows the promise.
  const ask = async () => {
    try {
      const answer = await refunding.mutateAsync(refund.id);
      toast({
        title: answer.status === 'concluido' ? 'Reembolso efetuado' : 'Reembolso solicitado',
        description: `${formatBRL(refund.valor)} no cartão do cliente. O estorno pode levar até 90 dias para aparecer na fatura.`,
      });
    } catch (error) {
      toast({ title: 'Reembolso não solicitado', description: errorText(error), variant: 'destructive' });
    }
  };
  return (
    <Button size="sm" disabled={refunding.isPending} onClick={() => void ask()}>
      {refunding.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <CreditCard aria-hidden="true" />
      )}
      {refund.status === 'falhou' ? 'Tentar reembolso de novo' : 'Reembolsar no cartão'}
    </Button>
  );
}

/** A card refund Stripe failed (its id known, so nothing is left there) is paid by PIX instead. */
function SwitchToPixButton({ refund }: { refund: RequestRefund }) {
  const switching = useMutation(switchRefundToPixMutationOptions());
  const ask = async () => {
    try {
      await switching.mutateAsync(refund.id);
      toast({
        title: 'Reembolso por PIX',
        description: `Pague ${formatBRL(refund.valor)} por PIX ao cliente e registre o pagamento aqui.`,
      });
    } catch (error) {
      toast({ title: 'Não foi possível trocar', description: errorText(error), variant: 'destructive' });
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={switching.isPending} onClick={() => void ask()}>
      {switching.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <QrCode aria-hidden="true" />
      )}
      Devolver por PIX
    </Button>
  );
}

function RequestCard({
  request,
  now,
  onAction,
}: {
  request: OperatorRequest;
  now: Date;
  onAction: (a: Action) => void;
}) {
  const customer = request.clientes;
  const decided = request.status === 'aceito' || request.status === 'recusado';
  const answerChat = decided ? decisionChatUrl(request) : null;
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Reserva {requestRef(request)} · {elapsedLabel(request.created_at, now)}
          </p>
          <h2 className="break-words text-lg font-semibold">{requestTitle(request)}</h2>
        </div>
        <Badge variant={request.status === 'pendente' ? 'curtain' : 'muted'}>
          {requestStatusLabel(request.status)}
        </Badge>
      </div>
      <div className="mt-2">
        <CustomerContact
          customer={customer}
          greeting={`Olá, ${customer?.nome_cliente ?? ''}! Aqui é da Movie Tour, sobre a sua solicitação da reserva ${requestRef(request)}.`}
        />
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-xl border border-border p-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Passeio</dt>
        <dd className="break-words font-medium">
          {request.passeio} · {isoToBR(request.data_anterior)}
          {request.nova_data ? ` → ${isoToBR(request.nova_data)}` : ''}
        </dd>
        <dt className="text-muted-foreground">Valor pago</dt>
        <dd className="font-medium">{formatBRL(request.valor_pago)}</dd>
        {request.tipo !== 'remarcacao' ? (
          <>
            <dt className="text-muted-foreground">Política</dt>
            <dd>{policyLabel(request).replace(/^Política: /, '')}</dd>
          </>
        ) : (
          <>
            <dt className="text-muted-foreground">Diferença de tarifa</dt>
            <dd>
              {request.diferenca_tarifa > 0
                ? `${formatBRL(request.diferenca_tarifa)} a cobrar`
                : 'Sem diferença'}
            </dd>
          </>
        )}
        {request.mensagem ? (
          <>
            <dt className="text-muted-foreground">Mensagem</dt>
            <dd className="break-words">{request.mensagem}</dd>
          </>
        ) : null}
        {decided ? (
          <>
            <dt className="text-muted-foreground">Decisão</dt>
            <dd className="break-words">
              {request.status === 'aceito'
                ? request.reembolso !== null &&
                  request.tipo !== 'remarcacao' &&
                  request.escolha !== 'remarcar'
                  ? `Aceita, ${request.escolha === 'credito' ? 'crédito' : 'reembolso'} de ${formatBRL(request.reembolso)}`
                  : 'Aceita'
                : 'Recusada'}
              {request.motivo_decisao ? ` — ${request.motivo_decisao}` : ''}
              {request.motivo_ajuste ? ` (ajuste: ${request.motivo_ajuste})` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {request.refunds.map((refund) => (
        <div key={refund.id} className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="min-w-0 break-words">
            {refundLabel(refund)}
            {refund.last_error ? <span className="block text-destructive">{refund.last_error}</span> : null}
          </p>
          {refund.metodo === 'cartao' && (refund.status === 'pendente' || refund.status === 'falhou') ? (
            <div className="flex flex-wrap gap-2">
              {refund.status === 'falhou' && refund.stripe_refund_id ? (
                <SwitchToPixButton refund={refund} />
              ) : null}
              <CardRefundButton refund={refund} />
            </div>
          ) : null}
          {refund.metodo === 'pix' && refund.status !== 'concluido' ? (
            <Button size="sm" onClick={() => onAction({ kind: 'pix-refund', request, refund })}>
              <QrCode aria-hidden="true" />
              Registrar reembolso PIX
            </Button>
          ) : null}
        </div>
      ))}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {answerChat ? (
          <Button variant="outline" asChild>
            <a href={answerChat} target="_blank" rel="noreferrer">
              <MessageCircle aria-hidden="true" />
              Avisar pelo WhatsApp
            </a>
          </Button>
        ) : null}
        {request.status === 'pendente' ? (
          <>
            <Button variant="outline" onClick={() => onAction({ kind: 'refuse', request })}>
              <XCircle aria-hidden="true" />
              Recusar
            </Button>
            <Button onClick={() => onAction({ kind: 'accept', request })}>
              <CheckCircle2 aria-hidden="true" />
              Aceitar
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

const isRefundChoice = (request: OperatorRequest) =>
  request.tipo === 'cancelamento' ||
  (request.tipo === 'cancelamento_empresa' && request.escolha !== 'remarcar');

function DecisionDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const decide = useMutation(decideRequestMutationOptions());
  const pixRefund = useMutation(pixRefundMutationOptions());
  const proposal = action && action.kind !== 'pix-refund' ? action.request.reembolso_proposto : 0;
  const [amount, setAmount] = useState(() => proposal.toFixed(2).replace('.', ','));
  const [adjust, setAdjust] = useState('');
  const [reason, setReason] = useState('');
  const [paidOn, setPaidOn] = useState(() => dayInSaoPaulo(new Date()));
  const [e2e, setE2e] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = decide.isPending || pixRefund.isPending;
  if (!action) return null;
  const { request } = action;
  const name = request.clientes?.nome_cliente ?? 'o cliente';
  const close = () => (busy ? undefined : onClose());
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorText(error), variant: 'destructive' });

  const submit = () => {
    if (action.kind === 'pix-refund') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return setErrors({ paidOn: 'Informe a data do PIX.' });
      if (e2e.trim() && !/^[A-Za-z0-9]{1,64}$/.test(e2e.trim())) {
        return setErrors({ e2e: 'O identificador tem só letras e números (até 64).' });
      }
      pixRefund.mutate(
        { refundId: action.refund.id, paidOn, e2e: e2e.trim() },
        {
          onSuccess: () => {
            toast({
              title: 'Reembolso registrado',
              description: `PIX de ${formatBRL(action.refund.valor)} para ${name}.`,
            });
            onClose();
          },
          onError: failed('Reembolso não registrado'),
        },
      );
      return;
    }
    if (action.kind === 'refuse') {
      if (reason.trim().length < 3) return setErrors({ reason: 'Informe o motivo da recusa.' });
      decide.mutate(
        { id: request.id, accept: false, reason: reason.trim() },
        {
          onSuccess: () => {
            toast({ title: 'Solicitação recusada', description: `${name} recebe o motivo por e-mail.` });
            onClose();
          },
          onError: failed('Não foi possível recusar'),
        },
      );
      return;
    }
    let refund: number | undefined;
    if (isRefundChoice(request)) {
      const value = parseAmount(amount);
      if (value === null || value < 0 || value > request.valor_pago) {
        return setErrors({ amount: `Informe um valor de R$ 0,00 até ${formatBRL(request.valor_pago)}.` });
      }
      refund = Math.round(value * 100) / 100;
      if (Math.abs(refund - request.reembolso_proposto) >= 0.005 && adjust.trim().length < 3) {
        return setErrors({ adjust: 'Informe o motivo de mudar o valor proposto pela política.' });
      }
    }
    decide.mutate(
      { id: request.id, accept: true, reason: reason.trim(), refund, adjustReason: adjust.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Solicitação aceita', description: `${name} recebe a confirmação por e-mail.` });
          onClose();
        },
        onError: failed('Não foi possível aceitar'),
      },
    );
  };

  const refundValue = parseAmount(amount);
  const adjusted =
    refundValue !== null &&
    Math.abs(refundValue - request.reembolso_proposto) >= 0.005 &&
    isRefundChoice(request);
  const title =
    action.kind === 'pix-refund'
      ? 'Registrar reembolso PIX'
      : action.kind === 'refuse'
        ? 'Recusar solicitação'
        : 'Aceitar solicitação';
  const description =
    action.kind === 'pix-refund'
      ? `Pague ${formatBRL(action.refund.valor)} por PIX a ${name} pelo banco e registre aqui a data e o identificador da transferência.`
      : `${requestTitle(request)}: ${request.passeio} de ${isoToBR(request.data_anterior)}, reserva ${requestRef(request)}, de ${name}.`;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            submit();
          }}
        >
          {action.kind === 'accept' && isRefundChoice(request) ? (
            <>
              <p className="rounded-lg bg-muted px-3 py-2 text-sm">{policyLabel(request)}</p>
              <Field
                label={request.escolha === 'credito' ? 'Valor do crédito (R$)' : 'Valor do reembolso (R$)'}
                hint={`Pago: ${formatBRL(request.valor_pago)}`}
                error={errors.amount}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                  />
                )}
              </Field>
              {adjusted ? (
                <Field label="Motivo do ajuste" error={errors.adjust}>
                  {(control) => (
                    <Textarea
                      {...control}
                      rows={2}
                      maxLength={500}
                      value={adjust}
                      onChange={(event) => setAdjust(event.target.value)}
                    />
                  )}
                </Field>
              ) : null}
            </>
          ) : null}
          {action.kind === 'accept' && !isRefundChoice(request) ? (
            <p className="rounded-lg bg-muted px-3 py-2 text-sm">
              A reserva passa para {request.nova_data ? isoToBR(request.nova_data) : 'a nova data'}.{' '}
              {request.diferenca_tarifa > 0
                ? `Cobre a diferença de tarifa: ${formatBRL(request.diferenca_tarifa)}.`
                : 'Sem diferença de tarifa.'}
            </p>
          ) : null}
          {action.kind === 'accept' || action.kind === 'refuse' ? (
            <Field
              label={action.kind === 'refuse' ? 'Motivo da recusa' : 'Observação para o cliente (opcional)'}
              error={errors.reason}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={500}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
          ) : null}
          {action.kind === 'pix-refund' ? (
            <>
              <Field label="Data do PIX" error={errors.paidOn}>
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={paidOn}
                    onChange={(event) => setPaidOn(event.target.value)}
                  />
                )}
              </Field>
              <Field label="Identificador fim a fim (E2E), se houver" error={errors.e2e}>
                {(control) => (
                  <Input
                    {...control}
                    value={e2e}
                    maxLength={64}
                    autoComplete="off"
                    onChange={(event) => setE2e(event.target.value)}
                  />
                )}
              </Field>
            </>
          ) : null}
          <FormActions busy={busy} onBack={close} destructive={action.kind === 'refuse'}>
            {action.kind === 'refuse'
              ? 'Recusar'
              : action.kind === 'accept'
                ? 'Aceitar'
                : 'Registrar reembolso'}
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const isView = (value: string | null): value is RequestView => views.some((view) => view.id === value);

/** `/admin/solicitacoes`: the customers' cancellation and rescheduling requests, and the refunds to pay. */
export function BookingRequestsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('ver');
  const view: RequestView = isView(requested) ? requested : 'abertas';
  const requests = useQuery(bookingRequestsQueryOptions(view));
  const [action, setAction] = useState<Action>(null);
  const now = new Date();
  const shown = requests.data ?? [];

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
      {requests.isPending ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          Carregando solicitações...
        </p>
      ) : requests.isError ? (
        <p role="alert" className="mt-8 text-destructive">
          Não foi possível carregar as solicitações. {errorText(requests.error)}
        </p>
      ) : (
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
              <RequestCard key={request.id} request={request} now={now} onAction={setAction} />
            ))}
          </ul>
        </>
      )}
      <DecisionDialog
        key={action ? `${action.kind}-${action.request.id}` : 'none'}
        action={action}
        onClose={() => setAction(null)}
      />
    </OperatorShell>
  );
}

export default BookingRequestsPage;
