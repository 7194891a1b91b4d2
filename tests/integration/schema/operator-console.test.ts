import { randomUUID } from 'node:crypto';
import { actAs, anon, as, asRole, attempt, type RoleContext } from '../../helpers/db.ts';
import { closedDay, runDay } from '../../helpers/days.ts';
import { createCustomer, createItinerary, createOrder, type Customer } from '../../helpers/factories.ts';
import { count, customer, db, operator, other, withSchemaDatabase } from '../../helpers/schema-database.ts';

// The operator console's database side (20261125000100_operator_console.sql): every function and policy tried
// as anon, a customer and the operator; confirming twice; the audit trail; the outbox; the sign-up that takes
// over a booking the operator recorded.

withSchemaDatabase();

/** Two PIX orders of one checkout: inserted in one transaction, as one request inserts them. */
let checkouts = 0;
async function pixCheckout(who: Customer) {
  const nth = ++checkouts;
  return db.transaction(async (tx) => [
    await createOrder(tx, {
      id_cliente: who.idCliente,
      nome_passeio: 'City Tour Tradicional',
      data_passeio: runDay('city-tour-tradicional', nth),
      qtd_adults: 2,
    }),
    await createOrder(tx, {
      id_cliente: who.idCliente,
      nome_passeio: 'Parque Amantikir',
      data_passeio: runDay('parque-amantikir', nth),
      qtd_adults: 2,
      qtd_children: 1,
    }),
  ]);
}

async function txidOf(orderId: number): Promise<string> {
  const { rows } = await db.query<{ pix_txid: string }>(
    'select pix_txid from public.pedido_site where id = $1',
    [orderId],
  );
  return rows[0]!.pix_txid;
}

const booking = (overrides: Record<string, unknown> = {}) => {
  const args = {
    id_cliente: null,
    nome: 'Beatriz Souza',
    celular: '12988887777',
    email: null,
    passeio: 'City Tour Tradicional',
    data: runDay('city-tour-tradicional', 2),
    adultos: 2,
    criancas: 1,
    bebes: 1,
    pets: 0,
    embarque: 'Hotel Frontenac',
    passageiros: 'Beatriz Souza; Carlos Souza; Lia Souza; Theo Souza',
    observacao: 'Cadeirinha para o bebê',
    desconto: 0,
    motivo: null,
    ...overrides,
  };
  return {
    sql: `select public.admin_record_booking($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) as id`,
    params: Object.values(args),
  };
};

