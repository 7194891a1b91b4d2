import { eventually } from '../../helpers/eventually.ts';
import { createClient, type RealtimeClientOptions, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { tourRemindersService } from '../../../supabase/local/scheduler.ts';
import type { Database } from '../../../src/types/database.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { daysFromToday, todayInSaoPaulo } from '../../helpers/days.ts';
import { createCustomer, createOperator, type Customer } from '../../helpers/factories.ts';

// Issue 30: "a check-in is recorded once per booking whatever arrives twice". Two drivers' phones and the
// operator's, each a supabase-js client signed in through the Auth API, send the same booking's check-in at once
// (a scan, and the offline queue sent again) to a running embedded backend; the first is kept and every other
// caller is told when and by whom. The same backend runs the reminder schedule (tourRemindersService) on a
// hand-held clock.

const title = 'City Tour Tradicional';
const calls = 24;

let backend: TestBackend;
let customer: Customer;
let staff: { client: SupabaseClient<Database>; person: Customer }[];
const logs: string[] = [];
let now = Date.now();
const ticks: { at: number; fn: () => void; done: boolean }[] = [];
const clock = {
  now: () => new Date(now),
  after(ms: number, fn: () => void) {
    const tick = { at: now + ms, fn, done: false };
    ticks.push(tick);
    return { cancel: () => void (tick.done = true) };
  },
};
const advance = (ms: number) => {
  now += ms;
  for (const tick of ticks.filter((t) => !t.done && t.at <= now)) {
    tick.done = true;
    tick.fn();
  }
};

const query = <T>(sql: string, params: unknown[] = []) =>
  backend.ctx.exclusive(() => backend.ctx.db.query<T>(sql, params));

async function signedIn(person: Customer): Promise<SupabaseClient<Database>> {
  const client = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as RealtimeClientOptions['transport'] },
  });
  const { error } = await client.auth.signInWithPassword({ email: person.email, password: person.password });
  if (error) throw error;
  return client;
}

async function booking(day: string): Promise<{ ref: string; codigo: string }> {
  const { rows } = await query<{ id: number; voucher: string }>(
    `insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, qtd_pessoas, qtd_adultos,
       hospedagem, local_embarque, status)
     values ($1, $2, $3, 2, 2, 'Hotel Frontenac', 'Hotel Frontenac', 'Aguardando')
     returning id_itinerario as id, voucher`,
    [customer.idCliente, title, day],
  );
  return { ref: `R${rows[0]!.id}`, codigo: rows[0]!.voucher };
}

beforeAll(async () => {
  backend = await startTestBackend({
    services: [tourRemindersService({ clock, log: (message) => logs.push(message) })],
  });
  const people = await backend.ctx.exclusive(async () => {
    const db = backend.ctx.db;
    const drivers = [
      await createCustomer(db, { nome: 'Motorista A' }),
      await createCustomer(db, { nome: 'Motorista B' }),
    ];
    for (const driver of drivers) {
      await db.query(`update public.user_roles set role = 'motorista' where user_id = $1`, [driver.userId]);
    }
    return {
      customer: await createCustomer(db, { nome: 'Cliente Embarque' }),
      staff: [...drivers, await createOperator(db)],
    };
  });
  customer = people.customer;
  staff = await Promise.all(people.staff.map(async (person) => ({ person, client: await signedIn(person) })));
}, 60_000);
afterAll(() => backend?.close());

