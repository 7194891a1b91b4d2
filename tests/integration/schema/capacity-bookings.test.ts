import { anon, as, asRole, attempt } from '../../helpers/db.ts';
import { daysFromToday, runDay, tourNamed } from '../../helpers/days.ts';
import { createOrder } from '../../helpers/factories.ts';
import {
  count,
  customer,
  db,
  operator,
  refused,
  type Row,
  rowsAs,
  rowsOf,
  withSchemaDatabase,
} from '../../helpers/schema-database.ts';
import {
  AMANTIKIR,
  APARECIDA,
  availabilityOn,
  booked,
  CITY,
  departure,
  freshDay,
  loadOf,
  setDeparture,
  onSale,
} from './capacity-setup.ts';

// What a booking takes of a departure and what a departure has (20261125000500_capacity.sql): the seats of each
// kind of booking, the default capacities, and the calendars' one call (tour_availability).
withSchemaDatabase();

// ─── What a booking takes, and what a departure has ─────────────────────────────────────────────────────────

describe('what a booking takes', () => {
  it.each([
    ['adults and children take a seat each', false, [2, 1, 0], 3],
    ['babies on a lap take none', false, [2, 0, 2], 2],
    ['a per-car tour takes one car for up to four people', true, [4, 0, 0], 1],
    [
      'a per-car tour takes ceil(people / 4) cars, babies counted as the price counts them',
      true,
      [4, 0, 1],
      2,
    ],
    ['nine people take three cars', true, [5, 3, 1], 3],
    ['a per-car booking takes at least one car', true, [0, 0, 0], 1],
  ] as const)('%s', async (_what, perCar, [adults, children, babies], units) => {
    const { rows } = await db.query<{ units: number }>(
      'select public.booking_units($1, $2, $3, $4) as units',
      [perCar, adults, children, babies],
    );
    expect(rows[0]!.units).toBe(units);
  });

  it('counts seats on a departure without babies and pets, and cars on a per-car tour', async () => {
    const day = freshDay('parque-amantikir');
    await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: AMANTIKIR,
      data_passeio: day,
      qtd_adults: 2,
      qtd_children: 1,
      qtd_babies: 2,
      qtd_pets: 3,
    });
    expect(await loadOf(AMANTIKIR, day)).toEqual({ vendidas: 0, reservadas: 3, livres: 17 });
    expect(await availabilityOn('parque-amantikir', day)).toMatchObject({ capacidade: 20, livres: 17 });

    const carDay = freshDay('turismo-aparecida');
    await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: APARECIDA,
      data_passeio: carDay,
      qtd_adults: 4,
      qtd_babies: 1,
    });
    await booked(APARECIDA, carDay, 3);
    expect(await loadOf(APARECIDA, carDay)).toEqual({ vendidas: 1, reservadas: 2, livres: 0 });
    expect(await availabilityOn('turismo-aparecida', carDay)).toMatchObject({
      capacidade: 3,
      livres: 0,
      por_carro: true,
    });
  });
});