describe('who may call the operator functions', () => {
  const calls = () =>
    [
      [`select * from public.admin_confirm_pix_payment(1, 'TOUR00000000')`, []],
      [`select public.admin_cancel_pix_order(1, 'TOUR00000000', 'sem pagamento')`, []],
      [booking().sql, booking().params],
      [`select * from public.admin_bookings()`, []],
      [`select * from public.admin_manifest(current_date)`, []],
    ] as const;

  it('refuses anon and customers with 42501, and changes nothing', async () => {
    for (const who of [anon, as(customer), as(other)]) {
      for (const [sql, params] of calls()) {
        const result = await asRole(db, who, (tx) => attempt(tx, sql, [...params]));
        expect(result.error?.code, `${who.role} ${sql}`).toBe('42501');
      }
    }
    expect(await count('select 1 from public.operator_audit')).toBe(0);
  });

  it('lets the operator call each of them', async () => {
    for (const [sql, params] of calls()) {
      const result = await asRole(db, as(operator), (tx) => attempt(tx, sql, [...params]));
      expect(result.error, sql).toBeNull();
    }
  });

  it('hides the audit trail and the outbox from anon and customers; the operator reads them', async () => {
    for (const table of ['operator_audit', 'email_outbox']) {
      const asAnon = await asRole(db, anon, (tx) => attempt(tx, `select * from public.${table}`));
      expect(asAnon.error?.code).toBe('42501');
      for (const who of [as(customer), as(other)]) {
        for (const sql of [
          `select * from public.${table}`,
          `insert into public.${table} default values`,
          `delete from public.${table}`,
        ]) {
          const result = await asRole(db, who, (tx) => attempt(tx, sql));
          if (sql.startsWith('select')) expect(result).toEqual({ rows: [], error: null });
          else expect(result.error?.code, sql).toBe('42501');
        }
      }
      const asOperator = await asRole(db, as(operator), (tx) => attempt(tx, `select * from public.${table}`));
      expect(asOperator.error).toBeNull();
    }
  });

  it('lets the operator, and no customer, read every customer, order and itinerary', async () => {
    await createOrder(db, { id_cliente: other.idCliente, tipo_pagamento: 'Cartão(Stripe)' });
    await createItinerary(db, { id_cliente: other.idCliente });
    for (const table of ['clientes', 'pedido_site', 'itinerarios']) {
      const seen = async (who: RoleContext) =>
        (
          await asRole(db, who, (tx) =>
            tx.query<{ id_cliente: number }>(`select id_cliente from public.${table}`),
          )
        ).rows;
      expect((await seen(as(customer))).every((row) => Number(row.id_cliente) === customer.idCliente)).toBe(
        true,
      );
      expect((await seen(as(operator))).some((row) => Number(row.id_cliente) === other.idCliente)).toBe(true);
    }
  });

  it('makes an operator only through grant_operator, which no API role can run', async () => {
    for (const who of [anon, as(customer), as(operator), { role: 'service_role' } as RoleContext]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, `select public.grant_operator($1)`, [customer.email]),
      );
      expect(result.error?.code).toBe('42501');
    }
    const someone = await createCustomer(db);
    await db.query('select public.grant_operator($1)', [someone.email.toUpperCase()]);
    const { rows } = await db.query<{ role: string }>(
      'select role from public.user_roles where user_id = $1',
      [someone.userId],
    );
    expect(rows[0]?.role).toBe('admin');
  });
});

describe('the PIX transaction id of a checkout', () => {
  it('is set by the database, the same for the orders inserted together, and only for PIX', async () => {
    const [first, second] = await pixCheckout(customer);
    const txid = await txidOf(first!.id);
    expect(txid).toMatch(/^TOUR[0-9]{8}$/);
    expect(await txidOf(second!.id)).toBe(txid);
    const card = await createOrder(db, { id_cliente: customer.idCliente, tipo_pagamento: 'Cartão(Stripe)' });
    expect(
      (await db.query('select pix_txid from public.pedido_site where id = $1', [card.id])).rows[0],
    ).toEqual({ pix_txid: null });
  });

  it('cannot be chosen by the customer', async () => {
    const result = await asRole(db, as(customer), (tx) =>
      attempt(
        tx,
        `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, hotel_local, tipo_pagamento, pix_txid)
         values ($1, 'City Tour Tradicional', 90, $2, 'Hotel Frontenac', 'Pix', 'TOUR12345678')`,
        [customer.idCliente, runDay('city-tour-tradicional', 3)],
      ),
    );
    expect(result.error?.code).toBe('42501');
  });

  it('never points at two customers: a second checkout in the same millisecond takes the next one', async () => {
    const txids = await db.transaction(async (tx) => {
      const a = await createOrder(tx, { id_cliente: customer.idCliente, nome_passeio: 'Rota Alto Lajeado' });
      const b = await createOrder(tx, { id_cliente: other.idCliente, nome_passeio: 'Rota Alto Lajeado' });
      const { rows } = await tx.query<{ pix_txid: string }>(
        'select pix_txid from public.pedido_site where id in ($1, $2) order by id',
        [a.id, b.id],
      );
      return rows.map((row) => row.pix_txid);
    });
    expect(txids[0]).not.toBe(txids[1]);
  });
});

