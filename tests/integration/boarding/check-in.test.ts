import { as, type RoleContext } from '../../helpers/db.ts';
import type { Customer } from '../../helpers/factories.ts';
import {
  customer,
  operator,
  other,
  refused,
  rowOf,
  rowsAs,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  type Booking,
  createDriver,
  itinerary,
  order,
  rowsAtClock,
  sp,
  today,
  tomorrow,
  typed,
  yesterday,
} from './boarding-setup.ts';

// What a scan answers (check_in, 20261127000100_vouchers_boarding.sql), judged in the contract's order, and the
// no-show after the boarding time (mark_no_show). The instants are held by hand through check_in_at and
// mark_no_show_at, which the public functions call with now().
withSchemaDatabase();

const CITY = 'City Tour Tradicional';
let driver: Customer;
let second: Customer;

beforeAll(async () => {
  driver = await createDriver({ nome: 'Motorista Um' });
  second = await createDriver({ nome: 'Motorista Dois' });
});

const checkIn = (who: RoleContext, code: string, passeio = CITY, data = today(), at: string | null = null) =>
  rowsAs(who, 'select * from public.check_in($1, $2, $3, $4)', [code, passeio, data, at]).then(
    (rows) => rows[0]!,
  );

const answer = async (who: RoleContext, code: string, passeio = CITY, data = today()) =>
  (await checkIn(who, code, passeio, data)).resultado;

describe('check_in answers, in order', () => {
  let booking: Booking;

  beforeAll(async () => {
    booking = await itinerary(customer, { adultos: 2, criancas: 1 });
  });

  it("'codigo_invalido' for an unknown code, and for a driver asking about another day's departure", async () => {
    expect(await checkIn(as(driver), 'ZZZZ-ZZZZ-ZZZZ')).toEqual({
      resultado: 'codigo_invalido',
      ref: null,
      nome: null,
      adultos: null,
      criancas: null,
      bebes: null,
      pets: null,
      passeio: null,
      data_passeio: null,
      embarcou_em: null,
      registrado_por: null,
    });
    const later = await itinerary(customer, { data: tomorrow() });
    expect(await answer(as(driver), later.codigo, CITY, tomorrow())).toBe('codigo_invalido');
    // The operator may judge any day's departure.
    expect(await answer(as(operator), later.codigo, 'Parque Amantikir', tomorrow())).toBe('outro_passeio');
  });

  it("'reserva_cancelada' before anything else about the booking", async () => {
    const cancelled = await itinerary(customer, { status: 'Cancelado', passeio: 'Parque Amantikir' });
    expect(await answer(as(driver), cancelled.codigo)).toBe('reserva_cancelada');
    const cancelledOrder = await order(customer, { status: 'cancelado', data: tomorrow() });
    expect(await answer(as(driver), cancelledOrder.codigo)).toBe('reserva_cancelada');
  });

  it("'pagamento_pendente' for an order not paid yet", async () => {
    const pending = await order(customer, {
      tipo: 'Pix',
      status: 'aguardando pagamento',
      passeio: 'Parque Amantikir',
    });
    expect(await answer(as(driver), pending.codigo)).toBe('pagamento_pendente');
  });

  it("'outro_passeio' with the booking's tour, then 'outra_data' with its date", async () => {
    const elsewhere = await itinerary(customer, { passeio: 'Parque Amantikir', data: tomorrow() });
    expect(await checkIn(as(driver), elsewhere.codigo)).toMatchObject({
      resultado: 'outro_passeio',
      passeio: 'Parque Amantikir',
      data_passeio: tomorrow(),
    });
    const anotherDay = await itinerary(customer, { data: tomorrow() });
    expect(await checkIn(as(driver), anotherDay.codigo)).toMatchObject({
      resultado: 'outra_data',
      passeio: CITY,
      data_passeio: tomorrow(),
    });
  });

  it("'embarque_confirmado' with the name and party, typed any way; then 'ja_embarcou' with the first", async () => {
    const first = await checkIn(as(driver), typed(booking.codigo));
    expect(first).toMatchObject({
      resultado: 'embarque_confirmado',
      ref: booking.ref,
      nome: 'Ana Cliente',
      adultos: 2,
      criancas: 1,
      passeio: CITY,
      data_passeio: today(),
      registrado_por: 'Motorista Um',
    });
    const again = await checkIn(as(second), booking.codigo);
    expect(again).toEqual({ ...first, resultado: 'ja_embarcou' });
    expect(await checkIn(as(operator), booking.codigo)).toEqual({ ...first, resultado: 'ja_embarcou' });
  });

  it('records one check-in, audited with who scanned', async () => {
    expect(
      await rowOf('select count(*)::int as n from public.embarques where ref = $1', [booking.ref]),
    ).toEqual({
      n: 1,
    });
    expect(
      await rowOf(
        `select action, actor, after ->> 'status' as status from public.operator_audit
          where entity = 'embarques' and entity_id = $1`,
        [booking.ref],
      ),
    ).toEqual({ action: 'embarque_confirmado', actor: driver.userId, status: 'embarcou' });
  });

  it('is refused to customers', async () => {
    expect(
      (await refused(as(other), 'select * from public.check_in($1, $2, $3)', [booking.codigo, CITY, today()]))
        .code,
    ).toBe('42501');
  });
});

