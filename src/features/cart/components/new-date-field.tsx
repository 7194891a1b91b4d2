import { useId } from 'react';
import { DatePicker } from '@/components/ui/date-picker';
import { isDayAvailable } from '@/domain/booking-rules';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { tours } from '@/domain/catalogue/tours';
import { formatDateBR } from '@/domain/date-format';
import { parseIsoDate, toIsoDate } from '@/domain/dates';
import type { Party } from '@/domain/availability';
import { tourCalendar } from './tour-calendar';

/** The catalogue tour a booking is for (bookings store its title); undefined for a combo or a retired tour. */
export const tourTitled = (title: string) => tours.find((tour) => tour.title === title);

/**
 * The new day of a booking: the cart's date picker, offering only the days the tour runs, from tomorrow (São
 * Paulo), never the booking's own day. `value` and `onChange` are YYYY-MM-DD.
 */
export function NewDateField({
  tourTitle,
  currentDate,
  party,
  value,
  onChange,
  error,
}: {
  tourTitle: string;
  currentDate: string | null;
  /** The booking's party: the calendar marks the days without seats for it. */
  party: Party;
  value: string | null;
  onChange: (day: string | null) => void;
  error?: string | null;
}) {
  const id = useId();
  const tour = tourTitled(tourTitle);
  const selected = parseIsoDate(value) ?? undefined;
  const tomorrow = dayInSaoPaulo(new Date(), 1);
  // Named like the cart's date button: its label, then the day it shows.
  return (
    <div className="grid gap-2">
      <span id={`${id}-rotulo`} className="text-sm font-medium">
        Nova data
      </span>
      <DatePicker
        className="w-full justify-start font-normal"
        aria-labelledby={`${id}-rotulo ${id}-valor`}
        aria-describedby={error ? `${id}-erro` : undefined}
        aria-invalid={error ? true : undefined}
        selected={selected}
        onSelect={(day) => onChange(day ? toIsoDate(day) : null)}
        isDisabled={(day) => !tour || !isDayAvailable(tour, day, tomorrow) || toIsoDate(day) === currentDate}
        calendar={tourCalendar}
        calendarProps={{ tourId: tour?.id ?? '', party }}
      >
        <span id={`${id}-valor`}>{selected ? formatDateBR(selected) : 'Selecione a nova data'}</span>
      </DatePicker>
      {error ? (
        <p id={`${id}-erro`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
