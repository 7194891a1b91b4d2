import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/responsive-image';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { paths } from '@/config/paths';
import { closedDepartureMessage } from '@/domain/availability';
import { isDayAvailable, itemDateConflict } from '@/domain/booking-rules';
import { formatDateBR } from '@/domain/date-format';
import { todayInSaoPaulo } from '@/domain/calendar-days';
import { isValidDate } from '@/domain/dates';
import { formatBRL } from '@/domain/money';
import { cartItemTotal, priceUnitLabel } from '@/domain/pricing';
import type { CartItem } from '@/domain/types';
import { tourAvailabilityQueryOptions } from '../api/tour-availability';
import { LinePrice } from './order-summary';
import { partyOf, tourCalendar } from './tour-calendar';

type CartItemRowProps = {
  item: CartItem;
  items: CartItem[];
  /** The coupon's discount on this item in R$ (0 when the coupon does not cover it). */
  discount?: number;
  onDateChange: (date: Date | null) => void;
  onRemove: () => void;
};

export function CartItemRow({ item, items, discount = 0, onDateChange, onRemove }: CartItemRowProps) {
  const date = item.bookingDetails?.date;
  const validDate = isValidDate(date) ? date : undefined;
  const availability = useQuery(tourAvailabilityQueryOptions(item.id));
  // A day in the cart whose online sales closed meanwhile (the database would refuse it in the same words).
  const problem =
    closedDepartureMessage(item, availability.data, new Date()) ?? itemDateConflict(item, items);
  const labelId = `data-${item.id}`;

  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm">
      <div className="flex gap-4">
        <ResponsiveImage
          base={item.image}
          kind="tour"
          alt=""
          sizes="112px"
          className="aspect-[3/2] w-28 shrink-0 rounded-xl object-cover"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-2xl leading-tight tracking-wide text-primary">
            <Link to={paths.tour(item.id)} className="hover:underline">
              {item.title}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            {item.period} · {item.duration} · {formatBRL(item.price)} {priceUnitLabel(item)}
          </p>
          <p className="mt-1 flex font-semibold">
            <LinePrice total={cartItemTotal(item)} discount={discount} className="justify-start" />
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span id={labelId} className="sr-only">
          Data de {item.title}
        </span>
        <DatePicker
          className="flex-1 justify-start font-normal"
          aria-labelledby={`${labelId} ${labelId}-valor`}
          selected={validDate}
          onSelect={(day) => onDateChange(day ?? null)}
          isDisabled={(day) => !isDayAvailable(item, day, todayInSaoPaulo(new Date()))}
          calendar={tourCalendar}
          calendarProps={{ tourId: item.id, party: partyOf(item.bookingDetails) }}
        >
          <span id={`${labelId}-valor`}>{validDate ? formatDateBR(validDate) : 'Selecione a data'}</span>
        </DatePicker>
        <Button variant="ghost" onClick={onRemove} aria-label={`Remover ${item.title} do carrinho`}>
          <Trash2 aria-hidden="true" />
          Remover
        </Button>
      </div>
      {problem ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          {problem}
        </p>
      ) : null}
    </li>
  );
}
