import { Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { canMarkNoShow, type BoardingBooking, type Departure } from '@/domain/boarding-scan';
import { clockInSaoPaulo } from '@/domain/departures';
import { formatPhone, partyLabel } from '@/domain/operator';
import { formatVoucherCode } from '@/domain/voucher-code';

const party = (row: BoardingBooking) =>
  partyLabel({ adults: row.adultos, children: row.criancas, babies: row.bebes, pets: row.pets });

function State({ row }: { row: BoardingBooking }) {
  if (row.situacao === 'cancelada') return <Badge variant="muted">Cancelada</Badge>;
  if (row.situacao !== 'confirmada') return <Badge variant="muted">Pagamento pendente</Badge>;
  if (row.embarque_status === 'embarcou') {
    return (
      <Badge className="bg-emerald-700 text-white">
        Embarcou{row.embarcou_em ? ` ${clockInSaoPaulo(row.embarcou_em)}` : ''}
      </Badge>
    );
  }
  if (row.embarque_status === 'nao_compareceu') return <Badge variant="curtain">Não compareceu</Badge>;
  return <Badge variant="outline">Aguardando</Badge>;
}

type BookingListProps = {
  departure: Departure;
  rows: BoardingBooking[];
  queued: ReadonlySet<string>;
  now: Date;
  busy: boolean;
  online: boolean;
  onBoard: (row: BoardingBooking) => void;
  onNoShow: (row: BoardingBooking) => void;
};

/** A departure's bookings in pick-up order: who, how many, where, the phone; boarding by a tap. */
export function BookingList({
  departure,
  rows,
  queued,
  now,
  busy,
  online,
  onBoard,
  onNoShow,
}: BookingListProps) {
  return (
    <ol className="grid gap-3" aria-label={`Reservas de ${departure.passeio}`}>
      {rows.map((row, index) => {
        const waiting = row.situacao === 'confirmada' && row.embarque_status !== 'embarcou';
        return (
          <li key={row.ref} className="rounded-xl border border-border bg-card p-3 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-words text-lg font-semibold leading-snug">
                {index + 1}. {row.nome}
              </p>
              <State row={row} />
            </div>
            <p className="mt-0.5 text-base">{party(row)}</p>
            <p className="mt-1 break-words text-sm">
              <span className="font-medium">{row.embarque ?? 'Sem local de embarque'}</span>
              {row.endereco ? <span className="block text-muted-foreground">{row.endereco}</span> : null}
            </p>
            {row.passageiros ? (
              // One name a line, as the operator typed them in the booking form's text box.
              <p className="mt-1 whitespace-pre-line break-words text-sm text-muted-foreground">
                Passageiros: {row.passageiros}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
              {row.celular ? (
                <a
                  href={`tel:+55${row.celular.replace(/\D/g, '')}`}
                  className="inline-flex min-h-10 items-center gap-1 text-primary underline"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {formatPhone(row.celular)}
                </a>
              ) : null}
              <span className="font-mono text-sm text-muted-foreground">{formatVoucherCode(row.codigo)}</span>
              <span className="ml-auto flex flex-wrap gap-2">
                {waiting ? (
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() => onBoard(row)}
                    aria-label={`Embarcar ${row.nome}`}
                  >
                    Embarcar
                  </Button>
                ) : null}
                {canMarkNoShow(row, now, queued.has(row.codigo)) ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy || !online}
                    onClick={() => onNoShow(row)}
                    aria-label={`Não compareceu: ${row.nome}`}
                  >
                    Não compareceu
                  </Button>
                ) : null}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
