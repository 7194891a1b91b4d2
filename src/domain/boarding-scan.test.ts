import {
  canMarkNoShow,
  groupDepartures,
  judgeOffline,
  offlineBanner,
  scanAnswer,
  withQueued,
  type BoardingBooking,
  type QueuedCheckIn,
  type ScanResult,
} from './boarding-scan.ts';

const result = (overrides: Partial<ScanResult>): ScanResult => ({
  resultado: 'embarque_confirmado',
  ref: 'R12',
  nome: 'Ana Souza',
  adultos: 2,
  criancas: 1,
  bebes: 0,
  pets: 0,
  passeio: 'Cânions',
  data_passeio: '2026-11-27',
  embarcou_em: null,
  registrado_por: null,
  ...overrides,
});

describe('what a scan answers the driver', () => {
  it.each<[string, Partial<ScanResult>, string, string]>([
    [
      'a confirmed booking boards, with name and party',
      {},
      'Embarque confirmado',
      'Ana Souza · 2 adultos, 1 criança',
    ],
    [
      'a booking already boarded says when (São Paulo time) and by whom',
      {
        resultado: 'ja_embarcou',
        embarcou_em: '2026-11-27T10:42:00Z',
        registrado_por: 'Motorista Movie Tour',
      },
      'Já embarcou às 07:42',
      'Ana Souza · registrado por Motorista Movie Tour',
    ],
    [
      'a cancelled booking',
      { resultado: 'reserva_cancelada' },
      'Reserva cancelada',
      'Ana Souza · 2 adultos, 1 criança',
    ],
    [
      'a booking of another day names its date',
      { resultado: 'outra_data', data_passeio: '2026-11-28' },
      'Outra data: 28/11/2026',
      'Ana Souza · Cânions',
    ],
    [
      'a booking of another tour names the tour',
      { resultado: 'outro_passeio', passeio: 'Serra Gaúcha' },
      'Outro passeio: Serra Gaúcha',
      'Ana Souza · 2 adultos, 1 criança',
    ],
    [
      'an unpaid booking',
      { resultado: 'pagamento_pendente' },
      'Pagamento pendente',
      'Ana Souza · 2 adultos, 1 criança',
    ],
    [
      'an unknown code',
      { resultado: 'codigo_invalido', nome: null, adultos: null, criancas: null },
      'Código inválido',
      'Confira o código do voucher.',
    ],
    [
      'a booking marked missing',
      { resultado: 'nao_compareceu' },
      'Não compareceu',
      'Ana Souza · 2 adultos, 1 criança',
    ],
    [
      'an answer this screen does not know reads as invalid',
      { resultado: 'outra_coisa' },
      'Código inválido',
      'Confira o código do voucher.',
    ],
  ])('%s', (_rule, overrides, title, detail) => {
    const answer = scanAnswer(result(overrides));
    expect(answer.title).toBe(title);
    expect(answer.detail).toBe(detail);
  });
});

const booking = (overrides: Partial<BoardingBooking>): BoardingBooking => ({
  ref: 'R1',
  codigo: 'AAAABBBBCCCC',
  passeio: 'Cânions',
  data_passeio: '2026-11-27',
  horario: '07:30:00',
  nome: 'Ana Souza',
  celular: '54999990000',
  passageiros: null,
  adultos: 2,
  criancas: 0,
  bebes: 0,
  pets: 0,
  embarque: 'Hotel Frontenac',
  endereco: null,
  situacao: 'confirmada',
  embarque_status: null,
  embarcou_em: null,
  registrado_por: null,
  ...overrides,
});

const canions = { passeio: 'Cânions', data: '2026-11-27' };
const now = new Date('2026-11-27T10:45:00Z');

