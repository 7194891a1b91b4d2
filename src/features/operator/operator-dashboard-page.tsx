import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { formatBRL, sumMoney } from '@/domain/money';
import { bookingRequestsQueryOptions } from './api/booking-requests';
import { stuckEmailsQueryOptions } from './api/outbox';
import { paymentRefundsQueryOptions } from './api/payment-refunds';
import { pendingPixQueryOptions } from './api/pending-pix';
import { Departures, FullDepartures, Panel } from './components/dashboard-panels';
import { OperatorShell } from './components/operator-shell';
import { operatorSections } from './components/operator-sections';
import { operatorPage } from './components/require-operator';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `/admin`: what needs the operator today, at a glance, and the way to each screen. */
export function OperatorDashboardPage() {
  const today = dayInSaoPaulo(new Date());
  const tomorrow = dayInSaoPaulo(new Date(), 1);
  const [now] = useState(() => Date.now());
  const pix = useQuery(pendingPixQueryOptions());
  const stuck = useQuery(stuckEmailsQueryOptions());
  const open = useQuery(bookingRequestsQueryOptions('abertas'));
  const refunds = useQuery(bookingRequestsQueryOptions('reembolsos'));
  const paymentRefunds = useQuery(paymentRefundsQueryOptions());
  const waiting = (open.data ?? []).filter((request) => request.status === 'pendente').length;
  // A request's refunds, and the refunds of payments that booked nothing (they have no request).
  const unpaid = [
    ...(refunds.data ?? []).flatMap((request) => request.refunds),
    ...(paymentRefunds.data ?? []).map((item) => item.refund),
  ].filter((refund) => refund.status !== 'concluido');
  const toRefund = unpaid.length;
  const failed = unpaid.filter((refund) => refund.status === 'falhou').length;
  const checkouts = pix.data ?? [];
  const total = sumMoney(checkouts.map((checkout) => checkout.total));
  const overdue = checkouts.filter((checkout) => now - new Date(checkout.createdAt).getTime() > DAY_MS);
  const needs: { text: string; to: string }[] = [
    ...(overdue.length > 0
      ? [
          {
            text: `${overdue.length} ${overdue.length === 1 ? 'pedido PIX aguarda' : 'pedidos PIX aguardam'} há mais de 24 horas`,
            to: paths.operator.payments,
          },
        ]
      : []),
    ...(waiting > 0
      ? [
          {
            text: `${waiting} ${waiting === 1 ? 'solicitação de cancelamento ou remarcação aguarda' : 'solicitações de cancelamento ou remarcação aguardam'} você`,
            to: paths.operator.requests,
          },
        ]
      : []),
    ...(failed > 0
      ? [
          {
            text: `${failed} ${failed === 1 ? 'reembolso não foi concluído' : 'reembolsos não foram concluídos'}: tente de novo ou devolva por PIX`,
            to: `${paths.operator.requests}?ver=reembolsos`,
          },
        ]
      : []),
    ...(toRefund > 0
      ? [
          {
            text: `${toRefund} ${toRefund === 1 ? 'reembolso a pagar' : 'reembolsos a pagar'}`,
            to: `${paths.operator.requests}?ver=reembolsos`,
          },
        ]
      : []),
    ...(stuck.data ?? []).map((mail) => ({
      text: `E-mail para ${mail.to_email} não enviado (${mail.attempts} ${mail.attempts === 1 ? 'tentativa' : 'tentativas'})`,
      to: paths.operator.dashboard,
    })),
  ];

  return (
    <OperatorShell
      title="Painel do operador"
      description="Pagamentos a conferir, as saídas de hoje e de amanhã, as lotadas e o que precisa de você."
      path={paths.operator.dashboard}
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <Panel title="Pagamentos PIX" link={{ to: paths.operator.payments, label: 'Conferir pagamentos' }}>
          <QueryState query={pix} loading="Carregando..." failed="Não foi possível carregar.">
            {() => (
              <p>
                <span className="block text-4xl font-bold text-primary">{checkouts.length}</span>
                <span className="text-muted-foreground">
                  {checkouts.length === 1 ? 'pedido aguardando' : 'pedidos aguardando'} · {formatBRL(total)}
                </span>
              </p>
            )}
          </QueryState>
        </Panel>
        <Panel title="Solicitações" link={{ to: paths.operator.requests, label: 'Ver solicitações' }}>
          <QueryState query={open} loading="Carregando..." failed="Não foi possível carregar.">
            {() => (
              <p>
                <span className="block text-4xl font-bold text-primary">{waiting}</span>
                <span className="text-muted-foreground">
                  {waiting === 1 ? 'aguarda você' : 'aguardam você'} · {toRefund}{' '}
                  {toRefund === 1 ? 'reembolso a pagar' : 'reembolsos a pagar'}
                </span>
              </p>
            )}
          </QueryState>
        </Panel>
        <Departures day={today} label="Hoje" />
        <Departures day={tomorrow} label="Amanhã" />
        <FullDepartures today={today} />
        <Panel title="Precisa de você">
          {needs.length === 0 ? (
            <p className="text-muted-foreground">Nada pendente.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {needs.map((need) => (
                <li key={need.text} className="flex gap-2">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0 text-curtain" aria-hidden="true" />
                  <Link to={need.to} className="underline">
                    {need.text}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Telas">
          <ul className="grid gap-2 text-sm font-semibold">
            {operatorSections
              .filter(({ to }) => to !== paths.operator.dashboard)
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} className="inline-flex items-center gap-2 text-primary underline">
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              ))}
          </ul>
        </Panel>
      </div>
    </OperatorShell>
  );
}

export default operatorPage(OperatorDashboardPage);
