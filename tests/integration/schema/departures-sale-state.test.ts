import { as } from '../../helpers/db.ts';
import { daysFromToday, runDay } from '../../helpers/days.ts';
import { db, operator, rowsAs, withSchemaDatabase, type Row } from '../../helpers/schema-database.ts';
import { DEFAULT_SALES_CUTOFF_HOURS } from '../../../src/domain/boarding.ts';
import { tours } from '../../../src/domain/catalogue/tours.ts';
import { CITY } from './capacity-setup.ts';

// /admin/vagas reads whether a departure is still sold online from admin_departures()
// (20261203000400_departures_sale_state.sql): it must answer as tour_availability(), the calendars' call, does.
withSchemaDatabase();

const setCutoff = (hours: number) =>
  rowsAs(as(operator), 'select public.admin_set_tour_sales_cutoff($1, $2) as ok', [CITY, hours]);

type Sale = { vendas_encerradas: boolean; partiu: boolean };

/**
 * Each departure of the next 30 days, `passeio dia` → its sale state, as admin_departures() (the operator) and as
 * tour_availability() (every tour, the same caller) answer it, read in one transaction that is rolled back.
 */
async function bothReadings(): Promise<{ admin: Map<string, Sale>; calendars: Map<string, Sale> }> {
  const today = daysFromToday(0);
  const sale = (row: Row): Sale => ({
    vendas_encerradas: row.vendas_encerradas as boolean,
    partiu: row.partiu as boolean,
  });
  const admin = new Map<string, Sale>();
  const calendars = new Map<string, Sale>();
  await db.transaction(async (tx) => {
    // No write makes a departure leave before its boarding: here every tour boards at midnight, so today's left.
    await tx.query(`create or replace function public.tour_departure_time(p_title text)
      returns time language sql immutable set search_path = '' as $$ select time '00:00' $$`);
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ role: 'authenticated', sub: operator.userId, aud: 'authenticated' })],
    );
    const departures = await tx.query<{ row: Row }>(
      'select to_jsonb(d) as row from public.admin_departures($1, 30) d',
      [today],
    );
    for (const { row } of departures.rows) admin.set(`${row.passeio} ${row.dia}`, sale(row));
    for (const tour of tours) {
      const days = await tx.query<{ row: Row }>(
        'select to_jsonb(a) as row from public.tour_availability($1, 30) a',
        [tour.id],
      );
      for (const { row } of days.rows) calendars.set(`${tour.title} ${row.dia}`, sale(row));
    }
    await tx.rollback();
  });
  return { admin, calendars };
}

describe('admin_departures says a departure is no longer on sale exactly as tour_availability does', () => {
  // City Tour Tradicional runs every day. Boarding at midnight with a week-long cut-off: today's left, two days
  // ahead its online sales closed, eleven days ahead it is still on sale.
  beforeAll(() => setCutoff(168));
  afterAll(() => setCutoff(DEFAULT_SALES_CUTOFF_HOURS));

  it('one that left, one whose online sales closed, one still on sale', async () => {
    const { admin, calendars } = await bothReadings();
    const cases = [
      [daysFromToday(0), { vendas_encerradas: true, partiu: true }],
      [daysFromToday(2), { vendas_encerradas: true, partiu: false }],
      [runDay('city-tour-tradicional', 1, 11), { vendas_encerradas: false, partiu: false }],
    ] as const;
    for (const [day, expected] of cases) {
      expect(calendars.get(`${CITY} ${day}`), `tour_availability, ${day}`).toEqual(expected);
      expect(admin.get(`${CITY} ${day}`), `admin_departures, ${day}`).toEqual(expected);
    }
  });

  it('and for every departure of every tour in the next 30 days', async () => {
    const { admin, calendars } = await bothReadings();
    expect(admin.size).toBeGreaterThan(tours.length);
    expect(Object.fromEntries(admin)).toEqual(Object.fromEntries(calendars));
  });
});
