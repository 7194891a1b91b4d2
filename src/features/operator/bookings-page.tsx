import { useQuery } from '@tanstack/react-query';
import { PlusCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { dayInSaoPaulo } from '@/domain/calendar-days';
import { bookingStatusFilterOf } from '@/domain/operator-bookings';
import { bookingsQueryOptions } from './api/bookings';
import type { BookingFilters } from './api/operator-keys';
import { BookingDialog } from './components/booking-dialog';
import { BookingFiltersForm } from './components/booking-filters';
import { BookingList } from './components/booking-list';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';

/** The filters in the address bar, and their parameter names. */
const parameters = { text: 'busca', tour: 'passeio', from: 'de', to: 'ate', status: 'status' } as const;

function filtersOf(params: URLSearchParams): BookingFilters {
  return {
    text: params.get(parameters.text) ?? '',
    tour: params.get(parameters.tour) ?? '',
    from: params.get(parameters.from) ?? '',
    to: params.get(parameters.to) ?? '',
    status: bookingStatusFilterOf(params.get(parameters.status)),
  };
}

/** `/admin/reservas`: every booking, searchable; `?ref=R12` opens one with its history. */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const hasFilters = Object.values(filters).some(Boolean);
  // Without filters: the upcoming bookings.
  const bookings = useQuery(bookingsQueryOptions(hasFilters ? filters : { from: dayInSaoPaulo(new Date()) }));
  const reference = params.get('ref');

  const search = (draft: BookingFilters) => {
    const next = new URLSearchParams();
    for (const key of Object.keys(parameters) as (keyof BookingFilters)[]) {
      const value = draft[key]?.trim();
      if (value) next.set(parameters[key], value);
    }
    setParams(next);
  };
  const open = (ref: string | null) => {
    const next = new URLSearchParams(params);
    if (ref) next.set('ref', ref);
    else next.delete('ref');
    setParams(next);
  };

  return (
    <OperatorShell
      title="Reservas"
      description="Todas as reservas, do site e do WhatsApp: busque e abra uma para ver os detalhes e o histórico."
      path={paths.operator.bookings}
      actions={
        <Link className={buttonVariants()} to={paths.operator.newBooking}>
          <PlusCircle aria-hidden="true" />
          Nova reserva
        </Link>
      }
    >
      <BookingFiltersForm filters={filters} onSearch={search} />
      <QueryState
        query={bookings}
        loading="Carregando reservas..."
        failed="Não foi possível carregar as reservas."
        className="mt-6"
      >
        {(rows) => (
          <>
            <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
              {rows.length === 0
                ? 'Nenhuma reserva encontrada.'
                : `${rows.length} ${rows.length === 1 ? 'reserva' : 'reservas'}${hasFilters ? '' : ' a partir de hoje'}`}
            </p>
            <BookingList rows={rows} onOpen={open} />
          </>
        )}
      </QueryState>
      {reference ? <BookingDialog reference={reference} onClose={() => open(null)} /> : null}
    </OperatorShell>
  );
}

export default operatorPage(BookingsPage);
