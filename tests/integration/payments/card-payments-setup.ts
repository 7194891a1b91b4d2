import type { SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { localStripeKeys } from '../../../supabase/local/stripe/keys.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { nthWeekdayFromToday, weekdayFromToday } from '../../helpers/days.ts';
import { signUpCustomer, type SignedInCustomer } from '../../helpers/customers.ts';

// The set-up the card payment suites share: an embedded backend per suite, two signed-in customers, the real
// stripe SDK pointed at the local test provider, and the helpers to order, check out, pay and send webhooks.

export const siteUrl = 'http://shop.test';
export let backend: TestBackend;
export let me: SignedInCustomer;
export let other: SignedInCustomer;
export let stripe: Stripe;
export let admin: SupabaseClient;

// City Tour Tradicional (R$ 90/person, every day) and Parque Amantikir (R$ 120, Mon/Wed/Thu/Sat).
export const cityTour = { tourId: 'city-tour-tradicional', title: 'City Tour Tradicional', price: 90 };
export const amantikir = { tourId: 'parque-amantikir', title: 'Parque Amantikir', price: 120 };
/** A Monday near the end of the booking horizon, after the PIX suites' days. */
export const monday = weekdayFromToday('monday', 350);
let dateSeq = 0;

/**
 * A Thursday or Saturday ahead (City Tour and Parque Amantikir both run then), a different one for every call (so
 * orders never collide with the pending-order index): about a hundred within the booking horizon, none of them a
 * day of the PIX suites (pix-charges-setup.ts, nextPixDay).
 */
export function nextDay(): string {
  dateSeq += 1;
  return nthWeekdayFromToday(['thursday', 'saturday'], dateSeq, 7);
}

export type Party = { adults: number; children: number; babies: number; pets: number };
export const party: Party = { adults: 2, children: 1, babies: 0, pets: 0 };

export async function insertCardOrder(
  customer: SignedInCustomer,
  tour: { title: string },
  valor: number,
  date: string,
  people: Party = party,
) {
  const { data: client } = await customer.client
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', customer.userId)
    .single();
  const { data, error } = await customer.client
    .from('pedido_site')
    .insert({
      id_cliente: (client as { id_cliente: number }).id_cliente,
      nome_passeio: tour.title,
      valor,
      data_passeio: date,
      qtd_adults: people.adults,
      qtd_children: people.children,
      qtd_babies: people.babies,
      qtd_pets: people.pets,
      hotel_local: 'Hotel Frontenac',
      tipo_pagamento: 'Cartão(Stripe)',
      status: 'aguardando pagamento',
    })
    .select()
    .single();
  if (error) throw error;
  return data as { id: number };
}

export const item = (orderId: number, tour: { tourId: string }, date: string, people: Party = party) => ({
  orderId,
  tourId: tour.tourId,
  date,
  ...people,
});

export async function invoke(client: SupabaseClient, name: string, body: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const context = (error as { context?: Response }).context;
  return { status: context?.status ?? 0, body: (await context?.json()) as Record<string, unknown> };
}

export async function ordersById(ids: number[]) {
  const { data, error } = await admin
    .from('pedido_site')
    .select('id, status, stripe_session_id')
    .in('id', ids);
  if (error) throw error;
  return new Map(
    (data as { id: number; status: string; stripe_session_id: string | null }[]).map((o) => [o.id, o]),
  );
}

/** A checkout for one City Tour order (2 adults + 1 child = R$ 225,00). */
export async function checkout(customer = me) {
  const date = nextDay();
  const order = await insertCardOrder(customer, cityTour, 225, date);
  const answer = await invoke(customer.client, 'create-checkout-session', {
    amount: 225,
    items: [item(order.id, cityTour, date)],
    userEmail: customer.email,
  });
  expect(answer.status).toBe(200);
  return { order, sessionId: answer.body.sessionId as string, url: answer.body.url as string };
}

/** Pays a session on the provider's page, with one of its test cards (supabase/local/stripe/test-cards.ts). */
export const pay = (url: string, card?: string) =>
  fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    ...(card ? { body: new URLSearchParams({ cartao: card }) } : {}),
  });

export async function signedEvent(
  session: Stripe.Checkout.Session,
  eventId: string,
  secret: string,
  type = 'checkout.session.completed',
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return { payload, signature };
}

export async function postWebhook(payload: string, signature: string | null) {
  const response = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Changes a session at the local provider behind the shop's back (a payment the shop has not heard of yet). */
export const atProvider = (sessionId: string, patch: Record<string, unknown>) =>
  backend.ctx.exclusive(() =>
    backend.ctx.db.query(
      'update local_stripe.checkout_sessions set session = session || $2::jsonb where id = $1',
      [sessionId, JSON.stringify(patch)],
    ),
  );

export async function sessionStatuses(ids: string[]) {
  const { data, error } = await admin.from('stripe_checkout_sessions').select('id, status').in('id', ids);
  if (error) throw error;
  return Object.fromEntries((data as { id: string; status: string }[]).map((row) => [row.id, row.status]));
}

export async function refundsOf(sessionId: string) {
  const { data, error } = await admin
    .from('card_payments_to_refund')
    .select('order_id, reason, valor')
    .eq('session_id', sessionId);
  if (error) throw error;
  return data;
}

export const alone: Party = { adults: 1, children: 0, babies: 0, pets: 0 };

/** Starts this suite's backend, customers and Stripe client before its tests and closes it after. */
export function withCardPaymentsBackend() {
  beforeAll(async () => {
    backend = await startTestBackend({ siteUrl });
    me = await signUpCustomer(backend, 'Helena Cardoso', '11955554444');
    other = await signUpCustomer(backend, 'Caio Mendes', '11966665555');
    admin = backend.serviceClient();
    stripe = new Stripe(localStripeKeys(backend.jwtSecret).secretKey, {
      host: 'localhost',
      port: backend.port,
      protocol: 'http',
      httpClient: Stripe.createFetchHttpClient(),
    });
  });

  afterAll(async () => {
    await backend?.close();
  });
}
