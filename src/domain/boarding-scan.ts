// The driver's boarding screen (issue 30): what a scan answers, in the words a driver reads at a glance, and the
// same judgement made on the phone against the day's stored list when there is no network. The database decides
// online (check_in, mark_no_show); offline the phone judges in the same order and queues the check-in.
import { clockInSaoPaulo } from './departures.ts';
import { partyLabel } from './operator.ts';
import { isoToBR } from './date-format.ts';
import type { Database } from '../types/database.ts';

/** The database's answer to a scan (check_in's `resultado`), plus mark_no_show's. */
export type ScanOutcome =
  | 'embarque_confirmado'
  | 'ja_embarcou'
  | 'reserva_cancelada'
  | 'outra_data'
  | 'outro_passeio'
  | 'pagamento_pendente'
  | 'codigo_invalido'
  | 'nao_compareceu';

type BoardingDayRow = Database['public']['Functions']['boarding_day']['Returns'][number];
type CheckInRow = Database['public']['Functions']['check_in']['Returns'][number];

/** The columns boarding_day() leaves null for a booking without them (the type generator calls them non-null). */
type NullableBoardingColumn =
  'celular' | 'passageiros' | 'embarque' | 'endereco' | 'embarque_status' | 'embarcou_em' | 'registrado_por';

/** One booking of the day as boarding_day() lists it, in pick-up order; `horario` is the departure's boarding time. */
export type BoardingBooking = Omit<BoardingDayRow, NullableBoardingColumn> & {
  [Column in NullableBoardingColumn]: BoardingDayRow[Column] | null;
};

/** check_in()'s and mark_no_show()'s row: for 'codigo_invalido', only `resultado` is set. */
export type ScanResult = Pick<CheckInRow, 'resultado'> & {
  [Column in Exclude<keyof CheckInRow, 'resultado'>]: CheckInRow[Column] | null;
};

export type AnswerTone = 'success' | 'warning' | 'danger';

/** What the screen shows: a headline in big words and a line under it. */
export type ScanAnswer = { outcome: ScanOutcome; tone: AnswerTone; title: string; detail: string };

/** One departure of the day: a tour at its boarding time. */
export type Departure = { key: string; passeio: string; data: string; horario: string };

const partyOf = (row: Pick<ScanResult, 'adultos' | 'criancas' | 'bebes' | 'pets'>) =>
  partyLabel({
    adults: row.adultos ?? 0,
    children: row.criancas ?? 0,
    babies: row.bebes ?? 0,
    pets: row.pets ?? 0,
  });

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The answer the driver reads for the database's (or the phone's) judgement of a scan. */
export function scanAnswer(result: ScanResult): ScanAnswer {
  const who = joined(result.nome, partyOf(result));
  switch (result.resultado) {
    case 'embarque_confirmado':
      return { outcome: 'embarque_confirmado', tone: 'success', title: 'Embarque confirmado', detail: who };
    case 'ja_embarcou':
      return {
        outcome: 'ja_embarcou',
        tone: 'warning',
        title: result.embarcou_em ? `Já embarcou às ${clockInSaoPaulo(result.embarcou_em)}` : 'Já embarcou',
        detail: joined(result.nome, result.registrado_por ? `registrado por ${result.registrado_por}` : null),
      };
    case 'reserva_cancelada':
      return { outcome: 'reserva_cancelada', tone: 'danger', title: 'Reserva cancelada', detail: who };
    case 'outra_data':
      return {
        outcome: 'outra_data',
        tone: 'danger',
        title: result.data_passeio ? `Outra data: ${isoToBR(result.data_passeio)}` : 'Outra data',
        detail: joined(result.nome, result.passeio),
      };
    case 'outro_passeio':
      return {
        outcome: 'outro_passeio',
        tone: 'danger',
        title: result.passeio ? `Outro passeio: ${result.passeio}` : 'Outro passeio',
        detail: who,
      };
    case 'pagamento_pendente':
      return { outcome: 'pagamento_pendente', tone: 'danger', title: 'Pagamento pendente', detail: who };
    case 'nao_compareceu':
      return { outcome: 'nao_compareceu', tone: 'warning', title: 'Não compareceu', detail: who };
    default:
      return {
        outcome: 'codigo_invalido',
        tone: 'danger',
        title: 'Código inválido',
        detail: 'Confira o código do voucher.',
      };
  }
}

/** A check-in made without a network, waiting to be sent: `at` is when the phone scanned (check_in's p_at). */
export type QueuedCheckIn = { codigo: string; passeio: string; data: string; at: string };

