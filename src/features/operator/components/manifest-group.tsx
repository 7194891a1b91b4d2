import { CloudRain, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { departureLoadLabel, type Departure } from '@/domain/departures';
import { manifestBoardedLabel, manifestTotalsLabel, partyLabel, type ManifestGroup } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import type { DepartureToCancel } from './cancel-departure-dialog';
import { ManifestCards, ManifestTable } from './manifest-rows';
import { useTableLayout } from './use-table-layout';

/** The departure's seats, '12 vendidas · 3 reservadas · 5 livres de 20', and the way to change them. */
function DepartureLoad({ departure, editable }: { departure: Departure; editable: boolean }) {
  const params = new URLSearchParams({ passeio: departure.passeio, dia: departure.dia });
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-medium">
        {departure.fechado ? 'Saída fechada · ' : ''}
        {departureLoadLabel(departure)}
      </span>
      {editable ? (
        <Link
          to={`${paths.operator.capacity}?${params}`}
          aria-label={`Editar vagas de ${departure.passeio} em ${isoToBR(departure.dia)}`}
          className="inline-flex items-center gap-1 font-semibold text-primary underline print:hidden"
        >
          <Users className="size-4" aria-hidden="true" />
          Editar vagas
        </Link>
      ) : null}
    </p>
  );
}

type TourGroupProps = {
  group: ManifestGroup;
  day: string;
  departure: Departure | undefined;
  editable: boolean;
  onCancel: (departure: DepartureToCancel) => void;
};

/** One tour of the day's manifest: its totals, its seats, and its pick-ups (cards on a phone, a table elsewhere). */
export function TourGroup({ group, day, departure, editable, onCancel }: TourGroupProps) {
  const table = useTableLayout();
  const boarded = manifestBoardedLabel(group);
  return (
    <section
      aria-labelledby={`tour-${group.rows[0]?.ref}`}
      className="break-inside-avoid-page rounded-2xl border border-border bg-card p-4 shadow-sm print:break-after-page print:rounded-none print:border-0 print:p-0 print:shadow-none sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`tour-${group.rows[0]?.ref}`} className="font-display text-3xl tracking-wide text-primary">
          {group.tour}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold">
            {isoToBR(day)}
            {group.period ? ` · ${group.period}` : ''}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="print:hidden"
            onClick={() => onCancel({ tour: group.tour, day, bookings: group.rows.length })}
          >
            <CloudRain aria-hidden="true" />
            Cancelar saída
          </Button>
        </div>
      </header>
      <p className="mt-1 text-sm text-muted-foreground">
        {manifestTotalsLabel(group)} (
        {partyLabel({
          adults: group.totals.adults,
          children: group.totals.children,
          babies: group.totals.babies,
          pets: group.totals.pets,
        })}
        ){boarded ? ` · ${boarded}` : null}
      </p>
      {departure ? <DepartureLoad departure={departure} editable={editable} /> : null}
      {table ? <ManifestTable rows={group.rows} /> : <ManifestCards rows={group.rows} />}
    </section>
  );
}
