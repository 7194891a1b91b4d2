import { useQuery } from '@tanstack/react-query';
import { Download, Loader2, MessageCircle, Printer, Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { departureLoadLabel, type Departure } from '@/domain/departures';
import { formatBRL } from '@/domain/money';
import {
  formatPhone,
  isoToBR,
  manifestCsv,
  manifestTotalsLabel,
  partyLabel,
  whatsappChatUrl,
  type ManifestGroup,
  type ManifestRow,
} from '@/domain/operator';
import { departuresQueryOptions } from './api/departures';
import { manifestQueryOptions } from './api/manifest';
import { CancelDepartureButton } from './components/cancel-departure';
import { OperatorShell } from './components/operator-shell';
import { useTableLayout } from './components/use-table-layout';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

const party = (row: ManifestRow) =>
  partyLabel({ adults: row.adultos, children: row.criancas, babies: row.bebes, pets: row.pets });

function Contact({ row }: { row: ManifestRow }) {
  const chat = whatsappChatUrl(
    row.celular,
    `Olá, ${row.nome_cliente}! Aqui é da Movie Tour, sobre o seu passeio.`,
  );
  return chat ? (
    <a
      href={chat}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-primary underline"
    >
      <MessageCircle className="size-4 print:hidden" aria-hidden="true" />
      {formatPhone(row.celular)}
    </a>
  ) : (
    <span>{formatPhone(row.celular) || '—'}</span>
  );
}

function Notes({ row }: { row: ManifestRow }) {
  if (!row.passageiros && !row.observacao) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {row.passageiros ? <span className="block break-words">Passageiros: {row.passageiros}</span> : null}
      {row.observacao ? <span className="block break-words">Obs.: {row.observacao}</span> : null}
    </p>
  );
}

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

function TourGroup({
  group,
  day,
  departure,
  editable,
}: {
  group: ManifestGroup;
  day: string;
  departure: Departure | undefined;
  editable: boolean;
}) {
  const table = useTableLayout();
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
          <CancelDepartureButton tour={group.tour} day={day} bookings={group.rows.length} />
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
        )
      </p>
      {departure ? <DepartureLoad departure={departure} editable={editable} /> : null}

      {/* Phone: one card per pick-up. */}
      {table ? null : (
        <ol className="mt-3 grid gap-3">
          {group.rows.map((row, index) => (
            <li key={row.ref} className="rounded-xl border border-border p-3">
              <p className="flex justify-between gap-2 font-semibold">
                <span className="min-w-0 break-words">
                  {index + 1}. {row.nome_cliente}
                </span>
                <span className="shrink-0">{formatBRL(row.valor)}</span>
              </p>
              <p className="text-sm">
                <Contact row={row} />
              </p>
              <p className="mt-1 break-words text-sm">
                <span className="font-medium">{row.embarque ?? 'Sem local de embarque'}</span>
                {row.endereco ? <span className="block text-muted-foreground">{row.endereco}</span> : null}
              </p>
              <p className="mt-1 text-sm">
                {party(row)} · {row.origem}
              </p>
              <Notes row={row} />
            </li>
          ))}
        </ol>
      )}

      {/* Desk and paper: a table in pick-up order. */}
      {table ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  #
                </th>
                <th scope="col" className="py-2 pr-3">
                  Cliente
                </th>
                <th scope="col" className="py-2 pr-3">
                  Embarque
                </th>
                <th scope="col" className="py-2 pr-3">
                  Grupo
                </th>
                <th scope="col" className="py-2 pr-3">
                  Origem
                </th>
                <th scope="col" className="py-2 text-right">
                  Valor
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border align-top">
              {group.rows.map((row, index) => (
                <tr key={row.ref}>
                  <td className="py-2 pr-3">{index + 1}</td>
                  <td className="py-2 pr-3">
                    <span className="block font-semibold">{row.nome_cliente}</span>
                    <Contact row={row} />
                    <Notes row={row} />
                  </td>
                  <td className="py-2 pr-3">
                    <span className="block font-medium">{row.embarque ?? '—'}</span>
                    <span className="text-muted-foreground">{row.endereco}</span>
                  </td>
                  <td className="py-2 pr-3">{party(row)}</td>
                  <td className="py-2 pr-3">{row.origem}</td>
                  <td className="py-2 text-right font-semibold">{formatBRL(row.valor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `/admin/manifesto`: the confirmed bookings of a day (tomorrow by default), grouped for the driver. */
export function ManifestPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('dia');
  const day = isDay(requested) ? requested : dayInSaoPaulo(new Date(), 1);
  const manifest = useQuery(manifestQueryOptions(day));
  const departures = useQuery(departuresQueryOptions(day, 1));
  // The database changes capacities from today on.
  const editable = day >= dayInSaoPaulo(new Date());
  const groups = manifest.data ?? [];
  const people = groups.reduce((sum, group) => sum + group.totals.people, 0);

  return (
    <OperatorShell
      title="Manifesto"
      description="Os passeios confirmados do dia, do site e do WhatsApp, na ordem de embarque."
      path={paths.operator.manifest}
      actions={
        <>
          <Button
            variant="outline"
            disabled={groups.length === 0}
            onClick={() => download(manifestCsv(groups), `manifesto-${day}.csv`)}
          >
            <Download aria-hidden="true" />
            Baixar CSV
          </Button>
          <Button variant="outline" disabled={groups.length === 0} onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Imprimir
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-end gap-4 print:hidden">
        <Field label="Dia" className="w-full max-w-[12rem]">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={day}
              required
              onChange={(event) => {
                if (isDay(event.target.value)) setParams({ dia: event.target.value }, { replace: true });
              }}
            />
          )}
        </Field>
        <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
          {manifest.isSuccess
            ? groups.length === 0
              ? `Nenhum passeio confirmado em ${isoToBR(day)}.`
              : `${isoToBR(day)}: ${groups.length} ${groups.length === 1 ? 'passeio' : 'passeios'}, ${people} ${people === 1 ? 'pessoa' : 'pessoas'}`
            : null}
        </p>
      </div>
      <h2 className="hidden font-display text-2xl print:block">Manifesto de {isoToBR(day)}</h2>
      {manifest.isPending ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          Carregando o manifesto...
        </p>
      ) : manifest.isError ? (
        <p role="alert" className="mt-8 text-destructive">
          Não foi possível carregar o manifesto. Tente novamente.
        </p>
      ) : (
        <div className="mt-6 grid gap-6 print:mt-2 print:block">
          {groups.map((group) => (
            <TourGroup
              key={group.tour}
              group={group}
              day={day}
              departure={departures.data?.find((departure) => departure.passeio === group.tour)}
              editable={editable}
            />
          ))}
        </div>
      )}
    </OperatorShell>
  );
}

export default ManifestPage;
