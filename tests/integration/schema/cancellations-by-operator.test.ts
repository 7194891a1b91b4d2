import { anon, as, asRole, attempt } from '../../helpers/db.ts';
import { closedDay, daysFromToday, runDay } from '../../helpers/days.ts';
import { createDriver, type Customer } from '../../helpers/factories.ts';
import { isoToBR } from '../../../src/domain/date-format.ts';
import {
  count,
  customer,
  db,
  operator,
  other,
  refused,
  rowAs,
  rowOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  auditActions,
  cardBooking,
  decide,
  itineraryBooking,
  itineraryRow,
  mail,
  refundOf,
  requestChange,
  snapshot,
} from './cancellations-setup.ts';

// The operator records a cancellation or a rescheduling for a customer who asked on WhatsApp
// (20261205000900_operator_records_booking_change.sql): admin_request_booking_change, judged by the same rules as
// the customer's request_booking_change (both call record_booking_change), for any booking, audited, marked as the
// operator's, and mailed to the customer when they have an e-mail.
withSchemaDatabase();

const SQL = 'select * from public.admin_request_booking_change($1, $2, $3, $4)';
const record = (ref: string, tipo: string, novaData: string | null = null, mensagem: string | null = null) =>
  rowAs(as(operator), SQL, [ref, tipo, novaData, mensagem]);
const refusedToOperator = (ref: string, tipo: string, novaData: string | null = null) =>
  refused(as(operator), SQL, [ref, tipo, novaData, null]);

let driver: Customer;
beforeAll(async () => {
  driver = await createDriver(db);
});

