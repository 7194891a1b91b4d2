import { anon, as, type RoleContext } from '../../helpers/db.ts';
import {
  count,
  customer,
  db,
  operator,
  other,
  refused,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import type { Customer } from '../../helpers/factories.ts';
import {
  type Booking,
  createDriver,
  itinerary,
  order,
  today,
  tomorrow,
  typed,
  yesterday,
} from './boarding-setup.ts';

// Who reads what of a booking's voucher and of a boarding day (20261127000100_vouchers_boarding.sql): anon, the
// owner, another customer, the operator and a driver (role 'motorista'), who reads only what boarding needs, only
// today (São Paulo), and nothing of payments.
withSchemaDatabase();

let driver: Customer;
let todays: Booking;
let tomorrows: Booking;
let card: Booking;

beforeAll(async () => {
  driver = await createDriver();
  todays = await itinerary(customer, { passageiros: 'Ana Cliente; Bia Cliente' });
  tomorrows = await itinerary(customer, { data: tomorrow(), passeio: 'Parque Amantikir' });
  card = await order(customer, { data: tomorrow() });
});

const voucherAs = (who: RoleContext, code: string) => rowsAs(who, 'select * from public.voucher($1)', [code]);

describe('voucher codes', () => {
  it('are 12 characters of Crockford base32, different on every booking and order', async () => {
    const codes = await db.query<{ voucher: string }>(
      'select voucher from public.itinerarios union all select voucher from public.pedido_site',
    );
    expect(codes.rows.length).toBeGreaterThanOrEqual(3);
    for (const { voucher } of codes.rows) expect(voucher).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
    expect(new Set(codes.rows.map((row) => row.voucher)).size).toBe(codes.rows.length);
  });

  it('spread over the whole alphabet (60 random bits)', async () => {
    const { rows } = await db.query<{ chars: number; distinct_codes: number }>(
      `select count(distinct c)::int as chars, count(distinct code)::int as distinct_codes
         from (select public.new_voucher_code() as code from generate_series(1, 2000)) g,
              regexp_split_to_table(g.code, '') c`,
    );
    expect(rows[0]).toEqual({ chars: 32, distinct_codes: 2000 });
  });

  it.each([
    ['abcd-efgh-jkmn', 'ABCDEFGHJKMN'],
    [' ABCD EFGH JKMN ', 'ABCDEFGHJKMN'],
    ['oooo-iiii-llll', '000011111111'],
  ])('are read forgivingly: %j is %s', async (typedCode, stored) => {
    expect(
      await rowsAs(as(customer), 'select public.normalize_voucher_code($1) as code', [typedCode]),
    ).toEqual([{ code: stored }]);
  });

  it('cannot be written by a customer', async () => {
    expect(
      (
        await refused(
          as(customer),
          `update public.pedido_site set voucher = 'ABCDEFGHJKMN' where id = ${card.id}`,
        )
      ).code,
    ).toBe('42501');
  });
});

describe('voucher(): the voucher page', () => {
  it('shows the owner their booking, typed any way, with the party, names and boarding place', async () => {
    expect(await voucherAs(as(customer), typed(todays.codigo))).toEqual([
      {
        codigo: todays.codigo,
        ref: todays.ref,
        situacao: 'confirmada',
        passeio: 'City Tour Tradicional',
        data_passeio: today(),
        nome_cliente: 'Ana Cliente',
        passageiros: 'Ana Cliente; Bia Cliente',
        adultos: 2,
        criancas: 0,
        bebes: 0,
        pets: 0,
        embarque: 'Hotel Frontenac',
        endereco: expect.stringContaining('Campos do Jordão'),
        embarque_status: null,
        embarcou_em: null,
      },
    ]);
    expect(await voucherAs(as(customer), card.codigo)).toMatchObject([
      { ref: card.ref, situacao: 'confirmada', passageiros: null },
    ]);
  });

  it('says nothing to anon, another customer, or about a wrong code', async () => {
    for (const who of [anon, as(other)]) {
      for (const booking of [todays, tomorrows, card])
        expect(await voucherAs(who, booking.codigo)).toEqual([]);
    }
    expect(await voucherAs(as(customer), 'ZZZZZZZZZZZZ')).toEqual([]);
    expect(await voucherAs(as(operator), '')).toEqual([]);
  });

  it('shows the operator any day, a driver only today', async () => {
    for (const booking of [todays, tomorrows, card]) {
      expect(await voucherAs(as(operator), booking.codigo)).toMatchObject([{ ref: booking.ref }]);
    }
    expect(await voucherAs(as(driver), todays.codigo)).toMatchObject([{ ref: todays.ref }]);
    expect(await voucherAs(as(driver), tomorrows.codigo)).toEqual([]);
    expect(await voucherAs(as(driver), card.codigo)).toEqual([]);
  });

  it('tells a cancelled, a pending and a past booking apart', async () => {
    const cancelled = await itinerary(customer, { data: tomorrow(), status: 'Cancelado' });
    const pending = await order(customer, { data: tomorrow(), tipo: 'Pix', status: 'aguardando pagamento' });
    const past = await itinerary(customer, { data: yesterday() });
    const situacao = async (booking: Booking) => (await voucherAs(as(customer), booking.codigo))[0]?.situacao;
    expect(await situacao(cancelled)).toBe('cancelada');
    expect(await situacao(pending)).toBe('pendente');
    expect(await situacao(past)).toBe('realizada');
  });

  it("opens a paid PIX order's booking, its itinerary, by either code", async () => {
    const pix = await order(customer, { data: tomorrow(), tipo: 'Pix' });
    const booked = await itinerary(customer, { data: tomorrow(), pedido: pix.id });
    for (const code of [pix.codigo, booked.codigo]) {
      expect(await voucherAs(as(customer), code)).toMatchObject([{ ref: booked.ref, codigo: booked.codigo }]);
    }
  });
});

describe('boarding_day(): the day in pick-up order', () => {
  it('gives the driver today, with what boarding needs and nothing of payments', async () => {
    const rows = await rowsAs(as(driver), 'select * from public.boarding_day()');
    const mine = rows.find((row) => row.ref === todays.ref);
    expect(mine).toEqual({
      ref: todays.ref,
      codigo: todays.codigo,
      passeio: 'City Tour Tradicional',
      data_passeio: today(),
      horario: '08:00:00',
      nome: 'Ana Cliente',
      celular: customer.celular,
      passageiros: 'Ana Cliente; Bia Cliente',
      adultos: 2,
      criancas: 0,
      bebes: 0,
      pets: 0,
      embarque: 'Hotel Frontenac',
      endereco: expect.stringContaining('Campos do Jordão'),
      situacao: 'confirmada',
      embarque_status: null,
      embarcou_em: null,
      registrado_por: null,
    });
    expect(rows.every((row) => row.data_passeio === today())).toBe(true);
  });

  it('refuses the driver another day, and every customer and anon any day', async () => {
    expect(await refused(as(driver), 'select * from public.boarding_day($1)', [tomorrow()])).toEqual({
      code: '42501',
      message: 'O motorista vê apenas os embarques de hoje.',
    });
    for (const who of [as(customer), as(other)]) {
      expect(await refused(who, 'select * from public.boarding_day()')).toEqual({
        code: '42501',
        message: 'Acesso restrito',
      });
    }
    expect((await refused(anon, 'select * from public.boarding_day()')).code).toBe('42501');
  });

  it('gives the operator any day, the pick-ups of one tour together', async () => {
    await itinerary(other, { data: tomorrow(), passeio: 'Parque Amantikir', embarque: 'Portal da Cidade' });
    const rows = await rowsAs(as(operator), 'select ref, passeio from public.boarding_day($1)', [tomorrow()]);
    expect(rows.map((row) => row.ref)).toContain(tomorrows.ref);
    expect(rows.map((row) => row.ref)).toContain(card.ref);
    const tours = rows.map((row) => row.passeio as string);
    expect(tours).toEqual([...tours].sort());
  });
});

describe('the tables a driver reaches', () => {
  const paymentTables = [
    'pedido_site',
    'itinerarios',
    'clientes',
    'pix_charges',
    'refunds',
    'credit_lots',
    'credit_movements',
    'stripe_checkout_sessions',
    'card_payments_to_refund',
    'email_outbox',
    'operator_audit',
    'embarques',
  ];

  it('shows a driver no booking, payment or customer but their own record', async () => {
    for (const table of paymentTables) {
      const rows = await rowsAs(as(driver), `select * from public.${table}`);
      const others = rows.filter((row) => row.auth_user_id !== driver.userId);
      expect(others, table).toEqual([]);
    }
  });

  it('embarques: the operator reads; anon is refused; customers and drivers read nothing; nobody writes', async () => {
    await rowsAs(as(operator), `select * from public.check_in($1, 'City Tour Tradicional', $2)`, [
      todays.codigo,
      today(),
    ]);
    expect(await rowsAs(as(operator), 'select ref, status from public.embarques')).toEqual([
      { ref: todays.ref, status: 'embarcou' },
    ]);
    expect((await refused(anon, 'select * from public.embarques')).code).toBe('42501');
    for (const who of [as(customer), as(other), as(driver)]) {
      expect(await rowsAs(who, 'select * from public.embarques')).toEqual([]);
    }
    const writes = [
      `insert into public.embarques (ref, id_itinerario, status, embarcou_em) values ('${tomorrows.ref}', ${tomorrows.id}, 'embarcou', now())`,
      `update public.embarques set status = 'nao_compareceu', embarcou_em = null`,
      'delete from public.embarques',
    ];
    for (const who of [anon, as(customer), as(other), as(driver), as(operator)]) {
      for (const sql of writes) expect((await refused(who, sql)).code, sql).toBe('42501');
    }
    expect(await count('select 1 from public.embarques')).toBe(1);
  });

  it('the manifest shows the operator who boarded', async () => {
    const rows = await rowsAs(
      as(operator),
      'select ref, embarque_status, embarcou_em from public.admin_manifest($1)',
      [today()],
    );
    expect(rows.find((row) => row.ref === todays.ref)).toMatchObject({
      embarque_status: 'embarcou',
      embarcou_em: expect.any(String),
    });
    expect((await refused(as(driver), 'select * from public.admin_manifest($1)', [today()])).code).toBe(
      '42501',
    );
  });

  it('a customer can neither check in nor mark a no-show', async () => {
    for (const who of [as(customer), as(other)]) {
      expect(
        await refused(who, `select * from public.check_in($1, 'City Tour Tradicional', $2)`, [
          todays.codigo,
          today(),
        ]),
      ).toEqual({ code: '42501', message: 'Acesso restrito' });
      expect((await refused(who, 'select * from public.mark_no_show($1)', [todays.codigo])).code).toBe(
        '42501',
      );
    }
    for (const sql of [
      "select * from public.check_in('x', 'y', current_date)",
      "select * from public.mark_no_show('x')",
    ]) {
      expect((await refused(anon, sql)).code).toBe('42501');
    }
  });

  it('the internal functions with a clock are not reachable through the API', async () => {
    for (const who of [as(driver), as(operator)]) {
      expect(
        (await refused(who, `select * from public.check_in_at('x', 'y', current_date, null, null, now())`))
          .code,
      ).toBe('42501');
      expect((await refused(who, `select * from public.mark_no_show_at('x', now())`)).code).toBe('42501');
    }
  });
});