it('three phones checking in one booking at once keep the first, and tell the others', async () => {
  const { ref, codigo } = await booking(todayInSaoPaulo());
  const results = await Promise.all(
    Array.from({ length: calls }, (_, index) => {
      const { client } = staff[index % staff.length]!;
      return client.rpc('check_in', {
        p_code: codigo,
        p_passeio: title,
        p_data: todayInSaoPaulo(),
        p_device: `celular-${index}`,
      });
    }),
  );

  for (const { error } of results) expect(error).toBeNull();
  const answers = results.map(({ data }) => data![0]!);
  const confirmed = answers.filter((answer) => answer.resultado === 'embarque_confirmado');
  expect(confirmed).toHaveLength(1);
  const first = confirmed[0]!;
  expect(first).toMatchObject({ ref, nome: 'Cliente Embarque', adultos: 2 });
  for (const answer of answers.filter((a) => a !== first)) {
    expect(answer).toEqual({ ...first, resultado: 'ja_embarcou' });
  }

  const { rows } = await query<{ embarques: number; audited: number }>(
    `select (select count(*)::int from public.embarques where ref = $1) as embarques,
            (select count(*)::int from public.operator_audit where entity = 'embarques' and entity_id = $1) as audited`,
    [ref],
  );
  expect(rows[0]).toEqual({ embarques: 1, audited: 1 });
});

it('an offline queue sent twice, from two phones, records each booking once with its scan time', async () => {
  const bookings = await Promise.all([booking(todayInSaoPaulo()), booking(todayInSaoPaulo())]);
  const scannedAt = new Date(Date.now() - 20 * 60_000).toISOString();
  const send = (client: SupabaseClient<Database>) =>
    Promise.all(
      bookings.map(({ codigo }) =>
        client.rpc('check_in', {
          p_code: codigo,
          p_passeio: title,
          p_data: todayInSaoPaulo(),
          p_at: scannedAt,
        }),
      ),
    );
  const [a, b, again] = await Promise.all([
    send(staff[0]!.client),
    send(staff[1]!.client),
    send(staff[0]!.client),
  ]);
  const answers = [...a, ...b, ...again].map(({ data, error }) => {
    expect(error).toBeNull();
    return data![0]!;
  });
  expect(answers.filter((answer) => answer.resultado === 'embarque_confirmado')).toHaveLength(2);
  expect(answers.filter((answer) => answer.resultado === 'ja_embarcou')).toHaveLength(4);
  // A day that began less than 20 minutes ago would move the scan time to its start.
  const dayStart = new Date(`${todayInSaoPaulo()}T00:00:00-03:00`).getTime();
  const expected = new Date(Math.max(Date.parse(scannedAt), dayStart)).getTime();
  for (const answer of answers) expect(new Date(answer.embarcou_em!).getTime()).toBe(expected);
});

it('a driver reads today and is refused tomorrow through the API', async () => {
  const driver = staff[0]!.client;
  const today = await driver.rpc('boarding_day', { p_day: todayInSaoPaulo() });
  expect(today.error).toBeNull();
  expect(today.data!.length).toBeGreaterThanOrEqual(3);
  const tomorrow = await driver.rpc('boarding_day', { p_day: daysFromToday(1) });
  expect(tomorrow.error).toMatchObject({
    code: '42501',
    message: 'O motorista vê apenas os embarques de hoje.',
  });
  const orders = await driver.from('pedido_site').select('id');
  expect(orders).toMatchObject({ data: [], error: null });
});

it('the local scheduler queues the reminders of tomorrow every minute, from 18:00 in São Paulo', async () => {
  const { ref } = await booking(daysFromToday(1));
  const reminded = async () =>
    (
      await query<{ n: number }>(`select count(*)::int as n from public.email_outbox where dedupe_key = $1`, [
        `lembrete_passeio:${ref}`,
      ])
    ).rows[0]!.n;
  // The database reads the real clock: before 18:00 in São Paulo nothing is due yet.
  const hourInSaoPaulo = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      hour12: false,
    }).format(new Date()),
  );
  advance(60_000);
  await eventually(async () => expect(ticks.filter((t) => !t.done)).toHaveLength(1));
  if (hourInSaoPaulo >= 18) {
    await eventually(async () => expect(await reminded()).toBe(1));
    expect(logs[0]).toMatch(/^Lembretes: \d+ mail\(s\) 'Lembrete: seu passeio é amanhã' queued$/);
  } else {
    expect(await reminded()).toBe(0);
    expect(logs).toEqual([]);
  }
  advance(60_000);
  await eventually(async () => expect(ticks.filter((t) => !t.done)).toHaveLength(1));
  expect(await reminded()).toBe(hourInSaoPaulo >= 18 ? 1 : 0);
});
