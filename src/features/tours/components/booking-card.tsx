import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tour } from '@/domain/types';
import { describeAvailableDays } from '@/domain/weekdays';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** The sticky price card of the tour page; the cart puts its calendar and button in `children`. */
export function BookingCard({ tour, children }: { tour: Tour; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="reserva-titulo"
      className="rounded-2xl border border-border bg-card p-6 shadow-lg lg:sticky lg:top-24"
    >
      <h2 id="reserva-titulo" className="font-display text-3xl tracking-wide text-primary">
        Reserve seu passeio
      </h2>
      <p className="mt-3">
        <span className="font-display text-5xl leading-none tracking-wide text-curtain">
          {brl.format(tour.price)}
        </span>{' '}
        <span className="text-sm text-muted-foreground">
          {tour.priceUnit === 'carro' ? 'por carro' : 'por pessoa'}
        </span>
      </p>
      {tour.priceUnit === 'carro' ? (
        <p className="mt-1 text-sm text-muted-foreground">Carro exclusivo para até 4 pessoas.</p>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          Crianças de 6 a 10 anos pagam meia; até 5 anos, grátis.
        </p>
      )}
      <p className="mt-4 flex items-center gap-2 text-sm font-medium">
        <CalendarDays className="size-4 text-curtain" aria-hidden="true" />
        {describeAvailableDays(tour.availableDays)}
      </p>
      {children ? <div className="mt-5 grid gap-4">{children}</div> : null}
    </section>
  );
}
