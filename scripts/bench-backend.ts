/**
 * `npm run bench:backend`: seeds 1,000 customers and 20,000 orders (plus 10,000 itineraries) into a
 * throwaway data directory, then prints the cold start of that existing directory and the p50/p95
 * latency of spec §7 calls 14–17 (the shop's own queries, purchase-queries.ts) through supabase-js over HTTP,
 * one by one and all four at once as My Purchases asks, and of a read embedding each order's customer. Targets: start <= 3 s, p95 <= 25 ms.
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

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const customers = 1_000;
const ordersPerCustomer = 20;
const itinerariesPerCustomer = 10;
const iterations = 200;

async function seed(backend: Backend) {
  await backend.ctx.db.exec(`
    insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
    select gen_random_uuid(), 'bench' || i || '@example.com', 'x', now(),
           jsonb_build_object('nome_completo', 'Cliente ' || i, 'celular', '119' || lpad(i::text, 8, '0'))
      from generate_series(1, ${customers}) i;
    insert into public.clientes (auth_user_id, nome_cliente, email_cliente)
    select u.id, 'Cliente', u.email from auth.users u where u.email like 'bench%' on conflict do nothing;
    -- Years of history in one statement, as a restore loads it (pg_restore --disable-triggers): the checks on
    -- new orders (check_new_orders) would refuse past days and 20 orders per customer at once.
    set session_replication_role = replica;
    insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, tipo_pagamento, status, created_at)
    select c.id_cliente, 'Passeio ' || (j % 8), 100 + j, current_date + (j * 9 - 90),
           case when j % 2 = 0 then 'Pix' else 'Cartão(Stripe)' end,
           (array['aguardando pagamento', 'pago', 'pago', 'cancelado'])[1 + j % 4],
           now() - make_interval(days => j)
      from public.clientes c cross join generate_series(1, ${ordersPerCustomer}) j
     where c.email_cliente like 'bench%';
    reset session_replication_role;
    insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, status, qtd_pessoas)
    select c.id_cliente, 'Passeio ' || (j % 8), current_date + (j * 15 - 75),
           case when j % 3 = 0 then 'Concluído' else 'Aguardando' end, 2
      from public.clientes c cross join generate_series(1, ${itinerariesPerCustomer}) j
     where c.email_cliente like 'bench%';
    analyze;`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

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
    await backend.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
