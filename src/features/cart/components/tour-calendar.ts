import { loadOnce } from '@/boot/load-once';
import type { DatePickerCalendar } from '@/components/ui/date-picker';
import type { Party } from '@/domain/availability';
import type { BookingDetails } from '@/domain/types';
import { defaultBookingDetails } from '../cart-context';
import type { TourCalendarProps } from './tour-calendar-popover';

/** The booking calendar with the tour's free seats, loaded (and its seats fetched) when the calendar is. */
export const tourCalendar: DatePickerCalendar<TourCalendarProps> = loadOnce(() =>
  import('./tour-calendar-popover').then((module) => module.TourCalendarPopover),
);

/** The party a booking is for: its details, or the cart's default of one adult. */
export function partyOf(details: BookingDetails | undefined): Party {
  const { adults, children, babies } = details ?? defaultBookingDetails();
  return { adults, children, babies };
}
