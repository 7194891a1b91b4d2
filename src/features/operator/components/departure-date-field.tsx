import { DatePicker } from '@/components/ui/date-picker';
import { isDayAvailable } from '@/domain/booking-rules';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { formatDateBR } from '@/domain/date-format';
import { parseIsoDate, toIsoDate } from '@/domain/dates';
import type { Tour } from '@/domain/types';
import { tourCalendar } from '@/features/cart';

type DepartureDateFieldProps = {
  tour: Tour;
  party: { adults: number; children: number; babies: number };
  /** YYYY-MM-DD, or '' until chosen. */
  value: string;
  onChange: (day: string) => void;
  error?: string;
};

/** The tour's day, on the customers' calendar with seats: full days 'Esgotado', four seats or fewer 'Últimas vagas'. */
export function DepartureDateField({ tour, party, value, onChange, error }: DepartureDateFieldProps) {
  const today = dayInSaoPaulo(new Date());
  const selected = parseIsoDate(value) ?? undefined;
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
        calendar={tourCalendar}
        calendarProps={{ tourId: tour.id, party }}
      >
        <span id="nova-reserva-data-valor">{selected ? formatDateBR(selected) : 'Escolher data'}</span>
      </DatePicker>
      {error ? (
        <p id="nova-reserva-data-erro" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
