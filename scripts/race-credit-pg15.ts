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
import postgres from 'postgres';

const racers = 10;
const title = 'City Tour Tradicional';

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx scripts/race-credit-pg15.ts <connection string>');
  const sql = postgres(url, { max: racers + 1, onnotice: () => undefined });
  try {
    await sql`
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
      values (gen_random_uuid(), 'corrida-credito@example.com', 'x', now(),
              jsonb_build_object('nome_completo', 'Cliente Crédito', 'celular', '12988887777'))`;
    const [customer] = await sql<{ id_cliente: string; auth_user_id: string }[]>`
      select c.id_cliente::text, c.auth_user_id::text
        from public.clientes c join auth.users u on u.id = c.auth_user_id
       where u.email = 'corrida-credito@example.com'`;
    if (!customer) throw new Error('the customer was not recorded');
    await sql`select public.grant_credit_lot(${customer.id_cliente}::bigint, 100, 'cortesia', 'Corrida')`;
    // Ten different days (the tour runs every day), so no two orders are the same pending item.
    const days = await sql<{ day: string }[]>`
      select to_char((now() at time zone 'America/Sao_Paulo')::date + d, 'YYYY-MM-DD') as day
        from generate_series(3, ${racers + 2}) d`;

    let arrived = 0;
    let release: () => void = () => undefined;
    const allOpen = new Promise<void>((resolve) => (release = resolve));
    const results = await Promise.all(
      days.map(({ day }) =>
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
                     values (${customer.id_cliente}, ${title}, 90, ${day}, 1, 'Hotel Frontenac', 'Crédito')`;
            await tx`select pg_sleep(0.05)`;
          })
          .then(
            () => null,
            (error: { code?: string; message?: string; detail?: string }) => error,
          ),
      ),
    );

    const committed = results.filter((result) => result === null).length;
    const refusals = results.filter((result) => result !== null);
    const wrong = refusals.filter(
      (error) =>
        error.code !== '23514' ||
        error.message !== 'Seu crédito não cobre o total desta compra.' ||
        error.detail !== 'credit: not_enough',
    );
    const [state] = await sql<{ saldo: string; negative: number; paid: number }[]>`
      select (select sum(restante) from public.credit_lots where id_cliente = ${customer.id_cliente}::bigint)::text
               as saldo,
             (select count(*)::int from public.credit_lots where restante < 0) as negative,
             (select count(*)::int from public.pedido_site
               where id_cliente = ${customer.id_cliente}::bigint and status = 'pago') as paid`;
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
  } finally {
    await sql.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
