import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { signUpCustomer, type SignedInCustomer } from '../../helpers/customers.ts';

// Issue 31: customers racing to redeem the same gift card spend it once. Ten customers' supabase-js clients call
// redeem_gift_card at once against a running embedded backend; scripts/check-migrations-pg15.sh runs the same race
// on PostgreSQL 15 with ten connections in ten concurrent transactions (scripts/race-gift-card-pg15.ts).

const racers = 10;

let backend: TestBackend;
let buyer: SignedInCustomer;
const customers: SignedInCustomer[] = [];

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await backend.ctx.exclusive(() => backend.ctx.db.query<T>(sql, params))).rows;

beforeAll(async () => {
  backend = await startTestBackend();
  buyer = await signUpCustomer(backend, 'Quem Compra', '11955550000');
  for (let n = 0; n < racers; n += 1) {
    customers.push(
      await signUpCustomer(backend, `Quem Resgata ${n}`, `1195555${String(n + 1).padStart(4, '0')}`),
    );
  }
}, 120_000);
afterAll(() => backend?.close());

it('ten customers redeeming one R$ 200 card at once: one gets the credit, nine read it was redeemed', async () => {
  const { data: id, error } = await buyer.client.rpc('buy_gift_card', {
    p_valor: 200,
    p_tipo_pagamento: 'Pix',
  });
  if (error) throw error;
  await query(`select public.confirm_gift_card_payment($1, 'pi_race')`, [id]);
  const [{ codigo } = { codigo: '' }] = await query<{ codigo: string }>(
    'select codigo from public.vales_presente where id = $1',
    [id],
  );

  const results = await Promise.all(
    customers.map(({ client }) => client.rpc('redeem_gift_card', { p_codigo: codigo }).single()),
  );
  expect(results.every((result) => !result.error)).toBe(true);
  const rows = results.map(
    (result) => result.data as { ok: boolean; valor: number | null; mensagem: string },
  );
  expect(rows.filter((row) => row.ok)).toEqual([
    { ok: true, valor: 200, mensagem: 'Vale-presente resgatado.', detalhe: null },
  ]);
  expect(rows.filter((row) => !row.ok)).toEqual(
    Array.from({ length: racers - 1 }, () => ({
      ok: false,
      valor: null,
      mensagem: 'Este vale-presente já foi resgatado.',
      detalhe: 'gift_card: redeemed',
    })),
  );
  expect(
    await query(
      `select count(*)::int as lots, sum(valor)::float8 as total from public.credit_lots where origem = 'vale_presente'`,
    ),
  ).toEqual([{ lots: 1, total: 200 }]);
});