describe('the default capacities', () => {
  it('are 20 seats for a per-person tour and 3 cars for a per-car tour', async () => {
    const day = freshDay('city-tour-tradicional');
    expect(await availabilityOn('city-tour-tradicional', day)).toEqual({
      dia: day,
      capacidade: 20,
      livres: 20,
      fechado: false,
      por_carro: false,
      ...onSale,
    });
    expect(await departure(CITY, day)).toMatchObject({
      capacidade: 20,
      vendidas: 0,
      reservadas: 0,
      livres: 20,
      alterada: false,
    });
    const carDay = freshDay('turismo-aparecida');
    expect(await availabilityOn('turismo-aparecida', carDay)).toMatchObject({
      capacidade: 3,
      livres: 3,
      por_carro: true,
    });
    expect(await departure(APARECIDA, carDay)).toMatchObject({
      capacidade: 3,
      por_carro: true,
      alterada: false,
    });
  });

  it("change with the tour's capacity, a day's own capacity wins, and clearing it goes back to the tour's", async () => {
    const [first, second] = [freshDay('rota-do-horto'), freshDay('rota-do-horto')];
    await rowsAs(as(operator), `select public.admin_set_tour_capacity('Rota do Horto Florestal', 8) as ok`);
    await setDeparture('Rota do Horto Florestal', second, 30);
    expect(await availabilityOn('rota-do-horto', first)).toMatchObject({ capacidade: 8, livres: 8 });
    expect(await availabilityOn('rota-do-horto', second)).toMatchObject({ capacidade: 30, livres: 30 });
    expect(await departure('Rota do Horto Florestal', second)).toMatchObject({ alterada: true });
    await setDeparture('Rota do Horto Florestal', second, null);
    expect(await availabilityOn('rota-do-horto', second)).toMatchObject({ capacidade: 8 });
    expect(await departure('Rota do Horto Florestal', second)).toMatchObject({ alterada: false });
    expect(
      await count(`select 1 from public.departure_capacity where passeio = 'Rota do Horto Florestal'`),
    ).toBe(0);
    expect(
      await rowsOf(
        `select action, entity, entity_id from public.operator_audit where entity = 'capacidade' and entity_id like 'Rota do Horto%' order by id`,
      ),
    ).toEqual([
      { action: 'capacidade_passeio', entity: 'capacidade', entity_id: 'Rota do Horto Florestal' },
      { action: 'capacidade_saida', entity: 'capacidade', entity_id: `Rota do Horto Florestal ${second}` },
      { action: 'capacidade_saida', entity: 'capacidade', entity_id: `Rota do Horto Florestal ${second}` },
    ]);
  });

  it('refuse a capacity out of range, an unknown tour and a past day, in Portuguese', async () => {
    const tomorrow = runDay('city-tour-tradicional');
    const cases = [
      [`select public.admin_set_tour_capacity('City Tour Tradicional', 0)`, 'A capacidade vai de 1 a 500.'],
      [`select public.admin_set_tour_capacity('City Tour Tradicional', 501)`, 'A capacidade vai de 1 a 500.'],
      [`select public.admin_set_tour_capacity('Passeio Nenhum', 10)`, 'Passeio não encontrado.'],
      [
        `select public.admin_set_departure_capacity('City Tour Tradicional', '${tomorrow}', -1)`,
        'A capacidade vai de 0 a 500.',
      ],
      [
        `select public.admin_set_departure_capacity('Passeio Nenhum', '${tomorrow}', 5)`,
        'Passeio não encontrado.',
      ],
      [
        `select public.admin_set_departure_capacity('City Tour Tradicional', '${daysFromToday(-1)}', 5)`,
        'Escolha um dia a partir de hoje.',
      ],
    ];
    for (const [sql, message] of cases) {
      expect(await refused(as(operator), sql!), sql).toEqual({ code: '22023', message });
    }
  });
});

// ─── The calendars' one call ────────────────────────────────────────────────────────────────────────────────

describe('tour_availability(tour, days)', () => {
  const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const weekdayOf = (day: string) => weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

  const availability = async (tourId: string, days: number | null = 90) =>
    (
      await asRole(db, anon, (tx) =>
        tx.query<{ row: Row }>('select to_jsonb(a) as row from public.tour_availability($1, $2) a', [
          tourId,
          days,
        ]),
      )
    ).rows.map(
      (r) =>
        r.row as { dia: string; capacidade: number; livres: number; fechado: boolean; por_carro: boolean },
    );

  it('answers only the days the tour runs, from today in São Paulo, for the next 90 days by default', async () => {
    const tour = tourNamed('parque-amantikir');
    const expected = Array.from({ length: 90 }, (_, offset) => daysFromToday(offset)).filter((day) =>
      tour.availableDays.includes(weekdayOf(day) as never),
    );
    const rows = await availability('parque-amantikir');
    expect(rows.map((row) => row.dia)).toEqual(expected);
    expect((await availability('parque-amantikir', null)).length).toBe(expected.length);
    expect((await availability('city-tour-tradicional')).length).toBe(90);
    expect((await availability('city-tour-tradicional', 7)).map((row) => row.dia)).toEqual(
      Array.from({ length: 7 }, (_, offset) => daysFromToday(offset)),
    );
  });

  it('answers the free seats of each day, closed days and cars for a per-car tour', async () => {
    const day = freshDay('rota-alto-lajeado');
    const closed = freshDay('rota-alto-lajeado');
    await booked('Rota Alto Lajeado', day, 5);
    await createOrder(db, {
      id_cliente: customer.idCliente,
      nome_passeio: 'Rota Alto Lajeado',
      data_passeio: day,
      qtd_adults: 2,
      qtd_children: 1,
    });
    await setDeparture('Rota Alto Lajeado', closed, null, true);
    const rows = await availability('rota-alto-lajeado');
    expect(rows.find((row) => row.dia === day)).toEqual({
      dia: day,
      capacidade: 20,
      livres: 12,
      fechado: false,
      por_carro: false,
      ...onSale,
    });
    expect(rows.find((row) => row.dia === closed)).toMatchObject({ capacidade: 0, livres: 0, fechado: true });
    expect(
      rows
        .filter((row) => row.dia !== day && row.dia !== closed && row.dia > daysFromToday(10))
        .every((row) => row.livres === 20),
    ).toBe(true);
    expect(
      (await availability('turismo-aparecida')).every((row) => row.por_carro && row.capacidade <= 4),
    ).toBe(true);
  });

  it('refuses an unknown tour in Portuguese', async () => {
    for (const who of [anon, as(customer)]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, `select * from public.tour_availability('passeio-nenhum')`),
      );
      expect(result.error).toEqual({ code: '22023', message: 'Passeio não encontrado.' });
    }
  });
});