describe('confirming a PIX payment', () => {
  it('pays the checkout, books each order once with its party, audits it and queues one mail', async () => {
    const orders = await pixCheckout(customer);
    const txid = await txidOf(orders[0]!.id);
    const confirm = () =>
      actAs(db, as(operator), (tx) =>
        tx.query<{ id_itinerario: number; id_pedido: number }>(
          'select * from public.admin_confirm_pix_payment($1, $2)',
          [customer.idCliente, txid],
        ),
      );
    const first = await confirm();
    expect(first.rows.map((row) => Number(row.id_pedido))).toEqual(orders.map((order) => order.id));

    const { rows: itineraries } = await db.query<Record<string, unknown>>(
      `select id_pedido, nome_passeio, status, qtd_adultos, qtd_criancas, qtd_pessoas, local_embarque,
              valor_total_liquido::text as valor, registrado_por
         from public.itinerarios where id_pedido = any($1) order by id_pedido`,
      [orders.map((order) => order.id)],
    );
    expect(itineraries).toEqual([
      expect.objectContaining({
        nome_passeio: 'City Tour Tradicional',
        status: 'Aguardando',
        qtd_adultos: 2,
        qtd_criancas: 0,
        local_embarque: 'Hotel Frontenac',
        valor: '180.00',
        registrado_por: operator.userId,
      }),
      expect.objectContaining({ nome_passeio: 'Parque Amantikir', qtd_pessoas: 3, valor: '300.00' }),
    ]);
    const statuses = await db.query<{ status: string }>(
      'select status from public.pedido_site where id = any($1)',
      [orders.map((order) => order.id)],
    );
    expect(statuses.rows.map((row) => row.status)).toEqual(['pago', 'pago']);

    const audits = () => count(`select 1 from public.operator_audit where action = 'pix_confirmado'`);
    const mails = () => count(`select 1 from public.email_outbox where to_email = $1`, [customer.email]);
    expect(await audits()).toBe(2);
    expect(await mails()).toBe(2);

    // Twice: the same answer, nothing new.
    const again = await confirm();
    expect(again.rows.map((row) => row.id_itinerario)).toEqual(first.rows.map((row) => row.id_itinerario));
    expect(
      await count('select 1 from public.itinerarios where id_pedido = any($1)', [orders.map((o) => o.id)]),
    ).toBe(2);
    expect(await audits()).toBe(2);
    expect(await mails()).toBe(2);

    // The audit row says who, and what before and after.
    const { rows: audit } = await db.query<{
      actor: string;
      before: { status: string };
      after: { status: string };
    }>(`select actor, before, after from public.operator_audit where entity_id = $1`, [
      String(orders[0]!.id),
    ]);
    expect(audit[0]).toMatchObject({
      actor: operator.userId,
      before: { status: 'aguardando pagamento' },
      after: { status: 'pago' },
    });
  });

  it('moves the booking in My Purchases from the pending group to the purchased one, shown once', async () => {
    const [order] = await db.transaction(async (tx) => [
      await createOrder(tx, { id_cliente: customer.idCliente, nome_passeio: 'Rota do Horto Florestal' }),
    ]);
    const myPurchases = () =>
      asRole(db, as(customer), async (tx) => ({
        pending: (
          await tx.query(
            `select id from public.pedido_site where status = 'aguardando pagamento' and id = $1`,
            [order!.id],
          )
        ).rows.length,
        purchased:
          (
            await tx.query(
              `select 1 from public.itinerarios where status = 'Aguardando' and id_pedido = $1`,
              [order!.id],
            )
          ).rows.length +
          (
            await tx.query(
              `select 1 from public.pedido_site where status = 'pago' and tipo_pagamento = 'Cartão(Stripe)' and id = $1`,
              [order!.id],
            )
          ).rows.length,
      }));
    expect(await myPurchases()).toEqual({ pending: 1, purchased: 0 });
    await actAs(db, as(operator), (tx) =>
      tx.query('select * from public.admin_confirm_pix_payment($1, $2)', [
        customer.idCliente,
        order!.pix_txid,
      ]),
    );
    expect(await myPurchases()).toEqual({ pending: 0, purchased: 1 });
  });
});

