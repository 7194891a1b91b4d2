import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { tours } from '@/domain/catalogue/tours';
import { departureState, filterDepartures, type Departure, type StateFilter } from '@/domain/departures';
import type { TourSettings } from '@/domain/operator-sales-cutoff';
import { DEPARTURE_DAYS, departuresQueryOptions } from './api/departures';
import { DepartureCapacityDialog } from './components/departure-capacity-dialog';
import { DepartureList } from './components/departure-list';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';
import { OptionSelect } from './components/option-select';
import { TourCapacityDialog } from './components/tour-capacity-dialog';
import { TourDefaults } from './components/tour-defaults';
import { useLinkedDeparture } from './hooks/use-linked-departure';

const stateFilters: { value: StateFilter; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: 'lotadas', label: 'Esgotadas ou com últimas vagas' },
  { value: 'encerradas', label: 'Vendas encerradas ou partidas' },
  { value: 'fechadas', label: 'Fechadas' },
  { value: 'alteradas', label: 'Com capacidade alterada' },
];
const isStateFilter = (value: string | null): value is StateFilter =>
  stateFilters.some((filter) => filter.value === value);
const tourFilters = [
  { value: '', label: 'Todos' },
  ...tours.map((tour) => ({ value: tour.title, label: tour.title })),
];

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
  const [editingTour, setEditingTour] = useState<TourSettings | null>(null);
  const linked = useLinkedDeparture(tour, requestedDay, today, departures);

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
        <a className={buttonVariants({ variant: 'outline' })} href="#capacidade-padrao">
          Capacidade e vendas online
        </a>
      }
    >
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Passeio" className="w-full max-w-xs">
          {(control) => (
            <OptionSelect
              control={control}
              value={tour}
              options={tourFilters}
              onValueChange={(value) => setFilters({ passeio: value, situacao: state })}
            />
          )}
        </Field>
        <Field label="Situação" className="w-full max-w-xs">
          {(control) => (
            <OptionSelect
              control={control}
              value={state}
              options={stateFilters}
              onValueChange={(value) => setFilters({ passeio: tour, situacao: value })}
            />
          )}
        </Field>
        <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
          {departures.isSuccess
            ? `${shown.length} ${shown.length === 1 ? 'saída' : 'saídas'} · ${full} ${full === 1 ? 'esgotada' : 'esgotadas'} · ${lastSeats} com últimas vagas`
            : null}
        </p>
      </div>
      <div className="mt-6">
        <QueryState
          query={departures}
          loading="Carregando as saídas..."
          failed="Não foi possível carregar as saídas."
        >
          {() =>
            shown.length === 0 ? (
              <p className="text-muted-foreground">
                Nenhuma saída {tour || state ? 'com esses filtros ' : ''}nos próximos {DEPARTURE_DAYS} dias.
              </p>
            ) : (
              <DepartureList departures={shown} onEdit={setEditing} />
            )
          }
        </QueryState>
      </div>
      <TourDefaults onEdit={setEditingTour} />
      <DepartureCapacityDialog
        departure={editing ?? linked}
        onClose={() => {
          setEditing(null);
          if (requestedDay) setFilters({ passeio: tour, situacao: state });
        }}
      />
      <TourCapacityDialog tour={editingTour} onClose={() => setEditingTour(null)} />
    </OperatorShell>
  );
}

export default operatorPage(CapacityPage);
