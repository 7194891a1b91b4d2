import { createClient, type RealtimeClientOptions, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../../src/types/database.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { newCustomerDetails } from '../../helpers/customers.ts';
import { runDay } from '../../helpers/days.ts';

// Issue 31: customers racing for the last use of a coupon spend it once. Ten supabase-js clients, each signed up as
// its own customer, insert a card order with the code at once (spec call 12, as the checkout does) against a
// running embedded backend. scripts/check-migrations-pg15.sh runs the same race on PostgreSQL 15 with twenty
// connections in concurrent transactions (scripts/race-coupon-pg15.ts).

const racers = 10;
const title = 'City Tour Tradicional';
const day = runDay('city-tour-tradicional', 2, 12);

let backend: TestBackend;
let clients: { client: SupabaseClient<Database>; idCliente: number }[];

beforeAll(async () => {
  backend = await startTestBackend({ authRateLimitMultiplier: 10 });
  clients = await Promise.all(
    Array.from({ length: racers }, async (_, index) => {
      const client = createClient<Database>(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as RealtimeClientOptions['transport'] },
      });
      const details = newCustomerDetails({ nome: `Cliente Cupom ${index + 1}` });
      const { data: signUp, error } = await client.auth.signUp({
        email: details.email,
        password: details.password,
        options: { data: { nome_completo: details.nome, celular: details.celular } },
      });
      if (error || !signUp.session) throw error ?? new Error('sign-up returned no session');
      const { data, error: readError } = await client.from('clientes').select('id_cliente').single();
      if (readError) throw readError;
      return { client, idCliente: data.id_cliente };
    }),
  );
  await backend.ctx.exclusive(() =>
    backend.ctx.db.query(
      `insert into public.cupons (codigo, tipo, percentual, usos_max) values ('ULTIMOUSO', 'percentual', 10, 1)`,
    ),
  );
}, 60_000);
afterAll(() => backend?.close());

it('ten customers racing for the last use of a coupon: one order, nine told "Cupom esgotado"', async () => {
  const results = await Promise.all(
    clients.map(({ client, idCliente }) =>
      client.from('pedido_site').insert({
        id_cliente: idCliente,
        nome_passeio: title,
        valor: 81,
        data_passeio: day,
        qtd_adults: 1,
        hotel_local: 'Hotel Frontenac',
        tipo_pagamento: 'Cartão(Stripe)',
        cupom: 'ultimouso',
      }),
    ),
  );

  const placed = results.filter((result) => !result.error);
  const refused = results.filter((result) => result.error);
  expect(placed).toHaveLength(1);
  expect(refused).toHaveLength(racers - 1);
  for (const { error, status } of refused) {
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: 'Cupom esgotado', details: 'cupom: exhausted' });
  }

  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ orders: number; uses: number }>(
      `select (select count(*)::int from public.pedido_site where cupom = 'ULTIMOUSO') as orders,
              (select count(*)::int from public.cupom_usos) as uses`,
    ),
  );
  expect(rows[0]).toEqual({ orders: 1, uses: 1 });
});
