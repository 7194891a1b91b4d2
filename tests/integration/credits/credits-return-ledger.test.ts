import { anon, as } from '../../helpers/db.ts';
import { createCustomer, type Customer } from '../../helpers/factories.ts';
import {
  db,
  operator,
  other,
  refused,
  rowOf,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import { balanceOf, checkout, grant, lotsOf, valueOf } from './credits-setup.ts';

// A pending order paid partly with credit that lapses or is cancelled gives its credit back to the lots it came
// from, one 'devolucao' movement per lot. The customer's statement (credit_movements(): 'Meu crédito', the operator's
// view of a customer) reads the return as one line of its total, as it reads a use from two lots; the lots keep their
// own expiries, which the balance names.

withSchemaDatabase();

const city = 'City Tour Tradicional';
const cityValue = valueOf(city, 1);
let seq = 0;
const newCustomer = async (): Promise<Customer> => createCustomer(db, { nome: `Cliente Devolução ${++seq}` });

/** Two lots of R$ 10 and R$ 20 expiring at these instants, spent by a card order, then the order cancelled. */
async function returnedFromTwoLots(firstExpiry: string, secondExpiry: string) {
  const who = await newCustomer();
  const [first, second] = [await grant(who, 10), await grant(who, 20)];
  await db.query(
    `update public.credit_lots set expira_em = case id when $1 then $3::timestamptz when $2 then $4::timestamptz end
      where id in ($1, $2)`,
    [first, second, firstExpiry, secondExpiry],
  );
  const [order] = await checkout(who, [{ tipo_pagamento: 'Cartão(Stripe)', usar_credito: true }]);
  expect(order).toMatchObject({ credito_usado: 30, valor: cityValue });
  // The customer's 'Cancelar pedido'.
  await db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ role: 'authenticated', sub: who.userId, aud: 'authenticated' })],
    );
    await tx.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [order!.id]);
  });
  const voucher = (await rowOf('select voucher from public.pedido_site where id = $1', [order!.id]))!.voucher;
  return { who, first, second, voucher };
}

const statement = (who: Customer) =>
  rowsAs(as(who), 'select tipo, valor, expira_em, referencia from public.credit_movements()');

describe('a return of credit to two lots', () => {
  it('is one line of its total; the lots keep their expiries, and the balance names the earliest', async () => {
    const { who, first, second, voucher } = await returnedFromTwoLots(
      '2027-06-10 12:00:00-03',
      '2027-09-20 12:00:00-03',
    );
    const lines = await statement(who);
    expect(lines.map((line) => [line.tipo, line.valor, line.referencia])).toEqual([
      ['devolucao', 30, voucher],
      ['uso', -30, voucher],
      ['cortesia', 20, null],
      ['cortesia', 10, null],
    ]);
    // Two expiries: the line names none (each part keeps its lot's), where one expiry would be wrong for the other.
    expect(lines[0]!.expira_em).toBeNull();
    expect((await lotsOf(who)).map((lot) => [Number(lot.id), lot.restante])).toEqual([
      [first, 10],
      [second, 20],
    ]);
    const balance = await balanceOf(who);
    expect(balance).toMatchObject({ saldo: 30, valor_a_expirar: 10 });
    expect(new Date(balance.proxima_expiracao!).toISOString()).toBe('2027-06-10T15:00:00.000Z');
  });

  it('names the expiry when both lots expire on the same São Paulo day', async () => {
    const { who } = await returnedFromTwoLots('2027-06-10 09:00:00-03', '2027-06-10 18:30:00-03');
    const [line] = await statement(who);
    expect(line).toMatchObject({ tipo: 'devolucao', valor: 30 });
    expect(new Date(line!.expira_em as string).toISOString()).toBe('2027-06-10T12:00:00.000Z');
  });

  it('reads the same to the operator; another customer and anon are refused', async () => {
    const { who } = await returnedFromTwoLots('2027-06-10 12:00:00-03', '2027-09-20 12:00:00-03');
    const mine = await statement(who);
    expect(
      await rowsAs(
        as(operator),
        'select tipo, valor, expira_em, referencia from public.credit_movements($1)',
        [who.idCliente],
      ),
    ).toEqual(mine);
    expect(
      (await refused(as(other), 'select * from public.credit_movements($1)', [who.idCliente])).code,
    ).toBe('42501');
    expect((await refused(anon, 'select * from public.credit_movements($1)', [who.idCliente])).code).toBe(
      '42501',
    );
  });
});
