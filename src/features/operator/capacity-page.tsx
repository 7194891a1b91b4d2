import { useQuery } from '@tanstack/react-query';
import { Loader2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { tours } from '@/domain/catalogue/tours';
import {
  capacityUnit,
  departureDayLabel,
  departureLoadLabel,
  departureState,
  filterDepartures,
  freeSeatsLabel,
  periodOf,
  type Departure,
  type StateFilter,
  type TourCapacity,
} from '@/domain/departures';
import { isoToBR } from '@/domain/operator';
import { DEPARTURE_DAYS, departuresQueryOptions } from './api/departures';
import { tourCapacitiesQueryOptions } from './api/tour-capacities';
import { DepartureCapacityDialog } from './components/departure-capacity-dialog';
import { DepartureStateBadge } from './components/departure-state-badge';
import { errorText } from './components/error-text';
import { OperatorShell } from './components/operator-shell';
import { TourCapacityDialog } from './components/tour-capacity-dialog';
import { useTableLayout } from './components/use-table-layout';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

const stateFilters: { value: StateFilter; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: 'lotadas', label: 'Esgotadas ou com últimas vagas' },
  { value: 'fechadas', label: 'Fechadas' },
  { value: 'alteradas', label: 'Com capacidade alterada' },
];
const isStateFilter = (value: string | null): value is StateFilter =>
  stateFilters.some((filter) => filter.value === value);

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

