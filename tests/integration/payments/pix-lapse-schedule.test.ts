import { eventually } from '../../helpers/eventually.ts';
import { unpaidPixOrdersService } from '../../../supabase/local/scheduler.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { createCustomer, createOrder, type Customer } from '../../helpers/factories.ts';

// The embedded backend's lapse schedule (supabase/local/scheduler.ts), driven by a hand-held clock: every minute,
// lapse_unpaid_pix_orders() cancels the PIX orders past their hold, then send-emails sends the 'Pedido cancelado'
// mails to the local mailbox.

let backend: TestBackend;
let customer: Customer;
const logs: string[] = [];
let now = Date.now();
const ticks: { at: number; fn: () => void; done: boolean }[] = [];
const clock = {
  now: () => new Date(now),
  after(ms: number, fn: () => void) {
    const tick = { at: now + ms, fn, done: false };
    ticks.push(tick);
    return { cancel: () => void (tick.done = true) };
  },
};
const advance = (ms: number) => {
  now += ms;
  for (const tick of ticks.filter((t) => !t.done && t.at <= now)) {
    tick.done = true;
    tick.fn();
  }
};

beforeAll(async () => {
  backend = await startTestBackend({
    services: [unpaidPixOrdersService({ clock, log: (message) => logs.push(message) })],
  });
  customer = await backend.ctx.exclusive(() => createCustomer(backend.ctx.db, { nome: 'Lia Prazo' }));
});
afterAll(async () => {
  await backend?.close();
});

const query = <T>(sql: string, params: unknown[] = []) =>
  backend.ctx.exclusive(() => backend.ctx.db.query<T>(sql, params));
const statusOf = async (id: number) =>
  (
    await query<{ status: string; motivo_cancelamento: string | null }>(
      'select status, motivo_cancelamento from public.pedido_site where id = $1',
      [id],
    )
  ).rows[0];
const mailsTo = (to: string) => backend.ctx.mailbox.list().filter((mail) => mail.to === to);

it('does nothing while no PIX order has lapsed', async () => {
  await backend.ctx.exclusive(() =>
    createOrder(backend.ctx.db, { id_cliente: customer.idCliente, nome_passeio: 'Parque Amantikir' }),
  );
  advance(60_000);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(logs).toEqual([]);
});

it('every minute cancels the lapsed PIX orders and sends their mail once; a waiting order stays', async () => {
  const [lapsed, waiting] = await backend.ctx.exclusive(async () => [
    await createOrder(backend.ctx.db, { id_cliente: customer.idCliente, qtd_adults: 2 }),
    await createOrder(backend.ctx.db, { id_cliente: customer.idCliente, nome_passeio: 'Turismo Aparecida' }),
  ]);
  await query(`update public.pedido_site set expira_em = now() - interval '1 minute' where id = $1`, [
    lapsed!.id,
  ]);

  advance(60_000);
  await eventually(() => expect(mailsTo(customer.email)).toHaveLength(1));
  expect(await statusOf(lapsed!.id)).toEqual({
    status: 'cancelado',
    motivo_cancelamento: 'Pagamento não identificado no prazo',
  });
  expect(await statusOf(waiting!.id)).toEqual({ status: 'aguardando pagamento', motivo_cancelamento: null });
  const [mail] = mailsTo(customer.email);
  expect(mail?.subject).toBe('Pedido cancelado');
  expect(mail?.html).toContain('Motivo: Pagamento não identificado no prazo');
  await eventually(() =>
    expect(logs).toEqual([
      "PIX: 1 unpaid order(s) lapsed ('Pagamento não identificado no prazo')",
      'E-mails: 1 sent, 0 failed',
    ]),
  );

  advance(60_000);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(mailsTo(customer.email)).toHaveLength(1);
  expect(logs).toHaveLength(2);
});
