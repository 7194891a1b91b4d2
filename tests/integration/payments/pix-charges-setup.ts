import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { signUpCustomer, type SignedInCustomer } from '../../helpers/customers.ts';
import { nthWeekdayFromToday } from '../../helpers/days.ts';
import { eventually } from '../../helpers/eventually.ts';
import { createOperator } from '../../helpers/factories.ts';
import { invoke } from './card-payments-setup.ts';

// The set-up the automatic PIX suites share (issue 29): an embedded backend per suite, two signed-in customers and
// the operator, the real stripe SDK pointed at the local provider, and PIX checkouts of two tours.

export let backend: TestBackend;
export let me: SignedInCustomer;
export let other: SignedInCustomer;
export let operator: SupabaseClient;
export let admin: SupabaseClient;
export let stripe: Stripe;

let dateSeq = 0;
/**
 * A Monday or Wednesday ahead (City Tour and Parque Amantikir both run then), a different one for every checkout:
 * from 35 days on, so a cancellation refunds by the policy's first band (90% at 31 days or more), and about ninety
 * within the booking horizon, none of them a day of the card suites (card-payments-setup.ts, nextDay).
 */
export function nextPixDay(): string {
  dateSeq += 1;
  return nthWeekdayFromToday(['monday', 'wednesday'], dateSeq, 35);
}

export async function clientId(customer: SignedInCustomer): Promise<number> {
  const { data, error } = await admin
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', customer.userId)
    .single();
  if (error) throw error;
  return (data as { id_cliente: number }).id_cliente;
}

export type PixCheckout = { orderIds: number[]; pixTxid: string; idCliente: number; date: string };

/**
 * One PIX checkout as the cart records it: City Tour (R$ 180) and Parque Amantikir (R$ 240) for two adults, the
 * PIX discount of R$ 40 shared: R$ 160 + R$ 220 = R$ 380,00 (38 000 cents).
 */
export async function pixCheckout(customer = me, paymentType = 'Pix'): Promise<PixCheckout> {
  const idCliente = await clientId(customer);
  const date = nextPixDay();
  const pix = paymentType === 'Pix';
  const row = (nome_passeio: string, valor: number) => ({
    id_cliente: idCliente,
    nome_passeio,
    valor,
    data_passeio: date,
    qtd_adults: 2,
    qtd_children: 0,
    qtd_babies: 0,
    qtd_pets: 0,
    hotel_local: 'Hotel Frontenac',
    tipo_pagamento: paymentType,
    status: 'aguardando pagamento',
  });
  const { data, error } = await customer.client
    .from('pedido_site')
    .insert([row('City Tour Tradicional', pix ? 160 : 180), row('Parque Amantikir', pix ? 220 : 240)])
    .select('id, pix_txid');
  if (error) throw error;
  const orders = data as { id: number; pix_txid: string }[];
  return { orderIds: orders.map((o) => o.id), pixTxid: orders[0]!.pix_txid, idCliente, date };
}

export const checkoutCents = 38_000;

export async function orderRows(ids: number[]) {
  const { data, error } = await admin
    .from('pedido_site')
    .select('id, status, motivo_cancelamento, expira_em')
    .in('id', ids)
    .order('id');
  if (error) throw error;
  return data as { id: number; status: string; motivo_cancelamento: string | null; expira_em: string }[];
}

/** A checkout's charge as create-pix-charge answers it: the provider's id and its test page. */
export type Charge = { chargeId: string; testPageUrl: string };

/** Asks create-pix-charge for the checkout's charge, as My Purchases and the checkout do. */
export async function charge(checkout: PixCheckout, customer: SignedInCustomer = me): Promise<Charge> {
  const answer = await invoke(customer.client, 'create-pix-charge', { orderIds: checkout.orderIds });
  expect(answer.status).toBe(200);
  return answer.body as Charge;
}

/** Pays or expires the charge on the local provider's test page. */
export const press = (pix: Charge, action: 'pay' | 'expire') =>
  fetch(`${pix.testPageUrl}/${action}`, { method: 'POST', redirect: 'manual' });

/** The orders' statuses, in the order of their ids. */
export const statuses = async (ids: number[]) => (await orderRows(ids)).map((o) => o.status);

/** Waits until every order of `ids` has `status`. */
export const until = (ids: number[], status: string) =>
  eventually(async () => expect(await statuses(ids)).toEqual(ids.map(() => status)));

export async function chargeRow(id: string) {
  const { data, error } = await admin.from('pix_charges').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as { id: string; status: string; paid_at: string | null; amount_cents: number } | null;
}

/** The outbox's mails of a template for these orders' itineraries (or orders, for 'pedido_cancelado'). */
export async function mails(template: string, keys: string[]) {
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ dedupe_key: string }>(
      'select dedupe_key from public.email_outbox where template = $1 and dedupe_key = any ($2) order by id',
      [template, keys],
    ),
  );
  return rows.map((r) => r.dedupe_key);
}

export async function itineraryIds(orderIds: number[]) {
  const { data, error } = await admin
    .from('itinerarios')
    .select('id_itinerario, id_pedido')
    .in('id_pedido', orderIds);
  if (error) throw error;
  return (data as { id_itinerario: number }[]).map((i) => i.id_itinerario);
}

/** Starts this suite's backend, customers, operator and Stripe client before its tests and closes it after. */
export function withPixBackend() {
  beforeAll(async () => {
    backend = await startTestBackend({ siteUrl: 'http://shop.test' });
    me = await signUpCustomer(backend, 'Joana Prates', '11944443333');
    other = await signUpCustomer(backend, 'Rui Alencar', '11933332222');
    admin = backend.serviceClient();
    const account = await backend.ctx.exclusive(() => createOperator(backend.ctx.db));
    operator = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await operator.auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    if (error) throw error;
    stripe = new Stripe(localStripeKeys(backend.jwtSecret).secretKey, {
      host: 'localhost',
      port: backend.port,
      protocol: 'http',
      httpClient: Stripe.createFetchHttpClient(),
    });
  });

  // A customer may have 20 orders awaiting payment: each test leaves none behind.
  afterEach(async () => {
    const { error } = await admin
      .from('pedido_site')
      .update({ status: 'cancelado', motivo_cancelamento: 'Fim do teste' })
      .eq('status', 'aguardando pagamento');
    if (error) throw error;
  });

  afterAll(async () => {
    await backend?.close();
  });
}

export async function postWebhook(payload: string, signature: string) {
  const response = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
