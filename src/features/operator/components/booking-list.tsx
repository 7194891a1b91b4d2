import { Badge } from '@/components/ui/badge';
import { formatBRL } from '@/domain/money';
import { formatPhone, partyLabel } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import { bookingStatusLabel } from '@/domain/operator-bookings';
import { ORDER_CANCELLED, ORDER_PENDING } from '@/domain/orders';
import type { BookingRow } from '../api/bookings';

const badgeOf = (row: BookingRow) =>
  row.status === ORDER_CANCELLED ? 'muted' : row.status === ORDER_PENDING ? 'gold' : 'default';

/** The bookings found, each a button that opens its details. */
export function BookingList({ rows, onOpen }: { rows: BookingRow[]; onOpen: (ref: string) => void }) {
  return (
    <ul aria-label="Reservas encontradas" className="mt-3 grid gap-2">
      {rows.map((row) => (
        <li key={row.ref}>
          <button
            type="button"
            onClick={() => onOpen(row.ref)}
            className="grid w-full gap-1 rounded-xl border border-border bg-card px-4 py-3 text-left text-sm shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[7rem_1fr_1fr_11rem] sm:items-center sm:gap-4"
          >
            <span className="font-semibold">{row.data_passeio ? isoToBR(row.data_passeio) : 'sem data'}</span>
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
              <Badge variant={badgeOf(row)}>{bookingStatusLabel(row)}</Badge>
              <span className="font-semibold">{formatBRL(Number(row.valor))}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
