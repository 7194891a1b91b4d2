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
import postgres from 'postgres';

const racers = 20;
const title = 'City Tour Tradicional';

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx scripts/race-coupon-pg15.ts <connection string>');
  const sql = postgres(url, { max: racers + 1, onnotice: () => undefined });
  try {
    await sql`
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
      select gen_random_uuid(), 'cupom' || i || '@example.com', 'x', now(),
             jsonb_build_object('nome_completo', 'Cliente Cupom ' || i, 'celular', '128' || lpad(i::text, 8, '0'))
        from generate_series(1, ${racers}) i`;
    const customers = await sql<{ id_cliente: string; auth_user_id: string }[]>`
      select c.id_cliente::text, c.auth_user_id::text
        from public.clientes c join auth.users u on u.id = c.auth_user_id
       where u.email like 'cupom%@example.com'`;
    if (customers.length !== racers) throw new Error(`expected ${racers} customers, got ${customers.length}`);
    await sql`insert into public.cupons (codigo, tipo, percentual, usos_max) values ('ULTIMOUSO', 'percentual', 10, 1)`;
    const [departure] = await sql<{ day: string }[]>`
      select to_char((now() at time zone 'America/Sao_Paulo')::date + 13, 'YYYY-MM-DD') as day`;
    const day = departure!.day;

    let arrived = 0;
    let release: () => void = () => undefined;
    const allOpen = new Promise<void>((resolve) => (release = resolve));
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
                       hotel_local, tipo_pagamento, cupom)
                     values (${customer.id_cliente}, ${title}, 81, ${day}, 1, 'Hotel Frontenac', 'Cartão(Stripe)',
                             'ultimouso')`;
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
  } finally {
    await sql.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
