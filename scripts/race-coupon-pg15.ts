/**
 * Issue 31 on PostgreSQL 15: twenty customers racing for the last use of a coupon spend it once. Twenty
 * connections each open a transaction as their customer (the role and JWT claims PostgREST sets), wait until all
 * are open, insert a card order with the code at once and hold their transaction a moment before committing, so
 * the inserts really overlap. check_new_orders locks the coupon's row, so exactly one commits and the others are
 * refused with 'Cupom esgotado' (23514, 'cupom: exhausted').
 *
 * `tsx scripts/race-coupon-pg15.ts <connection string>` against a migrated and seeded database
 * (scripts/check-migrations-pg15.sh); exits 1 when the race ends any other way. The embedded backend's copy is
 * tests/integration/coupons/coupons-race.test.ts.
 */
import { race, runRace, signUpRacers } from './pg15-race.ts';

const racers = 20;
const title = 'City Tour Tradicional';

runRace('race-coupon-pg15.ts', racers, async (sql) => {
  const customers = await signUpRacers(sql, {
    prefix: 'cupom',
    count: racers,
    name: 'Cliente Cupom',
    phonePrefix: '128',
  });
  await sql`insert into public.cupons (codigo, tipo, percentual, usos_max) values ('ULTIMOUSO', 'percentual', 10, 1)`;
  const [departure] = await sql<{ day: string }[]>`
    select to_char((now() at time zone 'America/Sao_Paulo')::date + 13, 'YYYY-MM-DD') as day`;
  const day = departure!.day;

  const { answers } = await race(
    sql,
    customers.map((customer) => customer.auth_user_id),
    (tx, index) => tx`
      insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local,
                                      tipo_pagamento, cupom)
      values (${customers[index]!.id_cliente}, ${title}, 81, ${day}, 1, 'Hotel Frontenac', 'Cartão(Stripe)',
              'ultimouso')`,
  );

  const committed = answers.filter((answer) => answer.ok).length;
  const refusals = answers.flatMap((answer) => (answer.ok ? [] : [answer.error]));
  const wrong = refusals.filter(
    (error) =>
      error.code !== '23514' || error.message !== 'Cupom esgotado' || error.detail !== 'cupom: exhausted',
  );
  const [count] = await sql<{ stored: number; uses: number }[]>`
    select (select count(*)::int from public.pedido_site where cupom = 'ULTIMOUSO') as stored,
           (select count(*)::int from public.cupom_usos) as uses`;
  if (committed !== 1 || wrong.length > 0 || count!.stored !== 1 || count!.uses !== 1) {
    console.error(
      `FAIL: ${committed} committed, ${refusals.length} refused, ${count!.stored} stored, ${count!.uses} uses;`,
      wrong.slice(0, 3),
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    `race of ${racers} customers for a coupon's last use: 1 committed, ${racers - 1} 'Cupom esgotado'`,
  );
});
