import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { manifestCsv } from '@/domain/operator';
import { isoToBR } from '@/domain/date-format';
import { departuresQueryOptions } from './api/departures';
import { manifestQueryOptions } from './api/manifest';
import { CancelDepartureDialog, type DepartureToCancel } from './components/cancel-departure-dialog';
import { TourGroup } from './components/manifest-group';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

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
  const [cancelling, setCancelling] = useState<DepartureToCancel | null>(null);
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
      <QueryState
        query={manifest}
        loading="Carregando o manifesto..."
        failed="Não foi possível carregar o manifesto."
        className="mt-8"
      >
        {(loaded) => (
          <div className="mt-6 grid gap-6 print:mt-2 print:block">
            {loaded.map((group) => (
              <TourGroup
                key={group.tour}
                group={group}
                day={day}
                departure={departures.data?.find((departure) => departure.passeio === group.tour)}
                editable={editable}
                onCancel={setCancelling}
              />
            ))}
          </div>
        )}
      </QueryState>
      <CancelDepartureDialog departure={cancelling} onClose={() => setCancelling(null)} />
    </OperatorShell>
  );
}

export default operatorPage(ManifestPage);
