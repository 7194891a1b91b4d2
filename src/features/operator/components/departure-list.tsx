import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import {
  departureDayLabel,
  departureLoadLabel,
  freeSeatsLabel,
  periodOf,
  type Departure,
} from '@/domain/departures';
import { isoToBR } from '@/domain/date-format';
import { DEPARTURE_DAYS } from '../api/departures';
import { DepartureStateBadge } from './departure-state-badge';
import { useTableLayout } from './use-table-layout';

type ListProps = { departures: Departure[]; onEdit: (departure: Departure) => void };

function EditButton({ departure, onEdit }: { departure: Departure; onEdit: (d: Departure) => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Editar vagas de ${departure.passeio} em ${isoToBR(departure.dia)}`}
      onClick={() => onEdit(departure)}
    >
      <Pencil aria-hidden="true" />
      Editar
    </Button>
  );
}

const keyOf = (departure: Departure) => `${departure.dia} ${departure.passeio}`;

function DepartureCards({ departures, onEdit }: ListProps) {
  return (
    <ul aria-label="Saídas" className="grid gap-3">
      {departures.map((departure) => (
        <li key={keyOf(departure)} className="rounded-xl border border-border bg-card p-3 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 break-words">
              <span className="block text-sm text-muted-foreground">
                {departureDayLabel(departure.dia)} · {periodOf(departure.passeio)}
              </span>
              <span className="font-semibold">{departure.passeio}</span>
            </p>
            <DepartureStateBadge departure={departure} />
          </div>
          <div className="mt-2 flex items-end justify-between gap-2">
            <p className="min-w-0 text-sm">
              {departureLoadLabel(departure)}
              {departure.alterada ? (
                <span className="block text-muted-foreground">Capacidade alterada neste dia</span>
              ) : null}
            </p>
            <EditButton departure={departure} onEdit={onEdit} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function DepartureTable({ departures, onEdit }: ListProps) {
  return (
    <Table containerClassName="rounded-2xl border border-border bg-card shadow-sm">
      <TableCaption className="sr-only">Saídas dos próximos {DEPARTURE_DAYS} dias</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-4">Dia</TableHead>
          <TableHead>Passeio</TableHead>
          <TableHead className="text-right">Vendidas</TableHead>
          <TableHead className="text-right">Reservadas</TableHead>
          <TableHead className="text-right">Livres</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead className="pr-4">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="align-middle">
        {departures.map((departure) => (
          <TableRow key={keyOf(departure)}>
            <TableCell className="whitespace-nowrap pl-4">{departureDayLabel(departure.dia)}</TableCell>
            <TableCell>
              <span className="block font-semibold">{departure.passeio}</span>
              <span className="text-muted-foreground">
                {periodOf(departure.passeio)}
                {departure.alterada ? ' · capacidade alterada' : ''}
              </span>
            </TableCell>
            <TableCell className="text-right">{departure.vendidas}</TableCell>
            <TableCell className="text-right">{departure.reservadas}</TableCell>
            <TableCell className="whitespace-nowrap text-right font-semibold">
              {freeSeatsLabel(departure)}
            </TableCell>
            <TableCell>
              <DepartureStateBadge departure={departure} />
            </TableCell>
            <TableCell className="pr-4 text-right">
              <EditButton departure={departure} onEdit={onEdit} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The departures with their seats: cards on a phone, a table at a desk. */
export function DepartureList(props: ListProps) {
  return useTableLayout() ? <DepartureTable {...props} /> : <DepartureCards {...props} />;
}
