import { randomInt, randomUUID } from 'node:crypto';
import { tours } from '../../src/domain/catalogue/tours.ts';
import { orderValue } from '../../src/domain/pricing.ts';
import type { Queryable } from './db.ts';
import { runDay } from './days.ts';

// Factories write as the database owner (like the service role, but past every grant), for
// integration and e2e set-up only.

export type Customer = {
  userId: string;
  idCliente: number;
  email: string;
  celular: string;
  nome: string;
  password: string;
};

export type CustomerOverrides = Partial<Omit<Customer, 'idCliente'>> & { emailConfirmed?: boolean };

let sequence = 0;

function uniqueSuffix(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${randomInt(1000)}`;
}

function uniqueCelular(): string {
  return `119${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** Inserts an auth user (with its e-mail identity); the sign-up trigger creates clientes and user_roles. */
export async function createCustomer(db: Queryable, overrides: CustomerOverrides = {}): Promise<Customer> {
  const userId = overrides.userId ?? randomUUID();
  const email = overrides.email ?? `cliente-${uniqueSuffix()}@example.com`;
  const celular = overrides.celular ?? uniqueCelular();
  const nome = overrides.nome ?? 'Maria da Silva';
  const password = overrides.password ?? 'senha-teste-123';
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
       extensions.crypt($3, extensions.gen_salt('bf', 4)), case when $4 then now() end,
       '{"provider": "email", "providers": ["email"]}', $5, '', '', '', '')`,
    [
      userId,
      email,
      password,
      overrides.emailConfirmed ?? true,
      JSON.stringify({ nome_completo: nome, celular }),
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text), 'email')`,
    [userId, email],
  );
  const { rows } = await db.query<{ id_cliente: number; celular: string | null }>(
    'select id_cliente, celular from public.clientes where auth_user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`createCustomer: the sign-up trigger created no clientes row for ${email}`);
  return { userId, idCliente: Number(row.id_cliente), email: email.toLowerCase(), celular, nome, password };
}

/** A customer made operator (role 'admin'), as scripts/grant-operator.ts does. */
export async function createOperator(db: Queryable, overrides: CustomerOverrides = {}): Promise<Customer> {
  const operator = await createCustomer(db, { nome: 'Operadora Movie Tour', ...overrides });
  await db.query(`update public.user_roles set role = 'admin' where user_id = $1`, [operator.userId]);
  return operator;
}

/** A customer made driver (role 'motorista'), as admin_set_staff_role does (issue 30). */
export async function createDriver(db: Queryable, overrides: CustomerOverrides = {}): Promise<Customer> {
  const driver = await createCustomer(db, { nome: 'Motorista Movie Tour', ...overrides });
  await db.query(`update public.user_roles set role = 'motorista' where user_id = $1`, [driver.userId]);
  return driver;
}

export type Order = {
  id: number;
  id_cliente: number;
  nome_passeio: string;
  valor: string;
  data_passeio: string | null;
  qtd_adults: number;
  qtd_children: number;
  qtd_babies: number;
  qtd_pets: number;
  hotel_local: string | null;
  tipo_pagamento: 'Pix' | 'Cartão(Stripe)';
  status: 'aguardando pagamento' | 'pago' | 'cancelado';
  stripe_session_id: string | null;
  pix_txid: string | null;
  created_at: Date;
};

export type OrderOverrides = Partial<Omit<Order, 'id' | 'id_cliente' | 'valor'>> & {
  id_cliente: number;
  valor?: number | string;
};

const orderColumns = `id, id_cliente, nome_passeio, valor, to_char(data_passeio, 'YYYY-MM-DD') as data_passeio,
  qtd_adults, qtd_children, qtd_babies, qtd_pets, hotel_local, tipo_pagamento, status, stripe_session_id, pix_txid, created_at`;

/**
 * Inserts a site order the database accepts (it judges every insert, issue 14): by default City Tour
 * Tradicional for one adult at Hotel Frontenac on the first day the tour runs after today in São Paulo, and a
 * value the catalogue's for the party (one order alone, so no PIX discount). Dates are 'YYYY-MM-DD' strings and
 * come back as such.
 */
export async function createOrder(db: Queryable, overrides: OrderOverrides): Promise<Order> {
  const nome_passeio = overrides.nome_passeio ?? 'City Tour Tradicional';
  const tour = tours.find((candidate) => candidate.title === nome_passeio);
  const party = {
    adults: overrides.qtd_adults ?? 1,
    children: overrides.qtd_children ?? 0,
    babies: overrides.qtd_babies ?? 0,
  };
  const order = {
    nome_passeio,
    valor: tour ? orderValue(tour, party) : 90,
    data_passeio: tour ? runDay(tour.id) : null,
    qtd_adults: party.adults,
    qtd_children: party.children,
    qtd_babies: party.babies,
    qtd_pets: 0,
    hotel_local: 'Hotel Frontenac',
    tipo_pagamento: 'Pix',
    status: 'aguardando pagamento',
    stripe_session_id: null,
    ...overrides,
  };
  const columns = Object.keys(order);
  const { rows } = await db.query<Order>(
    `insert into public.pedido_site (${columns.join(', ')})
     values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     returning ${orderColumns}`,
    Object.values(order),
  );
  return rows[0]!;
}

/**
 * An order whose day has passed since it was booked: inserted for a bookable day (the only kind the database
 * stores), then moved to `day` as time would have moved it.
 */
export async function createPastOrder(
  db: Queryable,
  overrides: OrderOverrides & { data_passeio: string },
): Promise<Order> {
  const { data_passeio: day, ...rest } = overrides;
  const order = await createOrder(db, rest);
  const { rows } = await db.query<Order>(
    `update public.pedido_site set data_passeio = $2 where id = $1 returning ${orderColumns}`,
    [order.id, day],
  );
  return rows[0]!;
}

export type Itinerary = {
  id_itinerario: number;
  id_cliente: number;
  nome_passeio: string;
  data_passeio: string | null;
  valor_total_liquido: string | null;
  qtd_pessoas: number | null;
  hospedagem: string | null;
  local_embarque: string | null;
  passageiros_nomes: string | null;
  observacao: string | null;
  status: string;
  created_at: Date;
};

export type ItineraryOverrides = Partial<
  Omit<Itinerary, 'id_itinerario' | 'id_cliente' | 'valor_total_liquido'>
> & {
  id_cliente: number;
  valor_total_liquido?: number | string | null;
};

/** Inserts an itinerary as the operator would. */
export async function createItinerary(db: Queryable, overrides: ItineraryOverrides): Promise<Itinerary> {
  const itinerary = {
    nome_passeio: 'Parque Amantikir',
    data_passeio: '2030-01-20',
    valor_total_liquido: 240,
    qtd_pessoas: 2,
    hospedagem: 'Hotel Frontenac',
    local_embarque: 'Hotel Frontenac',
    passageiros_nomes: 'Maria da Silva; João da Silva',
    observacao: null,
    status: 'Aguardando',
    ...overrides,
  };
  const columns = Object.keys(itinerary);
  const { rows } = await db.query<Itinerary>(
    `insert into public.itinerarios (${columns.join(', ')})
     values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     returning id_itinerario, id_cliente, nome_passeio, to_char(data_passeio, 'YYYY-MM-DD') as data_passeio,
       valor_total_liquido, qtd_pessoas, hospedagem, local_embarque, passageiros_nomes, observacao, status, created_at`,
    Object.values(itinerary),
  );
  return rows[0]!;
}
