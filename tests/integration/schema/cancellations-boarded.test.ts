import { as } from '../../helpers/db.ts';
import { customer, db, refused, rowAs, withSchemaDatabase } from '../../helpers/schema-database.ts';
import { itinerary, order, tomorrow } from '../boarding/boarding-setup.ts';

// A booking whose passengers boarded was used (spec §9: the full refund is for a booking "unused and requested
// before use"): its terms are 'passeio-realizado' and no cancellation or new day can be asked for it, although the
// tour's departure time has not come and the right of regret's week still runs
// (20261204000300_boarded_bookings_operator_booking_rules.sql).
withSchemaDatabase();

const terms = (ref: string) =>
  rowAs(
    as(customer),
    'select regra, pode_cancelar, percentual, reembolso, pode_remarcar from public.cancellation_terms_for($1)',
    [ref],
  );

const board = (ref: string, status: 'embarcou' | 'nao_compareceu' = 'embarcou') => {
  const id = Number(ref.slice(1));
  return db.query(
    `insert into public.embarques (ref, id_itinerario, id_pedido, status, embarcou_em)
     values ($1, $2, $3, $4, case when $4 = 'embarcou' then now() end)`,
    [ref, ref.startsWith('R') ? id : null, ref.startsWith('P') ? id : null, status],
  );
};

describe('a boarded booking', () => {
  it.each([
    ['an itinerary', () => itinerary(customer, { data: tomorrow() }), 'embarcou'],
    ['a card order', () => order(customer, { data: tomorrow() }), 'embarcou'],
    [
      'an itinerary marked absent at the pick-up',
      () => itinerary(customer, { data: tomorrow() }),
      'nao_compareceu',
    ],
  ] as const)('%s: no refund, no new day, and no request', async (_, book, status) => {
    const booking = await book();
    // Bought just now, for tomorrow: the right of regret's 100% until the passengers board.
    expect(await terms(booking.ref)).toMatchObject({
      regra: 'arrependimento',
      pode_cancelar: true,
      percentual: 100,
    });

    await board(booking.ref, status);
    expect(await terms(booking.ref)).toEqual({
      regra: 'passeio-realizado',
      pode_cancelar: false,
      percentual: 0,
      reembolso: 0,
      pode_remarcar: false,
    });
    for (const kind of ['cancelamento', 'remarcacao']) {
      expect(
        await refused(as(customer), 'select * from public.request_booking_change($1, $2, $3)', [
          booking.ref,
          kind,
          null,
        ]),
      ).toMatchObject({
        code: '22023',
        message: 'O embarque desta reserva já foi registrado: ela não pode mais ser cancelada nem remarcada.',
      });
    }
  });
});
