import { anon, as, asRole, attempt } from '../../helpers/db.ts';
import { closedDay, runDay } from '../../helpers/days.ts';
import { createDriver, type Customer } from '../../helpers/factories.ts';
import { isoToBR } from '../../../src/domain/date-format.ts';
import {
  count,
  customer,
  db,
  operator,
  other,
  refused,
  type Row,
  rowAs,
  rowOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  auditActions,
  type Booking,
  cardBooking,
  decide,
  itineraryBooking,
  itineraryRow,
  mail,
  orderRow,
  refundOf,
  requestChange,
  requestRow,
  snapshot,
} from './cancellations-setup.ts';
import { booked, full, loadOf, setDeparture } from './capacity-setup.ts';

// The operator records the customer's choice after the company cancelled a departure, for a customer who answered
// on WhatsApp (20261205001100_operator_records_company_cancellation_choice.sql): admin_choose_company_cancellation_option,
// judged by the same rules as the customer's choose_company_cancellation_option (both call
// record_company_cancellation_choice), for any request, audited, marked as the operator's, and mailed to the
// customer when they have an e-mail.
withSchemaDatabase();

const SQL = 'select * from public.admin_choose_company_cancellation_option($1, $2, $3, $4)';
const CUSTOMER_SQL = 'select * from public.choose_company_cancellation_option($1, $2, $3)';
const choose = (
  id: unknown,
  escolha: string,
  novaData: string | null = null,
  mensagem: string | null = null,
) => rowAs(as(operator), SQL, [id, escolha, novaData, mensagem]);
const refusedToOperator = (id: unknown, escolha: string | null, novaData: string | null = null) =>
  refused(as(operator), SQL, [id, escolha, novaData, null]);

const TOUR = 'Rota Alto Lajeado';
const TOUR_ID = 'rota-alto-lajeado';
let nth = 0;
/** A departure of its own for each scenario, from 11 days ahead. */
const freshDay = () => runDay(TOUR_ID, ++nth, 11);

/** Cancels the booking's departure as the company; answers the request awaiting the customer's choice. */
async function cancelledByCompany(booking: Pick<Booking, 'id' | 'data'>, card = false): Promise<Row> {
  await rowAs(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
    TOUR,
    booking.data,
    'Chuva forte na serra',
  ]);
  return (await rowOf(
    `select * from public.booking_requests where ${card ? 'id_pedido' : 'id_itinerario'} = $1
        and status = 'aguardando_cliente'`,
    [booking.id],
  ))!;
}

let driver: Customer;
beforeAll(async () => {
  driver = await createDriver(db);
});

