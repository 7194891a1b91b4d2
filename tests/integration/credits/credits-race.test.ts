import { eventually } from '../../helpers/eventually.ts';
import { createClient, type RealtimeClientOptions, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../../src/types/database.ts';
import { creditExpiryService } from '../../../supabase/local/scheduler.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { newCustomerDetails } from '../../helpers/customers.ts';
import { runDay } from '../../helpers/days.ts';

// Issue 31: checkouts racing for the same credit spend it once. One customer's supabase-js client sends ten
// checkouts at once against a running embedded backend, as ten browser tabs would. scripts/check-migrations-pg15.sh
// runs the same race on PostgreSQL 15 with ten connections in ten concurrent transactions
// (scripts/race-credit-pg15.ts). The same backend runs the local credit expiry schedule on a hand-held clock.

const title = 'City Tour Tradicional';
const racers = 10;

let backend: TestBackend;
let client: SupabaseClient<Database>;
let idCliente: number;
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

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.exclusive(() => backend.ctx.db.query<T>(sql, params))).rows;

const grantCredit = (valor: number) =>
  query(`select public.grant_credit_lot($1, $2, 'cortesia', 'Corrida')`, [idCliente, valor]);

const balance = async () =>
  Number(
    (
      await query<{ saldo: string }>(
        'select coalesce(sum(restante), 0)::text as saldo from public.credit_lots where id_cliente = $1',
        [idCliente],
      )
    )[0]!.saldo,
  );

/** One order per racer, each on its own day so no two are the same pending item. */
const orders = (tipo: 'Crédito' | 'Cartão(Stripe)', nth: number, adults = 1) =>
  Array.from({ length: racers }, (_, index) => ({
    id_cliente: idCliente,
    nome_passeio: title,
    valor: 90 * adults,
    data_passeio: runDay(title, index + 1 + nth * racers, 3),
    qtd_adults: adults,
    hotel_local: 'Hotel Frontenac',
    tipo_pagamento: tipo,
    usar_credito: true,
  }));

beforeAll(async () => {
  backend = await startTestBackend({
    services: [creditExpiryService({ clock, log: (message) => logs.push(message) })],
  });
  client = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as RealtimeClientOptions['transport'] },
  });
  const details = newCustomerDetails({ nome: 'Cliente Corrida Crédito' });
  const { data: signUp, error } = await client.auth.signUp({
    email: details.email,
    password: details.password,
    options: { data: { nome_completo: details.nome, celular: details.celular } },
  });
  if (error || !signUp.session) throw error ?? new Error('sign-up returned no session');
  const { data, error: readError } = await client.from('clientes').select('id_cliente').single();
  if (readError) throw readError;
  idCliente = data.id_cliente;
}, 60_000);
afterAll(() => backend?.close());

it("ten 'Crédito' checkouts racing for R$ 100: one is paid, nine are refused, R$ 10 is left", async () => {
  await grantCredit(100);
  const results = await Promise.all(
    orders('Crédito', 0).map((order) => client.from('pedido_site').insert(order).select('id, credito_usado')),
  );
  const paid = results.filter((result) => !result.error);
  const refused = results.filter((result) => result.error);
  expect(paid).toHaveLength(1);
  expect(paid[0]!.data).toEqual([{ id: expect.any(Number), credito_usado: 90 }]);
  expect(refused).toHaveLength(racers - 1);
  for (const { error, status } of refused) {
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      message: 'Seu crédito não cobre o total desta compra.',
      details: 'credit: not_enough',
    });
  }
  expect(await balance()).toBe(10);
});

it('ten card checkouts of R$ 180 using R$ 150 of credit: together they take exactly what there was', async () => {
  await grantCredit(140); // R$ 150 now: less than one order, so none is paid by the credit alone
  const results = await Promise.all(
    orders('Cartão(Stripe)', 1, 2).map((order) =>
      client.from('pedido_site').insert(order).select('credito_usado').single(),
    ),
  );
  expect(results.every((result) => !result.error)).toBe(true);
  const used = results.map((result) => Number(result.data!.credito_usado)).sort((a, b) => b - a);
  expect(used).toEqual([150, ...Array.from({ length: racers - 1 }, () => 0)]);
  expect(await balance()).toBe(0);
  expect(
    (await query<{ n: number }>('select count(*)::int as n from public.credit_lots where restante < 0'))[0]!
      .n,
  ).toBe(0);
});

it('the local scheduler records the expiry of lots past their date every ten minutes', async () => {
  const [lot] = await query<{ id: string }>(
    `select public.grant_credit_lot($1, 35, 'cortesia', 'Expira') as id`,
    [idCliente],
  );
  await query(`update public.credit_lots set expira_em = now() - interval '1 second' where id = $1`, [
    lot!.id,
  ]);
  advance(599_000);
  expect(logs).toEqual([]);
  advance(1_000);
  await eventually(() => expect(logs).toEqual(['Créditos: 1 lote(s) expirado(s)']));
  expect(
    await query(
      `select tipo, valor::float8 as valor from public.credit_movements where lot_id = $1 order by id`,
      [lot!.id],
    ),
  ).toEqual([
    { tipo: 'cortesia', valor: 35 },
    { tipo: 'expiracao', valor: -35 },
  ]);
});
