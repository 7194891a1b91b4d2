import { expect } from '@playwright/test';
import { signJwt } from '../../../supabase/local/jwt';
import { nodeClient, registerCustomer } from '../customers';

// The backend as the browser tests reach it besides the page: the service role for what the test arranges, and
// the operator's own session for what the console would do.

const api = () => `http://localhost:${process.env.E2E_API_PORT}`;
const operator = { email: 'admin@movietour.local', password: 'movietour-admin' };

async function key(role: 'service_role' | 'anon') {
  return signJwt({ role, iss: 'supabase' }, process.env.E2E_JWT_SECRET!, 600);
}

export async function serviceHeaders() {
  const service = await key('service_role');
  return { apikey: service, Authorization: `Bearer ${service}`, 'Content-Type': 'application/json' };
}

/** A REST call, as the service role unless other headers are given; fails the test on an error answer. */
export async function rest(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${api()}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: { Prefer: 'return=representation', ...(init.headers ?? (await serviceHeaders())) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(true);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** The anon key the app is served: the functions accept only the project's own keys. */
async function servedAnonKey() {
  const config = (await (await fetch(`http://localhost:${process.env.E2E_PORT}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  return config.supabaseAnonKey;
}

/** The operator's own session headers, as the console sends them. */
async function operatorHeaders() {
  const anon = await servedAnonKey();
  const login = await fetch(`${api()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anon, 'Content-Type': 'application/json' },
    body: JSON.stringify(operator),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { apikey: anon, Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' };
}

/** An operator function called with the operator's own session, as the console calls it. */
export async function asOperator(fn: string, args: Record<string, unknown>) {
  return rest(`rpc/${fn}`, { method: 'POST', body: args, headers: await operatorHeaders() });
}

/** The mails waiting in the outbox sent now, as the console asks after an action, instead of at the schedule. */
export async function sendQueuedMails() {
  const response = await fetch(`${api()}/functions/v1/send-emails`, {
    method: 'POST',
    headers: await operatorHeaders(),
    body: '{}',
  });
  expect(response.ok, `send-emails: ${response.status} ${await response.text()}`).toBe(true);
}

export async function customerId(email: string): Promise<number> {
  const rows = (await rest(`clientes?select=id_cliente&email_cliente=eq.${encodeURIComponent(email)}`)) as {
    id_cliente: number;
  }[];
  return rows[0]!.id_cliente;
}

/**
 * A booking from the messaging app recorded by the operator (admin_record_booking) at Hotel Frontenac, for
 * `adults` adults: for an existing customer by id, or for a new one named 'Cliente das Vagas'. Answers its
 * itinerary id.
 */
export async function recordMessagingBooking(tour: string, day: string, adults: number, idCliente?: number) {
  return (await asOperator('admin_record_booking', {
    p_id_cliente: idCliente ?? null,
    p_nome: idCliente ? '' : 'Cliente das Vagas',
    p_celular: idCliente ? '' : `129${String(Date.now()).slice(-8)}`,
    p_email: '',
    p_passeio: tour,
    p_data: day,
    p_adultos: adults,
    p_criancas: 0,
    p_bebes: 0,
    p_pets: 0,
    p_embarque: 'Hotel Frontenac',
    p_passageiros: '',
    p_observacao: '',
    p_desconto: 0,
    p_motivo_desconto: '',
  })) as number;
}

/**
 * A new customer (Supabase Auth's sign-up) with their own signed-in client: RLS and the functions' checks apply.
 * The functions accept only the project's own keys, so the client takes the anon key the app is served.
 */
export async function newCustomerWithClient() {
  const backend = { url: api(), anonKey: await servedAnonKey() };
  const customer = await registerCustomer(backend);
  const client = nodeClient(backend);
  const { error } = await client.auth.setSession(customer.session);
  if (error) throw error;
  return { customer, client };
}
