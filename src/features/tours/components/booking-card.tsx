import { CalendarDays, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { TourPrice } from '@/components/tour-card';
import { Card } from '@/components/ui/card';
import type { Tour } from '@/domain/types';
import { describeAvailableDays } from '@/domain/weekdays';

/** The sticky price card of the tour page; the cart puts its calendar and button in `children`. */
export function BookingCard({ tour, children }: { tour: Tour; children?: ReactNode }) {
  return (
    <Card asChild className="overflow-hidden shadow-lg lg:sticky lg:top-36">
      <section aria-labelledby="reserva-titulo">
        <div className="on-dark film-grain bg-night px-6 pb-5 pt-6 text-primary-foreground">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold">Movie Tour</p>
          <h2 id="reserva-titulo" className="mt-1 font-display text-3xl tracking-wide">
            Reserve seu passeio
          </h2>
        </div>
        <div className="grid gap-4 p-6">
          <TourPrice tour={tour} size="lg" />
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0 text-curtain" aria-hidden="true" />
            {tour.priceUnit === 'carro'
              ? 'Carro exclusivo para até 4 pessoas.'
              : 'Crianças de 6 a 10 anos pagam meia; até 5 anos no colo, grátis.'}
          </p>
          <div className="rounded-xl bg-muted px-4 py-3">
            <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              Dias disponíveis
            </p>
            <p className="mt-1 flex items-center gap-2 text-sm font-semibold">
              <CalendarDays className="size-4 text-curtain" aria-hidden="true" />
              {describeAvailableDays(tour.availableDays)}
            </p>
          </div>
          {children ? <div className="grid gap-4">{children}</div> : null}
        </div>
      </section>
    </Card>
  );
}