describe('cancelling a PIX order', () => {
  it('needs a reason, cancels the pending orders of the checkout and audits each', async () => {
    const orders = await pixCheckout(other);
    const txid = await txidOf(orders[0]!.id);
    const noReason = await asRole(db, as(operator), (tx) =>
      attempt(tx, 'select public.admin_cancel_pix_order($1, $2, $3)', [other.idCliente, txid, ' ']),
    );
    expect(noReason.error?.code).toBe('22023');
    const cancelled = await actAs(db, as(operator), (tx) =>
      tx.query<{ n: number }>('select public.admin_cancel_pix_order($1, $2, $3) as n', [
        other.idCliente,
        txid,
        'Pagamento não identificado',
      ]),
    );
    expect(cancelled.rows[0]?.n).toBe(2);
    const { rows } = await db.query<{ status: string; motivo_cancelamento: string }>(
      'select status, motivo_cancelamento from public.pedido_site where pix_txid = $1',
      [txid],
    );
    expect(rows).toEqual([
      { status: 'cancelado', motivo_cancelamento: 'Pagamento não identificado' },
      { status: 'cancelado', motivo_cancelamento: 'Pagamento não identificado' },
    ]);
    expect(await count(`select 1 from public.operator_audit where action = 'pedido_cancelado'`)).toBe(2);
    // Nothing pending is left to confirm.
    const confirmed = await actAs(db, as(operator), (tx) =>
      tx.query('select * from public.admin_confirm_pix_payment($1, $2)', [other.idCliente, txid]),
    );
    expect(confirmed.rows).toEqual([]);
  });
});

describe('recording a booking from the messaging app', () => {
  it('registers the customer, prices the party from the catalogue, audits it and queues the mail', async () => {
    const { sql, params } = booking({ email: 'beatriz@example.com' });
    const { rows } = await actAs(db, as(operator), (tx) => tx.query<{ id: number }>(sql, params));
    const { rows: saved } = await db.query<Record<string, unknown>>(
      `select i.valor_bruto::text as bruto, i.valor_total_liquido::text as valor, i.qtd_pessoas, i.qtd_bebes,
              i.status, c.origem, c.auth_user_id, c.email_cliente
         from public.itinerarios i join public.clientes c using (id_cliente) where i.id_itinerario = $1`,
      [rows[0]!.id],
    );
    // City Tour Tradicional: 2 adults × 90 + 1 child × 45; the baby rides free.
    expect(saved[0]).toEqual({
      bruto: '225.00',
      valor: '225.00',
      qtd_pessoas: 4,
      qtd_bebes: 1,
      status: 'Aguardando',
      origem: 'operador',
      auth_user_id: null,
      email_cliente: 'beatriz@example.com',
    });
    expect(await count(`select 1 from public.operator_audit where action = 'reserva_registrada'`)).toBe(1);
    expect(await count(`select 1 from public.email_outbox where to_email = 'beatriz@example.com'`)).toBe(1);
  });

  it.each([
    [{ nome: 'Al' }, 'operator: name'],
    [{ celular: '123' }, 'operator: mobile'],
    [{ email: 'not-an-email' }, 'operator: email'],
    [{ passeio: 'Passeio Inventado' }, 'operator: tour'],
    [{ data: '2020-01-01' }, 'operator: date'],
    [{ adultos: 0 }, 'operator: party'],
    [{ embarque: 'Casa da Tia' }, 'operator: boarding_place'],
    [{ desconto: 20 }, 'operator: discount_reason'],
    [{ desconto: 9999, motivo: 'cortesia' }, 'operator: discount'],
  ])('refuses %o with a Portuguese message (%s)', async (overrides, detail) => {
    const { sql, params } = booking({ celular: '12977776666', ...overrides });
    const result = await asRole(db, as(operator), async (tx) => {
      await tx.query('savepoint s');
      try {
        await tx.query(sql, params);
        return null;
      } catch (error) {
        await tx.query('rollback to savepoint s');
        return error as { code: string; detail: string; message: string };
      }
    });
    expect(result?.detail).toBe(detail);
    expect(result?.message).toMatch(/[a-zà-ú]/);
  });

  it('refuses pets on the tour that takes none, a day past the horizon, and a name over 200 characters', async () => {
    const horto = runDay('rota-do-horto');
    for (const [overrides, message] of [
      [
        { passeio: 'Rota do Horto Florestal', data: horto, pets: 1 },
        'O passeio "Rota do Horto Florestal" não aceita pets.',
      ],
      [
        { data: runDay('city-tour-tradicional', 1, 400) },
        /^As reservas vão até \d\d\/\d\d\/\d{4}\. Escolha uma data até lá\.$/,
      ],
      [{ nome: `Beatriz ${'Souza '.repeat(40)}` }, 'O nome do cliente vai até 200 caracteres.'],
    ] as const) {
      const { sql, params } = booking({ celular: '12977774444', ...overrides });
      const result = await asRole(db, as(operator), (tx) => attempt(tx, sql, params));
      expect(result.error?.code).toBe('22023');
      if (typeof message === 'string') expect(result.error?.message).toBe(message);
      else expect(result.error?.message).toMatch(message);
    }
    // The same tour without pets, and a tour that takes them, are booked.
    for (const overrides of [{ passeio: 'Rota do Horto Florestal', data: horto, pets: 0 }, { pets: 2 }]) {
      const { sql, params } = booking({ celular: '12977774444', ...overrides });
      expect((await asRole(db, as(operator), (tx) => attempt(tx, sql, params))).error).toBeNull();
    }
  });

  it('refuses a day the tour does not run', async () => {
    const closed = closedDay('parque-amantikir')!;
    const { sql, params } = booking({ celular: '12977775555', passeio: 'Parque Amantikir', data: closed });
    const result = await asRole(db, as(operator), (tx) => attempt(tx, sql, params));
    expect(result.error?.code).toBe('22023');
  });

  it('gives a discount only with its reason, and keeps both', async () => {
    const { sql, params } = booking({ celular: '12966665555', desconto: 25, motivo: 'Cliente da casa' });
    const { rows } = await actAs(db, as(operator), (tx) => tx.query<{ id: number }>(sql, params));
    const { rows: saved } = await db.query(
      `select valor_total_liquido::text as valor, desconto::text, motivo_desconto from public.itinerarios
        where id_itinerario = $1`,
      [rows[0]!.id],
    );
    expect(saved[0]).toEqual({ valor: '200.00', desconto: '25.00', motivo_desconto: 'Cliente da casa' });
  });

  it('books an existing customer, who sees it in their own itineraries', async () => {
    const { sql, params } = booking({
      id_cliente: customer.idCliente,
      passeio: 'Turismo Aparecida',
      adultos: 5,
      data: runDay('turismo-aparecida', 3),
    });
    const { rows } = await actAs(db, as(operator), (tx) => tx.query<{ id: number }>(sql, params));
    const seen = await asRole(db, as(customer), (tx) =>
      tx.query<{ valor: string }>(
        'select valor_total_liquido::text as valor from public.itinerarios where id_itinerario = $1',
        [rows[0]!.id],
      ),
    );
    // Per car of four: five people take two cars.
    expect(seen.rows).toEqual([{ valor: '1000.00' }]);
  });
});