const resultOf = (
  booking: BoardingBooking,
  resultado: ScanOutcome,
  extra: Partial<ScanResult> = {},
): ScanResult => ({
  resultado,
  ref: booking.ref,
  nome: booking.nome,
  adultos: booking.adultos,
  criancas: booking.criancas,
  bebes: booking.bebes,
  pets: booking.pets,
  passeio: booking.passeio,
  data_passeio: booking.data_passeio,
  embarcou_em: booking.embarcou_em,
  registrado_por: booking.registrado_por,
  ...extra,
});

/**
 * The judgement of a scan without a network, against the day's stored list and the check-ins already queued, in
 * check_in's order. `queue` is null when the check-in is to be queued: embarque_confirmado means "queue it".
 */
export function judgeOffline(
  codigo: string,
  departure: Pick<Departure, 'passeio' | 'data'>,
  bookings: readonly BoardingBooking[],
  queue: readonly QueuedCheckIn[],
  now: Date,
  staffName: string | null = null,
): { result: ScanResult; queue: QueuedCheckIn | null } {
  const booking = bookings.find((row) => row.codigo === codigo);
  const refuse = (result: ScanResult) => ({ result, queue: null });
  if (!booking) {
    return refuse({
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
    });
  }
  if (booking.situacao === 'cancelada') return refuse(resultOf(booking, 'reserva_cancelada'));
  if (booking.situacao !== 'confirmada') return refuse(resultOf(booking, 'pagamento_pendente'));
  if (booking.passeio !== departure.passeio) return refuse(resultOf(booking, 'outro_passeio'));
  if (booking.data_passeio !== departure.data) return refuse(resultOf(booking, 'outra_data'));
  if (booking.embarque_status === 'embarcou') return refuse(resultOf(booking, 'ja_embarcou'));
  const queued = queue.find((entry) => entry.codigo === codigo);
  if (queued) {
    return refuse(resultOf(booking, 'ja_embarcou', { embarcou_em: queued.at, registrado_por: staffName }));
  }
  const at = now.toISOString();
  return {
    result: resultOf(booking, 'embarque_confirmado', { embarcou_em: at, registrado_por: staffName }),
    queue: { codigo, passeio: departure.passeio, data: departure.data, at },
  };
}

/** 'Sem conexão — 3 embarques a enviar': the banner while offline. */
export function offlineBanner(pending: number): string {
  if (pending === 0) return 'Sem conexão';
  return `Sem conexão — ${pending} ${pending === 1 ? 'embarque' : 'embarques'} a enviar`;
}

/** 'Enviando 2 embarques…': the banner while the queue is sent after the network returned. */
export function sendingBanner(pending: number): string {
  return `Enviando ${pending} ${pending === 1 ? 'embarque' : 'embarques'}…`;
}

const hhmm = (horario: string) => horario.slice(0, 5);

/** The day's departures (tour and boarding time), in the list's order, each with its bookings in pick-up order. */
export function groupDepartures(
  bookings: readonly BoardingBooking[],
): { departure: Departure; bookings: BoardingBooking[] }[] {
  const groups = new Map<string, { departure: Departure; bookings: BoardingBooking[] }>();
  for (const booking of bookings) {
    const key = `${booking.data_passeio}|${hhmm(booking.horario)}|${booking.passeio}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        departure: {
          key,
          passeio: booking.passeio,
          data: booking.data_passeio,
          horario: hhmm(booking.horario),
        },
        bookings: [],
      };
      groups.set(key, group);
    }
    group.bookings.push(booking);
  }
  return [...groups.values()].sort((a, b) => a.departure.horario.localeCompare(b.departure.horario));
}

/** When the departure's boarding begins: its day at its boarding time in São Paulo (UTC−3 all year since 2019). */
export const boardingInstant = (departure: Pick<Departure, 'data' | 'horario'>) =>
  new Date(`${departure.data}T${hhmm(departure.horario)}:00-03:00`);

/** Whether the driver may mark a booking 'Não compareceu': confirmed, not boarded, the boarding time passed. */
export function canMarkNoShow(booking: BoardingBooking, now: Date, queued: boolean): boolean {
  return (
    booking.situacao === 'confirmada' &&
    booking.embarque_status === null &&
    !queued &&
    now.getTime() >= boardingInstant({ data: booking.data_passeio, horario: booking.horario }).getTime()
  );
}

/** The stored list with the queued check-ins applied: what the screen shows while they wait to be sent. */
export function withQueued(
  bookings: readonly BoardingBooking[],
  queue: readonly QueuedCheckIn[],
  staffName: string | null,
): BoardingBooking[] {
  return bookings.map((booking) => {
    const queued = queue.find((entry) => entry.codigo === booking.codigo);
    return queued && booking.embarque_status !== 'embarcou'
      ? { ...booking, embarque_status: 'embarcou', embarcou_em: queued.at, registrado_por: staffName }
      : booking;
  });
}
