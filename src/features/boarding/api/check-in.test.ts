import type { BoardingBooking, QueuedCheckIn } from '@/domain/boarding-scan';
import { checkInOrQueue } from './check-in';
import { sendQueue } from './send-queue';

// The check-in as the screen makes it, online and offline, and the queue sent when the network returns; the
// database and the phone's IndexedDB are stand-ins here (the e2e journeys run the real ones).

const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ getSupabase: async () => ({ rpc }) }));

const storage = vi.hoisted(() => ({ queue: [] as QueuedCheckIn[], rows: [] as BoardingBooking[] }));
vi.mock('../offline/boarding-store', async () => {
  const { createStore } = await import('@/lib/store');
  const queueStore = createStore<QueuedCheckIn[]>([]);
  const readQueue = async () => {
    queueStore.set([...storage.queue]);
    return [...storage.queue];
  };
  return {
    queueStore,
    readQueue,
    deviceId: async () => 'aparelho-teste',
    loadStoredDay: async (userId: string, day: string) => ({ userId, day, savedAt: '', rows: storage.rows }),
    enqueue: async (_userId: string, entry: QueuedCheckIn) => {
      if (!storage.queue.some((queued) => queued.codigo === entry.codigo)) storage.queue.push(entry);
      await readQueue();
    },
    dropFromQueue: async (_userId: string, codigo: string) => {
      storage.queue = storage.queue.filter((queued) => queued.codigo !== codigo);
      await readQueue();
    },
  };
});

const scope = { userId: 'u1', day: '2026-11-27' };
const departure = { passeio: 'City Tour Tradicional', data: '2026-11-27' };
const booking = (codigo: string, nome: string): BoardingBooking => ({
  ref: `R-${codigo}`,
  codigo,
  passeio: departure.passeio,
  data_passeio: departure.data,
  horario: '08:00:00',
  nome,
  celular: null,
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
});
const answered = (resultado: string, extra: object = {}) => ({
  data: [{ resultado, nome: 'Ana', adultos: 2, criancas: 0, bebes: 0, pets: 0, ...extra }],
  error: null,
});
const offline = { data: null, error: { message: 'TypeError: Failed to fetch', code: '' } };

beforeEach(() => {
  rpc.mockReset();
  storage.queue = [];
  storage.rows = [booking('AAAAAAAAAAAA', 'Ana'), booking('BBBBBBBBBBBB', 'Bruno')];
});

describe('a check-in', () => {
  it('online: the database answers, with the code, the departure and this phone', async () => {
    rpc.mockResolvedValue(answered('embarque_confirmado'));
    const { result, queued } = await checkInOrQueue(scope, { codigo: 'AAAAAAAAAAAA', departure });
    expect(result.resultado).toBe('embarque_confirmado');
    expect(queued).toBe(false);
    expect(rpc).toHaveBeenCalledWith('check_in', {
      p_code: 'AAAAAAAAAAAA',
      p_passeio: departure.passeio,
      p_data: departure.data,
      p_at: undefined,
      p_device: 'aparelho-teste',
    });
    expect(storage.queue).toEqual([]);
  });

  it('without a network: judged against the stored list and queued once', async () => {
    rpc.mockResolvedValue(offline);
    const first = await checkInOrQueue(scope, { codigo: 'AAAAAAAAAAAA', departure });
    expect(first).toMatchObject({ queued: true, result: { resultado: 'embarque_confirmado', nome: 'Ana' } });
    const again = await checkInOrQueue(scope, { codigo: 'AAAAAAAAAAAA', departure });
    expect(again).toMatchObject({ queued: false, result: { resultado: 'ja_embarcou' } });
    const unknown = await checkInOrQueue(scope, { codigo: 'ZZZZZZZZZZZZ', departure });
    expect(unknown.result.resultado).toBe('codigo_invalido');
    expect(storage.queue.map((entry) => entry.codigo)).toEqual(['AAAAAAAAAAAA']);
  });

  it("the server's refusal is shown as it is, not judged offline", async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'Acesso restrito', code: '42501' } });
    await expect(checkInOrQueue(scope, { codigo: 'AAAAAAAAAAAA', departure })).rejects.toMatchObject({
      message: 'Acesso restrito',
    });
    expect(storage.queue).toEqual([]);
  });
});

describe('the queue, sent when the network returns', () => {
  const queued = (codigo: string, at: string): QueuedCheckIn => ({ codigo, ...departure, at });

  it('sends each check-in with its scan time, empties the queue and tells what was not confirmed', async () => {
    storage.queue = [
      queued('AAAAAAAAAAAA', '2026-11-27T10:40:00Z'),
      queued('BBBBBBBBBBBB', '2026-11-27T10:41:00Z'),
    ];
    rpc
      .mockResolvedValueOnce(answered('embarque_confirmado'))
      .mockResolvedValueOnce(answered('ja_embarcou', { nome: 'Bruno', registrado_por: 'Operador' }));
    const told = await sendQueue('u1');
    expect(rpc.mock.calls.map(([, args]) => (args as { p_at: string }).p_at)).toEqual([
      '2026-11-27T10:40:00Z',
      '2026-11-27T10:41:00Z',
    ]);
    expect(told).toEqual([expect.objectContaining({ resultado: 'ja_embarcou', nome: 'Bruno' })]);
    expect(storage.queue).toEqual([]);
  });

  it('stops when the network drops again, keeping what was not sent', async () => {
    storage.queue = [
      queued('AAAAAAAAAAAA', '2026-11-27T10:40:00Z'),
      queued('BBBBBBBBBBBB', '2026-11-27T10:41:00Z'),
    ];
    rpc.mockResolvedValueOnce(answered('embarque_confirmado')).mockResolvedValueOnce(offline);
    expect(await sendQueue('u1')).toEqual([]);
    expect(storage.queue.map((entry) => entry.codigo)).toEqual(['BBBBBBBBBBBB']);
  });

  it('runs once at a time: a second call while sending shares the first', async () => {
    storage.queue = [queued('AAAAAAAAAAAA', '2026-11-27T10:40:00Z')];
    rpc.mockResolvedValue(answered('embarque_confirmado'));
    const [a, b] = [sendQueue('u1'), sendQueue('u1')];
    expect(a).toBe(b);
    await a;
    expect(rpc).toHaveBeenCalledTimes(1);
  });
});
