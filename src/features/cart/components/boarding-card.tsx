import { useQuery } from '@tanstack/react-query';
import { Building2, MapPin, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { hotelsQueryOptions, meetingPointsQueryOptions } from '../api/boarding-places';

type Place = { key: string; name: string; address: string | null };

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function PlaceList({
  places,
  value,
  onChange,
  label,
}: {
  places: Place[];
  value: string;
  onChange: (name: string) => void;
  label: string;
}) {
  const name = useId();
  return (
    <fieldset className="max-h-64 overflow-y-auto rounded-xl border border-border">
      <legend className="sr-only">{label}</legend>
      {places.map((place) => (
        <label
          key={place.key}
          className={cn(
            'flex cursor-pointer items-start gap-3 border-b border-border px-3 py-2.5 last:border-b-0 hover:bg-muted has-[:focus-visible]:bg-muted',
            value === place.name && 'bg-accent/15',
          )}
        >
          <input
            type="radio"
            name={name}
            className="mt-1 accent-[var(--color-curtain)]"
            checked={value === place.name}
            onChange={() => onChange(place.name)}
          />
          <span>
            <span className="block text-sm font-medium">{place.name}</span>
            {place.address ? (
              <span className="block text-xs text-muted-foreground">{place.address}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Where the customer boards: a hotel (searchable list) or, when it is not listed, a meeting point. */
export function BoardingCard({ hotel, onChange }: { hotel: string; onChange: (name: string) => void }) {
  const hotels = useQuery(hotelsQueryOptions());
  const points = useQuery(meetingPointsQueryOptions());
  const [search, setSearch] = useState('');
  const isMeetingPoint = Boolean(points.data?.some((point) => point.local === hotel));
  const [useMeetingPoint, setUseMeetingPoint] = useState(false);
  const showPoints = useMeetingPoint || isMeetingPoint;

  const hotelPlaces = useMemo(() => {
    const query = normalise(search.trim());
    return (hotels.data ?? [])
      .filter((row) => !query || normalise(`${row.Hospedagem} ${row.Endereco ?? ''}`).includes(query))
      .map((row) => ({ key: `h${row.id}`, name: row.Hospedagem, address: row.Endereco }));
  }, [hotels.data, search]);

  return (
    <section
      aria-labelledby="embarque-titulo"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2
        id="embarque-titulo"
        className="flex items-center gap-2 font-display text-2xl tracking-wide text-primary"
      >
        <Building2 className="size-5 text-curtain" aria-hidden="true" />
        Local de embarque
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Buscamos você na sua hospedagem em Campos do Jordão.
      </p>
      {hotel ? (
        <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm">
          Embarque: <strong>{hotel}</strong>
        </p>
      ) : null}
      {showPoints ? (
        <div className="mt-4 grid gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <MapPin className="size-4 text-curtain" aria-hidden="true" />
            Escolha um ponto de encontro
          </p>
          <QueryState
            query={points}
            loading="Carregando pontos de encontro..."
            failed="Não foi possível carregar os pontos de encontro."
            className="text-sm"
          >
            {(data) => (
              <PlaceList
                label="Pontos de encontro"
                value={hotel}
                onChange={onChange}
                places={data.map((point) => ({
                  key: `p${point.id}`,
                  name: point.local,
                  address: point.endereco,
                }))}
              />
            )}
          </QueryState>
          <button
            type="button"
            className="justify-self-start text-sm font-medium text-curtain underline-offset-4 hover:underline"
            onClick={() => {
              setUseMeetingPoint(false);
              if (isMeetingPoint) onChange('');
            }}
          >
            Voltar para a lista de hotéis
          </button>
        </div>
      ) : (
        <div className="mt-4 grid gap-2">
          <Field label="Hotel ou pousada" labelClassName="font-semibold leading-5">
            {(control) => (
              <div className="relative">
                <Search
                  className="pointer-events-none absolute left-3 top-3.5 size-4 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  {...control}
                  type="search"
                  placeholder="Buscar pelo nome ou endereço"
                  className="pl-9"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
            )}
          </Field>
          <QueryState
            query={hotels}
            loading="Carregando hospedagens..."
            failed="Não foi possível carregar as hospedagens."
            className="text-sm"
          >
            {() =>
              hotelPlaces.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Nenhuma hospedagem encontrada para “{search}”.
                </p>
              ) : (
                <PlaceList label="Hotéis e pousadas" value={hotel} onChange={onChange} places={hotelPlaces} />
              )
            }
          </QueryState>
          <button
            type="button"
            className="justify-self-start text-sm font-medium text-curtain underline-offset-4 hover:underline"
            onClick={() => setUseMeetingPoint(true)}
          >
            Não encontro minha hospedagem
          </button>
        </div>
      )}
    </section>
  );
}