describe('the manifest and the booking search', () => {
  it('lists the confirmed bookings of a day from every origin, each once, and no pending or cancelled one', async () => {
    const day = runDay('rota-alto-lajeado', 4);
    const fresh = await createCustomer(db, { nome: 'Zeca Manifesto' });
    const card = await createOrder(db, {
      id_cliente: fresh.idCliente,
      nome_passeio: 'Rota Alto Lajeado',
      data_passeio: day,
      tipo_pagamento: 'Cartão(Stripe)',
      qtd_adults: 2,
    });
    await db.query(`update public.pedido_site set status = 'pago' where id = $1`, [card.id]);
    const [pix] = await db.transaction(async (tx) => [
      await createOrder(tx, {
        id_cliente: fresh.idCliente,
        nome_passeio: 'Rota Alto Lajeado',
        data_passeio: day,
      }),
    ]);
    await actAs(db, as(operator), (tx) =>
      tx.query('select * from public.admin_confirm_pix_payment($1, $2)', [fresh.idCliente, pix!.pix_txid]),
    );
    const pending = await createOrder(db, {
      id_cliente: other.idCliente,
      nome_passeio: 'Rota Alto Lajeado',
      data_passeio: day,
      qtd_adults: 3,
    });
    const { sql, params } = booking({ celular: '12955554444', passeio: 'Rota Alto Lajeado', data: day });
    await actAs(db, as(operator), (tx) => tx.query(sql, params));

    const manifest = await asRole(db, as(operator), (tx) =>
      tx.query<{ ref: string; origem: string; endereco: string | null }>(
        'select * from public.admin_manifest($1)',
        [day],
      ),
    );
    expect(manifest.rows.map((row) => row.origem).sort()).toEqual([
      'Site (PIX)',
      'Site (cartão)',
      'WhatsApp',
    ]);
    expect(manifest.rows.some((row) => row.ref === `P${pending.id}`)).toBe(false);
    expect(manifest.rows.every((row) => row.endereco)).toBe(true);

    const search = (text: string) =>
      asRole(db, as(operator), (tx) =>
        tx.query<{ ref: string }>('select ref from public.admin_bookings(null, null, $1)', [text]),
      );
    expect((await search('Zeca')).rows).toHaveLength(2);
    expect((await search('(12) 95555-4444')).rows).toHaveLength(1);
    expect((await search(String(pix!.pix_txid).toLowerCase())).rows).toHaveLength(1);
  });
});

