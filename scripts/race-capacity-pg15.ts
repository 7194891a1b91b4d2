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
import { race, runRace, signUpRacers } from './pg15-race.ts';

const racers = 30;
const title = 'City Tour Tradicional';

runRace('race-capacity-pg15.ts', racers, async (sql) => {
  // Thirty customers; a departure 12 days ahead (the tour runs every day) with eight seats, three of them sold
  // through the operator: five left.
  const customers = await signUpRacers(sql, {
    prefix: 'corrida',
    count: racers,
    name: 'Cliente Corrida',
    phonePrefix: '129',
  });
  const [departure] = await sql<{ day: string }[]>`
    select to_char((now() at time zone 'America/Sao_Paulo')::date + 12, 'YYYY-MM-DD') as day`;
  const day = departure!.day;
  await sql`insert into public.departure_capacity (passeio, dia, capacidade) values (${title}, ${day}, 8)`;
  await sql`insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, qtd_pessoas, qtd_adultos, status)
            values (${customers[0]!.id_cliente}, ${title}, ${day}, 3, 3, 'Aguardando')`;

  const { answers, elapsed } = await race(
    sql,
    customers.map((customer) => customer.auth_user_id),
    (tx, index) => tx`
      insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local,
                                      tipo_pagamento)
      values (${customers[index]!.id_cliente}, ${title}, 90, ${day}, 1, 'Hotel Frontenac', 'Pix')`,
  );

  const committed = answers.filter((answer) => answer.ok).length;
  const refusals = answers.flatMap((answer) => (answer.ok ? [] : [answer.error]));
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
});
