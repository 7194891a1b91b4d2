import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite as PGliteDatabase } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { migrate, migrationsDir } from '../../../supabase/local/migrate.ts';
import { db, withSchemaDatabase } from '../../helpers/schema-database.ts';

withSchemaDatabase({ people: false });

const today = `(now() at time zone 'America/Sao_Paulo')::date`;

describe('seed.sql', () => {
  it('has at least 15 hotels and pousadas of Campos do Jordão, each with an address', async () => {
    const { rows } = await db.query<{ Hospedagem: string; Endereco: string | null }>(
      'select * from public."Hoteis"',
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((row) => row.Hospedagem)).size).toBe(rows.length);
    for (const row of rows) expect(row.Endereco).toMatch(/ - .+, Campos do Jordão - SP$/);
  });

  it('has at least 4 meeting points including the Portal da Cidade', async () => {
    const { rows } = await db.query<{ local: string }>('select local from public.ponto_encontro');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.map((row) => row.local)).toContain('Portal da Cidade');
  });

  it.each([
    ['admin@movietour.local', 'movietour-admin', 'admin'],
    ['cliente@movietour.local', 'movietour123', 'cliente'],
    ['motorista@movietour.local', 'movietour-motorista', 'motorista'],
  ])(
    'has %s (password %s), confirmed, with a bcrypt hash, an e-mail identity and role %s',
    async (email, password, role) => {
      const { rows } = await db.query(
        `select u.encrypted_password = extensions.crypt($2, u.encrypted_password) as password_ok,
              u.encrypted_password like '$2%' as bcrypt,
              u.email_confirmed_at is not null as confirmed,
              i.provider, i.provider_id = u.id::text as provider_id_ok,
              i.identity_data ->> 'sub' = u.id::text as sub_ok, i.identity_data ->> 'email' as identity_email,
              r.role, c.email_cliente
       from auth.users u
       join auth.identities i on i.user_id = u.id
       join public.user_roles r on r.user_id = u.id
       join public.clientes c on c.auth_user_id = u.id
       where u.email = $1`,
        [email, password],
      );
      expect(rows).toEqual([
        {
          password_ok: true,
          bcrypt: true,
          confirmed: true,
          provider: 'email',
          provider_id_ok: true,
          sub_ok: true,
          identity_email: email,
          role,
          email_cliente: email,
        },
      ]);
    },
  );

  it('gives the demo customer its name, mobile, one past and one upcoming itinerary', async () => {
    const customer = await db.query(
      `select nome_cliente, celular from public.clientes where email_cliente = 'cliente@movietour.local'`,
    );
    expect(customer.rows).toEqual([{ nome_cliente: 'Cliente Demonstração', celular: '12999990000' }]);
    const { rows } = await db.query(
      `select count(*) filter (where data_passeio < ${today})::int as past,
              count(*) filter (where data_passeio >= ${today} and status = 'Aguardando')::int as upcoming
       from public.itinerarios i join public.clientes c using (id_cliente)
       where c.email_cliente = 'cliente@movietour.local'`,
    );
    expect(rows).toEqual([{ past: 1, upcoming: 1 }]);
  });

  it("counts each seeded itinerary's people as its adults, children and babies, as the voucher lists them", async () => {
    const { rows } = await db.query<{
      nome_passeio: string;
      qtd_pessoas: number;
      party: number;
      names: number;
    }>(
      `select nome_passeio, qtd_pessoas, qtd_adultos + qtd_criancas + qtd_bebes as party,
              coalesce(cardinality(string_to_array(passageiros_nomes, ';')), qtd_adultos + qtd_criancas + qtd_bebes) as names
         from public.itinerarios order by id_itinerario`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row, row.nome_passeio).toMatchObject({ qtd_pessoas: row.party, names: row.party });
    }
  });
});

describe('reference data and demo data', () => {
  it('a hosted project (migrations, no seed) gets the hotels and meeting points and no demo account', async () => {
    const hosted = await PGliteDatabase.create({ extensions: { pgcrypto, uuid_ossp } });
    try {
      await migrate(hosted, { seed: false });
      const count = async (sql: string) => Number((await hosted.query<{ n: number }>(sql)).rows[0]?.n);
      expect(await count('select count(*)::int as n from public."Hoteis"')).toBeGreaterThanOrEqual(15);
      expect(await count('select count(*)::int as n from public.ponto_encontro')).toBeGreaterThanOrEqual(4);
      expect(await count('select count(*)::int as n from auth.users')).toBe(0);

      // Applied again (a project that already had some places), it adds none twice.
      const sql = await readFile(path.join(migrationsDir, '20261124000500_reference_places.sql'), 'utf8');
      const before = await count('select count(*)::int as n from public."Hoteis"');
      await hosted.exec(sql);
      expect(await count('select count(*)::int as n from public."Hoteis"')).toBe(before);
    } finally {
      await hosted.close();
    }
  });

  it('seed.sql holds only demo data: no hotel or meeting point', async () => {
    const seed = await readFile(path.join(migrationsDir, '..', 'seed.sql'), 'utf8');
    expect(seed).not.toMatch(/insert into public\."Hoteis"|insert into public\.ponto_encontro/);
  });
});
