import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { capacityUnit, type TourCapacity } from '@/domain/departures';
import { tourCapacitiesQueryOptions } from '../api/tour-capacities';

/** Each tour's default capacity, and the way to change it. */
export function TourDefaults({ onEdit }: { onEdit: (tour: TourCapacity) => void }) {
  const capacities = useQuery(tourCapacitiesQueryOptions());
  return (
    <section aria-labelledby="capacidade-padrao" className="mt-10">
      <h2 id="capacidade-padrao" className="font-display text-3xl tracking-wide text-primary">
        Capacidade padrão dos passeios
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Vale para cada dia sem capacidade própria. Passeios por carro contam carros de até 4 pessoas.
      </p>
      <QueryState
        query={capacities}
        loading="Carregando as capacidades..."
        failed="Não foi possível carregar as capacidades."
        className="mt-4"
      >
        {(tours) => (
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
      </QueryState>
    </section>
  );
}
