import { anon, as } from '../../helpers/db.ts';
import { createCustomer, createItinerary, createOrder, type Customer } from '../../helpers/factories.ts';
import {
  customer,
  db,
  operator,
  other,
  refused,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';

// Reservas' search (admin_bookings' text, migration 20261205000100): names and e-mails compared without case or
// accents, as Clientes compares them (fold_search_text), and what the operator types matched literally, '%', '_'
// and '\' included.

withSchemaDatabase();

let joao: Customer;
let saoPaulo: Customer;
let percent: Customer;
let underscore: Customer;
let backslash: Customer;

beforeAll(async () => {
  joao = await createCustomer(db, { nome: 'João Conceição', email: 'joao.conceicao@example.com' });
  saoPaulo = await createCustomer(db, { nome: 'Agência São Paulo Turismo', email: 'reservas@example.com' });
  percent = await createCustomer(db, { nome: 'Clube 100% Serra', email: 'clube@example.com' });
  underscore = await createCustomer(db, { nome: 'Grupo A_B', email: 'grupo@example.com' });
  backslash = await createCustomer(db, { nome: 'Empresa X\\Y', email: 'empresa@example.com' });
  await createItinerary(db, { id_cliente: joao.idCliente });
  await createOrder(db, { id_cliente: joao.idCliente });
  for (const who of [saoPaulo, percent, underscore, backslash])
    await createItinerary(db, { id_cliente: who.idCliente });
  // Names the wildcards would match: 'A_B' as a pattern matches 'AxB', '100%' matches '1000'.
  const decoys = [
    await createCustomer(db, { nome: 'Grupo AxB', email: 'decoy1@example.com' }),
    await createCustomer(db, { nome: 'Clube 1000 Serra', email: 'decoy2@example.com' }),
    await createCustomer(db, { nome: 'Empresa XY', email: 'decoy3@example.com' }),
  ];
  for (const who of decoys) await createItinerary(db, { id_cliente: who.idCliente });
});

const customersFound = async (text: string) =>
  [
    ...new Set(
      (
        await rowsAs(as(operator), 'select nome_cliente from public.admin_bookings(null, null, $1)', [text])
      ).map((row) => row.nome_cliente as string),
    ),
  ].sort();

describe('Reservas search', () => {
  it('finds accented names typed without accents or case, and the other way round', async () => {
    for (const text of ['Joao', 'joao conceicao', 'JOÃO', 'Joäo', 'CONCEICAO', 'conceição']) {
      expect(await customersFound(text), text).toEqual(['João Conceição']);
    }
    for (const text of ['sao paulo', 'SÃO PAULO', 'agencia sao']) {
      expect(await customersFound(text), text).toEqual(['Agência São Paulo Turismo']);
    }
  });

  it('finds every booking of the customer, the itinerary and the order', async () => {
    const refs = await rowsAs(as(operator), 'select ref from public.admin_bookings(null, null, $1)', [
      'joao',
    ]);
    expect(refs).toHaveLength(2);
  });

  it('finds e-mails without case or accents', async () => {
    expect(await customersFound('JOAO.CONCEICAO@EXAMPLE.COM')).toEqual(['João Conceição']);
    expect(await customersFound('joão.conceicao@')).toEqual(['João Conceição']);
  });

  it('matches %, _ and \\ literally, not as patterns', async () => {
    expect(await customersFound('100%')).toEqual(['Clube 100% Serra']);
    expect(await customersFound('%')).toEqual(['Clube 100% Serra']);
    expect(await customersFound('A_B')).toEqual(['Grupo A_B']);
    expect(await customersFound('_')).toEqual(['Grupo A_B']);
    expect(await customersFound('X\\Y')).toEqual(['Empresa X\\Y']);
    expect(await customersFound('\\')).toEqual(['Empresa X\\Y']);
  });

  it('is refused to anon and to customers', async () => {
    for (const who of [anon, as(customer), as(other), as(joao)]) {
      expect((await refused(who, 'select * from public.admin_bookings(null, null, $1)', ['joao'])).code).toBe(
        '42501',
      );
    }
  });
});
