import {
  admin,
  backend,
  cityTour,
  invoke,
  item,
  me,
  nextDay,
  party,
  stripe,
  withCardPaymentsBackend,
} from '../payments/card-payments-setup.ts';

// Issue 31: a card checkout with credit. create-checkout-session charges each order the database's value less the
// credit it took, one line per order named by its tour (and day: src/domain/card-checkout.test.ts), and compares the client's amount with that sum.

withCardPaymentsBackend();

const grantCredit = async (valor: number) => {
  const { data: client } = await admin
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', me.userId)
    .single();
  await backend.ctx.exclusive(() =>
    backend.ctx.db.query(`select public.grant_credit_lot($1, $2, 'cortesia', 'Teste')`, [
      (client as { id_cliente: number }).id_cliente,
      valor,
    ]),
  );
  return (client as { id_cliente: number }).id_cliente;
};

async function cardOrderWithCredit(idCliente: number, date: string) {
  const { data, error } = await me.client
    .from('pedido_site')
    .insert({
      id_cliente: idCliente,
      nome_passeio: cityTour.title,
      valor: 225,
      data_passeio: date,
      qtd_adults: party.adults,
      qtd_children: party.children,
      qtd_babies: party.babies,
      qtd_pets: party.pets,
      hotel_local: 'Hotel Frontenac',
      tipo_pagamento: 'Cartão(Stripe)',
      usar_credito: true,
    })
    .select('id, valor, credito_usado')
    .single();
  if (error) throw error;
  return data;
}

it('charges what the credit leaves, with the tour and its day on the line', async () => {
  const idCliente = await grantCredit(60);
  const date = nextDay();
  const order = await cardOrderWithCredit(idCliente, date);
  expect(order).toMatchObject({ valor: 225, credito_usado: 60 });

  const full = await invoke(me.client, 'create-checkout-session', {
    amount: 225,
    items: [item(order.id, cityTour, date)],
    userEmail: me.email,
  });
  expect(full.status).toBe(400);
  expect(full.body).toMatchObject({ code: 'amount_mismatch' });
  expect(full.body.message).toMatch(/não confere com o valor a pagar \(R\$\s165,00\)/);

  const answer = await invoke(me.client, 'create-checkout-session', {
    amount: 165,
    items: [item(order.id, cityTour, date)],
    userEmail: me.email,
  });
  expect(answer.status).toBe(200);
  const session = await stripe.checkout.sessions.retrieve(answer.body.sessionId as string);
  expect(session).toMatchObject({ amount_total: 16500, currency: 'brl', status: 'open' });
  expect(session.metadata?.order_ids).toBe(String(order.id));
  const html = await (await fetch(answer.body.url as string)).text();
  expect(html).toContain('City Tour Tradicional');
  expect(html).toMatch(/R\$\s165,00/);
  // One line for the order, quantity 1, at what is left to pay (the local provider keeps name, amount, quantity).
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ line_items: unknown }>(
      'select line_items from local_stripe.checkout_sessions where id = $1',
      [session.id],
    ),
  );
  expect(rows[0]!.line_items).toEqual([{ name: 'City Tour Tradicional', unitAmount: 16500, quantity: 1 }]);
});
