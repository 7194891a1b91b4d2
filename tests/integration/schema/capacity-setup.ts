import { actAs, anon, as, asRole, type RoleContext } from '../../helpers/db.ts';
import { runDay, tourNamed } from '../../helpers/days.ts';
import type { Customer } from '../../helpers/factories.ts';
import { db, customer, operator, other, rowsAs, type Row } from '../../helpers/schema-database.ts';
import { isoToBR } from '../../../src/domain/date-format.ts';
import { orderValue } from '../../../src/domain/pricing.ts';

// The set-up the capacity suites share (capacity-*.test.ts; 20261125000500_capacity.sql): orders and bookings
// that take seats, the operator's capacity settings, what the calendars and the console read of a departure, and
// a fresh departure per scenario (a tour on a day no other scenario of the file uses, so they never meet). The
// database and the people come from tests/helpers/schema-database.ts.

export type Party = { adults?: number; children?: number; babies?: number; pets?: number };

/** Runs a statement as `who`, keeping what it wrote; answers the refusal with its detail, or null. */
export async function tryAs(who: RoleContext, sql: string, params: unknown[] = []) {
  return actAs(db, who, async (tx) => {
    await tx.query('savepoint try');
    try {
      await tx.query(sql, params);
      await tx.query('release savepoint try');
      return null;
    } catch (error) {
      await tx.query('rollback to savepoint try');
      const { code, message, detail } = error as { code?: string; message?: string; detail?: string };
      if (!code) throw error;
      return { code, message, detail };
    }
  });
}

export const full = (title: string, day: string) => ({
  code: '23514',
  message: `Não há mais vagas para ${title} em ${isoToBR(day)}.`,
  detail: 'capacity: full',
});

/** The customer's own insert of one order (spec call 12), as their token makes it through the API. */
export function orderInsert(
  who: Customer,
  title: string,
  day: string,
  party: Party = {},
  tipo: 'Pix' | 'Cartão(Stripe)' = 'Pix',
) {
  const counts = { adults: party.adults ?? 1, children: party.children ?? 0, babies: party.babies ?? 0 };
  return {
    sql: `insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, qtd_children,
            qtd_babies, qtd_pets, hotel_local, tipo_pagamento)
          values ($1, $2, $3, $4, $5, $6, $7, $8, 'Hotel Frontenac', $9)`,
    params: [
      who.idCliente,
      title,
      orderValue(tourNamed(title), counts),
      day,
      counts.adults,
      counts.children,
      counts.babies,
      party.pets ?? 0,
      tipo,
    ],
  };
}

export const insertOrderAs = (
  who: Customer,
  title: string,
  day: string,
  party: Party = {},
  tipo?: 'Pix' | 'Cartão(Stripe)',
) => {
  const { sql, params } = orderInsert(who, title, day, party, tipo);
  return tryAs(as(who), sql, params);
};

/** An itinerary 'Aguardando' the operator recorded (a messaging-app booking) for `adults` adults. */
export async function booked(
  title: string,
  day: string,
  adults: number,
  who: Customer = other,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, qtd_pessoas, qtd_adultos,
       valor_total_liquido, hospedagem, local_embarque, status)
     values ($1, $2, $3, $4, $4, 100, 'Hotel Frontenac', 'Hotel Frontenac', 'Aguardando')
     returning id_itinerario as id`,
    [who.idCliente, title, day, adults],
  );
  return Number(rows[0]!.id);
}

export const setDeparture = (
  title: string,
  day: string,
  capacidade: number | null,
  fechado = false,
  motivo: string | null = null,
) =>
  rowsAs(as(operator), 'select public.admin_set_departure_capacity($1, $2, $3, $4, $5) as ok', [
    title,
    day,
    capacidade,
    fechado,
    motivo,
  ]);

/** What tour_availability adds to a day still sold online (20261126000100_sales_cutoff.sql). */
export const onSale = { vendas_ate: expect.any(String), vendas_encerradas: false, partiu: false };

/** One day of a tour as the calendars see it (tour_availability, as a visitor). */
export async function availabilityOn(tourId: string, day: string) {
  const { rows } = await asRole(db, anon, (tx) =>
    tx.query<{ row: Row }>(`select to_jsonb(a) as row from public.tour_availability($1, 90) a`, [tourId]),
  );
  return rows.map((r) => r.row).find((row) => row.dia === day);
}

/** One departure as the operator sees it (admin_departures). */
export async function departure(title: string, day: string) {
  const { rows } = await asRole(db, as(operator), (tx) =>
    tx.query<{ row: Row }>(
      `select to_jsonb(d) as row from public.admin_departures($1, 1) d where d.passeio = $2`,
      [day, title],
    ),
  );
  return rows[0]?.row;
}

export const loadOf = async (title: string, day: string) => {
  const row = await departure(title, day);
  return { vendidas: row?.vendidas, reservadas: row?.reservadas, livres: row?.livres };
};

// A fresh departure for each scenario: the next day the tour runs, from 11 days ahead (past the 72 hours a
// reschedule needs, far enough that a PIX order holds its seats the full 24 hours, and after the seed's booking).
const usedDays = new Map<string, number>();
export function freshDay(tourId: string): string {
  const nth = (usedDays.get(tourId) ?? 0) + 1;
  usedDays.set(tourId, nth);
  return runDay(tourId, nth, 11);
}

export const AMANTIKIR = 'Parque Amantikir';
export const CITY = 'City Tour Tradicional';
export const APARECIDA = 'Turismo Aparecida';

export const pixTxid = async (orderId: number) =>
  (await db.query<{ pix_txid: string }>('select pix_txid from public.pedido_site where id = $1', [orderId]))
    .rows[0]!.pix_txid;

export const lapse = (orderId: number) =>
  db.query(`update public.pedido_site set expira_em = now() - interval '1 minute' where id = $1`, [orderId]);

export const recordBooking = (title: string, day: string, adults: number) =>
  `select public.admin_record_booking(${customer.idCliente}, null, null, null, '${title}', '${day}', ${adults}, 0, 0, 0,
     'Hotel Frontenac', null, null, 0, null) as id`;
