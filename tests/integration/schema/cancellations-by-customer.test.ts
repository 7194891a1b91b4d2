import { actAs, as, asRole, service } from '../../helpers/db.ts';
import { daysFromToday, runDay } from '../../helpers/days.ts';
import { createOrder } from '../../helpers/factories.ts';
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
  mail,
  orderRow,
  refundOf,
  requestChange,
  snapshot,
} from './cancellations-setup.ts';

// A customer's cancellation from request to refund (20261125000300_cancellations.sql): the refund the policy
// grants, the card refund claimed once and settled once, and a customer's own pending order cancelled.
withSchemaDatabase();

// ─── A customer's cancellation ──────────────────────────────────────────────────────────────────────────────

describe('a customer cancels a card booking 40 days ahead, paid long ago', () => {
  let booking: Booking;
  let request: Row;

  beforeAll(async () => {
    booking = await cardBooking(customer, { adults: 2 });
  });

  it('is offered 90% by the policy, and the request keeps that proposal', async () => {
    const { rows } = await asRole(db, as(customer), (tx) =>
      tx.query('select * from public.cancellation_terms_for($1)', [booking.ref]),
    );
    expect(booking.valor).toBe(180);
    expect(rows[0]).toMatchObject({
      regra: 'antecedencia-31',
      pode_cancelar: true,
      percentual: 90,
      pode_remarcar: true,
      dias: 40,
    });
    expect(Number((rows[0] as { reembolso: string }).reembolso)).toBe(162);

    request = await requestChange(customer, booking.ref, 'cancelamento');
    expect(request).toMatchObject({
      id_cliente: customer.idCliente,
      id_pedido: booking.id,
      id_itinerario: null,
      tipo: 'cancelamento',
      status: 'pendente',
      passeio: 'City Tour Tradicional',
      data_anterior: booking.data,
      nova_data: null,
      valor_pago: 180,
      regra: 'antecedencia-31',
      percentual: 90,
      reembolso_proposto: 162,
      reembolso: null,
    });
    // The booking stays as it is until the operator answers.
    expect(await orderRow(booking.id)).toMatchObject({ status: 'pago' });
  });

  it("queues 'solicitacao_recebida' with the request's facts", async () => {
    expect(await mail(`solicitacao_recebida:${request.id}`)).toEqual({
      template: 'solicitacao_recebida',
      to_email: customer.email,
      data: {
        nome: 'Ana Cliente',
        passeio: 'City Tour Tradicional',
        data: booking.data,
        nova_data: null,
        valor_pago: 180,
        reembolso: 162,
        percentual: 90,
        motivo: null,
        referencia: booking.ref,
        escolha: null,
      },
    });
  });

  it('refuses a second open request for the same booking', async () => {
    for (const tipo of ['cancelamento', 'remarcacao']) {
      const error = await refused(as(customer), 'select * from public.request_booking_change($1, $2, $3)', [
        booking.ref,
        tipo,
        runDay('city-tour-tradicional', 1, 45),
      ]);
      expect(error).toEqual({
        code: '23505',
        message: 'Já existe uma solicitação em andamento para esta reserva.',
      });
    }
    expect(await count('select 1 from public.booking_requests where id_pedido = $1', [booking.id])).toBe(1);
  });

  it('refuses a refund above what was paid, and a refund other than the proposal without a reason', async () => {
    const before = await snapshot();
    const sql = 'select * from public.admin_decide_booking_request($1, true, null, $2, $3)';
    expect(await refused(as(operator), sql, [request.id, 180.01, 'Cortesia'])).toEqual({
      code: '22023',
      message: 'O reembolso vai de R$ 0,00 até o valor pago.',
    });
    expect(await refused(as(operator), sql, [request.id, -1, 'Cortesia'])).toMatchObject({ code: '22023' });
    for (const reason of [null, '  ', 'ok']) {
      expect(await refused(as(operator), sql, [request.id, 170, reason])).toEqual({
        code: '22023',
        message: 'Informe o motivo de alterar o reembolso proposto pela política.',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('accepted: the order is cancelled, a card refund of 162 waits for Stripe, all audited and mailed', async () => {
    const accepted = await decide(request.id, true);
    expect(accepted).toMatchObject({
      status: 'aceito',
      reembolso: 162,
      motivo_ajuste: null,
      decidido_por: operator.userId,
    });
    expect(accepted.decidido_em).not.toBeNull();
    expect(await orderRow(booking.id)).toMatchObject({
      status: 'cancelado',
      cancelado_pela_empresa: false,
      motivo_cancelamento: 'Cancelamento a pedido do cliente',
    });
    expect(await refundOf(request.id)).toMatchObject({
      id_cliente: customer.idCliente,
      metodo: 'cartao',
      valor: 162,
      status: 'pendente',
      stripe_session_id: expect.stringMatching(/^cs_test_cancel_/),
      stripe_refund_id: null,
    });
    expect(await auditActions('pedido_site', booking.id)).toEqual(['reserva_cancelada']);
    expect(await auditActions('booking_requests', request.id)).toEqual(['cancelamento_aceito']);
    const refund = (await refundOf(request.id))!;
    expect(await auditActions('refunds', refund.id)).toEqual(['reembolso_criado']);
    const audit = await rowOf(
      `select actor, before ->> 'status' as antes, after ->> 'status' as depois from public.operator_audit
        where entity = 'pedido_site' and entity_id = $1`,
      [String(booking.id)],
    );
    expect(audit).toEqual({ actor: operator.userId, antes: 'pago', depois: 'cancelado' });
    expect(await mail(`cancelamento_confirmado:${request.id}`)).toMatchObject({
      template: 'cancelamento_confirmado',
      to_email: customer.email,
      data: { reembolso: 162, percentual: 90, valor_pago: 180, referencia: booking.ref },
    });
  });

  it('accepting twice, or refusing afterwards, changes nothing and answers the decision', async () => {
    const before = await snapshot();
    expect(await decide(request.id, true)).toMatchObject({ status: 'aceito', reembolso: 162 });
    expect(await decide(request.id, true, null, 10, 'Outro valor')).toMatchObject({ reembolso: 162 });
    expect(await decide(request.id, false, 'Mudei de ideia')).toMatchObject({ status: 'aceito' });
    expect(await snapshot()).toEqual(before);
  });

  it('the customer sees the request and the refund; the cancelled booking cannot be asked for again', async () => {
    const seen = await asRole(db, as(customer), async (tx) => ({
      requests: (await tx.query('select status from public.booking_requests where id = $1', [request.id]))
        .rows,
      refunds: (await tx.query('select status from public.refunds where request_id = $1', [request.id])).rows,
    }));
    expect(seen).toEqual({ requests: [{ status: 'aceito' }], refunds: [{ status: 'pendente' }] });
    expect(
      await refused(as(customer), 'select * from public.request_booking_change($1, $2)', [
        booking.ref,
        'cancelamento',
      ]),
    ).toEqual({
      code: '22023',
      message: 'Esta reserva não está mais ativa.',
    });
  });

  it('the card refund is claimed once, then settled once by the charge.refunded event', async () => {
    const refund = (await refundOf(request.id))!;
    const claim = () => rowAs(as(operator), 'select * from public.admin_claim_card_refund($1)', [refund.id]);
    expect(await claim()).toMatchObject({ id: refund.id, valor: 162, send: true });
    expect(await claim()).toMatchObject({ send: false });
    expect(await auditActions('refunds', refund.id)).toEqual([
      'reembolso_criado',
      'reembolso_cartao_solicitado',
    ]);
    await actAs(db, service, (tx) =>
      tx.query(`select public.record_card_refund($1, 're_test_cancel_1', 'processando')`, [refund.id]),
    );
    const settle = () =>
      rowAs(service, `select public.settle_card_refunds(array['re_test_cancel_1']) as n`).then(
        (row) => row.n,
      );
    expect(await settle()).toBe(1);
    expect(await settle()).toBe(0);
    expect(await refundOf(request.id)).toMatchObject({ status: 'concluido', pago_em: daysFromToday(0) });
    expect(await claim()).toMatchObject({ send: false });
    expect(await mail(`reembolso_efetuado:${request.id}`)).toMatchObject({
      data: { metodo: 'cartao', reembolso: 162 },
    });
    expect(
      await count(`select 1 from public.email_outbox where dedupe_key = $1`, [
        `reembolso_efetuado:${request.id}`,
      ]),
    ).toBe(1);
  });
});

describe('a card refund Stripe answers at once', () => {
  it('is done that day: the function records it concluded, with its date, and one mail', async () => {
    const booking = await cardBooking(customer, { adults: 2 });
    const request = await requestChange(customer, booking.ref, 'cancelamento');
    await decide(request.id, true);
    const refund = (await refundOf(request.id))!;
    await rowAs(as(operator), 'select * from public.admin_claim_card_refund($1)', [refund.id]);
    for (let i = 0; i < 2; i++) {
      await actAs(db, service, (tx) =>
        tx.query(`select public.record_card_refund($1, 're_test_at_once', 'concluido')`, [refund.id]),
      );
    }
    expect(await refundOf(request.id)).toMatchObject({ status: 'concluido', pago_em: daysFromToday(0) });
    expect(
      await count(`select 1 from public.email_outbox where dedupe_key = $1`, [
        `reembolso_efetuado:${request.id}`,
      ]),
    ).toBe(1);
  });
});

// ─── The customer's own pending order ───────────────────────────────────────────────────────────────────────

describe('a customer cancels their own pending order', () => {
  it('is stamped with when, and the reason Cancelado pelo cliente', async () => {
    const order = await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: 'Turismo Aparecida',
    });
    await actAs(db, as(customer), (tx) =>
      tx.query(`update public.pedido_site set status = 'cancelado' where id = $1`, [order.id]),
    );
    expect(
      await rowOf(
        `select status, motivo_cancelamento, status_changed_at > now() - interval '1 minute' as agora
           from public.pedido_site where id = $1`,
        [order.id],
      ),
    ).toEqual({ status: 'cancelado', motivo_cancelamento: 'Cancelado pelo cliente', agora: true });
  });

  it("keeps the operator's own reason when the operator cancels", async () => {
    const [order] = await db.transaction(async (tx) => [
      await createOrder(tx, { id_cliente: other.idCliente, nome_passeio: 'Turismo Aparecida' }),
    ]);
    const { rows } = await db.query<{ pix_txid: string }>(
      'select pix_txid from public.pedido_site where id = $1',
      [order!.id],
    );
    await actAs(db, as(operator), (tx) =>
      tx.query('select public.admin_cancel_pix_order($1, $2, $3)', [
        other.idCliente,
        rows[0]!.pix_txid,
        'PIX não recebido',
      ]),
    );
    expect(await orderRow(order!.id)).toMatchObject({
      status: 'cancelado',
      motivo_cancelamento: 'PIX não recebido',
    });
  });
});
