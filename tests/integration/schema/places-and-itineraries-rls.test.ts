import { anon, as, asRole, attempt, service } from '../../helpers/db.ts';
import { createItinerary, type Itinerary } from '../../helpers/factories.ts';
import { db, other, customer as owner, withSchemaDatabase } from '../../helpers/schema-database.ts';

let itinerary: Itinerary;

withSchemaDatabase();
beforeAll(async () => {
  itinerary = await createItinerary(db, { id_cliente: owner.idCliente });
});

describe.each([
  [
    '"Hoteis"',
    `insert into public."Hoteis" ("Hospedagem", "Endereco") values ('Hotel Falso', 'Rua X')`,
    `update public."Hoteis" set "Endereco" = 'Rua X'`,
  ],
  [
    'ponto_encontro',
    `insert into public.ponto_encontro (local, endereco) values ('Ponto Falso', 'Rua X')`,
    `update public.ponto_encontro set endereco = 'Rua X'`,
  ],
])('%s', (table, insertSql, updateSql) => {
  it('is readable by anon, customers and the service role', async () => {
    for (const who of [anon, as(owner), service]) {
      const { rows, error } = await asRole(db, who, (tx) => attempt(tx, `select * from public.${table}`));
      expect(error).toBeNull();
      expect(rows.length).toBeGreaterThanOrEqual(4);
    }
  });

  it.each([
    ['insert', insertSql],
    ['update', updateSql],
    ['delete', `delete from public.${table}`],
  ])('%s is refused for anon and customers', async (_, sql) => {
    for (const who of [anon, as(owner)]) {
      const result = await asRole(db, who, (tx) => attempt(tx, sql));
      expect(result.error?.code).toBe('42501');
    }
  });

  it('is written by the service role', async () => {
    const result = await asRole(db, service, async (tx) => {
      await tx.query(insertSql);
      await tx.query(updateSql);
      return attempt(tx, `delete from public.${table} returning 1`);
    });
    expect(result.error).toBeNull();
    expect(result.rows.length).toBeGreaterThanOrEqual(5);
  });
});

describe('itinerarios', () => {
  it('anon has no privilege', async () => {
    const result = await asRole(db, anon, (tx) => attempt(tx, 'select * from public.itinerarios'));
    expect(result.error?.code).toBe('42501');
  });

  it('the owner reads their own itineraries only', async () => {
    const { rows } = await asRole(db, as(owner), (tx) =>
      attempt(tx, 'select id_itinerario from public.itinerarios'),
    );
    expect(rows).toEqual([{ id_itinerario: itinerary.id_itinerario }]);
  });

  it('another customer sees none of them', async () => {
    const { rows } = await asRole(db, as(other), (tx) =>
      attempt(tx, 'select id_itinerario from public.itinerarios where id_cliente = $1', [owner.idCliente]),
    );
    expect(rows).toEqual([]);
  });

  it.each([
    ['insert', `insert into public.itinerarios (id_cliente, nome_passeio) values ($1, 'Rota do Horto')`],
    ['update', `update public.itinerarios set status = 'Cancelado' where id_cliente = $1`],
    ['delete', 'delete from public.itinerarios where id_cliente = $1'],
  ])('%s is refused for anon and the owner', async (_, sql) => {
    for (const who of [anon, as(owner)]) {
      const result = await asRole(db, who, (tx) => attempt(tx, sql, [owner.idCliente]));
      expect(result.error?.code).toBe('42501');
    }
  });

  it('the service role writes them, with status defaulting to Aguardando', async () => {
    const { rows } = await asRole(db, service, (tx) =>
      attempt(
        tx,
        `insert into public.itinerarios (id_cliente, nome_passeio) values ($1, 'Rota do Horto') returning status`,
        [other.idCliente],
      ),
    );
    expect(rows).toEqual([{ status: 'Aguardando' }]);
  });
});
