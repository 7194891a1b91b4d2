import { as } from '../../helpers/db.ts';
import { runDay } from '../../helpers/days.ts';
import { createItinerary, createOrder, type Customer } from '../../helpers/factories.ts';
import { count, db, operator, rowAs, rowOf } from '../../helpers/schema-database.ts';

// The set-up the cancellation suites share (cancellations-*.test.ts; 20261125000300_cancellations.sql): bookings
// past the regret days, a customer's request and the operator's decision, and the rows each step writes. The
// database and the people come from tests/helpers/schema-database.ts.

/** Everything the functions could change, to show a refused call changed nothing. */
export const snapshot = async () =>
  (
    await db.query<{ s: unknown }>(
      `select jsonb_build_object(
         'requests', (select coalesce(jsonb_agg(to_jsonb(r) order by r.id), '[]') from public.booking_requests r),
         'refunds', (select coalesce(jsonb_agg(to_jsonb(f) order by f.id), '[]') from public.refunds f),
         'credits', (select coalesce(jsonb_agg(to_jsonb(c) order by c.id), '[]') from public.credit_lots c),
         'credit_movements', (select coalesce(jsonb_agg(to_jsonb(m) order by m.id), '[]') from public.credit_movements m),
         'itineraries', (select coalesce(jsonb_agg(jsonb_build_array(i.id_itinerario, i.status, i.data_passeio)
                           order by i.id_itinerario), '[]') from public.itinerarios i),
         'orders', (select coalesce(jsonb_agg(jsonb_build_array(o.id, o.status, o.data_passeio) order by o.id), '[]')
                      from public.pedido_site o),
         'audit', (select count(*) from public.operator_audit),
         'outbox', (select count(*) from public.email_outbox)
       ) as s`,
    )
  ).rows[0]!.s;

export const fortyDaysAhead = () => runDay('city-tour-tradicional', 1, 40);

export type Booking = { ref: string; id: number; data: string; valor: number };

/** A booking from the messaging app or a confirmed PIX order (R<id>), confirmed a month ago: past the regret days. */
export async function itineraryBooking(
  who: Customer,
  { passeio = 'City Tour Tradicional', data = fortyDaysAhead(), valor = 200 } = {},
): Promise<Booking> {
  const itinerary = await createItinerary(db, {
    id_cliente: who.idCliente,
    nome_passeio: passeio,
    data_passeio: data,
    valor_total_liquido: valor,
  });
  const id = Number(itinerary.id_itinerario);
  await db.query(
    `update public.itinerarios set created_at = now() - interval '30 days' where id_itinerario = $1`,
    [id],
  );
  return { ref: `R${id}`, id, data, valor };
}

let sessions = 0;
/** A paid card order (P<id>), paid a month ago. */
export async function cardBooking(
  who: Customer,
  { passeio = 'City Tour Tradicional', data = fortyDaysAhead(), adults = 2 } = {},
): Promise<Booking> {
  const order = await createOrder(db, {
    id_cliente: who.idCliente,
    nome_passeio: passeio,
    data_passeio: data,
    qtd_adults: adults,
    tipo_pagamento: 'Cartão(Stripe)',
  });
  await db.query(`update public.pedido_site set status = 'pago', stripe_session_id = $2 where id = $1`, [
    order.id,
    `cs_test_cancel_${++sessions}`,
  ]);
  await db.query(
    `update public.pedido_site set status_changed_at = now() - interval '30 days' where id = $1`,
    [order.id],
  );
  return { ref: `P${order.id}`, id: Number(order.id), data, valor: Number(order.valor) };
}

export const requestChange = (who: Customer, ref: string, tipo: string, novaData: string | null = null) =>
  rowAs(as(who), 'select * from public.request_booking_change($1, $2, $3, $4)', [ref, tipo, novaData, null]);

export const decide = (
  id: unknown,
  aceitar: boolean,
  motivo: string | null = null,
  reembolso: number | null = null,
  motivoAjuste: string | null = null,
) =>
  rowAs(as(operator), 'select * from public.admin_decide_booking_request($1, $2, $3, $4, $5)', [
    id,
    aceitar,
    motivo,
    reembolso,
    motivoAjuste,
  ]);

export const requestRow = (id: unknown) => rowOf('select * from public.booking_requests where id = $1', [id]);
export const itineraryRow = (id: number) =>
  rowOf(
    `select status, data_passeio, cancelado_pela_empresa, motivo_cancelamento, cancelado_em is not null as cancelado
       from public.itinerarios where id_itinerario = $1`,
    [id],
  );
export const orderRow = (id: number) =>
  rowOf(
    `select status, data_passeio, cancelado_pela_empresa, motivo_cancelamento from public.pedido_site where id = $1`,
    [id],
  );
export const refundOf = (requestId: unknown) =>
  rowOf('select * from public.refunds where request_id = $1', [requestId]);
export const mail = (dedupeKey: string) =>
  rowOf('select template, to_email, data from public.email_outbox where dedupe_key = $1', [dedupeKey]);
export const mailCount = (requestId: unknown) =>
  count(`select 1 from public.email_outbox where dedupe_key ~ ('^[a-z_]+:' || $1 || '(:|$)')`, [
    String(requestId),
  ]);
export const auditActions = async (entity: string, entityId: unknown) =>
  (
    await db.query<{ action: string }>(
      'select action from public.operator_audit where entity = $1 and entity_id = $2 order by id',
      [entity, String(entityId)],
    )
  ).rows.map((row) => row.action);
