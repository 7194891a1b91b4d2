import type { Transaction } from '@electric-sql/pglite';
import type { RoleContext } from '../../helpers/db.ts';
import { daysFromToday, todayInSaoPaulo } from '../../helpers/days.ts';
import { createDriver as createDriverIn, type Customer } from '../../helpers/factories.ts';
import { db, type Row } from '../../helpers/schema-database.ts';

// The set-up the boarding suites share (20261127000100_vouchers_boarding.sql, issue 30): a driver, bookings of
// any day (today's included, past their sales cut-off, so written past the triggers that judge new sales), and a
// caller with a hand-held clock for the functions that take one. The database and the customer, the other
// customer and the operator come from tests/helpers/schema-database.ts.

/** A driver (role 'motorista') in the file's database. */
export const createDriver = (overrides: Partial<Customer> = {}) =>
  createDriverIn(db, { nome: 'Motorista Teste', ...overrides });

export const today = () => todayInSaoPaulo();
export const yesterday = () => daysFromToday(-1);
export const tomorrow = () => daysFromToday(1);

export type Booking = { ref: string; codigo: string; id: number };

type BookingOptions = {
  passeio?: string;
  data?: string;
  status?: string;
  adultos?: number;
  criancas?: number;
  embarque?: string;
  passageiros?: string | null;
};

// The bookings are written as they stand on the day: the sales and seat triggers judge new sales, not this.
async function raw<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    return fn(tx);
  });
}

/** An itinerary (a messaging-app booking, or a PIX order's when `pedido` is given). */
export async function itinerary(
  who: Customer,
  options: BookingOptions & { pedido?: number } = {},
): Promise<Booking> {
  const { rows } = await raw((tx) =>
    tx.query<{ id: number; voucher: string }>(
      `insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, valor_total_liquido, qtd_pessoas,
         qtd_adultos, qtd_criancas, hospedagem, local_embarque, passageiros_nomes, status, id_pedido)
       values ($1, $2, $3, 300, $4::int + $5::int, $4, $5, $6, $6, $7, $8, $9)
       returning id_itinerario as id, voucher`,
      [
        who.idCliente,
        options.passeio ?? 'City Tour Tradicional',
        options.data ?? today(),
        options.adultos ?? 2,
        options.criancas ?? 0,
        options.embarque ?? 'Hotel Frontenac',
        options.passageiros === undefined ? `${who.nome}; Acompanhante` : options.passageiros,
        options.status ?? 'Aguardando',
        options.pedido ?? null,
      ],
    ),
  );
  const row = rows[0]!;
  return { ref: `R${row.id}`, codigo: row.voucher, id: Number(row.id) };
}

/** A site order ('Cartão(Stripe)' paid by default). */
export async function order(
  who: Customer,
  options: BookingOptions & { tipo?: 'Pix' | 'Cartão(Stripe)' } = {},
): Promise<Booking> {
  const { rows } = await raw((tx) =>
    tx.query<{ id: number; voucher: string }>(
      `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, qtd_children,
         hotel_local, tipo_pagamento, status)
       values ($1, $2, 180, $3, $4, $5, $6, $7, $8)
       returning id, voucher`,
      [
        who.idCliente,
        options.passeio ?? 'City Tour Tradicional',
        options.data ?? today(),
        options.adultos ?? 2,
        options.criancas ?? 0,
        options.embarque ?? 'Hotel Frontenac',
        options.tipo ?? 'Cartão(Stripe)',
        options.status ?? 'pago',
      ],
    ),
  );
  const row = rows[0]!;
  return { ref: `P${row.id}`, codigo: row.voucher, id: Number(row.id) };
}

/** The voucher code as a person would type it: lower case, in groups of four, with the look-alike letters. */
export const typed = (code: string) =>
  `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/1/g, 'l');

/**
 * Calls an internal function that takes the instant (check_in_at, mark_no_show_at) as `who` would reach it through
 * the public one: the database owner runs it with the caller's JWT claims, so auth.uid() is the caller. Keeps what
 * it wrote; answers its rows as JSON.
 */
export async function rowsAtClock(who: RoleContext, sql: string, params: unknown[] = []): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ role: who.role, ...(who.sub ? { sub: who.sub, aud: 'authenticated' } : {}) }),
    ]);
    const { rows } = await tx.query<{ row: Row }>(`select to_jsonb(x) as row from (${sql}) x`, params);
    return rows.map((row) => row.row);
  });
}

/** An instant in São Paulo ('YYYY-MM-DDTHH:MM'), in UTC as to_jsonb() writes a timestamptz. */
export const sp = (dayAndTime: string) =>
  new Date(`${dayAndTime}:00-03:00`).toISOString().replace('.000Z', '+00:00');