describe('offline scans carry the instant the phone scanned (p_at)', () => {
  const day = '2027-03-10';
  const now = sp(`${day}T09:30`);
  const at = (booking: Booking, scanned: string | null) =>
    rowsAtClock(as(operator), 'select * from public.check_in_at($1, $2, $3, $4, $5, $6)', [
      booking.codigo,
      CITY,
      day,
      scanned,
      'celular-1',
      now,
    ]).then((rows) => rows[0]!);

  it('keeps the scan time of a check-in queued offline', async () => {
    const booking = await itinerary(other, { data: day });
    const scanned = sp(`${day}T07:42`);
    expect(await at(booking, scanned)).toMatchObject({
      resultado: 'embarque_confirmado',
      embarcou_em: scanned,
    });
    expect(await rowOf('select dispositivo from public.embarques where ref = $1', [booking.ref])).toEqual({
      dispositivo: 'celular-1',
    });
  });

  it('takes the arrival time for a scan without one or from the future', async () => {
    const booking = await itinerary(other, { data: day });
    expect(await at(booking, null)).toMatchObject({ embarcou_em: now });
    const later = await itinerary(other, { data: day });
    expect(await at(later, sp(`${day}T23:00`))).toMatchObject({ embarcou_em: now });
  });

  it('takes the start of the day for a scan dated before it', async () => {
    const booking = await itinerary(other, { data: day });
    expect(await at(booking, sp('2027-03-09T20:00'))).toMatchObject({ embarcou_em: sp(`${day}T00:00`) });
  });

  it('two phones sending the same booking keep the first to arrive, and the second is told', async () => {
    const booking = await itinerary(other, { data: day });
    const first = await at(booking, sp(`${day}T07:50`));
    const second = await at(booking, sp(`${day}T07:40`));
    expect(second).toEqual({ ...first, resultado: 'ja_embarcou' });
  });
});

