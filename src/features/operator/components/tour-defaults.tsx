import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { capacityUnit } from '@/domain/departures';
import { salesCutoffLabel, withSalesCutoffs, type TourSettings } from '@/domain/operator-sales-cutoff';
import { tourCapacitiesQueryOptions } from '../api/tour-capacities';
import { tourSalesCutoffsQueryOptions } from '../api/tour-sales-cutoffs';

/** Each tour's default capacity and sales cut-off, and the way to change them. */
export function TourDefaults({ onEdit }: { onEdit: (tour: TourSettings) => void }) {
  const capacities = useQuery(tourCapacitiesQueryOptions());
  const cutoffs = useQuery(tourSalesCutoffsQueryOptions());
  return (
    <section aria-labelledby="capacidade-padrao" className="mt-10">
      <h2 id="capacidade-padrao" className="font-display text-3xl tracking-wide text-primary">
        Capacidade e vendas online dos passeios
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Vale para cada dia sem capacidade própria. Passeios por carro contam carros de até 4 pessoas. As
        vendas online de cada saída encerram horas antes do embarque; pelo painel, a reserva vale até o
        embarque.
      </p>
      <QueryState
        query={capacities}
        loading="Carregando as capacidades..."
        failed="Não foi possível carregar as capacidades."
        className="mt-4"
      >
        {(loaded) => (
          <QueryState
            query={cutoffs}
            loading="Carregando as capacidades..."
            failed="Não foi possível carregar o encerramento das vendas."
            className="mt-4"
          >
            {(rows) => <TourList tours={withSalesCutoffs(loaded, rows)} onEdit={onEdit} />}
          </QueryState>
        )}
      </QueryState>
    </section>
  );
}

function TourList({ tours, onEdit }: { tours: TourSettings[]; onEdit: (tour: TourSettings) => void }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {tours.map((tour) => (
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
            <span className="block text-sm text-muted-foreground">{salesCutoffLabel(tour.cutoffHours)}</span>
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
  );
}