function DepartureList({
  departures,
  onEdit,
}: {
  departures: Departure[];
  onEdit: (departure: Departure) => void;
}) {
  const table = useTableLayout();
  if (!table) {
    return (
      <ul aria-label="Saídas" className="grid gap-3">
        {departures.map((departure) => (
          <li
            key={`${departure.dia} ${departure.passeio}`}
            className="rounded-xl border border-border bg-card p-3 shadow-sm"
          >
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
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Saídas dos próximos {DEPARTURE_DAYS} dias</caption>
        <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2">
              Dia
            </th>
            <th scope="col" className="px-3 py-2">
              Passeio
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Vendidas
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Reservadas
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Livres
            </th>
            <th scope="col" className="px-3 py-2">
              Situação
            </th>
            <th scope="col" className="px-4 py-2">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border align-middle">
          {departures.map((departure) => (
            <tr key={`${departure.dia} ${departure.passeio}`}>
              <td className="whitespace-nowrap px-4 py-2">{departureDayLabel(departure.dia)}</td>
              <td className="px-3 py-2">
                <span className="block font-semibold">{departure.passeio}</span>
                <span className="text-muted-foreground">
                  {periodOf(departure.passeio)}
                  {departure.alterada ? ' · capacidade alterada' : ''}
                </span>
              </td>
              <td className="px-3 py-2 text-right">{departure.vendidas}</td>
              <td className="px-3 py-2 text-right">{departure.reservadas}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right font-semibold">
                {freeSeatsLabel(departure)}
              </td>
              <td className="px-3 py-2">
                <DepartureStateBadge departure={departure} />
              </td>
              <td className="px-4 py-2 text-right">
                <EditButton departure={departure} onEdit={onEdit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TourDefaults({ onEdit }: { onEdit: (tour: TourCapacity) => void }) {
  const capacities = useQuery(tourCapacitiesQueryOptions());
  return (
    <section aria-labelledby="capacidade-padrao" className="mt-10">
      <h2 id="capacidade-padrao" className="font-display text-3xl tracking-wide text-primary">
        Capacidade padrão dos passeios
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Vale para cada dia sem capacidade própria. Passeios por carro contam carros de até 4 pessoas.
      </p>
      {capacities.isPending ? (
        <p className="mt-4 text-muted-foreground">Carregando...</p>
      ) : capacities.isError ? (
        <p role="alert" className="mt-4 text-destructive">
          Não foi possível carregar as capacidades. {errorText(capacities.error)}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {capacities.data.map((tour) => (
            <li
              key={tour.title}
              className="flex items-center justify-between gap-3 rounded-xl border border-border bg-card p-3 shadow-sm"
            >
              <span className="min-w-0 break-words">
                <span className="block font-semibold">{tour.title}</span>
                <span className="text-sm text-muted-foreground">
                  {tour.capacity} {capacityUnit(tour.perCar, tour.capacity)} por saída
                  {tour.changed ? '' : ' (padrão)'}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Alterar a capacidade padrão de ${tour.title}`}
                onClick={() => onEdit(tour)}
              >
                Alterar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `/admin/vagas`: each departure of the next 30 days with its seats sold, held and free; the operator changes a
 * day's capacity or closes it, and sets each tour's default. `?passeio=` filters by tour; `&dia=` opens that
 * day's dialog (the manifest links here).
 */
export function CapacityPage() {
  const [params, setParams] = useSearchParams();
  const tour = params.get('passeio') ?? '';
  const requestedState = params.get('situacao');
  const state = isStateFilter(requestedState) ? requestedState : '';
  const requestedDay = params.get('dia');
  const today = dayInSaoPaulo(new Date());
  const departures = useQuery(departuresQueryOptions(today, DEPARTURE_DAYS));
  const shown = filterDepartures(departures.data ?? [], { tour, state });
  const [editing, setEditing] = useState<Departure | null>(null);
  const [editingTour, setEditingTour] = useState<TourCapacity | null>(null);

  // A day the manifest links to may lie beyond the list: it is read on its own.
  const linked = isDay(requestedDay) && tour ? { tour, day: requestedDay } : null;
  const inList = linked
    ? departures.data?.find((row) => row.passeio === linked.tour && row.dia === linked.day)
    : undefined;
  const linkedDay = useQuery({
    ...departuresQueryOptions(linked?.day ?? today, 1),
    enabled: linked !== null && departures.isSuccess && !inList,
  });
  const linkedDeparture =
    inList ?? linkedDay.data?.find((row) => row.passeio === linked?.tour && row.dia === linked?.day);
  const dialogDeparture = editing ?? (linked ? (linkedDeparture ?? null) : null);

  const setFilters = (filters: { passeio: string; situacao: string }) =>
    setParams(Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')), {
      replace: true,
    });

  const full = shown.filter((departure) => departureState(departure) === 'esgotada').length;
  const lastSeats = shown.filter((departure) => departureState(departure) === 'ultimas-vagas').length;

  return (
    <OperatorShell
      title="Vagas"
      description={`As saídas dos próximos ${DEPARTURE_DAYS} dias: vagas vendidas, reservadas e livres. Mude a capacidade de um dia ou feche a saída.`}
      path={paths.operator.capacity}
      actions={
        <Button variant="outline" asChild>
          <a href="#capacidade-padrao">Capacidade padrão dos passeios</a>
        </Button>
      }
    >
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Passeio" className="w-full max-w-xs">
          {(control) => (
            <select
              {...control}
              value={tour}
              onChange={(event) => setFilters({ passeio: event.target.value, situacao: state })}
              className={selectClass}
            >
              <option value="">Todos</option>
              {tours.map((candidate) => (
                <option key={candidate.id} value={candidate.title}>
                  {candidate.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Situação" className="w-full max-w-xs">
          {(control) => (
            <select
              {...control}
              value={state}
              onChange={(event) => setFilters({ passeio: tour, situacao: event.target.value })}
              className={selectClass}
            >
              {stateFilters.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
          {departures.isSuccess
            ? `${shown.length} ${shown.length === 1 ? 'saída' : 'saídas'} · ${full} ${full === 1 ? 'esgotada' : 'esgotadas'} · ${lastSeats} com últimas vagas`
            : null}
        </p>
      </div>
      <div className="mt-6">
        {departures.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            Carregando as saídas...
          </p>
        ) : departures.isError ? (
          <p role="alert" className="text-destructive">
            Não foi possível carregar as saídas. {errorText(departures.error)}
          </p>
        ) : shown.length === 0 ? (
          <p className="text-muted-foreground">
            Nenhuma saída {tour || state ? 'com esses filtros ' : ''}nos próximos {DEPARTURE_DAYS} dias.
          </p>
        ) : (
          <DepartureList departures={shown} onEdit={setEditing} />
        )}
      </div>
      <TourDefaults onEdit={setEditingTour} />
      <DepartureCapacityDialog
        departure={dialogDeparture}
        onClose={() => {
          setEditing(null);
          if (requestedDay) setFilters({ passeio: tour, situacao: state });
        }}
      />
      <TourCapacityDialog tour={editingTour} onClose={() => setEditingTour(null)} />
    </OperatorShell>
  );
}

export default CapacityPage;
