import { as, asRole } from '../../helpers/db.ts';
import { closedDay, runDay } from '../../helpers/days.ts';
import { createOrder } from '../../helpers/factories.ts';
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
  rowsOf,
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

// A departure the company cancels (20261125000300_cancellations.sql): every active booking of the tour and day
// cancelled, and the customer's three choices (a credit, a full refund, another date).
withSchemaDatabase();

// ─── A departure the company cancels ────────────────────────────────────────────────────────────────────────

describe('the operator cancels a whole departure', () => {
  const tour = 'Rota Alto Lajeado';
  const day = () => runDay('rota-alto-lajeado', 2);
  const reason = 'Chuva forte na serra';
  let mineItinerary: Booking;
  let mineCard: Booking;
  let othersItinerary: Booking;
  let otherDay: Booking;
  let cancelledBefore: Booking;
  let pendingOrderId: number;
  let openRequest: Row;
  let requests: Row[];
  const requestOf = (booking: Booking) =>
    requests.find((row) => row.id_itinerario === booking.id || row.id_pedido === booking.id)!;

  beforeAll(async () => {
    mineItinerary = await itineraryBooking(customer, { passeio: tour, data: day(), valor: 500 });
    mineCard = await cardBooking(customer, { passeio: tour, data: day(), adults: 3 });
    othersItinerary = await itineraryBooking(other, { passeio: tour, data: day(), valor: 250 });
    otherDay = await itineraryBooking(other, { passeio: tour, data: runDay('rota-alto-lajeado', 3) });
    cancelledBefore = await itineraryBooking(other, { passeio: tour, data: day() });
    await db.query(`update public.itinerarios set status = 'Cancelado' where id_itinerario = $1`, [
      cancelledBefore.id,
    ]);
    pendingOrderId = (
      await createOrder(db, { id_cliente: other.idCliente, nome_passeio: tour, data_passeio: day() })
    ).id;
    // The customer had already asked to cancel one of them: the company's cancellation supersedes it.
    openRequest = await requestChange(customer, mineItinerary.ref, 'cancelamento');
  });

  it('needs a reason and a tour of the catalogue', async () => {
    const before = await snapshot();
    const sql = 'select public.admin_cancel_departure($1, $2, $3)';
    expect(await refused(as(operator), sql, [tour, day(), ' '])).toEqual({
      code: '22023',
      message: 'Informe o motivo do cancelamento do passeio.',
    });
    expect(await refused(as(operator), sql, ['Passeio Inventado', day(), reason])).toEqual({
      code: '22023',
      message: 'Passeio não encontrado.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('cancels every active booking of that tour and day, itineraries and paid card orders, and nothing else', async () => {
    const cancelled = await rowAs(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
      tour,
      day(),
      reason,
    ]);
    expect(cancelled.n).toBe(3);
    const byCompany = {
      cancelado_pela_empresa: true,
      motivo_cancelamento: `Passeio cancelado pela empresa: ${reason}`,
    };
    expect(await itineraryRow(mineItinerary.id)).toMatchObject({
      status: 'Cancelado',
      cancelado: true,
      ...byCompany,
    });
    expect(await itineraryRow(othersItinerary.id)).toMatchObject({ status: 'Cancelado', ...byCompany });
    expect(await orderRow(mineCard.id)).toMatchObject({ status: 'cancelado', ...byCompany });
    expect(await itineraryRow(otherDay.id)).toMatchObject({
      status: 'Aguardando',
      cancelado_pela_empresa: false,
    });
    expect(await itineraryRow(cancelledBefore.id)).toMatchObject({
      status: 'Cancelado',
      cancelado_pela_empresa: false,
    });
    expect(await orderRow(pendingOrderId)).toMatchObject({ status: 'aguardando pagamento' });
    expect(await requestRow(openRequest.id)).toMatchObject({
      status: 'recusado',
      motivo_decisao: `Passeio cancelado pela empresa: ${reason}`,
    });
  });

  it('opens a request per booking for the customer to choose, each audited and mailed with the reason', async () => {
    requests = await rowsOf(
      `select * from public.booking_requests where tipo = 'cancelamento_empresa' and passeio = $1 and data_anterior = $2
        order by id`,
      [tour, day()],
    );
    expect(requests).toHaveLength(3);
    for (const [booking, who] of [
      [mineItinerary, customer],
      [mineCard, customer],
      [othersItinerary, other],
    ] as const) {
      const request = requestOf(booking);
      expect(request).toMatchObject({
        id_cliente: who.idCliente,
        status: 'aguardando_cliente',
        escolha: null,
        regra: 'cancelado-pela-empresa',
        percentual: 100,
        valor_pago: booking.valor,
        reembolso_proposto: booking.valor,
        mensagem: reason,
      });
      expect(await auditActions('booking_requests', request.id)).toEqual(['passeio_cancelado_empresa']);
      expect(await mail(`passeio_cancelado_empresa:${request.id}`)).toMatchObject({
        template: 'passeio_cancelado_empresa',
        to_email: who.email,
        data: { motivo: reason, referencia: booking.ref, reembolso: booking.valor, percentual: 100 },
      });
    }
    expect(await auditActions('itinerarios', mineItinerary.id)).toEqual(['reserva_cancelada']);
    expect(await auditActions('pedido_site', mineCard.id)).toEqual(['reserva_cancelada']);
  });

  it('cancels nothing more when run again', async () => {
    const before = await snapshot();
    const again = await rowAs(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
      tour,
      day(),
      reason,
    ]);
    expect(again.n).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('waits for the customer: the operator cannot decide before the choice, and a choice must be one of three', async () => {
    const request = requestOf(mineItinerary);
    expect(
      await refused(as(operator), 'select * from public.admin_decide_booking_request($1, true)', [
        request.id,
      ]),
    ).toEqual({
      code: '22023',
      message: 'O cliente ainda não escolheu entre remarcar, crédito ou reembolso.',
    });
    expect(
      await refused(as(customer), 'select * from public.choose_company_cancellation_option($1, $2)', [
        request.id,
        'voucher',
      ]),
    ).toEqual({ code: '22023', message: 'Escolha remarcar, crédito ou reembolso.' });
    // A customer's own request of a company-cancelled booking is refused: the booking is no longer active.
    expect(
      await refused(as(customer), 'select * from public.request_booking_change($1, $2)', [
        mineItinerary.ref,
        'cancelamento',
      ]),
    ).toMatchObject({ message: 'Esta reserva não está mais ativa.' });
  });

  it('credito: accepted, a credit of 100% for the customer, no refund, mailed', async () => {
    const request = requestOf(mineItinerary);
    const chosen = await rowAs(
      as(customer),
      'select * from public.choose_company_cancellation_option($1, $2)',
      [request.id, 'credito'],
    );
    expect(chosen).toMatchObject({ status: 'pendente', escolha: 'credito', nova_data: null });
    // The mail says it is a credit the customer chose, not a refund by the policy.
    expect(await mail(`solicitacao_recebida:${request.id}`)).toMatchObject({
      template: 'solicitacao_recebida',
      data: { escolha: 'credito', reembolso: 500 },
    });
    expect(
      await refused(as(customer), 'select * from public.choose_company_cancellation_option($1, $2)', [
        request.id,
        'reembolso',
      ]),
    ).toEqual({ code: '22023', message: 'Esta escolha já foi feita.' });

    expect(await decide(request.id, true)).toMatchObject({ status: 'aceito', reembolso: 500 });
    expect(
      await rowOf(
        'select id_cliente, valor, restante, origem from public.credit_lots where request_id = $1',
        [request.id],
      ),
    ).toEqual({
      id_cliente: customer.idCliente,
      valor: 500,
      restante: 500,
      origem: 'cancelamento_empresa',
    });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await mail(`credito_registrado:${request.id}`)).toMatchObject({
      template: 'credito_registrado',
      data: { reembolso: 500, valor_pago: 500 },
    });
    const seen = await asRole(db, as(customer), (tx) =>
      tx.query('select valor::text from public.credit_lots where request_id = $1', [request.id]),
    );
    expect(seen.rows).toEqual([{ valor: '500.00' }]);
    const before = await snapshot();
    await decide(request.id, true);
    expect(await snapshot()).toEqual(before);
  });

  it('reembolso: accepted, a refund of 100% by card', async () => {
    const request = requestOf(mineCard);
    await rowAs(as(customer), 'select * from public.choose_company_cancellation_option($1, $2)', [
      request.id,
      'reembolso',
    ]);
    expect(await decide(request.id, true)).toMatchObject({ status: 'aceito', reembolso: mineCard.valor });
    expect(await refundOf(request.id)).toMatchObject({
      metodo: 'cartao',
      valor: mineCard.valor,
      status: 'pendente',
    });
    expect(await orderRow(mineCard.id)).toMatchObject({ status: 'cancelado' });
    expect(await count('select 1 from public.credit_lots where request_id = $1', [request.id])).toBe(0);
    expect(await mail(`cancelamento_confirmado:${request.id}`)).toMatchObject({
      data: { reembolso: mineCard.valor, percentual: 100 },
    });
  });

  it('remarcar: a bookable new date is needed; accepted, the booking is active on it', async () => {
    const request = requestOf(othersItinerary);
    const sql = 'select * from public.choose_company_cancellation_option($1, $2, $3)';
    expect(await refused(as(other), sql, [request.id, 'remarcar', null])).toMatchObject({
      message: 'Escolha uma nova data a partir de amanhã.',
    });
    const closed = closedDay('rota-alto-lajeado', 20)!;
    expect(await refused(as(other), sql, [request.id, 'remarcar', closed])).toMatchObject({
      message: `O passeio "${tour}" não acontece em ${isoToBR(closed)}.`,
    });
    const newDate = runDay('rota-alto-lajeado', 1, 20);
    expect(await rowAs(as(other), sql, [request.id, 'remarcar', newDate])).toMatchObject({
      status: 'pendente',
      escolha: 'remarcar',
      nova_data: newDate,
    });
    expect(await decide(request.id, true)).toMatchObject({
      status: 'aceito',
      data_anterior: day(),
      nova_data: newDate,
    });
    expect(await itineraryRow(othersItinerary.id)).toMatchObject({
      status: 'Aguardando',
      data_passeio: newDate,
      cancelado: false,
      cancelado_pela_empresa: false,
      motivo_cancelamento: null,
    });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await mail(`remarcacao_confirmada:${request.id}`)).toMatchObject({ data: { nova_data: newDate } });
    expect(await auditActions('itinerarios', othersItinerary.id)).toEqual([
      'reserva_cancelada',
      'reserva_remarcada',
    ]);
  });
});
