import { anon, as } from '../../helpers/db.ts';
import { createCustomer, type Customer } from '../../helpers/factories.ts';
import { db, refused, rowsAs, withSchemaDatabase } from '../../helpers/schema-database.ts';
import { checkout, grant, valueOf } from './credits-setup.ts';

// My Purchases says what the credit paid of a confirmed booking too (src/features/orders/api/my-purchases.ts): it
// reads the customer's orders that used credit (`credito_usado` of pedido_site) and each itinerary's `id_pedido`.
// booking_credit_used() is the operator's (revoked from public); RLS lets a customer read these columns of their
// own rows only.

withSchemaDatabase();

const city = 'City Tour Tradicional';
const amantikir = 'Parque Amantikir';
let seq = 0;
const newCustomer = () => createCustomer(db, { nome: `Cliente Compras ${++seq}` });

/** The page's query: the customer's orders that used credit, as the customer. */
const creditOrdersAs = (reader: Customer, owner: Customer) =>
  rowsAs(
    as(reader),
    `select id, credito_usado from public.pedido_site where id_cliente = $1 and credito_usado > 0 order by id`,
    [owner.idCliente],
  );

const itinerariesAs = (reader: Customer, owner: Customer) =>
  rowsAs(as(reader), `select id_itinerario, id_pedido from public.itinerarios where id_cliente = $1`, [
    owner.idCliente,
  ]);

describe('what a customer reads of the credit their bookings used', () => {
  it('reads each of their orders that used credit, and the order their itinerary confirms', async () => {
    const ana = await newCustomer();
    await grant(ana, valueOf(city, 1) + 50.45);
    const [byCredit] = await checkout(ana, [{ tipo_pagamento: 'Crédito', usar_credito: true }]);
    const [byCard] = await checkout(ana, [
      { nome_passeio: amantikir, tipo_pagamento: 'Cartão(Stripe)', usar_credito: true },
    ]);
    await checkout(ana, [{ tipo_pagamento: 'Pix' }]);
    expect(await creditOrdersAs(ana, ana)).toEqual([
      { id: byCredit!.id, credito_usado: valueOf(city, 1) },
      { id: byCard!.id, credito_usado: 50.45 },
    ]);
    expect(await itinerariesAs(ana, ana)).toEqual([
      { id_itinerario: expect.any(Number), id_pedido: byCredit!.id },
    ]);
  });

  it('reads nothing of another customer’s, and a visitor reads nothing', async () => {
    const bia = await newCustomer();
    const caio = await newCustomer();
    await grant(bia, 500);
    await checkout(bia, [{ tipo_pagamento: 'Crédito', usar_credito: true }]);
    expect(await creditOrdersAs(caio, bia)).toEqual([]);
    expect(await itinerariesAs(caio, bia)).toEqual([]);
    expect((await refused(anon, 'select credito_usado from public.pedido_site')).code).toBe('42501');
  });

  it('cannot ask booking_credit_used(), the operator’s', async () => {
    const dani = await newCustomer();
    expect((await refused(as(dani), 'select public.booking_credit_used(null, 1)')).code).toBe('42501');
  });
});
