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
import postgres from 'postgres';

const racers = 10;

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx scripts/race-gift-card-pg15.ts <connection string>');
  const sql = postgres(url, { max: racers + 1, onnotice: () => undefined });
  try {
    const users = await sql<{ id: string }[]>`
      insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
      select gen_random_uuid(), 'corrida-vale-' || n || '@example.com', 'x', now(),
             jsonb_build_object('nome_completo', 'Cliente Vale ' || n, 'celular', '129777' || lpad(n::text, 5, '0'))
        from generate_series(1, ${racers}) n
      returning id::text`;
    const [buyer] = await sql<{ id_cliente: string }[]>`
      select id_cliente::text from public.clientes where email_cliente = 'corrida-vale-1@example.com'`;
    if (!buyer || users.length !== racers) throw new Error('the customers were not recorded');
    const [card] = await sql<{ id: string; codigo: string }[]>`
      insert into public.vales_presente (valor, id_cliente, tipo_pagamento)
      values (200, ${buyer.id_cliente}::bigint, 'Pix')
      returning id::text, codigo`;
    await sql`select public.confirm_gift_card_payment(${card!.id}::bigint, 'pi_pg15_race')`;

    let arrived = 0;
    let release: () => void = () => undefined;
    const allOpen = new Promise<void>((resolve) => (release = resolve));
    const results = await Promise.all(
      users.map(({ id }) =>
        sql.begin(async (tx) => {
          const claims = JSON.stringify({ sub: id, role: 'authenticated', aud: 'authenticated' });
          await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims}, true)`;
          if (++arrived === racers) release();
          await allOpen;
          const [row] = await tx<{ ok: boolean; mensagem: string }[]>`
            select ok, mensagem from public.redeem_gift_card(${card!.codigo})`;
          await tx`select pg_sleep(0.05)`;
          return row!;
        }),
      ),
    );

    const won = results.filter((row) => row.ok).length;
    const wrong = results.filter((row) => !row.ok && row.mensagem !== 'Este vale-presente já foi resgatado.');
    const [state] = await sql<{ lots: number; total: string | null }[]>`
      select count(*)::int as lots, sum(valor)::text as total from public.credit_lots where origem = 'vale_presente'`;
    if (won !== 1 || wrong.length > 0 || state!.lots !== 1 || state!.total !== '200.00') {
      console.error(`FAIL: ${won} redeemed, ${state!.lots} lots of ${state!.total};`, wrong.slice(0, 3));
      process.exitCode = 1;
      return;
    }
    console.log(`race of ${racers} redemptions of one R$ 200 gift card: 1 redeemed, ${racers - 1} refused`);
  } finally {
    await sql.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
