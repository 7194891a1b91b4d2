import { loadOnce } from '@/boot/load-once';
import type { DatePickerCalendar } from '@/components/ui/date-picker';
import type { OperatorCalendarProps } from './operator-tour-calendar-popover';

/** Nova reserva's calendar with seats, loaded (and its seats fetched) when the calendar opens. */
export const operatorTourCalendar: DatePickerCalendar<OperatorCalendarProps> = loadOnce(() =>
  import('./operator-tour-calendar-popover').then((module) => module.OperatorTourCalendarPopover),
);
