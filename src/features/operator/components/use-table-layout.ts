import { useSyncExternalStore } from 'react';

// One layout in the page at a time (a day can hold hundreds of bookings, a month hundreds of departures): a table
// at a desk and on paper, cards on a phone.
const tableQuery = '(min-width: 768px), print';
const subscribeToTable = (onChange: () => void) => {
  const query = window.matchMedia(tableQuery);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
};

/** Whether the page is wide enough (or printed) for a table. */
export const useTableLayout = () =>
  useSyncExternalStore(
    subscribeToTable,
    () => window.matchMedia(tableQuery).matches,
    () => true,
  );
