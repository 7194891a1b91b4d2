import { as } from '../../helpers/db.ts';
import { closedDay, daysFromToday, runDay } from '../../helpers/days.ts';
import { isoToBR } from '../../../src/domain/date-format.ts';
import { BOOKING_HORIZON_DAYS } from '../../../src/domain/order-limits.ts';
import { count, customer, other, refused, rowOf, withSchemaDatabase } from '../../helpers/schema-database.ts';
import {
  auditActions,
  cardBooking,
  decide,
  itineraryBooking,
  itineraryRow,
  mail,
  orderRow,
  refundOf,
  requestChange,
  snapshot,
} from './cancellations-setup.ts';

// Rescheduling a booking (20261125000300_cancellations.sql): the 72 hours' notice, a day the tour runs, and an
// accepted request that moves the booking, audited and mailed.
withSchemaDatabase();

// ─── Rescheduling ───────────────────────────────────────────────────────────────────────────────────────────

describe('rescheduling', () => {
  it('is refused less than 72 hours before the departure', async () => {
    const tomorrow = await itineraryBooking(customer, { data: daysFromToday(1) });
    expect(
      await refused(as(customer), 'select * from public.request_booking_change($1, $2, $3)', [
        tomorrow.ref,
        'remarcacao',
        runDay('city-tour-tradicional', 1, 10),
      ]),
    ).toEqual({
      code: '22023',
      message: 'A remarcação precisa ser pedida com pelo menos 72 horas de antecedência.',
    });
    expect(await count('select 1 from public.booking_requests where id_itinerario = $1', [tomorrow.id])).toBe(
      0,
    );
  });

  it('is refused for a day the tour does not run, for no date, for the same date and past the horizon', async () => {
    const booking = await itineraryBooking(customer, {
      passeio: 'Parque Amantikir',
      data: runDay('parque-amantikir', 1, 40),
    });
    const closed = closedDay('parque-amantikir', 41)!;
    const sql = 'select * from public.request_booking_change($1, $2, $3)';
    expect(await refused(as(customer), sql, [booking.ref, 'remarcacao', closed])).toEqual({
      code: '22023',
      message: `O passeio "Parque Amantikir" não acontece em ${isoToBR(closed)}.`,
    });
    expect(await refused(as(customer), sql, [booking.ref, 'remarcacao', null])).toMatchObject({
      message: 'Escolha uma nova data a partir de amanhã.',
    });
    expect(await refused(as(customer), sql, [booking.ref, 'remarcacao', booking.data])).toMatchObject({
      message: 'A nova data é igual à data atual do passeio.',
    });
    // A day the tour runs, past the booking horizon: no longer sold online.
    const beyond = runDay('parque-amantikir', 1, BOOKING_HORIZON_DAYS + 1);
    expect(await refused(as(customer), sql, [booking.ref, 'remarcacao', beyond])).toEqual({
      code: '22023',
      message: `As reservas online vão até ${isoToBR(daysFromToday(BOOKING_HORIZON_DAYS))}. Escolha uma data até lá.`,
    });
    expect(await refused(as(customer), sql, [booking.ref, 'troca', null])).toMatchObject({
      message: 'Escolha cancelar ou remarcar.',
    });
    expect(await count('select 1 from public.booking_requests where id_itinerario = $1', [booking.id])).toBe(
      0,
    );
  });

  it('accepted: the booking moves to the new date, the old one is kept, audited and mailed', async () => {
    const booking = await itineraryBooking(customer, {
      passeio: 'Parque Amantikir',
      data: runDay('parque-amantikir', 1, 40),
      valor: 240,
    });
    const newDate = runDay('parque-amantikir', 2, 40);
    const request = await requestChange(customer, booking.ref, 'remarcacao', newDate);
    expect(request).toMatchObject({
      tipo: 'remarcacao',
      status: 'pendente',
      data_anterior: booking.data,
      nova_data: newDate,
    });
    const accepted = await decide(request.id, true);
    expect(accepted).toMatchObject({
      status: 'aceito',
      data_anterior: booking.data,
      nova_data: newDate,
      reembolso: 0,
      percentual: 0,
    });
    expect(await itineraryRow(booking.id)).toMatchObject({ status: 'Aguardando', data_passeio: newDate });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await auditActions('itinerarios', booking.id)).toEqual(['reserva_remarcada']);
    expect(await auditActions('booking_requests', request.id)).toEqual(['remarcacao_aceita']);
    const moved = await rowOf(
      `select before ->> 'data_passeio' as antes, after ->> 'data_passeio' as depois from public.operator_audit
        where entity = 'itinerarios' and entity_id = $1`,
      [String(booking.id)],
    );
    expect(moved).toEqual({ antes: booking.data, depois: newDate });
    expect(await mail(`remarcacao_confirmada:${request.id}`)).toMatchObject({
      template: 'remarcacao_confirmada',
      data: { data: booking.data, nova_data: newDate, referencia: booking.ref },
    });
    // Twice: nothing more moves.
    const before = await snapshot();
    await decide(request.id, true);
    expect(await snapshot()).toEqual(before);
  });

  it('moves a paid card order too, which stays paid', async () => {
    const booking = await cardBooking(other);
    const newDate = runDay('city-tour-tradicional', 1, 50);
    const request = await requestChange(other, booking.ref, 'remarcacao', newDate);
    await decide(request.id, true);
    expect(await orderRow(booking.id)).toMatchObject({ status: 'pago', data_passeio: newDate });
    expect(await auditActions('pedido_site', booking.id)).toEqual(['reserva_remarcada']);
  });
});
