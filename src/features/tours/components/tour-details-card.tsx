import { CalendarDays, Clock, Mountain, PawPrint, Sun, Ticket, MapPin } from 'lucide-react';
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
    <section
      aria-labelledby="detalhes-titulo"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="detalhes-titulo" className="font-display text-3xl tracking-wide text-primary">
        Detalhes do passeio
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(({ Icon, label, value }) => (
          <div key={label} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-curtain" aria-hidden="true" />
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {label}
              </dt>
              <dd className="text-sm font-medium">{value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
