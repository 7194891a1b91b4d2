/**
 * Issue 19 on PostgreSQL 15: thirty customers racing for the last five seats get exactly five bookings. Thirty
 * connections each open a transaction as their customer (the role and JWT claims PostgREST sets), wait until all
 * thirty are open, insert a PIX order for the same departure at once and hold their transaction a moment before
 * committing, so the inserts really overlap. The capacity check's per-departure lock must let exactly five commit
 * and refuse the other twenty-five with 'Não há mais vagas para ...' (23514, 'capacity: full').
 *
 * `tsx scripts/race-capacity-pg15.ts <connection string>` against a migrated and seeded database
 * (scripts/check-migrations-pg15.sh); exits 1 when the race ends any other way. The embedded backend's copy is
 * tests/integration/schema/capacity-race.test.ts.
 */
import postgres from 'postgres';

const racers = 30;
const title = 'City Tour Tradicional';

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx scripts/race-capacity-pg15.ts <connection string>');
  const sql = postgres(url, { max: racers + 1, onnotice: () => undefined });
  try {
    // Thirty customers, signed up as the sign-up trigger records them; a departure 12 days ahead (the tour runs
    // every day) with eight seats, three of them sold through the operator: five left.
    await sql`
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
      select gen_random_uuid(), 'corrida' || i || '@example.com', 'x', now(),
             jsonb_build_object('nome_completo', 'Cliente Corrida ' || i, 'celular', '129' || lpad(i::text, 8, '0'))
        from generate_series(1, ${racers}) i`;
    const customers = await sql<{ id_cliente: string; auth_user_id: string }[]>`
      select c.id_cliente::text, c.auth_user_id::text
        from public.clientes c join auth.users u on u.id = c.auth_user_id
       where u.email like 'corrida%@example.com'`;
    if (customers.length !== racers) throw new Error(`expected ${racers} customers, got ${customers.length}`);
    const [departure] = await sql<{ day: string }[]>`
      select to_char((now() at time zone 'America/Sao_Paulo')::date + 12, 'YYYY-MM-DD') as day`;
    const day = departure!.day;
    await sql`insert into public.departure_capacity (passeio, dia, capacidade) values (${title}, ${day}, 8)`;
    await sql`insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, qtd_pessoas, qtd_adultos, status)
              values (${customers[0]!.id_cliente}, ${title}, ${day}, 3, 3, 'Aguardando')`;

    let arrived = 0;
    let release: () => void = () => undefined;
    const allOpen = new Promise<void>((resolve) => (release = resolve));
    const started = performance.now();
    const results = await Promise.all(
      customers.map((customer) =>
        sql
          .begin(async (tx) => {
            const claims = JSON.stringify({
              sub: customer.auth_user_id,
              role: 'authenticated',
              aud: 'authenticated',
            });
            await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims}, true)`;
            if (++arrived === racers) release();
            await allOpen;
            await tx`insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults,
                       hotel_local, tipo_pagamento)
                     values (${customer.id_cliente}, ${title}, 90, ${day}, 1, 'Hotel Frontenac', 'Pix')`;
            await tx`select pg_sleep(0.05)`;
          })
          .then(
            () => null,
            (error: { code?: string; message?: string; detail?: string }) => error,
          ),
      ),
    );
    const elapsed = performance.now() - started;

    const committed = results.filter((result) => result === null).length;
    const refusals = results.filter((result) => result !== null);
    const message = `Não há mais vagas para ${title} em ${day.split('-').reverse().join('/')}.`;
    const wrong = refusals.filter(
      (error) => error.code !== '23514' || error.message !== message || error.detail !== 'capacity: full',
    );
    const [count] = await sql<{ stored: number }[]>`
      select count(*)::int as stored from public.pedido_site where nome_passeio = ${title} and data_passeio = ${day}`;
    const stored = count!.stored;
    if (committed !== 5 || refusals.length !== 25 || wrong.length > 0 || stored !== 5) {
      console.error(
        `FAIL: ${committed} committed, ${refusals.length} refused, ${stored} stored; unexpected refusals:`,
        wrong.slice(0, 3),
      );
      process.exitCode = 1;
      return;
    }
    console.log(
      `race of ${racers} customers for the last 5 seats: 5 committed, 25 refused ('${message}'), ` +
        `5 orders stored (${Math.round(elapsed)} ms)`,
    );
  } finally {
    await sql.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
