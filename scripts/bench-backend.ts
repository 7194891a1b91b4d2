/**
 * `npm run bench:backend`: seeds 1,000 customers and 20,000 orders (plus 10,000 itineraries) of the catalogue's
 * tours, spread over 90 days back and 90 ahead, into a throwaway data directory, then prints the cold start of that
 * existing directory and the p50/p95 latency of spec §7 calls 14–17 (the shop's own queries, purchase-queries.ts)
 * through supabase-js over HTTP, one by one and all four at once as My Purchases asks, of a read embedding each
 * order's customer, and of the calendars' availability call (tour_availability, 90 days); then 30 customers
 * inserting orders at once for the same departures, each insert checked for capacity (throughput and p95).
 * Targets: start <= 3 s, p95 <= 25 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { purchaseQueries } from '../src/features/orders/api/purchase-queries.ts';
import WebSocket from 'ws';
import { signJwt } from '../supabase/local/jwt.ts';
import { startBackend, type Backend } from '../supabase/local/server.ts';
import type { Database } from '../src/types/database.ts';
import { percentile } from './bench-support.ts';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const customers = 1_000;
const ordersPerCustomer = 20;
const itinerariesPerCustomer = 10;
const iterations = 200;

const tourTitles = [
  'City Tour Tradicional',
  'Parque Amantikir',
  'City Tour Cultural',
  'Fazenda Prana — Pôr do Sol',
  'Agroturismo na Serra',
  'Rota do Horto Florestal',
  'Rota Alto Lajeado',
  'Turismo Aparecida',
];
const titles = `array[${tourTitles.map((title) => `'${title}'`).join(', ')}]`;

async function seed(backend: Backend) {
  await backend.ctx.db.exec(`
    insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
    select gen_random_uuid(), 'bench' || i || '@example.com', 'x', now(),
           jsonb_build_object('nome_completo', 'Cliente ' || i, 'celular', '119' || lpad(i::text, 8, '0'))
      from generate_series(1, ${customers}) i;
    insert into public.clientes (auth_user_id, nome_cliente, email_cliente)
    select u.id, 'Cliente', u.email from auth.users u where u.email like 'bench%' on conflict do nothing;
    -- Years of history in one statement, as a restore loads it (pg_restore --disable-triggers): the checks on
    -- new orders (check_new_orders, the capacity triggers) would refuse past days, 20 orders per customer at
    -- once and full departures. Each tour's orders are spread over 90 days back and 90 ahead; the waiting PIX
    -- orders hold their seats for another day.
    set session_replication_role = replica;
    insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, qtd_children,
                                    tipo_pagamento, status, created_at, expira_em)
    select c.id_cliente, (${titles})[1 + j % 8], 100 + j, current_date + ((c.id_cliente * 13 + j * 9) % 181 - 90)::integer,
           1 + j % 3, j % 2,
           case when j % 2 = 0 then 'Pix' else 'Cartão(Stripe)' end,
           (array['aguardando pagamento', 'pago', 'pago', 'cancelado'])[1 + j % 4],
           now() - make_interval(days => j),
           case when j % 4 = 0 then now() + interval '1 day' end
      from public.clientes c cross join generate_series(1, ${ordersPerCustomer}) j
     where c.email_cliente like 'bench%';
    insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, status, qtd_pessoas, qtd_adultos)
    select c.id_cliente, (${titles})[1 + (c.id_cliente + j) % 8], current_date + ((c.id_cliente * 7 + j * 15) % 181 - 90)::integer,
           case when j % 3 = 0 then 'Concluído' else 'Aguardando' end, 2, 2
      from public.clientes c cross join generate_series(1, ${itinerariesPerCustomer}) j
     where c.email_cliente like 'bench%';
    reset session_replication_role;
    analyze;`);
}

const racers = 30;
const ordersPerRacer = 10;

type Run = { times: number[]; seconds: number; refused: number };

/**
 * 30 customers at once, each inserting a PIX order (spec call 12, one adult) for the same departure as the others,
 * then the next departure, ten times: every insert takes the departure's lock and counts its seats. The tour's
 * capacity is raised so that every order fits; each customer has the seed's 5 pending orders before. Run in turns
 * with 30 other customers and the capacity trigger disabled, to show what the check costs on the same machine.
 */