describe('a scan without a network, judged against the stored list in check_in’s order', () => {
  it.each<[string, BoardingBooking[], QueuedCheckIn[], string, boolean]>([
    ['a code not on the day’s list is invalid', [booking({})], [], 'Código inválido', false],
    [
      'a cancelled booking',
      [booking({ codigo: 'X', situacao: 'cancelada' })],
      [],
      'Reserva cancelada',
      false,
    ],
    ['an unpaid booking', [booking({ codigo: 'X', situacao: 'pendente' })], [], 'Pagamento pendente', false],
    [
      'cancelled comes before another tour',
      [booking({ codigo: 'X', situacao: 'cancelada', passeio: 'Serra Gaúcha' })],
      [],
      'Reserva cancelada',
      false,
    ],
    [
      'another tour',
      [booking({ codigo: 'X', passeio: 'Serra Gaúcha' })],
      [],
      'Outro passeio: Serra Gaúcha',
      false,
    ],
    [
      'another day',
      [booking({ codigo: 'X', data_passeio: '2026-11-28' })],
      [],
      'Outra data: 28/11/2026',
      false,
    ],
    [
      'boarded before the list was stored',
      [booking({ codigo: 'X', embarque_status: 'embarcou', embarcou_em: '2026-11-27T10:40:00Z' })],
      [],
      'Já embarcou às 07:40',
      false,
    ],
    [
      'already queued on this phone',
      [booking({ codigo: 'X' })],
      [{ codigo: 'X', passeio: 'Cânions', data: '2026-11-27', at: '2026-11-27T10:41:00Z' }],
      'Já embarcou às 07:41',
      false,
    ],
    [
      'marked missing, then found: boards (a later check-in overwrites it)',
      [booking({ codigo: 'X', embarque_status: 'nao_compareceu' })],
      [],
      'Embarque confirmado',
      true,
    ],
    ['a confirmed booking boards and is queued', [booking({ codigo: 'X' })], [], 'Embarque confirmado', true],
  ])('%s', (_rule, list, queue, title, queued) => {
    const judged = judgeOffline('X', canions, list, queue, now, 'Motorista');
    expect(scanAnswer(judged.result).title).toBe(title);
    expect(judged.queue !== null).toBe(queued);
  });

  it('queues the check-in with the scan time', () => {
    const judged = judgeOffline('X', canions, [booking({ codigo: 'X' })], [], now);
    expect(judged.queue).toEqual({
      codigo: 'X',
      passeio: 'Cânions',
      data: '2026-11-27',
      at: now.toISOString(),
    });
  });
});

describe('the offline banner', () => {
  it.each([
    [0, 'Sem conexão'],
    [1, 'Sem conexão — 1 embarque a enviar'],
    [3, 'Sem conexão — 3 embarques a enviar'],
  ])('%i queued: %s', (pending, text) => expect(offlineBanner(pending)).toBe(text));
});

describe('the day’s list', () => {
  it('groups bookings by departure in boarding-time order, keeping pick-up order', () => {
    const groups = groupDepartures([
      booking({ ref: 'R1', passeio: 'Serra Gaúcha', horario: '08:00:00' }),
      booking({ ref: 'R2' }),
      booking({ ref: 'R3', passeio: 'Serra Gaúcha', horario: '08:00:00' }),
    ]);
    expect(groups.map((group) => [group.departure.passeio, group.departure.horario])).toEqual([
      ['Cânions', '07:30'],
      ['Serra Gaúcha', '08:00'],
    ]);
    expect(groups[1]!.bookings.map((row) => row.ref)).toEqual(['R1', 'R3']);
  });

  it('shows queued check-ins as boarded', () => {
    const [row] = withQueued(
      [booking({ codigo: 'X' })],
      [{ codigo: 'X', passeio: 'Cânions', data: '2026-11-27', at: '2026-11-27T10:41:00Z' }],
      'Motorista',
    );
    expect(row).toMatchObject({ embarque_status: 'embarcou', embarcou_em: '2026-11-27T10:41:00Z' });
  });

  it.each<[string, Partial<BoardingBooking>, Date, boolean, boolean]>([
    ['before the boarding time: not yet', {}, new Date('2026-11-27T10:29:00Z'), false, false],
    ['at the boarding time, not boarded', {}, new Date('2026-11-27T10:30:00Z'), false, true],
    ['boarded', { embarque_status: 'embarcou' }, now, false, false],
    ['already missing', { embarque_status: 'nao_compareceu' }, now, false, false],
    ['boarded on this phone, not sent yet', {}, now, true, false],
    ['cancelled', { situacao: 'cancelada' }, now, false, false],
  ])('Não compareceu %s', (_rule, overrides, at, queued, allowed) => {
    expect(canMarkNoShow(booking(overrides), at, queued)).toBe(allowed);
  });
});
