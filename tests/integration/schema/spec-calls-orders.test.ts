import { orderRefusalMessage } from '../../../src/domain/order-refusal.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { createItinerary, createOrder, createPastOrder } from '../../helpers/factories.ts';
import { signUpCustomer, type SignedInCustomer } from '../../helpers/customers.ts';
import { weekdayFromToday } from '../../helpers/days.ts';

// Spec §7 calls 11–17 (checkout and My Purchases), made through supabase-js as the app makes them.

let backend: TestBackend;
let me: SignedInCustomer;
let other: SignedInCustomer;
let myId: number;
let otherId: number;
let olderPendingId: number;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const past = '2020-03-10';
const past2020 = '2020-03-09'; // a Monday: Parque Amantikir runs on it, but it has passed
// Saturdays, and a Sunday, weeks ahead (within the booking horizon): days the tours below run, so the database
// stores their orders.
const future = weekdayFromToday('saturday', 21);
const later = weekdayFromToday('saturday', 35);
const sunday = weekdayFromToday('sunday', 22);

const paidSooner = 'City Tour Tradicional';
const paidLater = 'Parque Amantikir';

async function idOf(customer: SignedInCustomer): Promise<number> {
  const { data, error } = await customer.client
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', customer.userId)
    .single();
  if (error) throw error;
  return (data as { id_cliente: number }).id_cliente;
}

const order = (nome_passeio: string, valor: number, data_passeio: string | null) => ({
  id_cliente: myId,
  nome_passeio,
  valor,
  data_passeio,
  qtd_adults: 2,
  qtd_children: 1,
  qtd_babies: 0,
  qtd_pets: 0,
  hotel_local: 'Hotel Frontenac',
  tipo_pagamento: 'Cartão(Stripe)',
  status: 'aguardando pagamento',
});

beforeAll(async () => {
  backend = await startTestBackend();
  me = await signUpCustomer(backend, 'Helena Cardoso', '11955554444');
  other = await signUpCustomer(backend, 'Caio Mendes', '11966665555');
  myId = await idOf(me);
  otherId = await idOf(other);
  await backend.ctx.exclusive(async () => {
    const db = backend.ctx.db;
    // Orders name real tours (the database stores no other): each tour stands for one case below.
    const older = await createOrder(db, {
      id_cliente: myId,
      nome_passeio: 'City Tour Cultural',
      created_at: new Date('2025-01-01T12:00:00Z'),
    });
    olderPendingId = older.id;
    await createOrder(db, {
      id_cliente: myId,
      nome_passeio: paidLater,
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'pago',
      data_passeio: later,
    });
    await createOrder(db, {
      id_cliente: myId,
      nome_passeio: paidSooner,
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'pago',
      data_passeio: future,
    });
    await createPastOrder(db, {
      id_cliente: myId,
      nome_passeio: 'Rota Alto Lajeado',
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'pago',
      data_passeio: past,
    });
    await createOrder(db, {
      id_cliente: myId,
      nome_passeio: 'Turismo Aparecida',
      tipo_pagamento: 'Pix',
      status: 'pago',
      data_passeio: future,
    });
    await createOrder(db, {
      id_cliente: otherId,
      nome_passeio: 'Agroturismo na Serra',
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'pago',
      data_passeio: future,
    });
    await createItinerary(db, { id_cliente: myId, nome_passeio: 'Upcoming later', data_passeio: later });
    await createItinerary(db, { id_cliente: myId, nome_passeio: 'Upcoming sooner', data_passeio: future });
    await createItinerary(db, { id_cliente: myId, nome_passeio: 'Today', data_passeio: today });
    await createItinerary(db, {
      id_cliente: myId,
      nome_passeio: 'Upcoming cancelled',
      data_passeio: future,
      status: 'Cancelado',
    });
    await createItinerary(db, {
      id_cliente: myId,
      nome_passeio: 'Done long ago',
      data_passeio: '2019-01-05',
      status: 'Concluído',
    });
    await createItinerary(db, {
      id_cliente: myId,
      nome_passeio: 'Done recently',
      data_passeio: past,
      status: 'Concluído',
    });
    await createItinerary(db, { id_cliente: otherId, nome_passeio: 'Not mine', data_passeio: future });
  });
});
afterAll(() => backend?.close());

