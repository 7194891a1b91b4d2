import { useQuery } from '@tanstack/react-query';
import { Loader2, MessageCircle, PlusCircle, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { tours } from '@/domain/catalogue/tours';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { formatBRL } from '@/domain/money';
import { formatPhone, isoToBR, partyLabel, whatsappChatUrl } from '@/domain/operator';
import { bookingQueryOptions, bookingsQueryOptions, type BookingRow } from './api/bookings';
import { historyQueryOptions, type AuditRow } from './api/history';
import type { BookingFilters } from './api/operator-keys';
import { OperatorShell } from './components/operator-shell';

/** The statuses the operator filters by, as the two tables write them. */
const statuses = [
  { value: '', label: 'Todas' },
  { value: 'Aguardando', label: 'Confirmada (WhatsApp ou PIX)' },
  { value: 'pago', label: 'Paga com cartão' },
  { value: 'aguardando pagamento', label: 'Aguardando pagamento' },
  { value: 'cancelado', label: 'Pedido cancelado' },
  { value: 'Cancelado', label: 'Reserva confirmada e cancelada' },
];

function statusLabel(row: Pick<BookingRow, 'kind' | 'status'>): string {
  if (row.kind === 'itinerario') {
    if (row.status === 'Aguardando') return 'Confirmada';
    return row.status === 'Cancelado' ? 'Cancelada' : row.status;
  }
  if (row.status === 'pago') return 'Paga';
  if (row.status === 'aguardando pagamento') return 'Aguardando pagamento';
  if (row.status === 'cancelado') return 'Cancelada';
  return row.status;
}

const actionLabels: Record<string, string> = {
  pix_confirmado: 'Pagamento PIX confirmado',
  pix_confirmado_apos_prazo: 'Pagamento PIX confirmado após o prazo',
  pix_prorrogado: 'Prazo do PIX prorrogado',
  pedido_cancelado: 'Pedido cancelado',
  reserva_registrada: 'Reserva registrada',
  cliente_cadastrado: 'Cliente cadastrado',
  cliente_unificado: 'Cadastro unificado com a conta do cliente',
  reserva_cancelada: 'Reserva cancelada',
  reserva_remarcada: 'Reserva remarcada',
  cancelamento_aceito: 'Cancelamento aceito',
  remarcacao_aceita: 'Remarcação aceita',
  solicitacao_recusada: 'Solicitação recusada',
  passeio_cancelado_empresa: 'Saída cancelada pela empresa',
  reembolso_criado: 'Reembolso a pagar criado',
  reembolso_cartao_solicitado: 'Reembolso no cartão solicitado ao Stripe',
  reembolso_pix_registrado: 'Reembolso PIX pago',
  reembolso_cartao_falhou: 'Reembolso no cartão falhou no Stripe',
  reembolso_trocado_para_pix: 'Reembolso passado para PIX',
};

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function filtersOf(params: URLSearchParams): BookingFilters {
  return {
    text: params.get('busca') ?? '',
    tour: params.get('passeio') ?? '',
    from: params.get('de') ?? '',
    to: params.get('ate') ?? '',
    status: params.get('status') ?? '',
  };
}

function History({ reference }: { reference: string }) {
  const history = useQuery(historyQueryOptions(reference));
  if (history.isPending) return <p className="text-sm text-muted-foreground">Carregando histórico...</p>;
  if (history.isError)
    return <p className="text-sm text-destructive">Não foi possível carregar o histórico.</p>;
  if (history.data.length === 0)
    return <p className="text-sm text-muted-foreground">Sem ações do operador.</p>;
  return (
    <ol className="grid gap-2 text-sm">
      {history.data.map((entry: AuditRow) => (
        <li key={entry.id} className="rounded-lg border border-border px-3 py-2">
          <span className="font-semibold">{actionLabels[entry.action] ?? entry.action}</span>
          <span className="block text-muted-foreground">
            {dateTime(entry.at)}
            {entry.actor_email ? ` · ${entry.actor_email}` : ''}
          </span>
          {entry.reason ? <span className="block break-words">Motivo: {entry.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function BookingDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  const booking = useQuery(bookingQueryOptions(reference));
  const row = booking.data;
  const chat = row
    ? whatsappChatUrl(
        row.celular,
        `Olá, ${row.nome_cliente}! Aqui é da Movie Tour, sobre o seu passeio ${row.passeio}${row.data_passeio ? ` em ${isoToBR(row.data_passeio)}` : ''}.`,
      )
    : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Reserva {reference.toUpperCase()}</DialogTitle>
          <DialogDescription>
            {row ? `${row.passeio} · ${row.origem}` : 'Detalhes e histórico da reserva.'}
          </DialogDescription>
        </DialogHeader>
        {booking.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Carregando...
          </p>
        ) : !row ? (
          <p>Reserva não encontrada.</p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">Situação</dt>
              <dd className="font-semibold">{statusLabel(row)}</dd>
              <dt className="text-muted-foreground">Data</dt>
              <dd>{row.data_passeio ? isoToBR(row.data_passeio) : '—'}</dd>
              <dt className="text-muted-foreground">Cliente</dt>
              <dd className="break-words">{row.nome_cliente}</dd>
              <dt className="text-muted-foreground">Celular</dt>
              <dd>{formatPhone(row.celular) || '—'}</dd>
              <dt className="text-muted-foreground">E-mail</dt>
              <dd className="break-all">{row.email ?? '—'}</dd>
              <dt className="text-muted-foreground">Grupo</dt>
              <dd>
                {partyLabel({
                  adults: row.adultos,
                  children: row.criancas,
                  babies: row.bebes,
                  pets: row.pets,
                })}
              </dd>
              <dt className="text-muted-foreground">Embarque</dt>
              <dd className="break-words">
                {row.embarque ?? '—'}
                {row.endereco ? <span className="block text-muted-foreground">{row.endereco}</span> : null}
              </dd>
              <dt className="text-muted-foreground">Valor</dt>
              <dd className="font-semibold">{formatBRL(Number(row.valor))}</dd>
              {row.pix_txid ? (
                <>
                  <dt className="text-muted-foreground">Transação PIX</dt>
                  <dd className="font-mono">{row.pix_txid}</dd>
                </>
              ) : null}
              {row.passageiros ? (
                <>
                  <dt className="text-muted-foreground">Passageiros</dt>
                  <dd className="break-words">{row.passageiros}</dd>
                </>
              ) : null}
              {row.observacao ? (
                <>
                  <dt className="text-muted-foreground">Observações</dt>
                  <dd className="break-words">{row.observacao}</dd>
                </>
              ) : null}
            </dl>
            {chat ? (
              <Button variant="outline" asChild>
                <a href={chat} target="_blank" rel="noreferrer">
                  <MessageCircle aria-hidden="true" />
                  Conversar no WhatsApp
                </a>
              </Button>
            ) : null}
            <section>
              <h3 className="mb-2 font-semibold">Histórico</h3>
              <History reference={reference.toUpperCase()} />
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** `/admin/reservas`: every booking, searchable; `?ref=R12` opens one with its history. */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const hasFilters = Object.values(filters).some(Boolean);
  // Without filters: the upcoming bookings.
  const effective = hasFilters ? filters : { from: dayInSaoPaulo(new Date()) };
  const bookings = useQuery(bookingsQueryOptions(effective));
  const [draft, setDraft] = useState(filters);
  const reference = params.get('ref');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    const entries: [string, string | undefined][] = [
      ['busca', draft.text],
      ['passeio', draft.tour],
      ['de', draft.from],
      ['ate', draft.to],
      ['status', draft.status],
    ];
    for (const [key, value] of entries) if (value?.trim()) next.set(key, value.trim());
    setParams(next);
  };
  const open = (ref: string | null) => {
    const next = new URLSearchParams(params);
    if (ref) next.set('ref', ref);
    else next.delete('ref');
    setParams(next);
  };
  const set = (key: keyof BookingFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <OperatorShell
      title="Reservas"
      description="Todas as reservas, do site e do WhatsApp: busque e abra uma para ver os detalhes e o histórico."
      path={paths.operator.bookings}
      actions={
        <Button asChild>
          <Link to={paths.operator.newBooking}>
            <PlusCircle aria-hidden="true" />
            Nova reserva
          </Link>
        </Button>
      }
    >
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6"
      >
        <Field label="Nome, e-mail, celular ou transação" className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={draft.text}
              onChange={(e) => set('text')(e.target.value)}
            />
          )}
        </Field>
        <Field label="Passeio">
          {(control) => (
            <select
              {...control}
              value={draft.tour}
              onChange={(e) => set('tour')(e.target.value)}
              className={selectClass}
            >
              <option value="">Todos</option>
              {tours.map((tour) => (
                <option key={tour.id} value={tour.title}>
                  {tour.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Situação">
          {(control) => (
            <select
              {...control}
              value={draft.status}
              onChange={(e) => set('status')(e.target.value)}
              className={selectClass}
            >
              {statuses.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="De">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={draft.from}
              onChange={(e) => set('from')(e.target.value)}
            />
          )}
        </Field>
        <Field label="Até">
          {(control) => (
            <Input {...control} type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
          )}
        </Field>
        <div className="flex items-end sm:col-span-2 lg:col-span-6 lg:justify-end">
          <Button type="submit" className="w-full sm:w-auto">
            <Search aria-hidden="true" />
            Buscar
          </Button>
        </div>
      </form>

      {bookings.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          Carregando reservas...
        </p>
      ) : bookings.isError ? (
        <p role="alert" className="mt-6 text-destructive">
          Não foi possível carregar as reservas.
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
            {bookings.data.length === 0
              ? 'Nenhuma reserva encontrada.'
              : `${bookings.data.length} ${bookings.data.length === 1 ? 'reserva' : 'reservas'}${hasFilters ? '' : ' a partir de hoje'}`}
          </p>
          <ul aria-label="Reservas encontradas" className="mt-3 grid gap-2">
            {bookings.data.map((row) => (
              <li key={row.ref}>
                <button
                  type="button"
                  onClick={() => open(row.ref)}
                  className="grid w-full gap-1 rounded-xl border border-border bg-card px-4 py-3 text-left text-sm shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[7rem_1fr_1fr_11rem] sm:items-center sm:gap-4"
                >
                  <span className="font-semibold">
                    {row.data_passeio ? isoToBR(row.data_passeio) : 'sem data'}
                  </span>
                  <span className="min-w-0 break-words">
                    <span className="block font-semibold">{row.passeio}</span>
                    <span className="text-muted-foreground">
                      {partyLabel({
                        adults: row.adultos,
                        children: row.criancas,
                        babies: row.bebes,
                        pets: row.pets,
                      })}{' '}
                      · {row.origem}
                    </span>
                  </span>
                  <span className="min-w-0 break-words">
                    <span className="block">{row.nome_cliente}</span>
                    <span className="text-muted-foreground">{formatPhone(row.celular)}</span>
                  </span>
                  <span className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                    <Badge
                      variant={
                        row.status === 'cancelado'
                          ? 'muted'
                          : row.status === 'aguardando pagamento'
                            ? 'gold'
                            : 'default'
                      }
                    >
                      {statusLabel(row)}
                    </Badge>
                    <span className="font-semibold">{formatBRL(Number(row.valor))}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {reference ? <BookingDialog reference={reference} onClose={() => open(null)} /> : null}
    </OperatorShell>
  );
}

export default BookingsPage;