describe('who may record the customer’s choice', () => {
  it('refuses anon, the request’s own customer, another customer and a driver, and changes nothing', async () => {
    const booking = await itineraryBooking(customer, { passeio: TOUR, data: freshDay() });
    const request = await cancelledByCompany(booking);
    const before = await snapshot();
    const anonCall = await asRole(db, anon, (tx) => attempt(tx, SQL, [request.id, 'credito', null, null]));
    expect(anonCall.error?.code).toBe('42501');
    for (const who of [customer, other, driver]) {
      expect(await refused(as(who), SQL, [request.id, 'credito', null, null])).toEqual({
        code: '42501',
        message: 'Acesso restrito',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the shared judgement out of reach of every API role', async () => {
    const booking = await itineraryBooking(customer, { passeio: TOUR, data: freshDay() });
    const request = await cancelledByCompany(booking);
    for (const who of [anon, as(customer), as(operator)]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, 'select * from public.record_company_cancellation_choice($1, $2, $3, $4)', [
          request.id,
          'credito',
          null,
          'operador',
        ]),
      );
      expect(result.error?.code, who.role).toBe('42501');
    }
    expect(await requestRow(request.id)).toMatchObject({ status: 'aguardando_cliente', escolha: null });
  });

  it('keeps the customer’s own choice theirs: another customer is refused, the owner chooses', async () => {
    const booking = await itineraryBooking(customer, { passeio: TOUR, data: freshDay() });
    const request = await cancelledByCompany(booking);
    expect(await refused(as(other), CUSTOMER_SQL, [request.id, 'credito', null])).toEqual({
      code: '22023',
      message: 'Solicitação não encontrada.',
    });
    expect(await rowAs(as(customer), CUSTOMER_SQL, [request.id, 'credito', null])).toMatchObject({
      status: 'pendente',
      escolha: 'credito',
      origem: 'cliente',
    });
    expect(await auditActions('booking_requests', request.id)).toEqual(['passeio_cancelado_empresa']);
    // Chosen: the operator cannot choose again.
    expect(await refusedToOperator(request.id, 'reembolso')).toEqual({
      code: '22023',
      message: 'Esta escolha já foi feita.',
    });
  });
});

describe('a customer the operator booked on WhatsApp, with no account and no e-mail', () => {
  it('credito: recorded by the operator, audited, no mail; accepted, a 100% credit and no refund', async () => {
    const day = freshDay();
    const { id } = await rowAs(
      as(operator),
      `select public.admin_record_booking(null, 'Rita Sem Conta', '12977776666', null, $1,
         $2, 2, 0, 0, 0, 'Hotel Frontenac', null, null, 0, null) as id`,
      [TOUR, day],
    );
    const request = await cancelledByCompany({ id: Number(id), data: day });
    const chosen = await choose(request.id, 'credito', null, '  Prefere o crédito, volta em março  ');
    expect(chosen).toMatchObject({
      status: 'pendente',
      escolha: 'credito',
      nova_data: null,
      origem: 'operador',
      // The company's reason stays the request's message.
      mensagem: 'Chuva forte na serra',
    });
    expect(await auditActions('booking_requests', request.id)).toEqual([
      'passeio_cancelado_empresa',
      'escolha_registrada',
    ]);
    expect(
      await rowOf(
        `select a.actor = $2::uuid as by_operator, a.reason, a.before ->> 'status' as antes,
                a.after ->> 'escolha' as escolha, a.after ->> 'nova_data' as nova_data
           from public.operator_audit a
          where a.entity = 'booking_requests' and a.entity_id = $1 and a.action = 'escolha_registrada'`,
        [String(request.id), operator.userId],
      ),
    ).toEqual({
      by_operator: true,
      reason: 'Prefere o crédito, volta em março',
      antes: 'aguardando_cliente',
      escolha: 'credito',
      nova_data: null,
    });
    expect(
      await count('select 1 from public.email_outbox where dedupe_key = $1', [
        `solicitacao_recebida:${request.id}`,
      ]),
    ).toBe(0);

    const valor = Number(request.valor_pago);
    expect(await decide(request.id, true)).toMatchObject({ status: 'aceito', reembolso: valor });
    expect(
      await rowOf(
        'select id_cliente, valor, restante, origem from public.credit_lots where request_id = $1',
        [request.id],
      ),
    ).toEqual({ id_cliente: request.id_cliente, valor, restante: valor, origem: 'cancelamento_empresa' });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await itineraryRow(Number(id))).toMatchObject({
      status: 'Cancelado',
      cancelado_pela_empresa: true,
    });
    // The cancelled booking holds no seat.
    expect(await loadOf(TOUR, day)).toMatchObject({ vendidas: 0 });
  });
});

