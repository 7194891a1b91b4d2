import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { DatePicker } from '@/components/ui/date-picker';
import { isDayAvailable } from '@/domain/booking-rules';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { formatDateBR } from '@/domain/date-format';
import { parseIsoDate, toIsoDate } from '@/domain/dates';
import { operatorSalesClosedWarning, warnsSalesClosed } from '@/domain/operator-sales-cutoff';
import type { Tour } from '@/domain/types';
import { tourAvailabilityQueryOptions } from '@/features/cart';
import { operatorTourCalendar } from './operator-tour-calendar';

type DepartureDateFieldProps = {
  tour: Tour;
  party: { adults: number; children: number; babies: number };
  /** YYYY-MM-DD, or '' until chosen. */
  value: string;
  onChange: (day: string) => void;
  error?: string;
};

/**
 * The tour's day, on a calendar with seats: full days 'Esgotado', four seats or fewer 'Últimas vagas'. A day whose
 * online sales closed is still booked here, with a warning, until its departure leaves.
 */
export function DepartureDateField({ tour, party, value, onChange, error }: DepartureDateFieldProps) {
  const now = new Date();
  const today = dayInSaoPaulo(now);
  const selected = parseIsoDate(value) ?? undefined;
  const availability = useQuery(tourAvailabilityQueryOptions(tour.id));
  const chosen = availability.data?.find((row) => row.dia === value);
  return (
    <div className="grid gap-2">
      <span id="nova-reserva-data-rotulo" className="text-sm font-medium leading-none">
        Data do passeio
      </span>
      <DatePicker
        aria-labelledby="nova-reserva-data-rotulo nova-reserva-data-valor"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'nova-reserva-data-erro' : undefined}
        className="w-full justify-start font-normal"
        selected={selected}
        defaultMonth={selected}
        isDisabled={(date) => !isDayAvailable(tour, date, today)}
        onSelect={(date) => onChange(date ? toIsoDate(date) : '')}
        calendar={operatorTourCalendar}
        calendarProps={{ tourId: tour.id, party }}
      >
        <span id="nova-reserva-data-valor">{selected ? formatDateBR(selected) : 'Escolher data'}</span>
      </DatePicker>
      {warnsSalesClosed(chosen, now) ? (
        <p role="status" className="flex items-start gap-2 text-sm font-medium text-gold-deep">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {operatorSalesClosedWarning}
        </p>
      ) : null}
      {error ? (
        <p id="nova-reserva-data-erro" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
