import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { migrate, migrationsDir } from '../../../supabase/local/migrate.ts';
import { createCustomer } from '../../helpers/factories.ts';

// Issue 31: the company credits of issue 18 (customer_credits) move into the ledger when the credits migration runs:
// each becomes a 'cancelamento_empresa' lot with its grant movement, one already used keeps nothing and gets its
// 'uso', and the old table is gone. The database is migrated up to the migration before, given credits, then
// migrated on.

const creditsMigration = '20261128000100_credits.sql';
let db: PGlite;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'movie-tour-credits-migration-'));
  const files = (await readdir(migrationsDir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  for (const file of files.filter((f) => f < creditsMigration)) {
    await copyFile(path.join(migrationsDir, file), path.join(dir, file));
  }
  db = await PGlite.create({ extensions: { pgcrypto, uuid_ossp } });
  await migrate(db, { migrations: dir, seed: false });
}, 120_000);
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

it('moves each company credit into a lot with its movements, and drops customer_credits', async () => {
  const customer = await createCustomer(db, { nome: 'Cliente Antigo' });
  const requests: number[] = [];
  for (const k of [1, 2]) {
    const { rows: itineraries } = await db.query<{ id_itinerario: number }>(
      `insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, valor_total_liquido, status)
       values ($1, 'City Tour Tradicional', current_date + 10 + $2::int, 200, 'Cancelado') returning id_itinerario`,
      [customer.idCliente, k],
    );
    const { rows } = await db.query<{ id: number }>(
      `insert into public.booking_requests (id_cliente, id_itinerario, tipo, status, escolha, passeio,
         data_anterior, valor_pago, regra, percentual, reembolso_proposto)
       values ($1, $2, 'cancelamento_empresa', 'aceito', 'credito', 'City Tour Tradicional', current_date + 10,
               200, 'cancelado-pela-empresa', 100, 200)
       returning id`,
      [customer.idCliente, itineraries[0]!.id_itinerario],
    );
    requests.push(Number(rows[0]!.id));
  }
  const [open, used] = requests;
  await db.query(
    `insert into public.customer_credits (request_id, id_cliente, valor, created_at, usado_em)
     values ($1, $3, 200, now() - interval '2 months', null),
            ($2, $3, 150, now() - interval '3 months', now() - interval '1 month')`,
    [open, used, customer.idCliente],
  );

  await copyFile(path.join(migrationsDir, creditsMigration), path.join(dir, creditsMigration));
  await migrate(db, { migrations: dir, seed: false });

  const lots = await db.query(
    `select request_id::int, valor::float8, restante::float8, origem,
            expira_em = created_at + interval '12 months' as twelve_months
       from public.credit_lots order by request_id`,
  );
  expect(lots.rows).toEqual([
    { request_id: open, valor: 200, restante: 200, origem: 'cancelamento_empresa', twelve_months: true },
    { request_id: used, valor: 150, restante: 0, origem: 'cancelamento_empresa', twelve_months: true },
  ]);
  const movements = await db.query(
    `select request_id::int, tipo, valor::float8 from public.credit_movements order by request_id, valor desc`,
  );
  expect(movements.rows).toEqual([
    { request_id: open, tipo: 'cancelamento_empresa', valor: 200 },
    { request_id: used, tipo: 'cancelamento_empresa', valor: 150 },
    { request_id: used, tipo: 'uso', valor: -150 },
  ]);
  expect((await db.query(`select to_regclass('public.customer_credits') as t`)).rows).toEqual([{ t: null }]);
}, 120_000);