async function concurrentOrders(backend: Backend, withCheck: boolean, group: number): Promise<Run> {
  const title = 'City Tour Tradicional';
  const sql = <T>(text: string, params: unknown[] = []) =>
    backend.ctx.exclusive(() => backend.ctx.db.query<T>(text, params));
  await sql(
    `insert into public.tour_capacity (passeio, capacidade) values ($1, 500)
     on conflict (passeio) do update set capacidade = excluded.capacidade`,
    [title],
  );
  if (!withCheck) await sql('alter table public.pedido_site disable trigger pedido_site_seats_check');
  const { rows } = await sql<{ id_cliente: number; auth_user_id: string; email_cliente: string }>(
    `select id_cliente, auth_user_id, email_cliente from public.clientes
      where email_cliente ~ '^bench[0-9]+@' order by id_cliente offset ${group * racers} limit ${racers}`,
  );
  const racersClients = await Promise.all(
    rows.map(async (row) => {
      const token = await signJwt(
        { role: 'authenticated', aud: 'authenticated', sub: row.auth_user_id, email: row.email_cliente },
        backend.jwtSecret,
        3600,
      );
      const client = createClient<Database>(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${token}` } },
      });
      return { client, id: Number(row.id_cliente) };
    }),
  );
  const days = Array.from({ length: ordersPerRacer }, (_, index) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + (index + 2) * 86_400_000),
    ),
  );
  const times: number[] = [];
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    racersClients.map(async ({ client, id }) => {
      for (const day of days) {
        const t = performance.now();
        const { error } = await client
          .from('pedido_site')
          .insert({
            id_cliente: id,
            nome_passeio: title,
            valor: 90,
            data_passeio: day,
            qtd_adults: 1,
            hotel_local: 'Hotel Frontenac',
            tipo_pagamento: 'Pix',
          })
          .select('id');
        times.push(performance.now() - t);
        if (error) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (!withCheck) await sql('alter table public.pedido_site enable trigger pedido_site_seats_check');
  return { times, seconds, refused };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-bench-'));
  try {
    console.log('Creating and seeding a database (first start runs initdb and the migrations)...');
    const first = await startBackend({ dataDir, port: 0, quiet: true });
    await seed(first);
    const { rows } = await first.ctx.db.query<{ orders: number; customers: number }>(
      `select (select count(*)::int from public.pedido_site) as orders, (select count(*)::int from public.clientes) as customers`,
    );
    console.log(
      `Seeded ${customers} customers; the database now holds ${rows[0]?.customers} customers (seed.sql's included) and ${rows[0]?.orders} orders.`,
    );
    await first.close();

    const started = performance.now();
    const backend = await startBackend({ dataDir, port: 0, quiet: true });
    const coldStart = performance.now() - started;

    const customer = (
      await backend.ctx.db.query<{ id_cliente: number; auth_user_id: string; email_cliente: string }>(
        `select id_cliente, auth_user_id, email_cliente from public.clientes where email_cliente = 'bench500@example.com'`,
      )
    ).rows[0];
    if (!customer) throw new Error('bench customer missing');
    const token = await signJwt(
      {
        role: 'authenticated',
        aud: 'authenticated',
        sub: customer.auth_user_id,
        email: customer.email_cliente,
      },
      backend.jwtSecret,
      3600,
    );
    const supabase = createClient<Database>(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const visitor = createClient<Database>(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const id = customer.id_cliente;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

    // The shop's own queries (src/features/orders/api/purchase-queries.ts), not a copy of them.
    const queries = purchaseQueries(supabase, id, today);
    const calls: [string, () => PromiseLike<{ data: unknown[] | null; error: unknown }>][] = [
      ['14 pending orders', queries.pendingOrders],
      ['15 upcoming itineraries', queries.upcomingItineraries],
      ['16 upcoming paid card orders', queries.paidCardOrders],
      ['17 past itineraries', queries.pastItineraries],
      [
        'My Purchases (14-17 at once)',
        async () => {
          const results = await Promise.all(Object.values(queries).map((query) => query()));
          const failed = results.find((result) => result.error);
          return {
            data: results.flatMap((result): unknown[] => result.data ?? []),
            error: failed?.error ?? null,
          };
        },
      ],
      // Resource embedding, as the operator console reads orders with their customer: the relationships come
      // from the schema cache, read from the catalog in the call's own transaction.
      [
        'orders with customer (embed)',
        () =>
          supabase
            .from('pedido_site')
            .select('id, valor, status, clientes(nome_cliente, email_cliente)')
            .eq('id_cliente', id)
            .order('created_at', { ascending: false }),
      ],
      // The calendars' one call (issue 19), as a visitor makes it: a tour's next 90 days with the free seats.
      [
        'availability (90 days)',
        () => visitor.rpc('tour_availability', { p_tour_id: 'city-tour-tradicional', p_days: 90 }),
      ],
    ];

    console.log(
      `\nCold start of the existing data directory: ${(coldStart / 1000).toFixed(2)} s (target <= 3 s)`,
    );
    console.log(
      `Latency over ${iterations} sequential calls each, through supabase-js over HTTP (target p95 <= 25 ms):`,
    );
    for (const [name, call] of calls) {
      for (let i = 0; i < 20; i++) await call();
      const times: number[] = [];
      let rowsSeen = 0;
      for (let i = 0; i < iterations; i++) {
        const t = performance.now();
        const { data, error } = await call();
        times.push(performance.now() - t);
        if (error) throw new Error(`${name}: ${JSON.stringify(error)}`);
        rowsSeen = data?.length ?? 0;
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(30)} p50 ${percentile(times, 50).toFixed(1).padStart(5)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(5)} ms   (${rowsSeen} rows)`,
      );
    }
    console.log(
      `\nOrder inserts, ${racers} customers at once on the same departures, ${ordersPerRacer} orders each, twice:`,
    );
    const runs = { with: [] as Run[], without: [] as Run[] };
    for (let round = 0; round < 2; round++) {
      runs.with.push(await concurrentOrders(backend, true, 2 * round));
      runs.without.push(await concurrentOrders(backend, false, 2 * round + 1));
    }
    for (const [name, list] of [
      ['with the capacity check', runs.with],
      ['without it (for comparison)', runs.without],
    ] as const) {
      const times = list.flatMap((run) => run.times).sort((a, b) => a - b);
      const seconds = list.reduce((total, run) => total + run.seconds, 0);
      const refused = list.reduce((total, run) => total + run.refused, 0);
      console.log(
        `  ${name.padEnd(30)} ${(times.length / seconds).toFixed(0).padStart(4)} orders/s   p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   (${times.length} orders, ${refused} refused)`,
      );
      if (refused > 0) throw new Error(`${refused} orders were refused; every one should fit`);
    }
    await backend.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