describe('the same rules as the customer’s choice', () => {
  it('refuses a request not awaiting a choice, an unknown one and a choice not among the three', async () => {
    const asked = await itineraryBooking(customer, { passeio: TOUR, data: freshDay() });
    const ordinary = await requestChange(customer, asked.ref, 'cancelamento');
    const booking = await itineraryBooking(customer, { passeio: TOUR, data: freshDay() });
    const request = await cancelledByCompany(booking);
    const before = await snapshot();
    expect(await refusedToOperator(ordinary.id, 'credito')).toEqual({
      code: '22023',
      message: 'Esta escolha já foi feita.',
    });
    expect(await refusedToOperator(999_999, 'credito')).toEqual({
      code: '22023',
      message: 'Solicitação não encontrada.',
    });
    for (const escolha of ['voucher', null]) {
      expect(await refusedToOperator(request.id, escolha)).toEqual({
        code: '22023',
        message: 'Escolha remarcar, crédito ou reembolso.',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reembolso: the customer with an e-mail is mailed; accepted, a full refund by card', async () => {
    const booking = await cardBooking(customer, { passeio: TOUR, data: freshDay(), adults: 2 });
    const request = await cancelledByCompany(booking, true);
    expect(await choose(request.id, 'reembolso')).toMatchObject({
      status: 'pendente',
      escolha: 'reembolso',
      origem: 'operador',
    });
    expect(
      await rowOf(
        `select reason from public.operator_audit where action = 'escolha_registrada' and entity_id = $1`,
        [String(request.id)],
      ),
    ).toEqual({ reason: 'Escolha do cliente pelo WhatsApp' });
    expect(await mail(`solicitacao_recebida:${request.id}`)).toMatchObject({
      template: 'solicitacao_recebida',
      to_email: customer.email,
      data: { escolha: 'reembolso', reembolso: booking.valor },
    });
    expect(await decide(request.id, true)).toMatchObject({ status: 'aceito', reembolso: booking.valor });
    expect(await refundOf(request.id)).toMatchObject({
      metodo: 'cartao',
      valor: booking.valor,
      status: 'pendente',
    });
    expect(await count('select 1 from public.credit_lots where request_id = $1', [request.id])).toBe(0);
    expect(await orderRow(booking.id)).toMatchObject({ status: 'cancelado' });
  });

  it('remarcar: a bookable day with seats is needed; accepted, the booking takes its seats there', async () => {
    const from = freshDay();
    const booking = await itineraryBooking(other, { passeio: TOUR, data: from });
    const request = await cancelledByCompany(booking);
    const before = await snapshot();
    expect(await refusedToOperator(request.id, 'remarcar', null)).toMatchObject({
      message: 'Escolha uma nova data a partir de amanhã.',
    });
    const closed = closedDay(TOUR_ID, 20)!;
    expect(await refusedToOperator(request.id, 'remarcar', closed)).toMatchObject({
      message: `O passeio "${TOUR}" não acontece em ${isoToBR(closed)}.`,
    });
    expect(await snapshot()).toEqual(before);
    const to = freshDay();
    // One car, taken.
    await booked(TOUR, to, 4);
    await setDeparture(TOUR, to, 1);
    expect(await refused(as(operator), SQL, [request.id, 'remarcar', to, null])).toMatchObject({
      code: full(TOUR, to).code,
      message: full(TOUR, to).message,
    });
    expect(await requestRow(request.id)).toMatchObject({ status: 'aguardando_cliente', escolha: null });
    await setDeparture(TOUR, to, null);
    const seatsBefore = await loadOf(TOUR, to);
    expect(await choose(request.id, 'remarcar', to)).toMatchObject({
      status: 'pendente',
      escolha: 'remarcar',
      nova_data: to,
      origem: 'operador',
    });
    expect(await mail(`solicitacao_recebida:${request.id}`)).toMatchObject({ to_email: other.email });
    expect(await decide(request.id, true)).toMatchObject({
      status: 'aceito',
      data_anterior: from,
      nova_data: to,
    });
    expect(await itineraryRow(booking.id)).toMatchObject({
      status: 'Aguardando',
      data_passeio: to,
      cancelado_pela_empresa: false,
    });
    expect((await loadOf(TOUR, to)).vendidas).toBe(Number(seatsBefore.vendidas) + 1);
    expect(await refundOf(request.id)).toBeUndefined();
  });
});