describe('checkout calls', () => {
  const duplicateCheck = (item: ReturnType<typeof order>) =>
    me.client
      .from('pedido_site')
      .select('id')
      .eq('id_cliente', item.id_cliente)
      .eq('nome_passeio', item.nome_passeio)
      .eq('data_passeio', item.data_passeio!)
      .eq('valor', item.valor)
      .eq('tipo_pagamento', item.tipo_pagamento)
      .eq('status', 'aguardando pagamento');

  let ids: number[] = [];

  it('11, 12, 13: duplicate check finds nothing, insert returns the rows, session id saved on them', async () => {
    // 2 adults and a child: R$ 90 × 2.5 and R$ 120 × 2.5.
    const items = [order('City Tour Tradicional', 225, future), order('Parque Amantikir', 300, later)];
    expect(await duplicateCheck(items[0]!)).toMatchObject({ data: [], error: null });

    const inserted = await me.client.from('pedido_site').insert(items).select();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject([
      {
        nome_passeio: 'City Tour Tradicional',
        valor: 225,
        data_passeio: future,
        status: 'aguardando pagamento',
        stripe_session_id: null,
      },
      {
        nome_passeio: 'Parque Amantikir',
        valor: 300,
        data_passeio: later,
        status: 'aguardando pagamento',
        stripe_session_id: null,
      },
    ]);
    ids = (inserted.data as { id: number }[]).map((row) => row.id);

    const found = await duplicateCheck(items[0]!);
    expect(found).toMatchObject({ data: [{ id: ids[0] }], error: null });

    const updated = await me.client
      .from('pedido_site')
      .update({ stripe_session_id: 'cs_test_abc' })
      .in('id', ids);
    expect(updated.error).toBeNull();
    const saved = await me.client.from('pedido_site').select('stripe_session_id').in('id', ids);
    expect(saved.data).toEqual([{ stripe_session_id: 'cs_test_abc' }, { stripe_session_id: 'cs_test_abc' }]);
  });

  it('12: the same pending order again is refused by the database with 23505 (409)', async () => {
    const again = await me.client
      .from('pedido_site')
      .insert([order('City Tour Tradicional', 225, future)])
      .select();
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
  });

  it('12: two identical pending orders sent at once leave exactly one row', async () => {
    const item = order('Fazenda Prana — Pôr do Sol', 375, sunday);
    const results = await Promise.all([
      me.client.from('pedido_site').insert([item]).select(),
      me.client.from('pedido_site').insert([item]).select(),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const { data } = await duplicateCheck(item);
    expect(data).toHaveLength(1);
  });

  it('12: an order the catalogue does not explain is refused (400) with a message the shop shows as it is', async () => {
    const cheap = await me.client
      .from('pedido_site')
      .insert([order('Parque Amantikir', 0.01, later)])
      .select();
    expect(cheap.status).toBe(400);
    expect(cheap.error).toMatchObject({ code: '23514', details: 'pedido_site: value' });
    expect(orderRefusalMessage(cheap.error)).toBe(
      'O valor do passeio "Parque Amantikir" não confere com o catálogo (R$\u00a0300,00). Atualize a página e tente novamente.',
    );
    const past = await me.client.from('pedido_site').insert([order('Parque Amantikir', 300, past2020)]);
    expect(orderRefusalMessage(past.error)).toBe('A data do passeio "Parque Amantikir" já passou.');
  });

  it('12: an order inserted as paid, or for another customer, is refused (42501, 403)', async () => {
    for (const bad of [
      { ...order('Rota do Horto Florestal', 275, future), status: 'pago' },
      { ...order('Rota do Horto Florestal', 275, future), id_cliente: otherId },
    ]) {
      const result = await me.client.from('pedido_site').insert([bad]).select();
      expect(result.status).toBe(403);
      expect(result.error?.code).toBe('42501');
    }
  });

  it('13: status and value cannot be changed by the customer; another customer updates nothing', async () => {
    const status = await me.client.from('pedido_site').update({ status: 'pago' }).in('id', ids);
    expect(status.error?.code).toBe('42501');
    const value = await me.client.from('pedido_site').update({ valor: 1 }).in('id', ids);
    expect(value.error?.code).toBe('42501');
    const theirs = await other.client
      .from('pedido_site')
      .update({ stripe_session_id: 'cs_test_evil' })
      .in('id', ids)
      .select();
    expect(theirs).toMatchObject({ data: [], error: null });
  });

  it('14: my pending orders, newest first', async () => {
    const { data, error } = await me.client
      .from('pedido_site')
      .select('*')
      .eq('id_cliente', myId)
      .eq('status', 'aguardando pagamento')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const listed = (data as { id: number }[]).map((row) => row.id);
    // Rows of one insert share created_at (the transaction's time), so only the older one's place is fixed.
    expect(listed).toHaveLength(4);
    expect(listed.slice(1, 3).sort()).toEqual([...ids].sort());
    expect(listed.at(-1)).toBe(olderPendingId);
  });
});

describe('My Purchases calls', () => {
  const names = (data: unknown) => (data as { nome_passeio: string }[]).map((row) => row.nome_passeio);

  it("15: my 'Aguardando' itineraries from today on, ascending", async () => {
    const { data, error } = await me.client
      .from('itinerarios')
      .select('*')
      .eq('id_cliente', myId)
      .eq('status', 'Aguardando')
      .gte('data_passeio', today)
      .order('data_passeio', { ascending: true });
    expect(error).toBeNull();
    expect(names(data)).toEqual(['Today', 'Upcoming sooner', 'Upcoming later']);
  });

  it('16: my paid card orders from today on, ascending', async () => {
    const { data, error } = await me.client
      .from('pedido_site')
      .select('*')
      .eq('id_cliente', myId)
      .eq('status', 'pago')
      .eq('tipo_pagamento', 'Cartão(Stripe)')
      .gte('data_passeio', today)
      .order('data_passeio', { ascending: true });
    expect(error).toBeNull();
    expect(names(data)).toEqual([paidSooner, paidLater]);
  });

  it('17: my itineraries before today, newest first', async () => {
    const { data, error } = await me.client
      .from('itinerarios')
      .select('*')
      .eq('id_cliente', myId)
      .lt('data_passeio', today)
      .order('data_passeio', { ascending: false });
    expect(error).toBeNull();
    expect(names(data)).toEqual(['Done recently', 'Done long ago']);
  });

  it("14–17 with another customer's id return nothing", async () => {
    const orders = await me.client.from('pedido_site').select('*').eq('id_cliente', otherId);
    const itineraries = await me.client.from('itinerarios').select('*').eq('id_cliente', otherId);
    expect([orders.data, itineraries.data]).toEqual([[], []]);
  });
});
