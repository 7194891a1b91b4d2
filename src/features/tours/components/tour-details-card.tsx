import { CalendarDays, Clock, MapPin, Mountain, PawPrint, Sun, Ticket } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { Tour } from '@/domain/types';
import { describeAvailableDays } from '@/domain/weekdays';

export function TourDetailsCard({ tour }: { tour: Tour }) {
  const rows = [
    { Icon: Clock, label: 'Duração', value: tour.duration },
    { Icon: Mountain, label: 'Dificuldade', value: tour.difficulty },
    { Icon: Sun, label: 'Período', value: tour.period },
    { Icon: CalendarDays, label: 'Dias disponíveis', value: describeAvailableDays(tour.availableDays) },
    { Icon: PawPrint, label: 'Pets e veículo', value: tour.vehicle },
    { Icon: Ticket, label: 'Ingressos', value: tour.ticketInfo },
    { Icon: MapPin, label: 'Local', value: tour.location },
  ];
  return (
    <Card asChild className="p-6 sm:p-8">
      <section aria-labelledby="detalhes-titulo">
        <h2 id="detalhes-titulo" className="font-display text-3xl tracking-wide text-primary">
          Detalhes do passeio
        </h2>
        <dl className="mt-5 grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {rows.map(({ Icon, label, value }) => (
            <div key={label} className="relative min-h-9 min-w-0 pl-12">
              <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                <span
                  aria-hidden="true"
                  className="absolute left-0 top-0 grid size-9 place-items-center rounded-full bg-night text-gold"
                >
                  <Icon className="size-4" />
                </span>
                {label}
              </dt>
              <dd className="mt-0.5 text-sm font-medium leading-snug">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
