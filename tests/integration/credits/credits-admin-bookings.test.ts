import { anon, as } from '../../helpers/db.ts';
import { createCustomer, createItinerary, type Customer } from '../../helpers/factories.ts';
import {
  customer,
  db,
  operator,
  other,
  refused,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import { checkout, grant, valueOf } from './credits-setup.ts';

// The console's bookings (admin_bookings, migration 20261205000200) say how much of each booking the customer's
// credit paid (credito_usado, as booking_credit_used answers), and a checkout the credit paid reads
// 'Site (crédito)', not 'Site (PIX)'.

withSchemaDatabase();

const city = 'City Tour Tradicional';
const amantikir = 'Parque Amantikir';
let seq = 0;
const newCustomer = () => createCustomer(db, { nome: `Cliente Console ${++seq}` });

const bookingsOf = async (who: Customer) =>
  rowsAs(
    as(operator),
    `select ref, kind, origem, valor, credito_usado, status from public.admin_bookings()
      where id_cliente = $1 order by ref`,
    [who.idCliente],
  );

describe('the credit a booking used, in the operator’s bookings', () => {
  it('is the whole value of a booking the credit paid, booked as an itinerary', async () => {
    const ana = await newCustomer();
    await grant(ana, 500);
    const [order] = await checkout(ana, [{ tipo_pagamento: 'Crédito', usar_credito: true }]);
    const [row] = await bookingsOf(ana);
    expect(row).toMatchObject({
      kind: 'itinerario',
      origem: 'Site (crédito)',
      valor: valueOf(city, 1),
      credito_usado: valueOf(city, 1),
      status: 'Aguardando',
    });
    expect(order!.credito_usado).toBe(valueOf(city, 1));
  });

  it('is the part the credit paid of a card order, the rest paid by card', async () => {
    const bia = await newCustomer();
    await grant(bia, 50.45);
    await checkout(bia, [{ nome_passeio: amantikir, tipo_pagamento: 'Cartão(Stripe)', usar_credito: true }]);
    const [row] = await bookingsOf(bia);
    expect(row).toMatchObject({
      kind: 'pedido',
      origem: 'Site (cartão)',
      valor: valueOf(amantikir, 1),
      credito_usado: 50.45,
    });
  });

  it('is 0 for a booking paid in money only, and for one from the messaging app', async () => {
    const caio = await newCustomer();
    await checkout(caio, [{ tipo_pagamento: 'Pix' }]);
    await createItinerary(db, { id_cliente: caio.idCliente });
    const rows = await bookingsOf(caio);
    expect(rows.map((row) => [row.kind, row.origem, row.credito_usado])).toEqual([
      ['pedido', 'Site (PIX)', 0],
      ['itinerario', 'WhatsApp', 0],
    ]);
  });

  it('is read by the operator only', async () => {
    for (const who of [anon, as(customer), as(other)]) {
      expect((await refused(who, 'select credito_usado from public.admin_bookings()')).code).toBe('42501');
    }
  });
});
