import { useQuery } from '@tanstack/react-query';
import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { formatBRL } from '@/domain/money';
import { formatPhone, partyLabel, whatsappChatUrl } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { bookingStatusLabel, isChangeable } from '@/domain/operator-bookings';
import { requestStatusLabel, requestTitle, type RequestKind } from '@/domain/operator-requests';
import { paths } from '@/config/paths';
import { openRequestQueryOptions } from '../api/booking-requests';
import { bookingQueryOptions, type BookingRow } from '../api/bookings';
import { RecordChangeDialog, type ChangeToRecord } from './record-change-dialog';
import { BookingHistory } from './booking-history';
import { useReturnFocus } from './return-focus';
import { ChatLinkButton } from './chat-link-button';

const requestLink = (id: number) => `${paths.operator.requests}?solicitacao=${id}`;

/**
 * A customer who asks on WhatsApp to cancel or move a booking: the operator records it for them ('Registrar
 * cancelamento', 'Registrar remarcação'); with a request already open, where it stands and a link to it.
 */
function ChangeActions({ row, onRecord }: { row: BookingRow; onRecord: (change: ChangeToRecord) => void }) {
  const open = useQuery(openRequestQueryOptions(row.ref));
  if (open.data) {
    const request = { ...open.data, tipo: open.data.tipo as RequestKind, escolha: null };
    return (
      <p className="rounded-lg bg-muted px-3 py-2 text-sm">
        Solicitação em andamento: {requestTitle(request)} (
        {requestStatusLabel(open.data.status as Parameters<typeof requestStatusLabel>[0])}).{' '}
        <Link
          to={requestLink(open.data.id)}
          className="font-semibold text-curtain underline-offset-4 hover:underline"
        >
          Abrir em Solicitações
        </Link>
      </p>
    );
  }
  if (!open.isSuccess || !isChangeable(row, dayInSaoPaulo(new Date()))) return null;
  return (
    // One under the other: side by side, the dialog's width cut their labels at a desk.
    <div className="grid gap-2">
      <Button variant="outline" onClick={() => onRecord({ booking: row, kind: 'cancelamento' })}>
        <XCircle aria-hidden="true" />
        Registrar cancelamento
      </Button>
      <Button variant="outline" onClick={() => onRecord({ booking: row, kind: 'remarcacao' })}>
        <CalendarClock aria-hidden="true" />
        Registrar remarcação
      </Button>
    </div>
  );
}

/** One booking's details and history (`?ref=R12`). */
export function BookingDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  const booking = useQuery(bookingQueryOptions(reference));
  const returnFocus = useReturnFocus();
  const [change, setChange] = useState<ChangeToRecord | null>(null);
  const row = booking.data;
  const chat = row
    ? whatsappChatUrl(
        row.celular,
        `Olá, ${row.nome_cliente}! Aqui é da Movie Tour, sobre o seu passeio ${row.passeio}${row.data_passeio ? ` em ${isoToBR(row.data_passeio)}` : ''}.`,
      )
    : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent {...returnFocus} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Reserva {reference.toUpperCase()}</DialogTitle>
          <DialogDescription>
            {row ? `${row.passeio} · ${row.origem}` : 'Detalhes e histórico da reserva.'}
          </DialogDescription>
        </DialogHeader>
        <QueryState query={booking} loading="Carregando..." failed="Não foi possível carregar a reserva.">
          {(row) =>
            row === null ? (
              <p>Reserva não encontrada.</p>
            ) : (
              <div className="grid gap-4">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                  <dt className="text-muted-foreground">Situação</dt>
                  <dd className="font-semibold">{bookingStatusLabel(row)}</dd>
                  <dt className="text-muted-foreground">Data</dt>
                  <dd>{row.data_passeio ? isoToBR(row.data_passeio) : '—'}</dd>
                  <dt className="text-muted-foreground">Cliente</dt>
                  <dd className="break-words">{row.nome_cliente}</dd>
                  <dt className="text-muted-foreground">Celular</dt>
                  <dd>{formatPhone(row.celular) || '—'}</dd>
                  <dt className="text-muted-foreground">E-mail</dt>
                  <dd className="wrap-anywhere">{row.email ?? '—'}</dd>
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
                    {row.endereco ? (
                      <span className="block text-muted-foreground">{row.endereco}</span>
                    ) : null}
                  </dd>
                  <dt className="text-muted-foreground">Valor</dt>
                  <dd className="font-semibold">{formatBRL(Number(row.valor))}</dd>
                  {Number(row.credito_usado) > 0 ? (
                    <>
                      <dt className="text-muted-foreground">Pago com crédito</dt>
                      <dd>{formatBRL(Number(row.credito_usado))}</dd>
                    </>
                  ) : null}
                  {row.pix_txid ? (
                    <>
                      <dt className="text-muted-foreground">Transação PIX</dt>
                      <dd className="font-mono">{row.pix_txid}</dd>
                    </>
                  ) : null}
                  {row.passageiros ? (
                    <>
                      <dt className="text-muted-foreground">Passageiros</dt>
                      <dd className="whitespace-pre-line break-words">{row.passageiros}</dd>
                    </>
                  ) : null}
                  {row.observacao ? (
                    <>
                      <dt className="text-muted-foreground">Observações</dt>
                      <dd className="whitespace-pre-line break-words">{row.observacao}</dd>
                    </>
                  ) : null}
                </dl>
                {chat ? (
                  <ChatLinkButton href={chat} variant="outline">
                    Conversar no WhatsApp
                  </ChatLinkButton>
                ) : null}
                <ChangeActions row={row} onRecord={setChange} />
                <section>
                  <h3 className="mb-2 font-semibold">Histórico</h3>
                  <BookingHistory reference={reference.toUpperCase()} />
                </section>
              </div>
            )
          }
        </QueryState>
        <RecordChangeDialog change={change} onClose={() => setChange(null)} />
      </DialogContent>
    </Dialog>
  );
}
