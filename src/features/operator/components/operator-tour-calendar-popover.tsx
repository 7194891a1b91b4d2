import { useQuery } from '@tanstack/react-query';
import { DatePickerPopover, type DatePickerPopoverProps } from '@/components/ui/date-picker-popover';
import type { Party } from '@/domain/availability';
import { operatorDayMarks } from '@/domain/operator-sales-cutoff';
import { tourAvailabilityQueryOptions } from '@/features/cart';

export type OperatorCalendarProps = { tourId: string; party: Party };

/**
 * Nova reserva's calendar: the customers' seats ('Esgotado', 'Últimas vagas'), but a day whose online sales closed
 * stays open until its departure leaves, since the operator books until boarding.
 */
export function OperatorTourCalendarPopover({
  tourId,
  party,
  ...popover
}: DatePickerPopoverProps & OperatorCalendarProps) {
  const availability = useQuery(tourAvailabilityQueryOptions(tourId));
  const marks = availability.data ? operatorDayMarks(availability.data, party) : undefined;
  return <DatePickerPopover {...popover} marks={marks} />;
}
