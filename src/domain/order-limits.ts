// The bounds of an order, one source for the booking counters, the stored cart, the card checkout and the
// database (scripts/tour-catalogue-sql.ts writes them into the SQL the order checks read).

/** Each counter of a booking (adults, children, babies, pets) goes up to this. */
export const MAX_PER_COUNTER = 50;

/** One checkout (one insert of orders) holds at most this many orders. */
export const MAX_ORDERS_PER_REQUEST = 10;

/** A customer holds at most this many orders awaiting payment; paying or cancelling one frees its place. */
export const MAX_PENDING_ORDERS = 20;

/** Tours are sold online up to this many days after today (São Paulo), the last day included. */
export const BOOKING_HORIZON_DAYS = 365;

type Counts = { adults: number; children: number; babies: number; pets: number };

/** Whole counts within the counters' bounds: adults 1 to the limit, the others 0 to the limit. */
export function partyWithinLimits({ adults, children, babies, pets }: Counts): boolean {
  const within = (value: number, min: number) =>
    Number.isInteger(value) && value >= min && value <= MAX_PER_COUNTER;
  return within(adults, 1) && within(children, 0) && within(babies, 0) && within(pets, 0);
}