describe("mark_no_show: 'Não compareceu' after the boarding time", () => {
  const day = '2027-03-11';
  const noShowAt = (who: RoleContext, booking: Booking, time: string) =>
    rowsAtClock(who, 'select * from public.mark_no_show_at($1, $2)', [
      booking.codigo,
      sp(`${day}T${time}`),
    ]).then((rows) => rows[0]!);

  it('is refused before the departure boards (City Tour Tradicional at 08:00)', async () => {
    const booking = await itinerary(customer, { data: day });
    await expect(noShowAt(as(operator), booking, '07:59')).rejects.toMatchObject({
      code: '23514',
      message: 'Ainda não passou o horário de embarque.',
    });
    expect(
      await rowOf('select count(*)::int as n from public.embarques where ref = $1', [booking.ref]),
    ).toEqual({
      n: 0,
    });
  });

  it('marks a booking missing after it, once, audited; a later check-in overwrites it', async () => {
    const booking = await itinerary(customer, { data: day });
    expect(await noShowAt(as(operator), booking, '08:00')).toMatchObject({
      resultado: 'nao_compareceu',
      ref: booking.ref,
      embarcou_em: null,
    });
    expect(await noShowAt(as(operator), booking, '08:10')).toMatchObject({ resultado: 'nao_compareceu' });
    expect(
      await rowOf(
        `select count(*)::int as n from public.operator_audit where entity = 'embarques' and entity_id = $1`,
        [booking.ref],
      ),
    ).toEqual({ n: 1 });

    const late = await rowsAtClock(
      as(operator),
      'select * from public.check_in_at($1, $2, $3, null, null, $4)',
      [booking.codigo, CITY, day, sp(`${day}T08:20`)],
    );
    expect(late[0]).toMatchObject({ resultado: 'embarque_confirmado', embarcou_em: sp(`${day}T08:20`) });
    expect(await rowOf('select status from public.embarques where ref = $1', [booking.ref])).toEqual({
      status: 'embarcou',
    });
  });

  it('leaves a boarded booking as it is', async () => {
    const booking = await itinerary(customer, { data: day });
    await rowsAtClock(as(operator), 'select * from public.check_in_at($1, $2, $3, null, null, $4)', [
      booking.codigo,
      CITY,
      day,
      sp(`${day}T07:45`),
    ]);
    expect(await noShowAt(as(operator), booking, '09:00')).toMatchObject({
      resultado: 'ja_embarcou',
      embarcou_em: sp(`${day}T07:45`),
    });
    expect(await rowOf('select status from public.embarques where ref = $1', [booking.ref])).toEqual({
      status: 'embarcou',
    });
  });

  it('answers a driver only about the day it is', async () => {
    const booking = await itinerary(customer, { data: day });
    const nextDay = await rowsAtClock(as(driver), 'select * from public.mark_no_show_at($1, $2)', [
      booking.codigo,
      sp('2027-03-12T09:00'),
    ]);
    expect(nextDay[0]).toMatchObject({ resultado: 'codigo_invalido', ref: null });
    expect(await noShowAt(as(driver), booking, '09:00')).toMatchObject({ resultado: 'nao_compareceu' });
  });

  it('through the API, a booking of yesterday can be marked and one of tomorrow cannot yet', async () => {
    const gone = await itinerary(customer, { data: yesterday() });
    expect(
      await rowsAs(as(operator), 'select resultado from public.mark_no_show($1)', [gone.codigo]),
    ).toEqual([{ resultado: 'nao_compareceu' }]);
    const coming = await itinerary(customer, { data: tomorrow() });
    expect(await refused(as(operator), 'select * from public.mark_no_show($1)', [coming.codigo])).toEqual({
      code: '23514',
      message: 'Ainda não passou o horário de embarque.',
    });
    expect((await refused(as(customer), 'select * from public.mark_no_show($1)', [gone.codigo])).code).toBe(
      '42501',
    );
  });
});

describe('the manifest and the boarding list show the check-in', () => {
  it('with when and by whom', async () => {
    const booking = await itinerary(other, { passeio: 'Parque Amantikir' });
    await checkIn(as(driver), booking.codigo, 'Parque Amantikir');
    const row = (await rowsAs(as(driver), 'select * from public.boarding_day()')).find(
      (r) => r.ref === booking.ref,
    );
    expect(row).toMatchObject({
      embarque_status: 'embarcou',
      embarcou_em: expect.any(String),
      registrado_por: 'Motorista Um',
    });
    const manifest = await rowsAs(as(operator), 'select * from public.admin_manifest($1)', [today()]);
    expect(manifest.find((r) => r.ref === booking.ref)).toMatchObject({ embarque_status: 'embarcou' });
  });
});