describe('the audit trail', () => {
  it('cannot be altered or deleted, not even by the service role or the database owner', async () => {
    expect(await count('select 1 from public.operator_audit')).toBeGreaterThan(0);
    for (const sql of [
      'update public.operator_audit set action = $$x$$',
      'delete from public.operator_audit',
    ]) {
      const asService = await asRole(db, { role: 'service_role' }, (tx) => attempt(tx, sql));
      expect(asService.error?.code).toBe('42501');
      const asOwner = await db.transaction((tx) => attempt(tx, sql));
      expect(asOwner.error?.message).toMatch(/append-only/);
    }
    const truncate = await db.transaction((tx) => attempt(tx, 'truncate public.operator_audit'));
    expect(truncate.error?.message).toMatch(/append-only/);
  });
});

describe('book_paid_order: a paid site order becomes its itinerary and its mail', () => {
  it('is called by the payment paths only: anon, customers, the operator and the service role are refused', async () => {
    const [order] = await pixCheckout(customer);
    for (const who of [anon, as(customer), as(operator), { role: 'service_role' } as RoleContext]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, 'select public.book_paid_order($1)', [order!.id]),
      );
      expect(result.error?.code).toBe('42501');
    }
    expect(await count('select 1 from public.itinerarios where id_pedido = $1', [order!.id])).toBe(0);
  });

  it('books an order once, with one Reserva confirmada, however often it is called', async () => {
    const [order] = await pixCheckout(customer);
    const first = await db.query<{ id: number | null }>('select public.book_paid_order($1) as id', [
      order!.id,
    ]);
    const again = await db.query<{ id: number | null }>('select public.book_paid_order($1) as id', [
      order!.id,
    ]);
    expect(first.rows[0]!.id).toEqual(expect.any(Number));
    expect(again.rows[0]!.id).toBeNull();
    const { rows } = await db.query<{ id_itinerario: number; qtd_pessoas: number; status: string }>(
      'select id_itinerario, qtd_pessoas, status from public.itinerarios where id_pedido = $1',
      [order!.id],
    );
    expect(rows).toEqual([{ id_itinerario: first.rows[0]!.id, qtd_pessoas: 2, status: 'Aguardando' }]);
    expect(
      await count('select 1 from public.email_outbox where dedupe_key = $1', [
        `reserva_confirmada:${first.rows[0]!.id}`,
      ]),
    ).toBe(1);
  });
});

