import Stripe from 'stripe';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import type { SignedInCustomer } from '../../helpers/customers.ts';
import { eventually } from '../../helpers/eventually.ts';
import { invoke } from './card-payments-setup.ts';
import {
  admin,
  backend,
  charge,
  itineraryIds,
  me,
  operator,
  pixCheckout,
  postWebhook,
  press,
  until,
} from './pix-charges-setup.ts';

// What the PIX refund suites share (issue 29): a PIX checkout paid through the local provider's test page, its
// bookings, and their refunds as the database and the provider hold them.

/** A PIX checkout (R$ 160 + R$ 220) paid on the provider's test page: its orders booked as itineraries. */
export async function paidPixCheckout(customer: SignedInCustomer = me) {
  const checkout = await pixCheckout(customer);
  const pix = await charge(checkout, customer);
  expect((await press(pix, 'pay')).status).toBe(303);
  await until(checkout.orderIds, 'pago');
  const itineraries = await eventually(async () => {
    const ids = await itineraryIds(checkout.orderIds);
    expect(ids).toHaveLength(2);
    return ids.sort((a, b) => a - b);
  });
  return { checkout, pix, itineraries };
}

/** Confirmed this long ago, a booking is past the 7 days of the regret right: the policy's bands apply. */
export async function confirmedDaysAgo(idItinerario: number, days: number) {
  await backend.ctx.exclusive(() =>
    backend.ctx.db.query(
      `update public.itinerarios set created_at = now() - make_interval(days => $2) where id_itinerario = $1`,
      [idItinerario, days],
    ),
  );
}

/**
 * The customer asks to cancel an itinerary and the operator accepts: the refund row, of the policy's amount, or of
 * `reembolso` reais with a reason.
 */
export async function cancelledBooking(
  idItinerario: number,
  customer: SignedInCustomer = me,
  reembolso?: number,
) {
  const { data: request, error } = await customer.client.rpc('request_booking_change', {
    p_ref: `R${idItinerario}`,
    p_tipo: 'cancelamento',
  });
  if (error) throw error;
  const requestId = (request as { id: number }).id;
  const { error: decideError } = await operator.rpc('admin_decide_booking_request', {
    p_id: requestId,
    p_aceitar: true,
    ...(reembolso === undefined
      ? {}
      : { p_reembolso: reembolso, p_motivo_ajuste: 'Acordado com o cliente pelo WhatsApp' }),
  });
  if (decideError) throw decideError;
  const { data: refund, error: refundError } = await admin
    .from('refunds')
    .select('id')
    .eq('request_id', requestId)
    .single();
  if (refundError) throw refundError;
  return { refundId: (refund as { id: number }).id, requestId };
}

export type RefundRow = {
  id: number;
  status: string;
  metodo: string;
  valor: number;
  pix_charge_id: string | null;
  payment_to_refund_id: number | null;
  stripe_refund_id: string | null;
  last_error: string | null;
  pago_em: string | null;
  tentativa: number;
};

export async function refundRow(id: number): Promise<RefundRow> {
  const { data, error } = await admin
    .from('refunds')
    .select(
      'id, status, metodo, valor, pix_charge_id, payment_to_refund_id, stripe_refund_id, last_error, pago_em, tentativa',
    )
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as RefundRow;
}

/** The refund mails of a request in the outbox ('reembolso_efetuado' unless told), oldest first. */
export async function refundMails(requestId: number, template = 'reembolso_efetuado') {
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ dedupe_key: string; data: { reembolso: number; metodo: string } }>(
      `select dedupe_key, data from public.email_outbox where template = $2 and dedupe_key like $1 order by id`,
      [`${template}:${requestId}%`, template],
    ),
  );
  return rows;
}

export async function refundsAtProvider(stripe: Stripe, paymentIntent: string) {
  return (await stripe.refunds.list({ payment_intent: paymentIntent })).data;
}

/** A correctly signed Stripe event about `object`, posted to the webhook. */
export async function postSignedEvent(
  type: string,
  object: object,
  id = `evt_test_${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const secret = localStripeKeys(backend.jwtSecret).webhookSecret;
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return postWebhook(payload, signature);
}

export const refundCardPayment = (client: Parameters<typeof invoke>[0], refundId: number) =>
  invoke(client, 'refund-card-payment', { refund_id: refundId });
