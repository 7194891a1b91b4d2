import { anon, as, service } from '../../helpers/db.ts';
import { createCustomer, createDriver, type Customer } from '../../helpers/factories.ts';
import {
  customer,
  db,
  operator,
  other,
  refused,
  rowAs,
  rowOf,
  rowsAs,
  rowsOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';

// Issue 31, gift cards: the table and its RLS as anon, the buyer, another customer, the driver and the operator;
// buying (the database judges the amount and the fields), the payment confirmed once with its mails, the printable
// card's reader, redeeming into credit, its refusals and the limit on wrong codes.

withSchemaDatabase();

let driver: Customer;
beforeAll(async () => {
  driver = await createDriver(db);
});

const buy = async (who: Customer, valor: number, extra: unknown[] = [null, null, null], tipo = 'Pix') =>
  Number(
    (await rowAs(as(who), 'select public.buy_gift_card($1, $2, $3, $4, $5) as id', [valor, tipo, ...extra]))
      .id,
  );

const pay = async (id: number, ref = `pi_test_${id}`) =>
  (await rowAs(service, 'select public.confirm_gift_card_payment($1, $2) as paid', [id, ref])).paid;

const codeOf = async (id: number) =>
  String((await rowOf('select codigo from public.vales_presente where id = $1', [id]))!.codigo);

const redeem = (who: Customer, code: string) =>
  rowAs(as(who), 'select ok, valor, mensagem, detalhe from public.redeem_gift_card($1)', [code]);

const balanceOf = async (who: Customer) =>
  Number((await rowAs(as(who), 'select saldo from public.credit_balance()')).saldo);

describe('buy_gift_card', () => {
  it('records a card of the caller waiting for its payment, with a random 12-character code', async () => {
    const id = await buy(customer, 200, ['  Bia  ', ' Bia@Example.com ', ' Parabéns! ']);
    expect(
      await rowOf(
        `select valor, id_cliente, destinatario_nome, destinatario_email, mensagem, tipo_pagamento, status, pago_em,
                codigo ~ '^[0-9A-HJKMNP-TV-Z]{12}$' as code_ok
           from public.vales_presente where id = $1`,
        [id],
      ),
    ).toEqual({
      valor: 200,
      id_cliente: customer.idCliente,
      destinatario_nome: 'Bia',
      destinatario_email: 'bia@example.com',
      mensagem: 'Parabéns!',
      tipo_pagamento: 'Pix',
      status: 'aguardando pagamento',
      pago_em: null,
      code_ok: true,
    });
    expect(await codeOf(id)).not.toBe(await codeOf(await buy(customer, 200)));
  });

  it.each([
    [[49, 'Pix'], 'O vale-presente vai de R$ 50 até R$ 5.000, em reais inteiros.'],
    [[5001, 'Pix'], 'O vale-presente vai de R$ 50 até R$ 5.000, em reais inteiros.'],
    [[100.5, 'Pix'], 'O vale-presente vai de R$ 50 até R$ 5.000, em reais inteiros.'],
    [[100, 'Dinheiro'], 'Escolha PIX ou cartão.'],
    [[100, 'Pix', 'x'.repeat(121)], 'O nome de quem recebe vai até 120 caracteres.'],
    [[100, 'Pix', null, 'bia@'], 'Informe um e-mail válido para quem recebe.'],
    [[100, 'Pix', null, null, 'x'.repeat(301)], 'A mensagem vai até 300 caracteres.'],
  ])('refuses %j: %s', async (params, message) => {
    const args = [...params, null, null, null].slice(0, 5);
    expect(await refused(as(customer), 'select public.buy_gift_card($1, $2, $3, $4, $5)', args)).toEqual({
      code: '22023',
      message,
    });
  });

  it('needs a signed-in customer', async () => {
    expect((await refused(anon, `select public.buy_gift_card(100, 'Pix')`)).code).toBe('42501');
  });

  it('holds at most twenty unpaid cards per customer', async () => {
    const hoarder = await createCustomer(db, { nome: 'Quem Acumula' });
    for (let n = 0; n < 20; n += 1) await buy(hoarder, 50);
    expect(await refused(as(hoarder), `select public.buy_gift_card(50, 'Pix')`)).toEqual({
      code: '22023',
      message: 'Muitas tentativas. Tente novamente mais tarde.',
    });
    await db.query(`update public.vales_presente set status = 'cancelado' where id_cliente = $1`, [
      hoarder.idCliente,
    ]);
    expect(await buy(hoarder, 50)).toBeGreaterThan(0);
  });

  it('nobody writes the table directly', async () => {
    for (const who of [anon, as(customer), as(operator)]) {
      const error = await refused(
        who,
        `insert into public.vales_presente (valor, id_cliente, tipo_pagamento) values (100, $1, 'Pix')`,
        [customer.idCliente],
      );
      expect(error.code).toBe('42501');
    }
    const id = await buy(customer, 100);
    expect(
      (await refused(as(customer), `update public.vales_presente set status = 'pago' where id = $1`, [id]))
        .code,
    ).toBe('42501');
  });
});

describe('who reads the cards', () => {
  let id: number;
  beforeAll(async () => {
    id = await buy(customer, 300);
  });
  const visible = async (who: Parameters<typeof rowsAs>[0]) =>
    (await rowsAs(who, 'select id from public.vales_presente where id = $1', [id])).length;

  it('the buyer and the operator read it; anon, another customer and the driver do not', async () => {
    expect((await refused(anon, 'select id from public.vales_presente')).code).toBe('42501');
    expect(await visible(as(customer))).toBe(1);
    expect(await visible(as(operator))).toBe(1);
    expect(await visible(as(other))).toBe(0);
    expect(await visible(as(driver))).toBe(0);
  });

  it('the code is no column a customer reads; my_gift_cards gives it once the card is paid', async () => {
    expect((await refused(as(customer), 'select codigo from public.vales_presente')).code).toBe('42501');
    const mine = async () =>
      (await rowsAs(as(customer), 'select id, codigo, status from public.my_gift_cards()')).find(
        (card) => card.id === id,
      );
    expect(await mine()).toEqual({ id, codigo: null, status: 'aguardando pagamento' });
    await pay(id);
    expect(await mine()).toEqual({ id, codigo: await codeOf(id), status: 'pago' });
    expect(await rowsAs(as(other), 'select id from public.my_gift_cards()')).toEqual([]);
  });
});

describe('confirm_gift_card_payment', () => {
  it('marks the card paid once and queues the buyer’s and the recipient’s mails once', async () => {
    const id = await buy(customer, 200, ['Bia', 'bia@example.com', 'Feliz aniversário']);
    expect(await pay(id, 'pi_first')).toBe(true);
    expect(await pay(id, 'pi_second')).toBe(false);
    expect(
      await rowOf(
        'select status, pagamento_ref, pago_em is not null as paid from public.vales_presente where id = $1',
        [id],
      ),
    ).toEqual({ status: 'pago', pagamento_ref: 'pi_first', paid: true });
    const code = await codeOf(id);
    expect(
      await rowsOf(
        `select template, to_email, data from public.email_outbox where dedupe_key in ($1, $2) order by template`,
        [`vale_presente:${id}`, `vale_presente_recebido:${id}`],
      ),
    ).toEqual([
      {
        template: 'vale_presente',
        to_email: customer.email,
        data: {
          comprador: 'Ana Cliente',
          destinatario: 'Bia',
          mensagem: 'Feliz aniversário',
          valor: 200,
          codigo: code,
        },
      },
      {
        template: 'vale_presente_recebido',
        to_email: 'bia@example.com',
        data: {
          comprador: 'Ana Cliente',
          destinatario: 'Bia',
          mensagem: 'Feliz aniversário',
          valor: 200,
          codigo: code,
        },
      },
    ]);
  });

  it('mails only the buyer when no recipient e-mail was given', async () => {
    const id = await buy(customer, 100);
    await pay(id);
    expect(
      await rowsOf(`select template from public.email_outbox where dedupe_key like '%:' || $1`, [String(id)]),
    ).toEqual([{ template: 'vale_presente' }]);
  });

  it('is the service role’s only', async () => {
    const id = await buy(customer, 100);
    for (const who of [anon, as(customer), as(operator)]) {
      expect((await refused(who, `select public.confirm_gift_card_payment($1, 'x')`, [id])).code).toBe(
        '42501',
      );
    }
  });
});

describe('gift_card: the printable card', () => {
  let code: string;
  let redeemer: Customer;
  beforeAll(async () => {
    const id = await buy(customer, 500, ['Bia', null, 'Para o seu próximo passeio']);
    await pay(id);
    code = await codeOf(id);
    redeemer = await createCustomer(db, { nome: 'Bia Resgata' });
  });
  const read = (who: Parameters<typeof rowsAs>[0], typed: string) =>
    rowAs(who, 'select codigo, valor, comprador, destinatario_nome, mensagem from public.gift_card($1)', [
      typed,
    ]);
  const rows = (who: Parameters<typeof rowsAs>[0], typed: string) =>
    rowsAs(who, 'select codigo from public.gift_card($1)', [typed]);
  const card = () => ({
    codigo: code,
    valor: 500,
    comprador: 'Ana Cliente',
    destinatario_nome: 'Bia',
    mensagem: 'Para o seu próximo passeio',
  });

  it('the buyer and the operator read it, the code typed in any case with dashes', async () => {
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase();
    expect(await read(as(customer), typed)).toEqual(card());
    expect(await read(as(operator), code)).toEqual(card());
  });

  it('another customer and the driver read no card (an answer, not an error), anon nothing', async () => {
    for (const who of [other, driver, redeemer]) expect(await rows(as(who), code)).toEqual([]);
    expect(await rows(as(customer), 'ZZZZ-ZZZZ-ZZZZ')).toEqual([]);
    expect((await refused(anon, 'select * from public.gift_card($1)', [code])).code).toBe('42501');
  });

  it('whoever redeemed it reads it too', async () => {
    expect(await redeem(redeemer, code)).toMatchObject({ ok: true, valor: 500 });
    expect(await read(as(redeemer), code)).toEqual(card());
  });

  it('its recipient reads it, signed in with the confirmed e-mail it was sent to, in any case', async () => {
    const email = `bia-presente-${Date.now()}@example.com`;
    const id = await buy(customer, 200, ['Bia', `  ${email.toUpperCase()} `, null]);
    await pay(id);
    const gift = await codeOf(id);
    const recipient = await createCustomer(db, { nome: 'Bia Presente', email: email.toUpperCase() });
    expect(await read(as(recipient), gift)).toEqual({
      codigo: gift,
      valor: 200,
      comprador: 'Ana Cliente',
      destinatario_nome: 'Bia',
      mensagem: null,
    });
    for (const who of [other, driver, redeemer]) expect(await rows(as(who), gift)).toEqual([]);

    // A sign-up that only typed the recipient's address has not proved it: not found.
    const typed = `bia-digitou-${Date.now()}@example.com`;
    const typedId = await buy(customer, 100, ['Bia', typed, null]);
    await pay(typedId);
    const unconfirmed = await createCustomer(db, { email: typed, emailConfirmed: false });
    expect(await rows(as(unconfirmed), await codeOf(typedId))).toEqual([]);
  });

  it('an unpaid card is not found, even by its buyer', async () => {
    const unpaid = await codeOf(await buy(customer, 100));
    expect(await rows(as(customer), unpaid)).toEqual([]);
  });
});

describe('redeem_gift_card', () => {
  it('turns a paid card into a 12-month vale_presente credit of its value, once', async () => {
    const bia = await createCustomer(db, { nome: 'Bia' });
    const id = await buy(customer, 200);
    await pay(id);
    const code = await codeOf(id);
    const typed = `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase();
    expect(await redeem(bia, typed)).toEqual({
      ok: true,
      valor: 200,
      mensagem: 'Vale-presente resgatado.',
      detalhe: null,
    });
    expect(await balanceOf(bia)).toBe(200);
    expect(
      await rowOf(
        `select l.valor, l.restante, l.origem, l.expira_em = l.created_at + interval '12 months' as twelve_months,
                v.resgatado_por, v.resgatado_em is not null as redeemed
           from public.vales_presente v join public.credit_lots l on l.id = v.lot_id where v.id = $1`,
        [id],
      ),
    ).toEqual({
      valor: 200,
      restante: 200,
      origem: 'vale_presente',
      twelve_months: true,
      resgatado_por: bia.idCliente,
      redeemed: true,
    });
    expect(await rowsAs(as(bia), 'select tipo, valor, descricao from public.credit_movements()')).toEqual([
      {
        tipo: 'vale_presente',
        valor: 200,
        descricao: `Vale-presente ${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`,
      },
    ]);
    expect(await redeem(bia, code)).toEqual({
      ok: false,
      valor: null,
      mensagem: 'Este vale-presente já foi resgatado.',
      detalhe: 'gift_card: redeemed',
    });
    expect(await redeem(other, code)).toMatchObject({
      ok: false,
      mensagem: 'Este vale-presente já foi resgatado.',
    });
    expect(await balanceOf(bia)).toBe(200);
  });

  it('the buyer may redeem their own card', async () => {
    const carla = await createCustomer(db, { nome: 'Carla' });
    const id = await buy(carla, 100);
    await pay(id);
    expect(await redeem(carla, await codeOf(id))).toMatchObject({ ok: true, valor: 100 });
    expect(await balanceOf(carla)).toBe(100);
  });

  it('refuses an unpaid card and a card never bought', async () => {
    const unpaid = await codeOf(await buy(customer, 100));
    expect(await redeem(other, unpaid)).toEqual({
      ok: false,
      valor: null,
      mensagem: 'Este vale-presente ainda não foi pago.',
      detalhe: 'gift_card: not_paid',
    });
    expect(await redeem(other, 'ZZZZ-ZZZZ-ZZZZ')).toEqual({
      ok: false,
      valor: null,
      mensagem: 'Vale-presente não encontrado',
      detalhe: 'gift_card: not_found',
    });
    expect(await redeem(other, '')).toMatchObject({ mensagem: 'Vale-presente não encontrado' });
  });

  it('a cancelled card is not found', async () => {
    const id = await buy(customer, 100);
    await db.query(`update public.vales_presente set status = 'cancelado' where id = $1`, [id]);
    expect(await redeem(other, await codeOf(id))).toMatchObject({ mensagem: 'Vale-presente não encontrado' });
  });

  it('needs a signed-in customer', async () => {
    expect((await refused(anon, `select * from public.redeem_gift_card('ABCD-EFGH-JKMN')`)).code).toBe(
      '42501',
    );
  });

  it('bounds guessing: ten wrong codes an hour, then “Muitas tentativas” even for a right one', async () => {
    const guesser = await createCustomer(db, { nome: 'Quem Chuta' });
    const id = await buy(customer, 100);
    await pay(id);
    const code = await codeOf(id);
    for (let n = 0; n < 10; n += 1) {
      expect(await redeem(guesser, `ZZZZ-ZZZZ-ZZ${String(n).padStart(2, '0')}`)).toMatchObject({
        detalhe: 'gift_card: not_found',
      });
    }
    const tooMany = {
      ok: false,
      valor: null,
      mensagem: 'Muitas tentativas. Tente novamente mais tarde.',
      detalhe: 'gift_card: too_many',
    };
    expect(await redeem(guesser, 'ZZZZ-ZZZZ-ZZZA')).toEqual(tooMany);
    expect(await redeem(guesser, code)).toEqual(tooMany);
    // Another customer is not held by the guesser's attempts.
    expect(await redeem(other, 'ZZZZ-ZZZZ-ZZZB')).toMatchObject({ detalhe: 'gift_card: not_found' });
    // An hour later (the hand-held clock: the attempts are moved into the past) the right code works.
    await db.query(
      `update public.vale_presente_tentativas set created_at = now() - interval '61 minutes' where id_cliente = $1`,
      [guesser.idCliente],
    );
    expect(await redeem(guesser, code)).toMatchObject({ ok: true, valor: 100 });
    expect(
      (await rowOf('select count(*)::int as n from public.vale_presente_tentativas where id_cliente = $1', [
        guesser.idCliente,
      ]))!.n,
    ).toBe(0);
  });

  it('the operator reads the wrong codes; customers and the driver do not', async () => {
    expect(
      (await rowsAs(as(operator), 'select id from public.vale_presente_tentativas')).length,
    ).toBeGreaterThan(0);
    for (const who of [customer, other, driver]) {
      expect(await rowsAs(as(who), 'select id from public.vale_presente_tentativas')).toEqual([]);
    }
  });
});

describe('admin_gift_cards: the operator’s list', () => {
  let buyer: Customer;
  let redeemer: Customer;
  let paid: number;
  let waiting: number;
  beforeAll(async () => {
    buyer = await createCustomer(db, { nome: 'Joana Presenteadora' });
    redeemer = await createCustomer(db, { nome: 'Célia Sortuda' });
    paid = await buy(buyer, 300, ['Célia', 'celia@exemplo.com', 'Feliz aniversário!']);
    await pay(paid);
    expect(await redeem(redeemer, await codeOf(paid))).toMatchObject({ ok: true });
    waiting = await buy(buyer, 150);
  });

  const list = (search: string | null) =>
    rowsAs(
      as(operator),
      `select id, codigo, valor, tipo_pagamento, status, pago_em is not null as pago, comprador_nome,
              destinatario_nome, destinatario_email, resgatado_em is not null as resgatado, resgatado_por_nome
         from public.admin_gift_cards($1)`,
      [search],
    );

  it('gives every card with its code, buyer, recipient and redemption, newest first', async () => {
    const rows = await list(null);
    const ids = rows.map((row) => Number(row.id));
    expect(ids.indexOf(waiting)).toBeLessThan(ids.indexOf(paid));
    expect(rows.find((row) => Number(row.id) === paid)).toEqual({
      id: paid,
      codigo: await codeOf(paid),
      valor: 300,
      tipo_pagamento: 'Pix',
      status: 'pago',
      pago: true,
      comprador_nome: 'Joana Presenteadora',
      destinatario_nome: 'Célia',
      destinatario_email: 'celia@exemplo.com',
      resgatado: true,
      resgatado_por_nome: 'Célia Sortuda',
    });
    expect(rows.find((row) => Number(row.id) === waiting)).toMatchObject({
      status: 'aguardando pagamento',
      pago: false,
      resgatado: false,
      resgatado_por_nome: null,
    });
  });

  it('finds a card by its code as typed, by the buyer, the recipient or who redeemed it', async () => {
    const code = await codeOf(paid);
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase();
    expect((await list(typed)).map((row) => Number(row.id))).toEqual([paid]);
    expect((await list('joana presenteadora')).map((row) => Number(row.id))).toEqual([waiting, paid]);
    expect((await list('CELIA@exemplo')).map((row) => Number(row.id))).toEqual([paid]);
    expect((await list('sortuda')).map((row) => Number(row.id))).toEqual([paid]);
    expect(await list('ninguém com este nome')).toEqual([]);
  });

  it('is the operator’s only', async () => {
    expect((await refused(anon, 'select * from public.admin_gift_cards()')).code).toBe('42501');
    for (const who of [buyer, other, driver]) {
      expect(await refused(as(who), 'select * from public.admin_gift_cards()')).toMatchObject({
        code: '42501',
        message: 'Acesso restrito',
      });
    }
  });
});
