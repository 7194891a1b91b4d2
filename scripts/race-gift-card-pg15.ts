/**
 * Issue 31 on PostgreSQL 15: ten customers racing to redeem the same gift card spend it once. A paid R$ 200 card;
 * ten connections each open a transaction as a different customer (the role and JWT claims PostgREST sets), wait
 * until all ten are open, call redeem_gift_card at once and hold their transaction a moment before committing.
 * Exactly one must get the credit; the other nine read 'Este vale-presente já foi resgatado.', and one lot of
 * R$ 200 exists.
 *
 * `tsx scripts/race-gift-card-pg15.ts <connection string>` against a migrated and seeded database
 * (scripts/check-migrations-pg15.sh); exits 1 when the race ends any other way. The embedded backend's copy is
 * tests/integration/gift-cards/gift-cards-race.test.ts.
 */
import { race, runRace, signUpRacers } from './pg15-race.ts';

const racers = 10;

runRace('race-gift-card-pg15.ts', racers, async (sql) => {
  const customers = await signUpRacers(sql, {
    prefix: 'corrida-vale-',
    count: racers,
    name: 'Cliente Vale',
    phonePrefix: '129777',
  });
  const [card] = await sql<{ id: string; codigo: string }[]>`
    insert into public.vales_presente (valor, id_cliente, tipo_pagamento)
    values (200, ${customers[0]!.id_cliente}::bigint, 'Pix')
    returning id::text, codigo`;
  await sql`select public.confirm_gift_card_payment(${card!.id}::bigint, 'pi_pg15_race')`;

  const { answers } = await race(
    sql,
    customers.map((customer) => customer.auth_user_id),
    async (tx) => {
      const [row] = await tx<{ ok: boolean; mensagem: string }[]>`
        select ok, mensagem from public.redeem_gift_card(${card!.codigo})`;
      return row!;
    },
  );

  const rows = answers.flatMap((answer) => (answer.ok ? [answer.value] : []));
  const won = rows.filter((row) => row.ok).length;
  const wrong = [
    ...answers.flatMap((answer) => (answer.ok ? [] : [answer.error])),
    ...rows.filter((row) => !row.ok && row.mensagem !== 'Este vale-presente já foi resgatado.'),
  ];
  const [state] = await sql<{ lots: number; total: string | null }[]>`
    select count(*)::int as lots, sum(valor)::text as total from public.credit_lots where origem = 'vale_presente'`;
  if (won !== 1 || wrong.length > 0 || state!.lots !== 1 || state!.total !== '200.00') {
    console.error(`FAIL: ${won} redeemed, ${state!.lots} lots of ${state!.total};`, wrong.slice(0, 3));
    process.exitCode = 1;
    return;
  }
  console.log(`race of ${racers} redemptions of one R$ 200 gift card: 1 redeemed, ${racers - 1} refused`);
});
