import { createClient, type RealtimeClientOptions, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { isoToBR } from '../../../src/domain/date-format.ts';
import type { Database } from '../../../src/types/database.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { newCustomerDetails } from '../../helpers/customers.ts';
import { runDay } from '../../helpers/days.ts';

// Issue 19: thirty customers racing for the last five seats get exactly five bookings. Thirty supabase-js clients,
// each signed up (and so signed in) as its own customer through the Auth API, insert a PIX order for the same departure at once
// (spec call 12, as the checkout does) against a running embedded backend. scripts/check-migrations-pg15.sh runs
// the same race on PostgreSQL 15 with thirty connections in thirty concurrent transactions.

const racers = 30;
const title = 'City Tour Tradicional';
const day = runDay('city-tour-tradicional', 1, 12);

let backend: TestBackend;
let clients: { client: SupabaseClient<Database>; idCliente: number }[];

beforeAll(async () => {
  // Thirty sign-ups from one address: past Supabase Auth's 30 per 5 minutes with the tests' other sign-ups.
  backend = await startTestBackend({ authRateLimitMultiplier: 10 });
  clients = await Promise.all(
    Array.from({ length: racers }, async (_, index) => {
      const client = createClient<Database>(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as RealtimeClientOptions['transport'] },
      });
      // Signed up as the shop signs customers up, so the client holds the customer's session.
      const details = newCustomerDetails({ nome: `Cliente Corrida ${index + 1}` });
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
  // Eight seats, three sold through the operator: five left.
  await backend.ctx.exclusive(async () => {
    await backend.ctx.db.query(
      `insert into public.departure_capacity (passeio, dia, capacidade) values ($1, $2, 8)`,
      [title, day],
    );
    await backend.ctx.db.query(
      `insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, qtd_pessoas, qtd_adultos, status)
       values ($1, $2, $3, 3, 3, 'Aguardando')`,
      [clients[0]!.idCliente, title, day],
    );
  });
}, 60_000);
afterAll(() => backend?.close());

it('thirty customers racing for the last five seats get exactly five bookings', async () => {
  const results = await Promise.all(
    clients.map(({ client, idCliente }) =>
      client.from('pedido_site').insert({
        id_cliente: idCliente,
        nome_passeio: title,
        valor: 90,
        data_passeio: day,
        qtd_adults: 1,
        hotel_local: 'Hotel Frontenac',
        tipo_pagamento: 'Pix',
      }),
    ),
  );

  const booked = results.filter((result) => !result.error);
  const refused = results.filter((result) => result.error);
  expect(booked).toHaveLength(5);
  expect(booked.every((result) => result.status === 201)).toBe(true);
  expect(refused).toHaveLength(25);
  for (const { error, status } of refused) {
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '23514',
      message: `Não há mais vagas para ${title} em ${isoToBR(day)}.`,
      details: 'capacity: full',
    });
  }

  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ orders: number; livres: number }>(
      `select (select count(*)::int from public.pedido_site where nome_passeio = $1 and data_passeio = $2) as orders,
              (select livres from public.tour_availability('city-tour-tradicional', 30) where dia = $2) as livres`,
      [title, day],
    ),
  );
  expect(rows[0]).toEqual({ orders: 5, livres: 0 });
});