describe('who may record a request for a customer', () => {
  it('refuses anon, the booking’s own customer, another customer and a driver, and changes nothing', async () => {
    const booking = await itineraryBooking(customer);
    const before = await snapshot();
    const anonCall = await asRole(db, anon, (tx) =>
      attempt(tx, SQL, [booking.ref, 'cancelamento', null, null]),
    );
    expect(anonCall.error?.code).toBe('42501');
    for (const who of [customer, other, driver]) {
      expect(await refused(as(who), SQL, [booking.ref, 'cancelamento', null, null])).toEqual({
        code: '42501',
        message: 'Acesso restrito',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the shared judgement out of reach of every API role', async () => {
    const booking = await itineraryBooking(customer);
    for (const who of [anon, as(customer), as(operator)]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, 'select * from public.record_booking_change($1, $2, $3, $4, $5)', [
          booking.ref,
          'cancelamento',
          null,
          null,
          'operador',
        ]),
      );
      expect(result.error?.code, who.role).toBe('42501');
    }
  });

  it('lets the operator record it for any booking: the request is the customer’s, marked as the operator’s', async () => {
    const booking = await itineraryBooking(customer, { valor: 300 });
    const request = await record(booking.ref, 'cancelamento', null, '  Cliente pediu pelo WhatsApp  ');
    expect(request).toMatchObject({
      id_cliente: customer.idCliente,
      id_itinerario: booking.id,
      tipo: 'cancelamento',
      status: 'pendente',
      origem: 'operador',
      mensagem: 'Cliente pediu pelo WhatsApp',
      valor_pago: 300,
      // Forty days ahead, confirmed a month ago: 90%.
      regra: 'antecedencia-31',
      percentual: 90,
      reembolso_proposto: 270,
    });
    // The owner reads it among their requests, as one they had sent.
    const mine = await rowAs(as(customer), 'select id, origem from public.booking_requests where id = $1', [
      request.id,
    ]);
    expect(mine).toEqual({ id: request.id, origem: 'operador' });
    expect(await auditActions('booking_requests', request.id)).toEqual(['solicitacao_registrada']);
    expect(
      await rowOf(
        `select a.actor = $2::uuid as by_operator, a.reason, a.before, a.after ->> 'origem' as origem
           from public.operator_audit a where a.entity = 'booking_requests' and a.entity_id = $1`,
        [String(request.id), operator.userId],
      ),
    ).toEqual({ by_operator: true, reason: 'Cliente pediu pelo WhatsApp', before: null, origem: 'operador' });
    expect(await mail(`solicitacao_recebida:${request.id}`)).toMatchObject({
      template: 'solicitacao_recebida',
      to_email: customer.email,
      data: { referencia: booking.ref, reembolso: 270, percentual: 90 },
    });
  });

  it('keeps the customer’s own requests as theirs', async () => {
    const booking = await itineraryBooking(customer);
    const request = await requestChange(customer, booking.ref, 'cancelamento');
    expect(request).toMatchObject({ origem: 'cliente', id_cliente: customer.idCliente });
    expect(await auditActions('booking_requests', request.id)).toEqual([]);
  });
});

describe('a customer the operator booked on WhatsApp, with no account and no e-mail', () => {
  it('gets the request and its decision, without a mail', async () => {
    const day = runDay('city-tour-tradicional', 1, 40);
    const { id } = await rowAs(
      as(operator),
      `select public.admin_record_booking(null, 'Rita Sem Conta', '12977776666', null, 'City Tour Tradicional',
         $1, 2, 0, 0, 0, 'Hotel Frontenac', null, null, 0, null) as id`,
      [day],
    );
    const ref = `R${id}`;
    // Booked just now: the right of regret's 100%.
    const request = await record(ref, 'cancelamento', null, 'Mudou de planos');
    expect(request).toMatchObject({ origem: 'operador', regra: 'arrependimento', percentual: 100 });
    expect(
      await count('select 1 from public.email_outbox where dedupe_key = $1', [
        `solicitacao_recebida:${request.id}`,
      ]),
    ).toBe(0);

    const decided = await decide(request.id, true);
    expect(decided).toMatchObject({ status: 'aceito', reembolso: request.valor_pago });
    expect(await itineraryRow(Number(id))).toMatchObject({ status: 'Cancelado', cancelado: true });
    expect(await refundOf(request.id)).toMatchObject({ valor: request.valor_pago, status: 'pendente' });
  });
});

describe('the same rules as the customer’s request', () => {
  it('refuses a second open request, whoever recorded the first', async () => {
    const asked = await itineraryBooking(customer);
    await requestChange(customer, asked.ref, 'cancelamento');
    expect(await refusedToOperator(asked.ref, 'cancelamento')).toEqual({
      code: '23505',
      message: 'Já existe uma solicitação em andamento para esta reserva.',
    });

    const recorded = await cardBooking(customer);
    await record(recorded.ref, 'cancelamento');
    expect(
      await refused(as(customer), 'select * from public.request_booking_change($1, $2)', [
        recorded.ref,
        'remarcacao',
      ]),
    ).toEqual({ code: '23505', message: 'Já existe uma solicitação em andamento para esta reserva.' });
  });

  it('refuses an unknown booking, an inactive one and a kind it does not know', async () => {
    expect(await refusedToOperator('R999999', 'cancelamento')).toEqual({
      code: '22023',
      message: 'Reserva não encontrada.',
    });
    expect(await refusedToOperator('X1', 'cancelamento')).toMatchObject({
      message: 'Reserva não encontrada.',
    });
    const booking = await itineraryBooking(other);
    expect(await refusedToOperator(booking.ref, 'reembolso')).toEqual({
      code: '22023',
      message: 'Escolha cancelar ou remarcar.',
    });
    const request = await record(booking.ref, 'cancelamento');
    await decide(request.id, true);
    expect(await refusedToOperator(booking.ref, 'cancelamento')).toEqual({
      code: '22023',
      message: 'Esta reserva não está mais ativa.',
    });
  });

  it('refuses a cancellation the policy no longer allows, and a boarded booking', async () => {
    const past = await itineraryBooking(customer, { data: daysFromToday(-1) });
    expect(await refusedToOperator(past.ref, 'cancelamento')).toEqual({
      code: '22023',
      message: 'Esta reserva não pode mais ser cancelada pela política de cancelamento.',
    });
    const boarded = await itineraryBooking(customer, { data: daysFromToday(1) });
    await db.query(
      `insert into public.embarques (ref, id_itinerario, status, embarcou_em) values ($1, $2, 'embarcou', now())`,
      [boarded.ref, boarded.id],
    );
    for (const kind of ['cancelamento', 'remarcacao']) {
      expect(await refusedToOperator(boarded.ref, kind, runDay('city-tour-tradicional', 1, 10))).toEqual({
        code: '22023',
        message: 'O embarque desta reserva já foi registrado: ela não pode mais ser cancelada nem remarcada.',
      });
    }
  });

  it('refuses a reschedule under 72 hours, or to a day the tour does not run, no day or the same day', async () => {
    const soon = await itineraryBooking(customer, { data: daysFromToday(1) });
    expect(await refusedToOperator(soon.ref, 'remarcacao', runDay('city-tour-tradicional', 1, 10))).toEqual({
      code: '22023',
      message: 'A remarcação precisa ser pedida com pelo menos 72 horas de antecedência.',
    });
    const booking = await itineraryBooking(customer, {
      passeio: 'Parque Amantikir',
      data: runDay('parque-amantikir', 1, 40),
    });
    const closed = closedDay('parque-amantikir', 41)!;
    expect(await refusedToOperator(booking.ref, 'remarcacao', closed)).toEqual({
      code: '22023',
      message: `O passeio "Parque Amantikir" não acontece em ${isoToBR(closed)}.`,
    });
    expect(await refusedToOperator(booking.ref, 'remarcacao', null)).toMatchObject({
      message: 'Escolha uma nova data a partir de amanhã.',
    });
    expect(await refusedToOperator(booking.ref, 'remarcacao', booking.data)).toMatchObject({
      message: 'A nova data é igual à data atual do passeio.',
    });
    expect(
      await count('select 1 from public.booking_requests where id_itinerario in ($1, $2)', [
        soon.id,
        booking.id,
      ]),
    ).toBe(0);
  });

  it('refuses a new day that is full', async () => {
    const booking = await itineraryBooking(customer, { data: runDay('city-tour-tradicional', 1, 40) });
    const full = runDay('city-tour-tradicional', 2, 40);
    await db.query(
      `insert into public.departure_capacity (passeio, dia, capacidade, motivo)
       values ('City Tour Tradicional', $1, 0, 'Veículo em manutenção')`,
      [full],
    );
    expect(await refusedToOperator(booking.ref, 'remarcacao', full)).toMatchObject({
      code: '23514',
      message: `Não há mais vagas para City Tour Tradicional em ${isoToBR(full)}.`,
    });
  });

  it('records a reschedule the operator then accepts: the booking moves', async () => {
    const booking = await itineraryBooking(customer, { data: runDay('city-tour-tradicional', 1, 40) });
    const newDay = runDay('city-tour-tradicional', 3, 40);
    const request = await record(booking.ref, 'remarcacao', newDay, 'Prefere o outro sábado');
    expect(request).toMatchObject({ tipo: 'remarcacao', nova_data: newDay, origem: 'operador' });
    await decide(request.id, true);
    expect(await itineraryRow(booking.id)).toMatchObject({ status: 'Aguardando', data_passeio: newDay });
  });
});
