import { as, asRole, attempt, service } from '../../helpers/db.ts';
import { daysFromToday, runDay } from '../../helpers/days.ts';
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
  mailCount,
  refundOf,
  requestChange,
  snapshot,
} from './cancellations-setup.ts';

// The operator's decisions on a request (20261125000300_cancellations.sql): a refund changed with a reason, the
// PIX refund recorded, a request refused, and the append-only audit trail of every kind of decision.
withSchemaDatabase();

describe('the operator changes the refund with a reason, and records the PIX refund', () => {
  let booking: Booking;
  let request: Row;
  let refundId: unknown;

  beforeAll(async () => {
    booking = await itineraryBooking(customer, { valor: 300 });
    request = await requestChange(customer, booking.ref, 'cancelamento');
  });

  it('keeps the new amount and its reason, and audits the reason', async () => {
    expect(request).toMatchObject({ percentual: 90, reembolso_proposto: 270, id_itinerario: booking.id });
    const accepted = await decide(request.id, true, null, 300, 'Cliente da casa: reembolso integral');
    expect(accepted).toMatchObject({
      status: 'aceito',
      reembolso_proposto: 270,
      reembolso: 300,
      motivo_ajuste: 'Cliente da casa: reembolso integral',
    });
    expect(
      await rowOf(
        `select reason from public.operator_audit where entity = 'booking_requests' and entity_id = $1`,
        [String(request.id)],
      ),
    ).toEqual({ reason: 'Cliente da casa: reembolso integral' });
    expect(await itineraryRow(booking.id)).toMatchObject({
      status: 'Cancelado',
      cancelado: true,
      cancelado_pela_empresa: false,
      motivo_cancelamento: 'Cancelamento a pedido do cliente',
    });
    const refund = (await refundOf(request.id))!;
    expect(refund).toMatchObject({ metodo: 'pix', valor: 300, status: 'pendente', stripe_session_id: null });
    refundId = refund.id;
    expect(await mail(`cancelamento_confirmado:${request.id}`)).toMatchObject({ data: { reembolso: 300 } });
  });

  it('refuses a payment date in the future and an end-to-end id that is not letters and digits', async () => {
    const before = await snapshot();
    const sql = 'select * from public.admin_record_pix_refund($1, $2, $3)';
    expect(await refused(as(operator), sql, [refundId, daysFromToday(1), null])).toEqual({
      code: '22023',
      message: 'Informe a data em que o PIX foi pago (hoje ou antes).',
    });
    expect(await refused(as(operator), sql, [refundId, null, null])).toMatchObject({ code: '22023' });
    for (const e2e of ['E2E-123', 'E2E 123', 'x'.repeat(65)]) {
      expect(await refused(as(operator), sql, [refundId, daysFromToday(0), e2e])).toEqual({
        code: '22023',
        message: 'O identificador fim a fim (E2E) tem só letras e números.',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('records it once: paid, the E2E id kept, audited, one mail', async () => {
    const record = () =>
      rowAs(as(operator), 'select * from public.admin_record_pix_refund($1, $2, $3)', [
        refundId,
        daysFromToday(-1),
        ' e2e20261125abc ',
      ]);
    const first = await record();
    expect(first).toMatchObject({
      status: 'concluido',
      pago_em: daysFromToday(-1),
      pix_e2e_id: 'E2E20261125ABC',
    });
    const before = await snapshot();
    expect(await record()).toEqual(first);
    expect(await snapshot()).toEqual(before);
    expect(await auditActions('refunds', refundId)).toEqual(['reembolso_criado', 'reembolso_pix_registrado']);
    expect(await mail(`reembolso_efetuado:${request.id}`)).toMatchObject({
      template: 'reembolso_efetuado',
      to_email: customer.email,
      data: { metodo: 'pix', reembolso: 300, referencia: booking.ref },
    });
  });

  it('finds no PIX refund behind a card refund', async () => {
    const card = await requestChange(customer, (await cardBooking(customer)).ref, 'cancelamento');
    await decide(card.id, true);
    const cardRefund = (await refundOf(card.id))!;
    expect(
      await refused(as(operator), 'select * from public.admin_record_pix_refund($1, $2)', [
        cardRefund.id,
        daysFromToday(0),
      ]),
    ).toEqual({ code: '22023', message: 'Reembolso PIX não encontrado.' });
    expect(
      await refused(as(operator), 'select * from public.admin_claim_card_refund($1)', [refundId]),
    ).toEqual({ code: '22023', message: 'Reembolso pelo provedor não encontrado.' });
  });
});

describe('the operator refuses a request', () => {
  it('only with a reason; the booking stays, the customer is told why and may ask again', async () => {
    const booking = await itineraryBooking(other);
    const request = await requestChange(other, booking.ref, 'cancelamento');
    const before = await snapshot();
    for (const reason of [null, '', ' x ']) {
      expect(
        await refused(as(operator), 'select * from public.admin_decide_booking_request($1, false, $2)', [
          request.id,
          reason,
        ]),
      ).toEqual({ code: '22023', message: 'Informe o motivo da recusa.' });
    }
    expect(await snapshot()).toEqual(before);

    const refusedRequest = await decide(request.id, false, 'Reserva de grupo: fale com a gente');
    expect(refusedRequest).toMatchObject({
      status: 'recusado',
      motivo_decisao: 'Reserva de grupo: fale com a gente',
      reembolso: null,
    });
    expect(await itineraryRow(booking.id)).toMatchObject({ status: 'Aguardando', cancelado: false });
    expect(await refundOf(request.id)).toBeUndefined();
    expect(await auditActions('booking_requests', request.id)).toEqual(['solicitacao_recusada']);
    expect(await mail(`solicitacao_recusada:${request.id}`)).toMatchObject({
      template: 'solicitacao_recusada',
      to_email: other.email,
      data: { motivo: 'Reserva de grupo: fale com a gente', referencia: booking.ref },
    });
    expect(await mailCount(request.id)).toBe(2);
    // Closed: a new request of the same booking is allowed.
    expect(await requestChange(other, booking.ref, 'cancelamento')).toMatchObject({ status: 'pendente' });
  });
});

// ─── The audit trail ────────────────────────────────────────────────────────────────────────────────────────

describe('the audit trail of requests and refunds', () => {
  beforeAll(async () => {
    // One decision of each kind, in this file's own database: a cancellation accepted and its PIX refund
    // recorded, a card refund claimed, a reschedule accepted, a request refused, a departure cancelled.
    const pix = await requestChange(customer, (await itineraryBooking(customer)).ref, 'cancelamento');
    await decide(pix.id, true);
    await rowAs(as(operator), 'select * from public.admin_record_pix_refund($1, $2)', [
      (await refundOf(pix.id))!.id,
      daysFromToday(0),
    ]);
    const card = await requestChange(customer, (await cardBooking(customer)).ref, 'cancelamento');
    await decide(card.id, true);
    await rowAs(as(operator), 'select * from public.admin_claim_card_refund($1)', [
      (await refundOf(card.id))!.id,
    ]);
    const moved = await itineraryBooking(customer, {
      passeio: 'Parque Amantikir',
      data: runDay('parque-amantikir', 1, 40),
    });
    await decide(
      (await requestChange(customer, moved.ref, 'remarcacao', runDay('parque-amantikir', 2, 40))).id,
      true,
    );
    const kept = await itineraryBooking(other);
    await decide((await requestChange(other, kept.ref, 'cancelamento')).id, false, 'Reserva de grupo');
    const departureDay = runDay('turismo-aparecida', 1, 50);
    await itineraryBooking(other, { passeio: 'Turismo Aparecida', data: departureDay });
    await rowAs(as(operator), 'select public.admin_cancel_departure($1, $2, $3) as n', [
      'Turismo Aparecida',
      departureDay,
      'Van quebrada',
    ]);
  });

  it('stays append-only, for the service role and the database owner alike', async () => {
    expect(
      await count(`select 1 from public.operator_audit where entity in ('booking_requests', 'refunds')`),
    ).toBeGreaterThan(0);
    for (const sql of [
      `update public.operator_audit set reason = 'x' where entity = 'booking_requests'`,
      `delete from public.operator_audit where entity = 'refunds'`,
    ]) {
      expect((await asRole(db, service, (tx) => attempt(tx, sql))).error?.code).toBe('42501');
      expect((await asRole(db, as(operator), (tx) => attempt(tx, sql))).error?.code).toBe('42501');
      const asOwner = await db.transaction((tx) => attempt(tx, sql));
      expect(asOwner.error?.message).toMatch(/append-only/);
    }
  });

  it('names the operator as the actor of every decision', async () => {
    const actors = await rowsOf(
      `select distinct actor from public.operator_audit
        where action in ('cancelamento_aceito', 'remarcacao_aceita', 'solicitacao_recusada', 'passeio_cancelado_empresa',
                         'reembolso_pix_registrado', 'reembolso_cartao_solicitado')`,
    );
    expect(actors).toEqual([{ actor: operator.userId }]);
  });
});
