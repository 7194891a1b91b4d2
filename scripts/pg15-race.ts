/**
 * What the PostgreSQL 15 race scripts (scripts/race-*-pg15.ts, run by scripts/check-migrations-pg15.sh) share:
 * the connection, customers signed up as the sign-up trigger records them, and the race itself.
 */
import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Refusal = { code?: string; message?: string; detail?: string };
export type RaceCustomer = { id_cliente: string; auth_user_id: string };

/**
 * Runs `race` against the database the script was given (`tsx <script> <connection string>`), with a pool of
 * `racers + 1` connections; exits 1 when it throws. `race` sets process.exitCode itself when the race ends the
 * wrong way.
 */
export function runRace(script: string, racers: number, race: (sql: Sql) => Promise<void>): void {
  const url = process.argv[2];
  if (!url) {
    console.error(`usage: tsx scripts/${script} <connection string>`);
    process.exit(1);
  }
  const sql = postgres(url, { max: racers + 1, onnotice: () => undefined });
  race(sql)
    .finally(() => sql.end())
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/** `count` customers signed up through auth.users (the trigger writes clientes), e-mails `<prefix><n>@example.com`. */
export async function signUpRacers(
  sql: Sql,
  { prefix, count, name, phonePrefix }: { prefix: string; count: number; name: string; phonePrefix: string },
): Promise<RaceCustomer[]> {
  await sql`
    insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
    select gen_random_uuid(), ${prefix} || i || '@example.com', 'x', now(),
           jsonb_build_object('nome_completo', ${name} || ' ' || i,
                              'celular', ${phonePrefix} || lpad(i::text, ${11 - phonePrefix.length}, '0'))
      from generate_series(1, ${count}) i`;
  const customers = await sql<RaceCustomer[]>`
    select c.id_cliente::text, c.auth_user_id::text
      from public.clientes c join auth.users u on u.id = c.auth_user_id
     where u.email ~ ${`^${prefix}[0-9]+@example\\.com$`}
     order by c.id_cliente`;
  if (customers.length !== count) throw new Error(`expected ${count} customers, got ${customers.length}`);
  return customers;
}

/**
 * One transaction per user of `users`, each as that user (the role and JWT claims PostgREST sets): every
 * transaction opens first, then all run `act` at once and hold their transaction a moment before committing, so
 * their writes really overlap. Each racer's answer, or the error that refused it; and the race's milliseconds.
 */
export async function race<T>(
  sql: Sql,
  users: string[],
  act: (tx: postgres.TransactionSql, index: number) => Promise<T>,
): Promise<{ answers: ({ ok: true; value: T } | { ok: false; error: Refusal })[]; elapsed: number }> {
  let arrived = 0;
  let release: () => void = () => undefined;
  const allOpen = new Promise<void>((resolve) => (release = resolve));
  const started = performance.now();
  const answers = await Promise.all(
    users.map((user, index) =>
      sql
        .begin(async (tx) => {
          const claims = JSON.stringify({ sub: user, role: 'authenticated', aud: 'authenticated' });
          await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims}, true)`;
          if (++arrived === users.length) release();
          await allOpen;
          const value = await act(tx, index);
          await tx`select pg_sleep(0.05)`;
          return value;
        })
        .then(
          (value) => ({ ok: true as const, value: value as T }),
          (error: Refusal) => ({ ok: false as const, error }),
        ),
    ),
  );
  return { answers, elapsed: performance.now() - started };
}
