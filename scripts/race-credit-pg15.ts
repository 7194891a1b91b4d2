/**
 * Issue 31 on PostgreSQL 15: ten checkouts racing for the same credit spend it once. One customer holds R$ 100 of
 * credit; ten connections each open a transaction as that customer (the role and JWT claims PostgREST sets), wait
 * until all ten are open, insert a 'Crédito' order of R$ 90 at once and hold their transaction a moment before
 * committing. Exactly one must commit; the other nine read 'Seu crédito não cobre o total desta compra.' (23514,
 * 'credit: not_enough'), and R$ 10 is left.
 *
 * `tsx scripts/race-credit-pg15.ts <connection string>` against a migrated and seeded database
 * (scripts/check-migrations-pg15.sh); exits 1 when the race ends any other way. The embedded backend's copy is
 * tests/integration/credits/credits-race.test.ts.
 */
import { race, runRace, signUpRacers } from './pg15-race.ts';

const racers = 10;
const title = 'City Tour Tradicional';

runRace('race-credit-pg15.ts', racers, async (sql) => {
  const [customer] = await signUpRacers(sql, {
    prefix: 'corrida-credito',
    count: 1,
    name: 'Cliente Crédito',
    phonePrefix: '1298888',
  });
  await sql`select public.grant_credit_lot(${customer!.id_cliente}::bigint, 100, 'cortesia', 'Corrida')`;
  // Ten different days (the tour runs every day), so no two orders are the same pending item.
  const days = await sql<{ day: string }[]>`
    select to_char((now() at time zone 'America/Sao_Paulo')::date + d, 'YYYY-MM-DD') as day
      from generate_series(3, ${racers + 2}) d`;

  const { answers } = await race(
    sql,
    days.map(() => customer!.auth_user_id),
    (tx, index) => tx`
      insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local,
                                      tipo_pagamento)
      values (${customer!.id_cliente}, ${title}, 90, ${days[index]!.day}, 1, 'Hotel Frontenac', 'Crédito')`,
  );

  const committed = answers.filter((answer) => answer.ok).length;
  const wrong = answers
    .flatMap((answer) => (answer.ok ? [] : [answer.error]))
    .filter(
      (error) =>
        error.code !== '23514' ||
        error.message !== 'Seu crédito não cobre o total desta compra.' ||
        error.detail !== 'credit: not_enough',
    );
  const [state] = await sql<{ saldo: string; negative: number; paid: number }[]>`
    select (select sum(restante) from public.credit_lots where id_cliente = ${customer!.id_cliente}::bigint)::text
             as saldo,
           (select count(*)::int from public.credit_lots where restante < 0) as negative,
           (select count(*)::int from public.pedido_site
             where id_cliente = ${customer!.id_cliente}::bigint and status = 'pago') as paid`;
  if (
    committed !== 1 ||
    wrong.length > 0 ||
    state!.saldo !== '10.00' ||
    state!.negative !== 0 ||
    state!.paid !== 1
  ) {
    console.error(
      `FAIL: ${committed} committed, balance ${state!.saldo}, ${state!.paid} paid;`,
      wrong.slice(0, 3),
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    `race of ${racers} checkouts for R$ 100 of credit: 1 paid with R$ 90, ${racers - 1} refused, R$ 10 left`,
  );
});