describe('the outbox', () => {
  it('hands a due mail to one sender, retries a failure later, and never hands out a sent one', async () => {
    await db.query(
      `select public.enqueue_email('reserva_confirmada', 'fila@example.com', '{}'::jsonb, 'teste:fila')`,
    );
    const claim = () =>
      asRole(db, { role: 'service_role' }, (tx) =>
        tx.query<{ id: number; to_email: string }>('select * from public.claim_outbox_emails(100)'),
      );
    const claimKeep = () =>
      actAs(db, { role: 'service_role' }, (tx) =>
        tx.query<{ id: number; to_email: string }>('select * from public.claim_outbox_emails(100)'),
      );
    const mine = async () => (await claim()).rows.find((row) => row.to_email === 'fila@example.com');
    expect(await mine()).toBeDefined();
    const claimed = (await claimKeep()).rows.find((row) => row.to_email === 'fila@example.com')!;
    // Claimed: no second sender gets it while the lease lasts.
    expect(await mine()).toBeUndefined();
    await actAs(db, { role: 'service_role' }, (tx) =>
      tx.query(`select public.finish_outbox_email($1, null, 'provider down')`, [claimed.id]),
    );
    const { rows } = await db.query<{ sent_at: Date | null; later: boolean; last_error: string }>(
      `select sent_at, next_attempt_at > now() as later, last_error from public.email_outbox where id = $1`,
      [claimed.id],
    );
    expect(rows[0]).toEqual({ sent_at: null, later: true, last_error: 'provider down' });
    expect(await mine()).toBeUndefined();
    // Due again: handed out once more, then sent for good.
    await db.query('update public.email_outbox set next_attempt_at = now() where id = $1', [claimed.id]);
    expect((await claimKeep()).rows.some((row) => row.id === claimed.id)).toBe(true);
    await actAs(db, { role: 'service_role' }, (tx) =>
      tx.query(`select public.finish_outbox_email($1, 'msg_1', null)`, [claimed.id]),
    );
    await db.query(
      'update public.email_outbox set next_attempt_at = now(), locked_until = null where id = $1',
      [claimed.id],
    );
    expect(await mine()).toBeUndefined();
    // Enqueued again under the same key: still one mail.
    await db.query(
      `select public.enqueue_email('reserva_confirmada', 'fila@example.com', '{}'::jsonb, 'teste:fila')`,
    );
    expect(await count(`select 1 from public.email_outbox where dedupe_key = 'teste:fila'`)).toBe(1);
  });

  it('cannot be claimed by customers or the operator', async () => {
    for (const who of [anon, as(customer), as(operator)]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, 'select * from public.claim_outbox_emails(1)'),
      );
      expect(result.error?.code).toBe('42501');
    }
  });
});

describe('a customer the operator registered signs up', () => {
  it('by mobile only: their bookings move to the new account, and the duplicate check lets them in', async () => {
    const { sql, params } = booking({ celular: '12944443333', nome: 'Rita Mobile' });
    const { rows } = await actAs(db, as(operator), (tx) => tx.query<{ id: number }>(sql, params));
    const check = await asRole(db, anon, (tx) =>
      tx.query('select * from public.check_signup_duplicates($1, $2)', ['rita@example.com', '12944443333']),
    );
    expect(check.rows[0]).toEqual({ email_taken: false, celular_taken: false });
    const rita = await createCustomer(db, { email: 'rita@example.com', celular: '12944443333' });
    const seen = await asRole(db, as(rita), (tx) =>
      tx.query('select id_itinerario from public.itinerarios where id_itinerario = $1', [rows[0]!.id]),
    );
    expect(seen.rows).toHaveLength(1);
    const { rows: records } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.clientes where celular = '12944443333'`,
    );
    expect(records[0]?.n).toBe(1);
  });

  it('by e-mail: linked once the e-mail is confirmed, not before', async () => {
    const { sql, params } = booking({
      celular: '12933332222',
      email: 'joana@example.com',
      nome: 'Joana Email',
    });
    const { rows } = await actAs(db, as(operator), (tx) => tx.query<{ id: number }>(sql, params));
    // Not confirmed yet: no customer record of their own (the factory says so), nothing of the operator's.
    const joana = { userId: randomUUID() } as Customer;
    await expect(
      createCustomer(db, {
        userId: joana.userId,
        email: 'joana@example.com',
        celular: '12933332222',
        emailConfirmed: false,
      }),
    ).rejects.toThrow(/no clientes row/);
    const sees = async () =>
      (
        await asRole(db, as(joana), (tx) =>
          tx.query('select 1 from public.itinerarios where id_itinerario = $1', [rows[0]!.id]),
        )
      ).rows.length;
    expect(await sees()).toBe(0);
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [joana.userId]);
    expect(await sees()).toBe(1);
  });
});
