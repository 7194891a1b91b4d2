import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import {
  departureDayLabel,
  departureState,
  freeSeatsLabel,
  needsAttention,
  sortDepartures,
} from '@/domain/departures';
import { type ManifestGroup } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import { DEPARTURE_DAYS, departuresQueryOptions } from '../api/departures';
import { manifestQueryOptions } from '../api/manifest';
import { DepartureStateBadge } from './departure-state-badge';

/** A box of the panel: its title, what it counts, and the way to its page. */
export function Panel({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <section className="rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 className="font-display text-2xl tracking-wide text-primary">{title}</h2>
      <div className="mt-3">{children}</div>
      {link ? (
        <Link to={link.to} className="mt-4 inline-block text-sm font-semibold text-primary underline">
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}

/** A day's confirmed tours (today, tomorrow) with their people and cars, and the way to its manifest. */
export function Departures({ day, label }: { day: string; label: string }) {
  const manifest = useQuery(manifestQueryOptions(day));
  const groups: ManifestGroup[] = manifest.data ?? [];
  const people = groups.reduce((sum, group) => sum + group.totals.people, 0);
  return (
    <Panel
      title={`${label} · ${isoToBR(day)}`}
      link={{ to: `${paths.operator.manifest}?dia=${day}`, label: `Manifesto de ${label.toLowerCase()}` }}
    >
      <QueryState query={manifest} loading="Carregando..." failed="Não foi possível carregar.">
        {() =>
          groups.length === 0 ? (
            <p className="text-muted-foreground">Nenhum passeio confirmado.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {groups.length} {groups.length === 1 ? 'passeio' : 'passeios'}, {people}{' '}
                {people === 1 ? 'pessoa' : 'pessoas'}
              </p>
              <ul className="mt-2 divide-y divide-border text-sm">
                {groups.map((group) => (
                  <li key={group.tour} className="flex justify-between gap-3 py-2">
                    <span className="min-w-0 break-words font-medium">
                      {group.tour}
                      {group.period ? (
                        <span className="block font-normal text-muted-foreground">{group.period}</span>
                      ) : null}
                    </span>
                    <span className="shrink-0 text-right">
                      {group.totals.people} {group.totals.people === 1 ? 'pessoa' : 'pessoas'}
                      {group.perCar ? (
                        <span className="block text-muted-foreground">
                          {group.totals.cars} {group.totals.cars === 1 ? 'carro' : 'carros'}
                        </span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}

/** Most departures the panel lists; the rest are on /admin/vagas. */
const FULL_SHOWN = 6;

/** The departures of the next 30 days still on sale that are full or on their last seats (4 or fewer; one car). */
export function FullDepartures({ today }: { today: string }) {
  const departures = useQuery(departuresQueryOptions(today, DEPARTURE_DAYS));
  const full = sortDepartures((departures.data ?? []).filter(needsAttention));
  const soldOut = full.filter((departure) => departureState(departure) === 'esgotada').length;
  return (
    <Panel
      title="Saídas lotadas"
      link={{ to: `${paths.operator.capacity}?situacao=lotadas`, label: 'Ver vagas' }}
    >
      <QueryState query={departures} loading="Carregando..." failed="Não foi possível carregar.">
        {() =>
          full.length === 0 ? (
            <p className="text-muted-foreground">
              Nenhuma saída lotada ou quase lotada nos próximos {DEPARTURE_DAYS} dias.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Próximos {DEPARTURE_DAYS} dias: {soldOut} {soldOut === 1 ? 'esgotada' : 'esgotadas'},{' '}
                {full.length - soldOut} com últimas vagas
              </p>
              <ul className="mt-2 divide-y divide-border text-sm">
                {full.slice(0, FULL_SHOWN).map((departure) => (
                  <li
                    key={`${departure.dia} ${departure.passeio}`}
                    className="flex justify-between gap-3 py-2"
                  >
                    <span className="min-w-0 break-words">
                      <Link
                        to={`${paths.operator.capacity}?${new URLSearchParams({ passeio: departure.passeio, dia: departure.dia })}`}
                        className="font-medium underline"
                      >
                        {departure.passeio}
                      </Link>
                      <span className="block text-muted-foreground">{departureDayLabel(departure.dia)}</span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1 text-right">
                      <DepartureStateBadge departure={departure} />
                      <span className="text-muted-foreground">{freeSeatsLabel(departure)}</span>
                    </span>
                  </li>
                ))}
              </ul>
              {full.length > FULL_SHOWN ? (
                <p className="mt-1 text-sm text-muted-foreground">e mais {full.length - FULL_SHOWN}</p>
              ) : null}
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}
