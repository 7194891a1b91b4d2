import { randomInt } from 'node:crypto';
import {
  createClient,
  type RealtimeClientOptions,
  type Session,
  type SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestBackend } from './backend.ts';

// Customers created the way the shop creates them (Supabase Auth's sign-up with the shop's metadata), for the
// integration and the browser tests alike. Only the tests of sign-up itself go through the sign-up form.

export type CustomerDetails = { nome: string; celular: string; email: string; password: string };

export type RegisteredCustomer = CustomerDetails & { userId: string; session: Session };

let calls = 0;

/**
 * A fresh identity per call, so tests never collide on the unique e-mail and mobile. The call's number tells apart
 * identities made in the same millisecond (thirty racers signed up at once drew the same random number), the
 * random part those of other test processes; the mobile keeps the last nine digits, both of them included.
 */
export function newCustomerDetails(overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  const random = String(randomInt(1000)).padStart(3, '0');
  const call = String(calls++ % 1000).padStart(3, '0');
  const stamp = `${Date.now()}${random}${call}`;
  return {
    nome: 'Beatriz Camargo',
    celular: `11${stamp.slice(-9)}`,
    email: `beatriz.${stamp}@example.com`,
    password: 'segredo123',
    ...overrides,
  };
}

/** A supabase-js client for Node, without a session of its own. */
export function nodeClient(api: { url: string; anonKey: string }): SupabaseClient {
  return createClient(api.url, api.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket of its own; realtime is never used, but the client is built with one.
    realtime: { transport: WebSocket as unknown as RealtimeClientOptions['transport'] },
  });
}

/** Signs a customer up through the backend's Auth API (sign-up returning a session, as the local default). */
export async function registerCustomer(
  api: { url: string; anonKey: string },
  details: CustomerDetails = newCustomerDetails(),
): Promise<RegisteredCustomer> {
  const { data, error } = await nodeClient(api).auth.signUp({
    email: details.email,
    password: details.password,
    options: { data: { nome_completo: details.nome, celular: details.celular } },
  });
  if (error) throw error;
  if (!data.session || !data.user) throw new Error(`sign-up of ${details.email} returned no session`);
  return { ...details, userId: data.user.id, session: data.session };
}

export type SignedInCustomer = { client: SupabaseClient; userId: string; email: string; celular: string };

/** A customer signed up as the shop signs one up, with a client that holds the session. */
export async function signUpCustomer(
  backend: TestBackend,
  nome: string,
  celular: string,
): Promise<SignedInCustomer> {
  const details = newCustomerDetails({
    nome,
    celular,
    email: `${nome.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
  });
  const customer = await registerCustomer(backend, details);
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.setSession(customer.session);
  if (error) throw error;
  return { client, userId: customer.userId, email: customer.email, celular };
}
