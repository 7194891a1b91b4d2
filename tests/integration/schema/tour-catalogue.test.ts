import { newestCatalogueMigration, tourCatalogueSql } from '../../../scripts/tour-catalogue-sql.ts';
import { tours } from '../../../src/domain/catalogue/tours.ts';
import {
  MAX_ORDERS_PER_REQUEST,
  MAX_PENDING_ORDERS,
  MAX_PER_COUNTER,
} from '../../../src/domain/order-limits.ts';
import { PIX_DISCOUNT_PER_TOUR_PER_ADULT, PIX_MIN_TOURS } from '../../../src/domain/pix-discount.ts';
import { CHILD_PRICE_FACTOR, PEOPLE_PER_CAR } from '../../../src/domain/pricing.ts';
import { weekdayOrder } from '../../../src/domain/weekdays.ts';
import { db, withSchemaDatabase } from '../../helpers/schema-database.ts';

// The database prices orders from the same catalogue as the app: scripts/tour-catalogue-sql.ts writes it from
// src/domain into a migration. A change to a price, a weekday or a limit in src/domain fails here until a new
// migration carries it ('npx tsx scripts/tour-catalogue-sql.ts --new').

withSchemaDatabase({ people: false });

describe('the SQL catalogue is the one in src/domain', () => {
  it('the newest migration holding the generated catalogue holds exactly what the script writes today', async () => {
    const newest = await newestCatalogueMigration();
    expect(newest?.block, `${newest?.file ?? 'no migration'} is stale`).toBe(tourCatalogueSql());
  });

  it('the migrated database answers every tour with its title, price, unit and weekdays', async () => {
    const { rows } = await db.query<{
      tour_id: string;
      title: string;
      price: string;
      per_car: boolean;
      weekdays: number[];
    }>('select * from public.tour_catalogue()');
    expect(rows).toEqual(
      tours.map((tour) => ({
        tour_id: tour.id,
        title: tour.title,
        price: tour.price.toFixed(2),
        per_car: tour.priceUnit === 'carro',
        weekdays: tour.availableDays.map((day) => weekdayOrder.indexOf(day)).sort((a, b) => a - b),
      })),
    );
  });

  it('and the pricing constants and limits', async () => {
    const { rows } = await db.query('select * from public.order_rules()');
    expect(rows).toEqual([
      {
        people_per_car: PEOPLE_PER_CAR,
        child_price_factor: String(CHILD_PRICE_FACTOR),
        pix_discount_per_tour_per_adult: PIX_DISCOUNT_PER_TOUR_PER_ADULT.toFixed(2),
        pix_min_tours: PIX_MIN_TOURS,
        max_per_counter: MAX_PER_COUNTER,
        max_orders_per_request: MAX_ORDERS_PER_REQUEST,
        max_pending_orders: MAX_PENDING_ORDERS,
      },
    ]);
  });

  it('detects a difference: a catalogue with another price is not the generated one', async () => {
    const tour = tours[0]!;
    const original = tour.price;
    try {
      tour.price = original + 1;
      expect(tourCatalogueSql()).not.toBe((await newestCatalogueMigration())?.block);
    } finally {
      tour.price = original;
    }
  });
});
