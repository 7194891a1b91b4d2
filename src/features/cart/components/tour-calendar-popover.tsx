import { useQuery } from '@tanstack/react-query';
import { DatePickerPopover, type DatePickerPopoverProps } from '@/components/ui/date-picker-popover';
import { availabilityMarks, type Party } from '@/domain/availability';
import { QueryProvider } from '@/lib/query-provider';
import { tourAvailabilityQueryOptions } from '../api/tour-availability';

export type TourCalendarProps = { tourId: string; party: Party };

/**
 * The booking calendar of a tour: days no longer sold online ('Vendas encerradas') and full days ('Esgotado')
 * disabled, nearly full ones marked 'Últimas vagas'.
 * Loaded with the calendar's code, so the seats are fetched only then; without them the calendar still works.
 * The tour page has no other data: the query client comes with this code.
 */
export function TourCalendarPopover(props: DatePickerPopoverProps & TourCalendarProps) {
  return (
    <QueryProvider>
      <CalendarWithSeats {...props} />
    </QueryProvider>
  );
}

function CalendarWithSeats({ tourId, party, ...popover }: DatePickerPopoverProps & TourCalendarProps) {
  const availability = useQuery(tourAvailabilityQueryOptions(tourId));
  const marks = availability.data ? availabilityMarks(availability.data, party, new Date()) : undefined;
  return <DatePickerPopover {...popover} marks={marks} />;
}
