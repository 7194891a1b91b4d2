import { useMutation, useQuery } from '@tanstack/react-query';
import { Camera, CameraOff } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { lazyPart } from '@/boot/lazy-page';
import { Button } from '@/components/ui/button';
import { LoadingStatus, QueryState } from '@/components/ui/query-state';
import {
  groupDepartures,
  scanAnswer,
  withQueued,
  type BoardingBooking,
  type Departure,
  type ScanAnswer,
  type ScanResult,
} from '@/domain/boarding-scan';
import { formatIsoDateLong } from '@/domain/date-format';
import { parseVoucherCode } from '@/domain/voucher-code';
import { errorText } from '@/lib/error-text';
import { useNow } from '@/lib/use-now';
import { boardingDayQueryOptions } from '../api/boarding-day';
import {
  checkInMutationOptions,
  noShowMutationOptions,
  thisPhone,
  type BoardingScope,
} from '../api/check-in';
import { useOnline } from '../hooks/use-online';
import { useQueueSync } from '../hooks/use-queue-sync';
import { AnswerPanel } from './answer-panel';
import { BookingList } from './booking-list';
import { CodeForm } from './code-form';
import { ConnectionBanner } from './connection-banner';
import { DeparturePicker } from './departure-picker';

const CameraScanner = lazyPart(() => import('./camera-scanner'));

const invalidCode: ScanResult = {
  resultado: 'codigo_invalido',
  ref: null,
  nome: null,
  adultos: null,
  criancas: null,
  bebes: null,
  pets: null,
  passeio: null,
  data_passeio: null,
  embarcou_em: null,
  registrado_por: null,
};

/** The QR holds the bare code; a link to the voucher page is read too. */
const codeOfScan = (text: string) => parseVoucherCode(text.trim().split('/').pop() ?? '');

/** The day's departures with their bookings, and the scan: camera, typed code or a tap on a booking. */
export function BoardingScreen({ userId, day }: BoardingScope) {
  const scope = useMemo(() => ({ userId, day }), [userId, day]);
  const online = useOnline();
  const now = new Date(useNow(30_000));
  const list = useQuery(boardingDayQueryOptions(userId, day));
  const sync = useQueueSync(userId, day, online);
  const { queue, told, dismissTold } = sync;
  const checkIn = useMutation(checkInMutationOptions(scope));
  const noShow = useMutation(noShowMutationOptions(scope));
  // The last answer, and the code it queued offline: its note lasts only while that check-in waits to be sent.
  const [shown, setShown] = useState<{ answer: ScanAnswer; queuedCode: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const [selected, setSelected] = useState('');

  const rows = useMemo(() => withQueued(list.data?.rows ?? [], queue, thisPhone), [list.data, queue]);
  const groups = useMemo(() => groupDepartures(rows), [rows]);
  const departures = groups.map((group) => group.departure);
  const current = departures.find((departure) => departure.key === selected) ?? departures[0];
  const queuedCodes = useMemo(() => new Set(queue.map((entry) => entry.codigo)), [queue]);

  const show = (result: ScanResult, queuedCode: string | null = null) => {
    setFailure(null);
    setShown({ answer: scanAnswer(result), queuedCode });
  };
  const board = (codigo: string, departure: Departure | undefined) => {
    if (!departure) return show(invalidCode);
    checkIn.mutate(
      { codigo, departure },
      {
        onSuccess: ({ result, queued }) => show(result, queued ? codigo : null),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };
  const scanned = (text: string) => {
    const codigo = codeOfScan(text);
    if (codigo) board(codigo, current);
    else show(invalidCode);
  };
  const markMissing = (row: BoardingBooking) =>
    noShow.mutate(row.codigo, {
      onSuccess: (result) => show(result),
      onError: (error) => setFailure(errorText(error)),
    });

  return (
    <div className="grid gap-5">
      <div>
        <h1 className="font-display text-4xl tracking-wide text-primary sm:text-5xl">Embarque</h1>
        <p className="text-muted-foreground">{formatIsoDateLong(day)}</p>
      </div>
      <ConnectionBanner online={online} pending={queue.length} />
      {sync.failure && queue.length ? (
        <p role="alert" className="text-destructive">
          Não foi possível enviar os embarques guardados. {errorText(sync.failure)}
        </p>
      ) : null}
      <section
        aria-label="Leitura do voucher"
        className="grid gap-3 rounded-2xl border border-border bg-card p-4"
      >
        <DeparturePicker departures={departures} selected={current?.key ?? ''} onSelect={setSelected} />
        <Button
          type="button"
          size="lg"
          variant={camera ? 'outline' : 'default'}
          onClick={() => setCamera((open) => !open)}
          aria-expanded={camera}
        >
          {camera ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
          {camera ? 'Fechar a câmera' : 'Escanear QR code'}
        </Button>
        {camera ? (
          <Suspense fallback={<LoadingStatus>Abrindo a câmera...</LoadingStatus>}>
            <CameraScanner onCode={scanned} />
          </Suspense>
        ) : null}
        <AnswerPanel
          answer={shown?.answer ?? null}
          queued={shown?.queuedCode != null && queuedCodes.has(shown.queuedCode)}
        />
        <CodeForm
          busy={checkIn.isPending}
          onCode={(codigo) => board(codigo, current)}
          onInvalid={() => show(invalidCode)}
        />
        {failure ? (
          <p role="alert" className="text-destructive">
            {failure}
          </p>
        ) : null}
      </section>
      {told.length ? (
        <section
          aria-label="Embarques enviados"
          className="rounded-2xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950"
        >
          <h2 className="text-lg font-bold">Ao enviar os embarques guardados</h2>
          <ul className="mt-2 grid gap-1">
            {told.map((result, index) => {
              const answer = scanAnswer(result);
              return (
                <li key={`${result.ref}-${index}`} className="break-words">
                  <span className="font-bold">{answer.title}</span> — {answer.detail}
                </li>
              );
            })}
          </ul>
          <Button size="sm" variant="outline" className="mt-3" onClick={dismissTold}>
            Entendi
          </Button>
        </section>
      ) : null}
      <QueryState
        query={list}
        loading="Carregando a lista do dia..."
        failed="Não foi possível carregar a lista do dia."
      >
        {() =>
          groups.length === 0 ? (
            <p className="text-muted-foreground">Nenhum passeio com reservas hoje.</p>
          ) : (
            <div className="grid gap-6">
              {groups.map(({ departure, bookings }, index) => (
                <section key={departure.key} aria-labelledby={`saida-${index}`}>
                  <h2 id={`saida-${index}`} className="mb-2 text-xl font-bold">
                    {departure.horario} · {departure.passeio}
                  </h2>
                  <BookingList
                    departure={departure}
                    rows={bookings}
                    queued={queuedCodes}
                    now={now}
                    busy={checkIn.isPending || noShow.isPending}
                    online={online}
                    onBoard={(row) => board(row.codigo, departure)}
                    onNoShow={markMissing}
                  />
                </section>
              ))}
            </div>
          )
        }
      </QueryState>
      {list.data?.stored ? (
        <p className="text-sm text-muted-foreground">
          Lista guardada neste aparelho às{' '}
          {new Date(list.data.savedAt).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}.
        </p>
      ) : null}
    </div>
  );
}
