import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  BarChart3,
  CalendarDays,
  ClipboardList,
  Loader2,
  PlusCircle,
  QrCode,
  Undo2,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import {
  departureDayLabel,
  departureState,
  freeSeatsLabel,
  needsAttention,
  sortDepartures,
} from '@/domain/departures';
import { formatBRL, sumMoney } from '@/domain/money';
import { isoToBR, type ManifestGroup } from '@/domain/operator';
import { bookingRequestsQueryOptions } from './api/booking-requests';
import { DEPARTURE_DAYS, departuresQueryOptions } from './api/departures';
import { manifestQueryOptions } from './api/manifest';
import { stuckEmailsQueryOptions } from './api/outbox';
import { pendingPixQueryOptions } from './api/pending-pix';
import { DepartureStateBadge } from './components/departure-state-badge';
import { OperatorShell } from './components/operator-shell';

const DAY_MS = 24 * 60 * 60 * 1000;

function Panel({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <section className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 className="font-display text-2xl tracking-wide text-primary">{title}</h2>
      <div className="mt-3">{children}</div>
      {link ? (
        <Link to={link.to} className="mt-4 inline-block text-sm font-semibold text-primary underline">
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}

function Departures({ day, label }: { day: string; label: string }) {
  const manifest = useQuery(manifestQueryOptions(day));
  const groups: ManifestGroup[] = manifest.data ?? [];
  const people = groups.reduce((sum, group) => sum + group.totals.people, 0);
  return (
    <Panel
      title={`${label} · ${isoToBR(day)}`}
      link={{ to: `${paths.operator.manifest}?dia=${day}`, label: `Manifesto de ${label.toLowerCase()}` }}
    >
      {manifest.isPending ? (
        <p className="text-muted-foreground">Carregando...</p>
      ) : manifest.isError ? (
        <p className="text-destructive">Não foi possível carregar.</p>
      ) : groups.length === 0 ? (
        <p className="text-muted-foreground">Nenhum passeio confirmado.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {groups.length} {groups.length === 1 ? 'passeio' : 'passeios'}, {people}{' '}
            {people === 1 ? 'pessoa' : 'pessoas'}
          </p>
          <ul className="mt-2 divide-y divide-border text-sm">
            {groups.map((group) => (
              <li key={group.tour} className="flex justify-between gap-3 py-2">
                <span className="min-w-0 break-words font-medium">
                  {group.tour}
                  {group.period ? (
                    <span className="block font-normal text-muted-foreground">{group.period}</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-right">
                  {group.totals.people} {group.totals.people === 1 ? 'pessoa' : 'pessoas'}
                  {group.perCar ? (
                    <span className="block text-muted-foreground">
                      {group.totals.cars} {group.totals.cars === 1 ? 'carro' : 'carros'}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

/** Most departures the panel lists; the rest are on /admin/vagas. */
const FULL_SHOWN = 6;

/** The departures of the next 30 days that are full or on their last seats (4 or fewer; one car). */
function FullDepartures({ today }: { today: string }) {
  const departures = useQuery(departuresQueryOptions(today, DEPARTURE_DAYS));
  const full = sortDepartures((departures.data ?? []).filter(needsAttention));
  const soldOut = full.filter((departure) => departureState(departure) === 'esgotada').length;
  return (
    <Panel
      title="Saídas lotadas"
      link={{ to: `${paths.operator.capacity}?situacao=lotadas`, label: 'Ver vagas' }}
    >
      {departures.isPending ? (
        <p className="text-muted-foreground">Carregando...</p>
      ) : departures.isError ? (
        <p className="text-destructive">Não foi possível carregar.</p>
      ) : full.length === 0 ? (
        <p className="text-muted-foreground">
          Nenhuma saída lotada ou quase lotada nos próximos {DEPARTURE_DAYS} dias.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Próximos {DEPARTURE_DAYS} dias: {soldOut} {soldOut === 1 ? 'esgotada' : 'esgotadas'},{' '}
            {full.length - soldOut} com últimas vagas
          </p>
          <ul className="mt-2 divide-y divide-border text-sm">
            {full.slice(0, FULL_SHOWN).map((departure) => (
              <li key={`${departure.dia} ${departure.passeio}`} className="flex justify-between gap-3 py-2">
                <span className="min-w-0 break-words">
                  <Link
                    to={`${paths.operator.capacity}?${new URLSearchParams({ passeio: departure.passeio, dia: departure.dia })}`}
                    className="font-medium underline"
                  >
                    {departure.passeio}
                  </Link>
                  <span className="block text-muted-foreground">{departureDayLabel(departure.dia)}</span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1 text-right">
                  <DepartureStateBadge departure={departure} />
                  <span className="text-muted-foreground">{freeSeatsLabel(departure)}</span>
                </span>
              </li>
            ))}
          </ul>
          {full.length > FULL_SHOWN ? (
            <p className="mt-1 text-sm text-muted-foreground">e mais {full.length - FULL_SHOWN}</p>
          ) : null}
        </>
      )}
    </Panel>
  );
}

/** `/admin`: what needs the operator today, at a glance, and the way to each screen. */
export function OperatorDashboardPage() {
  const today = dayInSaoPaulo(new Date());
  const tomorrow = dayInSaoPaulo(new Date(), 1);
  const [now] = useState(() => Date.now());
  const pix = useQuery(pendingPixQueryOptions());
  const stuck = useQuery(stuckEmailsQueryOptions());
  const open = useQuery(bookingRequestsQueryOptions('abertas'));
  const refunds = useQuery(bookingRequestsQueryOptions('reembolsos'));
  const waiting = (open.data ?? []).filter((request) => request.status === 'pendente').length;
  const toRefund = (refunds.data ?? []).length;
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
          {pix.isPending ? (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Carregando...
            </p>
          ) : pix.isError ? (
            <p className="text-destructive">Não foi possível carregar.</p>
          ) : (
            <p>
              <span className="block text-4xl font-bold text-primary">{checkouts.length}</span>
              <span className="text-muted-foreground">
                {checkouts.length === 1 ? 'pedido aguardando' : 'pedidos aguardando'} · {formatBRL(total)}
              </span>
            </p>
          )}
        </Panel>
        <Panel title="Solicitações" link={{ to: paths.operator.requests, label: 'Ver solicitações' }}>
          {open.isPending ? (
            <p className="text-muted-foreground">Carregando...</p>
          ) : open.isError ? (
            <p className="text-destructive">Não foi possível carregar.</p>
          ) : (
            <p>
              <span className="block text-4xl font-bold text-primary">{waiting}</span>
              <span className="text-muted-foreground">
                {waiting === 1 ? 'aguarda você' : 'aguardam você'} · {toRefund}{' '}
                {toRefund === 1 ? 'reembolso a pagar' : 'reembolsos a pagar'}
              </span>
            </p>
          )}
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
            {[
              { to: paths.operator.payments, label: 'Pagamentos PIX', icon: QrCode },
              { to: paths.operator.requests, label: 'Solicitações', icon: Undo2 },
              { to: paths.operator.manifest, label: 'Manifesto', icon: ClipboardList },
              { to: paths.operator.capacity, label: 'Vagas', icon: Users },
              { to: paths.operator.bookings, label: 'Reservas', icon: CalendarDays },
              { to: paths.operator.newBooking, label: 'Nova reserva (WhatsApp)', icon: PlusCircle },
              { to: paths.testAnalytics, label: 'Analytics', icon: BarChart3 },
            ].map(({ to, label, icon: Icon }) => (
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

export default OperatorDashboardPage;
